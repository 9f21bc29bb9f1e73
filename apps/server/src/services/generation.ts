// Generation and AI edits: run the generator, then charge 1 credit and store the result in one transaction.
import { NO_CONFIG_MESSAGE } from '@forms-engine/contracts';
import {
  configsEqual,
  DEFAULT_HIDDEN_FIELDS,
  safeNormalizeConfig,
  type TFormConfig,
  type TLanguage,
} from '@forms-engine/model';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { forms } from '../db/schema.ts';
import { AppError, badRequest } from '../errors.ts';
import type { FormGenerator } from '../providers/ai/types.ts';
import type { CreditsService } from './credits.ts';
import type { FormsService } from './forms.ts';

export const NOTHING_CHANGED_MESSAGE =
  'Nothing changed: the form already looks like that. No credit was used.';

/**
 * What any generator returns passes the same save-time checks as a published form (shapes and logic), so a
 * model's broken rule or formula is a 502 naming the problem — never a stored form the runner cannot follow.
 */
export function checkedOutput(config: TFormConfig, status = 502): TFormConfig {
  const checked = safeNormalizeConfig(config);
  if (!checked.ok)
    throw new AppError(
      'generator_invalid_output',
      status,
      `The generated form is not valid: ${checked.error}`,
    );
  return checked.config;
}

/** A generated form declares the campaign parameters (utm_source, utm_medium, utm_campaign) unless it says otherwise. */
export function withDefaultHiddenFields(config: TFormConfig): TFormConfig {
  return config.hiddenFields ? config : { ...config, hiddenFields: [...DEFAULT_HIDDEN_FIELDS] };
}

export class GenerationService {
  constructor(
    private readonly db: Db,
    private readonly forms: FormsService,
    private readonly credits: CreditsService,
    readonly generator: FormGenerator,
  ) {}

  /** A GeneratorError propagates as it is (plugins/errors.ts answers it); nothing is charged then. */
  async generateConfig(prompt: string, language?: TLanguage): Promise<TFormConfig> {
    return checkedOutput(withDefaultHiddenFields(await this.generator.generate({ prompt, language })));
  }

  /** POST /api/prompt: a new form from a prompt, saved under the owner with the prompt as its history. */
  async createFromPrompt(
    userId: number,
    prompt: string,
    language?: TLanguage,
    props: {
      label?: string;
      domain?: string;
      color?: string;
      iconMode?: 'lucide' | 'emoji' | 'none';
      reason?: string;
    } = {},
  ) {
    await this.credits.assertCanSpend(userId);
    await this.forms.domains.check(userId, props.domain);
    const config = await this.generateConfig(prompt, language);
    const lang = language ?? config.language ?? 'en';
    return this.db.transaction(async (tx) => {
      const row = await this.forms.create(
        userId,
        {
          config,
          label: props.label,
          defaultLabel: config.title?.trim() || undefined,
          language: lang,
          domain: props.domain,
          color: props.color,
          iconMode: props.iconMode,
          promptHistory: [prompt],
        },
        tx,
      );
      const credits = await this.credits.charge(
        tx,
        userId,
        props.reason ?? 'form_generation',
        `form:${row.id}:create`,
      );
      return { config, form: row, credits };
    });
  }

  /**
   * POST /api/edit-form: edits a configuration by instruction; stores it as the form's draft when the form is
   * given (respondents keep the published version until Publish).
   */
  async editByInstruction(
    userId: number,
    currentConfig: unknown,
    instruction: string,
    formId?: number | null,
  ) {
    if (currentConfig === undefined || currentConfig === null) throw badRequest(NO_CONFIG_MESSAGE);
    const parsed = safeNormalizeConfig(currentConfig);
    if (!parsed.ok) throw badRequest(parsed.error);
    const form = formId ? await this.forms.owned(userId, formId) : null;
    await this.credits.assertCanSpend(userId);
    const generated = await this.generator.edit(parsed.config, instruction);
    // The generators edit what they know; the owner's hidden-field list survives an edit that does not mention it.
    const edited =
      generated.config.hiddenFields === undefined && parsed.config.hiddenFields !== undefined
        ? { ...generated.config, hiddenFields: parsed.config.hiddenFields }
        : generated.config;
    const result = { ...generated, config: checkedOutput(edited) };
    // An edit that leaves the form as it was says so and costs nothing (nothing is stored either).
    const iconModeChanged = !!result.iconMode && result.iconMode !== form?.iconMode;
    if (configsEqual(result.config, parsed.config) && !iconModeChanged) {
      return {
        config: parsed.config,
        summary: NOTHING_CHANGED_MESSAGE,
        changed: false,
        credits: await this.credits.balance(userId),
      };
    }
    return this.db.transaction(async (tx) => {
      if (formId) {
        await tx
          .update(forms)
          .set({
            config: result.config,
            ...(result.iconMode ? { iconMode: result.iconMode } : {}),
            promptHistory: sql`${forms.promptHistory} || ${JSON.stringify([instruction])}::jsonb`,
            updatedAt: new Date(),
          })
          .where(eq(forms.id, formId));
      }
      const ref = `edit:${formId ?? 'unsaved'}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
      const credits = await this.credits.charge(tx, userId, 'form_edit', ref);
      return { ...result, changed: true, credits };
    });
  }
}
