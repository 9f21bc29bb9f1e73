// Generation and AI edits: run the generator, then charge 1 credit and store the result in one transaction.
import { CHAT_TEXTS, NO_CONFIG_MESSAGE, type TChatEntry } from '@forms-engine/contracts';
import {
  configsEqual,
  DEFAULT_HIDDEN_FIELDS,
  type FormChange,
  listChanges,
  safeNormalizeConfig,
  type TFormConfig,
  type TLanguage,
} from '@forms-engine/model';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { forms, promptLinks } from '../db/schema.ts';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A link's prompt as the owner's links are keyed: trimmed, hashed. */
export function hashPrompt(prompt: string): string {
  return crypto.createHash('sha256').update(prompt.trim()).digest('hex');
}

/** The conversation kept with a draft or form: its newest messages. */
const CHAT_LIMIT = 100;

/** The chat with entries added, keeping the newest CHAT_LIMIT. */
export function appendChat(chat: unknown, ...entries: Omit<TChatEntry, 'at'>[]): TChatEntry[] {
  const at = new Date().toISOString();
  const kept = Array.isArray(chat) ? (chat as TChatEntry[]) : [];
  return [...kept, ...entries.map((e) => ({ ...e, at }))].slice(-CHAT_LIMIT);
}

/**
 * An edit's exchange as the chat keeps it: the instruction, then what changed (in English words and as data, for
 * the builder to say in the owner's language) or that nothing did.
 */
export function editExchange(
  instruction: string,
  summary: string,
  changes: FormChange[] | null,
): Omit<TChatEntry, 'at'>[] {
  return [
    { role: 'user', text: instruction },
    changes
      ? {
          role: 'assistant',
          text: CHAT_TEXTS.edited,
          ...(summary ? { detail: summary } : {}),
          changes,
        }
      : { role: 'assistant', text: summary },
  ];
}

/** The link was taken by a request running at the same time. */
class LinkTaken extends Error {}

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
    /** Runs in the transaction that stores the form, after the charge (a throw undoes both). */
    alsoInTx?: (tx: Tx, formId: number) => Promise<void>,
  ) {
    await this.credits.assertCanSpend(userId);
    await this.forms.domains.check(userId, props.domain);
    const config = await this.generateConfig(prompt, language);
    // The form's lookup language is en or de (the spec's); a form written in French, Spanish or Italian keeps that
    // language in its config, which is what respondents read it in.
    const lang = language ?? (config.language === 'de' ? 'de' : 'en');
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
      // The conversation starts with the prompt; the builder shows it again when the form is reopened.
      await tx
        .update(forms)
        .set({
          chat: appendChat(
            [],
            { role: 'user', text: prompt },
            { role: 'assistant', text: CHAT_TEXTS.generated },
          ),
        })
        .where(eq(forms.id, row.id));
      const credits = await this.credits.charge(
        tx,
        userId,
        props.reason ?? 'form_generation',
        `form:${row.id}:create`,
      );
      await alsoInTx?.(tx, row.id);
      return { config: row.config as TFormConfig, form: row, credits };
    });
  }

  /**
   * POST /api/prompt from a `/buildform?prompt=` link: the form this owner's link made before, if it still exists,
   * else a new one remembered for the link. Two tabs opening the link at once make one form: the second one's
   * transaction finds the link taken, is undone (no form, no charge) and answers the first one's form.
   */
  async createFromLink(userId: number, prompt: string, language?: TLanguage) {
    const promptHash = hashPrompt(prompt);
    const earlier = await this.linkedForm(userId, promptHash);
    if (earlier) return earlier;
    try {
      const made = await this.createFromPrompt(userId, prompt, language, {}, async (tx, formId) => {
        const taken = await tx
          .insert(promptLinks)
          .values({ userId, promptHash, formId })
          .onConflictDoUpdate({
            target: [promptLinks.userId, promptLinks.promptHash],
            set: { formId, createdAt: new Date() },
            // A link whose form was deleted makes a new one; a link with a living form is another request's.
            setWhere: sql`not exists (select 1 from ${forms} where ${forms.id} = ${promptLinks.formId})`,
          })
          .returning({ formId: promptLinks.formId });
        if (taken.length === 0) throw new LinkTaken();
      });
      return { ...made, reused: false };
    } catch (err) {
      if (!(err instanceof LinkTaken)) throw err;
      const winner = await this.linkedForm(userId, promptHash);
      if (!winner) throw err;
      return winner;
    }
  }

  private async linkedForm(userId: number, promptHash: string) {
    const [hit] = await this.db
      .select({ form: forms })
      .from(promptLinks)
      .innerJoin(forms, eq(forms.id, promptLinks.formId))
      .where(and(eq(promptLinks.userId, userId), eq(promptLinks.promptHash, promptHash)))
      .limit(1);
    if (!hit) return null;
    return {
      config: hit.form.config as TFormConfig,
      form: hit.form,
      credits: await this.credits.balance(userId),
      reused: true,
    };
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
      if (form)
        await this.db
          .update(forms)
          .set({ chat: appendChat(form.chat, ...editExchange(instruction, NOTHING_CHANGED_MESSAGE, null)) })
          .where(eq(forms.id, form.id));
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
            chat: appendChat(
              form?.chat,
              ...editExchange(instruction, result.summary ?? '', listChanges(parsed.config, result.config)),
            ),
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
