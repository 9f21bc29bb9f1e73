// The published public payload: the one place that decides what respondents and the embed get for a form.
import type { PublicFormPayload, TConsoleConfig } from '@forms-engine/contracts';
import { safeNormalizeConfig, type TFormConfig, type TIconMode } from '@forms-engine/model';
import type { AbTestsService } from './ab-tests.ts';
import { type ConsoleService, publicInfoOf } from './console.ts';
import type { FormSettingsService } from './form-settings.ts';
import type { FormRow, FormsService } from './forms.ts';

/** A published form as the respondent paths use it: the public payload and what submissions check against. */
export interface PublishedForm {
  payload: PublicFormPayload;
  /** The published config, normalized; null when it no longer parses (submissions are then refused). */
  config: TFormConfig | null;
  /** The form's console settings (auto-select, brochure e-mail after submissions). */
  console: TConsoleConfig;
  /** While an A/B test runs: each variant's config, normalized (a session's answers are checked against its own). */
  variants?: Record<string, TFormConfig | null>;
}

/**
 * Serves only published versions: a draft-only form is "not found", and a form's unpublished changes are
 * never visible here. Callers that cache the payload invalidate on FormsService.events.onPublicChange
 * (services/published-cache.ts does, on every instance).
 */
export class PublicFormsService {
  constructor(
    private readonly forms: FormsService,
    private readonly console: Pick<ConsoleService, 'stored'>,
    private readonly settings: Pick<FormSettingsService, 'publicSettings'>,
    private readonly abTests?: Pick<AbTestsService, 'running'>,
  ) {}

  /** GET /api/forms/{id} for anyone but the owner, and /embed?id=. */
  async byId(id: number): Promise<PublicFormPayload | null> {
    const row = await this.forms.find(id);
    return row ? this.payloadOf(row) : null;
  }

  /** GET /api/forms/by-properties: the current (language, label, domain) or an alias kept after a rename. */
  async byProperties(language: string, label: string, domain: string): Promise<PublicFormPayload | null> {
    const row = await this.forms.byProperties(language, label, domain);
    return row ? this.payloadOf(row) : null;
  }

  /** The payload of a form row, or null when it has no published version. */
  async payloadOf(row: FormRow): Promise<PublicFormPayload | null> {
    return (await this.publishedOf(row))?.payload ?? null;
  }

  /** The published form of a row, or null when it has no published version. */
  async publishedOf(row: FormRow): Promise<PublishedForm | null> {
    if (row.publishedConfig === null) return null;
    const [consoleConfig, { availability, tracking }, abTest] = await Promise.all([
      this.console.stored(row.id),
      // Closed/full state, close date, closed message, redirect and tracking: settings changes and the submission
      // that fills a limited form fire onPublicChange, so a cached payload never outlives them.
      this.settings.publicSettings(row),
      this.abTests?.running(row.id) ?? null,
    ]);
    const parsed = safeNormalizeConfig(row.publishedConfig);
    const config = parsed.ok ? parsed.config : null;
    // The Form Console's auto-select travels with the form, so the embed needs no second request; it is
    // checked against the published config (an option only in the draft is not announced).
    const { autoSelectFirstOption } = publicInfoOf(config?.steps ?? null, consoleConfig);
    return {
      payload: {
        id: row.id,
        label: row.label,
        created_at: row.createdAt.toISOString(),
        language: row.language,
        domain: row.domain,
        color: row.color,
        iconMode: row.iconMode as TIconMode,
        config: row.publishedConfig,
        autoSelectFirstOption,
        availability,
        ...(abTest ? { abTest } : {}),
        tracking,
      },
      config,
      console: consoleConfig,
      ...(abTest ? { variants: variantConfigs(abTest.variants) } : {}),
    };
  }
}

function variantConfigs(variants: readonly { key: string; config: unknown }[]) {
  const configs: Record<string, TFormConfig | null> = {};
  for (const v of variants) {
    const parsed = safeNormalizeConfig(v.config);
    configs[v.key] = parsed.ok ? parsed.config : null;
  }
  return configs;
}
