// The published public payload: the one place that decides what respondents and the embed get for a form.
import type { PublicFormPayload, TIconMode } from '@forms-engine/forms';
import type { ConsoleService } from './console.ts';
import type { FormSettingsService } from './form-settings.ts';
import type { FormRow, FormsService } from './forms.ts';

/**
 * Serves only published versions: a draft-only form is "not found", and a form's unpublished changes are
 * never visible here. Callers that cache the payload invalidate on FormsService.events.onPublicChange.
 */
export class PublicFormsService {
  constructor(
    private readonly forms: FormsService,
    private readonly console: Pick<ConsoleService, 'publicInfoFor'>,
    private readonly settings: Pick<FormSettingsService, 'publicAvailability'>,
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
    if (row.publishedConfig === null) return null;
    // The Form Console's auto-select travels with the form, so the embed needs no second request; it is
    // checked against the published config (an option only in the draft is not announced).
    const [{ autoSelectFirstOption }, availability] = await Promise.all([
      this.console.publicInfoFor({ id: row.id, config: row.publishedConfig }),
      // Closed/full state, close date, closed message and redirect: settings changes and the submission that
      // fills a limited form fire onPublicChange, so a cached payload never outlives them.
      this.settings.publicAvailability(row),
    ]);
    return {
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
    };
  }
}
