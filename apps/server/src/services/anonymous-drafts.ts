// Forms built before signing up: a draft held for one browser (a cookie whose hash is stored), generated and edited
// like an owner's, then made one of the visitor's forms when they sign up or in, with its credits charged then.
import crypto from 'node:crypto';
import {
  ANONYMOUS_AI_ACTIONS,
  CHAT_TEXTS,
  type TAnonymousDraft,
  type TChatEntry,
} from '@forms-engine/contracts';
import {
  configsEqual,
  listChanges,
  safeNormalizeConfig,
  type TFormConfig,
  type TLanguage,
} from '@forms-engine/model';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { anonymousDrafts, forms, promptLinks } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { hashToken } from './auth.ts';
import type { CreditsService } from './credits.ts';
import type { FormsService } from './forms.ts';
import {
  appendChat,
  checkedOutput,
  editExchange,
  type GenerationService,
  hashPrompt,
  NOTHING_CHANGED_MESSAGE,
} from './generation.ts';

export const DRAFT_COOKIE = 'fe_draft';
/** How long a draft waits for its visitor to sign up. */
export const ANONYMOUS_DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;
export const NO_ANONYMOUS_DRAFT_MESSAGE = 'There is no form to keep in this browser. Describe one to start.';
export const SIGN_UP_TO_CONTINUE_MESSAGE = `Sign up to keep asking the assistant: your form is kept, and you can still change it by hand. (${ANONYMOUS_AI_ACTIONS} requests are free before signing up.)`;

type Row = typeof anonymousDrafts.$inferSelect;

function labelOf(config: unknown): string {
  const title = (config as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title.trim().slice(0, 180) : 'Untitled Form';
}

function toDraft(row: Row, reused = false): TAnonymousDraft {
  const config = row.config as TFormConfig;
  return {
    config,
    label: labelOf(config),
    language: config.language ?? 'en',
    promptHistory: row.promptHistory,
    chat: row.chat as TChatEntry[],
    aiActionsLeft: Math.max(0, ANONYMOUS_AI_ACTIONS - row.aiActions),
    ...(reused ? { reused } : {}),
  };
}

export class AnonymousDraftsService {
  constructor(
    private readonly db: Db,
    private readonly generation: GenerationService,
    private readonly forms: FormsService,
    private readonly credits: CreditsService,
  ) {}

  /** A new browser token (for the cookie); only its hash is stored. */
  static newToken(): string {
    return crypto.randomBytes(32).toString('base64url');
  }

  private async row(token: string | undefined): Promise<Row | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select()
      .from(anonymousDrafts)
      .where(and(eq(anonymousDrafts.tokenHash, hashToken(token)), sql`${anonymousDrafts.expiresAt} > now()`))
      .limit(1);
    return row ?? null;
  }

  async get(token: string | undefined): Promise<TAnonymousDraft | null> {
    const row = await this.row(token);
    return row ? toDraft(row) : null;
  }

  /**
   * Generates a form for this browser, replacing its earlier draft. A /buildform?prompt= link that made this
   * browser's draft before answers it as it is now, without generating again.
   */
  async create(
    token: string,
    prompt: string,
    opts: { language?: TLanguage; fromLink?: boolean } = {},
  ): Promise<TAnonymousDraft> {
    const existing = await this.row(token);
    const linkHash = opts.fromLink ? hashPrompt(prompt) : null;
    if (existing && linkHash && existing.linkHash === linkHash) return toDraft(existing, true);
    const config = await this.generation.generateConfig(prompt, opts.language);
    const chat = appendChat(
      [],
      { role: 'user', text: prompt },
      { role: 'assistant', text: CHAT_TEXTS.generated },
    );
    const values = {
      tokenHash: hashToken(token),
      config,
      promptHistory: [prompt],
      chat,
      linkHash,
      aiActions: 1,
      updatedAt: new Date(),
      expiresAt: new Date(Date.now() + ANONYMOUS_DRAFT_TTL_MS),
    };
    // Drafts nobody claimed in time go, a few at a time, whenever a new one is made.
    await this.db.delete(anonymousDrafts).where(lt(anonymousDrafts.expiresAt, sql`now()`));
    const [row] = await this.db
      .insert(anonymousDrafts)
      .values(values)
      .onConflictDoUpdate({ target: anonymousDrafts.tokenHash, set: values })
      .returning();
    return toDraft(row);
  }

  /** An edit by instruction; one that changes nothing says so and uses no request of the allowance. */
  async edit(
    token: string | undefined,
    instruction: string,
  ): Promise<{ draft: TAnonymousDraft; summary: string; changed: boolean }> {
    const row = await this.row(token);
    if (!row) throw notFound(NO_ANONYMOUS_DRAFT_MESSAGE);
    if (row.aiActions >= ANONYMOUS_AI_ACTIONS)
      throw new AppError('sign_up_required', 403, SIGN_UP_TO_CONTINUE_MESSAGE);
    const current = row.config as TFormConfig;
    const generated = await this.generation.generator.edit(current, instruction);
    const edited =
      generated.config.hiddenFields === undefined && current.hiddenFields !== undefined
        ? { ...generated.config, hiddenFields: current.hiddenFields }
        : generated.config;
    const config = checkedOutput(edited);
    const changed = !configsEqual(config, current);
    const summary = changed ? generated.summary : NOTHING_CHANGED_MESSAGE;
    const chat = appendChat(
      row.chat,
      ...editExchange(instruction, summary, changed ? listChanges(current, config) : null),
    );
    const [saved] = await this.db
      .update(anonymousDrafts)
      .set({
        chat,
        updatedAt: new Date(),
        ...(changed
          ? {
              config,
              promptHistory: sql`${anonymousDrafts.promptHistory} || ${JSON.stringify([instruction])}::jsonb`,
              aiActions: sql`${anonymousDrafts.aiActions} + 1`,
            }
          : {}),
      })
      .where(eq(anonymousDrafts.id, row.id))
      .returning();
    return { draft: toDraft(saved), summary, changed };
  }

  /** A change made by hand (outline, step editor, font, colour): free, checked like an owner's draft. */
  async save(token: string | undefined, rawConfig: unknown): Promise<TAnonymousDraft> {
    const row = await this.row(token);
    if (!row) throw notFound(NO_ANONYMOUS_DRAFT_MESSAGE);
    const parsed = safeNormalizeConfig(rawConfig);
    if (!parsed.ok) throw badRequest(parsed.error);
    const [saved] = await this.db
      .update(anonymousDrafts)
      .set({ config: parsed.config, updatedAt: new Date() })
      .where(eq(anonymousDrafts.id, row.id))
      .returning();
    return toDraft(saved);
  }

  async discard(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db.delete(anonymousDrafts).where(eq(anonymousDrafts.tokenHash, hashToken(token)));
  }

  /**
   * Makes the browser's draft one of the user's forms (a draft, not yet published), with its chat and the link that
   * made it, and charges what its assistant requests cost (1 credit each, as for an owner). In one transaction: out
   * of credits (402) nothing changes and the draft stays for later.
   */
  async claim(
    userId: number,
    token: string | undefined,
  ): Promise<{ form: typeof forms.$inferSelect; credits: number }> {
    return this.db.transaction(async (tx) => {
      if (!token || token.length > 200) throw notFound(NO_ANONYMOUS_DRAFT_MESSAGE);
      const [row] = await tx
        .select()
        .from(anonymousDrafts)
        .where(
          and(eq(anonymousDrafts.tokenHash, hashToken(token)), sql`${anonymousDrafts.expiresAt} > now()`),
        )
        .for('update')
        .limit(1);
      if (!row) throw notFound(NO_ANONYMOUS_DRAFT_MESSAGE);
      const config = row.config as TFormConfig;
      const form = await this.forms.create(
        userId,
        {
          config,
          defaultLabel: config.title?.trim() || undefined,
          language: config.language ?? 'en',
          promptHistory: row.promptHistory,
        },
        tx,
      );
      await tx.update(forms).set({ chat: row.chat }).where(eq(forms.id, form.id));
      const credits =
        row.aiActions > 0
          ? await this.credits.charge(
              tx,
              userId,
              'form_generation',
              `anonymous:${row.id}:claim`,
              row.aiActions,
            )
          : await this.credits.balance(userId);
      if (row.linkHash)
        await tx
          .insert(promptLinks)
          .values({ userId, promptHash: row.linkHash, formId: form.id })
          .onConflictDoUpdate({
            target: [promptLinks.userId, promptLinks.promptHash],
            set: { formId: form.id, createdAt: new Date() },
          });
      await tx.delete(anonymousDrafts).where(eq(anonymousDrafts.id, row.id));
      return { form, credits };
    });
  }
}
