// Answer sessions, temporary (incomplete) responses and submissions, validated with the shared step rules.
import crypto from 'node:crypto';
import type { TConsoleConfig } from '@forms-engine/contracts';
import {
  type Answers,
  answerFits,
  answerKey,
  answerLabels,
  bookingAnswerOf,
  fromTitleKeys,
  titleKey,
  toTitleKeys,
  calculate,
  chosenOptionIds,
  formatCalculation,
  HIDDEN_KEY,
  LANGUAGE_KEY,
  formLanguages,
  formVerification,
  hasUploadedDocument,
  isLeadHeld,
  isStepOptional,
  isStepValid,
  isStoredAsSent,
  safeNormalizeConfig,
  sanitizeHidden,
  stepInvalidReason,
  stepOptionIds,
  type TFormConfig,
  walkPath,
} from '@forms-engine/model';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { answerSessions, forms, responses, type SessionVisitor } from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { isUniqueViolation, rowsOf } from '../db/rows.ts';
import { withConfirmedBookings } from './bookings.ts';
import { targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';
import {
  ALREADY_SUBMITTED_MESSAGE,
  type AnswerStored,
  type AnswerTx,
  AnswerWrites,
} from './answer-writes.ts';

export { ALREADY_SUBMITTED_MESSAGE };

/**
 * Hooks other modules attach to. `onTempSaved`/`onSubmitted` run inside the transaction that stores the answers
 * (`hooked`: the form's owner has a live webhook endpoint), so a queued CRM delivery can never be lost between
 * the two; `afterSubmitted` runs after commit.
 */
export interface AnswerEvents {
  onTempSaved?(e: AnswerStored): Promise<void> | void;
  onSubmitted?(e: AnswerStored): Promise<void> | void;
  afterSubmitted?(e: AfterSubmitted): Promise<void> | void;
}

/**
 * What the submission's statement already knows, so the after-commit work skips what cannot apply: no delivery
 * was queued (`hooked` false), the form has no response limit (`limited` false), and its console settings from
 * the published cache (`console`).
 */
export interface AfterSubmitted {
  formId: number;
  responseId: number;
  hooked: boolean;
  limited: boolean;
  console?: TConsoleConfig;
  /** The form has a running A/B test (which may promote its winner now). */
  abTest?: boolean;
  /** The submission answered a booking step (its calendar's webhook may have come while it was being stored). */
  booking?: boolean;
}

/** Where the answer paths read published forms from (services/published-cache.ts), instead of the database. */
export interface PublishedSource {
  byId(id: number): Promise<{
    payload: { config: unknown };
    config: TFormConfig | null;
    console: TConsoleConfig;
    variants?: Record<string, TFormConfig | null>;
  } | null>;
}

/** The A/B test hooks a session needs: recording its variant, and reading it back to check answers against it. */
export interface AnswerVariants {
  assign(formId: number, sessionId: string, variant: string): Promise<void>;
  variantOf(sessionId: string): Promise<{ testId: number; key: string } | null>;
}

/** A page-chosen session id that names another form's session. */
export const OTHER_FORM_SESSION_MESSAGE = 'This session belongs to another form';

/** How long after the last answer a respondent can come back to the same answer session (issue 14: 7 days). */
export const RESUME_WINDOW_MS = 7 * 24 * 3600 * 1000;
export const RESUME_EXPIRED_MESSAGE = 'This answer session has expired. Start over to answer again.';

/** What a submission stores: the answers on the respondent's path, recomputed calculations and the ending. */
export interface ValidatedSubmission {
  /** By step id. */
  answers: Answers;
  /** The title each answered question has now, kept with the answers (they label it once the question changes). */
  labels: Record<string, string>;
  /** Calculation results by id (null when the form has none); computed here, never taken from the client. */
  calculations: Record<string, number> | null;
  /** The ending reached, or null for the normal submission screen. */
  ending: string | null;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The ending and calculations for a set of answers, following the form's logic (for stored answers). */
export function outcomeOf(
  config: TFormConfig,
  answers: Answers,
): Pick<ValidatedSubmission, 'calculations' | 'ending'> {
  const walked = walkPath(config, answers);
  return {
    calculations: config.calculations?.length ? calculate(config, walked.answers) : null,
    ending: walked.exit.kind === 'ending' ? walked.exit.id : null,
  };
}

/** The calculations a form shows respondents, computed from these answers and formatted for its language. */
export function shownEstimates(
  rawConfig: unknown,
  answers: Answers,
  language: string,
): { label: string; display: string }[] {
  const parsed = safeNormalizeConfig(rawConfig);
  if (!parsed.ok || !parsed.config.calculations?.length) return [];
  // The runner sends these answers as its payloads carry them, under the questions' titles.
  const { calculations } = outcomeOf(parsed.config, fromTitleKeys(parsed.config.steps, answers).answers);
  return parsed.config.calculations
    .filter((c) => c.show)
    .map((c) => ({ label: c.label, display: formatCalculation(c, calculations?.[c.id] ?? 0, language) }));
}

/**
 * Checks a submitted answer map against the form's steps along the path the answers lead through (the same
 * walk the runner makes): steps on the path need valid answers; steps off it are not required, and answers to
 * them are dropped rather than refused (a respondent who went back and changed an answer left them behind).
 */
export function validateSubmission(config: TFormConfig, raw: Record<string, unknown>): ValidatedSubmission {
  const steps = config.steps;
  // The payload names questions by title (or by step id); from here on every answer is kept by step id.
  const { answers: byId, unknown } = fromTitleKeys(steps, raw);
  if (unknown.length > 0) throw badRequest(`Unknown question "${unknown[0].slice(0, 100)}" in response`);
  const keys = steps.map((s, i) => answerKey(s, i));
  const given: Answers = {};
  keys.forEach((key) => {
    if (key in byId && present(byId[key])) given[key] = byId[key];
  });
  // Hidden fields: only declared names, text, capped; logic reads them, so the path is walked with them.
  const hidden = sanitizeHidden(config.hiddenFields ?? [], raw[HIDDEN_KEY]);
  if (Object.keys(hidden).length > 0) given[HIDDEN_KEY] = hidden;
  const walked = walkPath(config, given);
  const onPath = new Set(walked.path);
  const answers: Answers = {};
  const ctx = { documentUploaded: hasUploadedDocument(steps, walked.answers) };
  steps.forEach((step, i) => {
    if (!onPath.has(i)) return;
    const key = keys[i];
    const question = titleKey(step, i).slice(0, 100);
    if (!(key in given)) {
      if (!isStepOptional(step) && !isStepValid(step, undefined, ctx)) {
        throw badRequest(`Missing answer for "${question}"`);
      }
      return;
    }
    const value = given[key];
    if (!answerFits(step, value)) throw badRequest(tooLongMessage(question));
    if (isStoredAsSent(step, value)) {
      answers[key] = value;
      return;
    }
    if (!isStepValid(step, value, ctx) && !isStepOptional(step)) {
      const reason = stepInvalidReason(step, value);
      throw badRequest(`Invalid answer for "${question}"${reason ? `: ${reason}` : ''}`);
    }
    const ids = new Set(stepOptionIds(step));
    if (ids.size > 0) {
      if (chosenOptionIds(step, value).some((c) => typeof c !== 'string' || !ids.has(c))) {
        throw badRequest(`Invalid option for "${question}"`);
      }
    }
    answers[key] = value;
  });
  if (Object.keys(hidden).length > 0) answers[HIDDEN_KEY] = hidden;
  const language = respondentLanguage(config, raw[LANGUAGE_KEY]);
  if (language) answers[LANGUAGE_KEY] = language;
  return {
    answers,
    labels: answerLabels(steps, answers),
    calculations: config.calculations?.length ? calculate(config, answers) : null,
    ending: walked.exit.kind === 'ending' ? walked.exit.id : null,
  };
}

/**
 * The language a respondent answered a form of several languages in, when the form has it; anything else is
 * dropped (a link opened before the owner removed a language must still submit).
 */
function respondentLanguage(config: TFormConfig, value: unknown): string | null {
  const languages = formLanguages(config);
  return languages.length > 1 && (languages as readonly unknown[]).includes(value) ? (value as string) : null;
}

/** Most a temporary save may hold, as UTF-8 JSON: room for every answer of a long form and one document's text. */
export const TEMP_SAVE_MAX_BYTES = 512 * 1024;

const tooLongMessage = (key: string) => `The answer to "${key.slice(0, 100)}" is too long`;

/**
 * What a temporary save may store: the form's own questions only (answers to questions it no longer has are
 * dropped, so a respondent mid-form keeps saving after the owner renamed one), each within its type's limits
 * (400 naming the question past them), the declared hidden fields, and the whole within TEMP_SAVE_MAX_BYTES (413).
 */
export function checkTempResponse(
  config: TFormConfig | null,
  raw: Record<string, unknown>,
): { answers: Answers; labels: Record<string, string> } {
  if (Buffer.byteLength(JSON.stringify(raw)) > TEMP_SAVE_MAX_BYTES)
    throw new AppError(
      'too_large',
      413,
      `Saved answers may be at most ${TEMP_SAVE_MAX_BYTES / 1024} KB; this save is larger`,
    );
  const kept: Answers = {};
  if (!config) return { answers: kept, labels: {} };
  const { answers: byId } = fromTitleKeys(config.steps, raw);
  config.steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (!(key in byId)) return;
    const value = byId[key];
    if (!answerFits(step, value)) throw badRequest(tooLongMessage(titleKey(step, i)));
    kept[key] = value;
  });
  const hidden = sanitizeHidden(config.hiddenFields ?? [], raw[HIDDEN_KEY]);
  if (Object.keys(hidden).length > 0) kept[HIDDEN_KEY] = hidden;
  return { answers: kept, labels: answerLabels(config.steps, kept) };
}

/**
 * The steps of a session's path that the live version has, each once, in the order shown: a path sent by a page
 * still running an older version keeps the steps both versions share.
 */
export function pathOf(config: TFormConfig, path: readonly string[]): string[] {
  const ids = new Set(config.steps.map((step, i) => answerKey(step, i)));
  return [...new Set(path)].filter((id) => ids.has(id));
}

/** Availability rules (services/form-settings.ts): closed or full forms refuse new respondents. */
export interface AnswerGate {
  assertOpenForNewSession(formId: number, tx?: AnswerTx): Promise<void>;
  /** Runs inside the submission's transaction; `sessionStartedAt` is null for a submission without a session. */
  assertAcceptsSubmission(tx: AnswerTx, formId: number, sessionStartedAt: Date | null): Promise<void>;
}

export class AnswersService {
  events: AnswerEvents = {};
  gate: AnswerGate | null = null;
  /** Published forms from the in-process cache; without it (some tests) the form is read from the database. */
  published: PublishedSource | null = null;
  /** A/B tests (services/ab-tests.ts); without it (some tests) sessions get no variant. */
  variants: AnswerVariants | null = null;
  /** Told of each stored submission (db/gin-sweep.ts: PostgreSQL cleans the search index's pending list). */
  stored: { note(n?: number): void } | null = null;
  /** Each session's latest save on this instance: the next one starts after it, so the last one sent is kept. */
  private readonly saving = new Map<string, Promise<unknown>>();
  /**
   * The form of each answer session this instance opened or saved recently (a session never changes form), so a
   * save needs no lookup first; the save's statement still finds the session, so one deleted since is a 404.
   */
  private readonly sessionForms = new LRUCache<string, number>({ max: 50_000 });
  /** Sessions, saves and submissions arriving together are stored together (services/answer-writes.ts). */
  private readonly writes: AnswerWrites;

  constructor(private readonly db: Db) {
    this.writes = new AnswerWrites(db, () => ({
      onTempSaved: this.events.onTempSaved,
      onSubmitted: this.events.onSubmitted,
      assertOpenForNewSession: async (tx, formId) => this.gate?.assertOpenForNewSession(formId, tx),
      assertAcceptsSubmission: async (tx, formId, startedAt) =>
        this.gate?.assertAcceptsSubmission(tx, formId, startedAt),
    }));
  }

  /** The published config and console settings a submission is checked against. */
  private async publishedOrThrow(
    formId: number,
    sessionId?: string,
  ): Promise<{ raw: unknown; config: TFormConfig | null; console?: TConsoleConfig; abTest?: boolean }> {
    if (this.published) {
      const cached = await this.published.byId(formId);
      if (!cached) throw notFound('Form not found');
      const config = await this.variantConfig(cached, sessionId);
      return { raw: cached.payload.config, config, console: cached.console, abTest: !!cached.variants };
    }
    const form = await this.formOrThrow(formId);
    const parsed = safeNormalizeConfig(form.publishedConfig);
    return { raw: form.publishedConfig, config: parsed.ok ? parsed.config : null };
  }

  /**
   * The config a session answers: its A/B variant's while the form's test runs, else the published one. Only a
   * form under test costs the session's lookup.
   */
  private async variantConfig(
    cached: { config: TFormConfig | null; variants?: Record<string, TFormConfig | null> },
    sessionId: string | undefined,
  ): Promise<TFormConfig | null> {
    if (!cached.variants || !sessionId || !this.variants) return cached.config;
    const assigned = await this.variants.variantOf(sessionId);
    return (assigned && cached.variants[assigned.key]) || cached.config;
  }

  /** The published config respondents answer, or null when the form is gone, unpublished or unreadable. */
  private async publishedConfig(formId: number, sessionId?: string): Promise<TFormConfig | null> {
    if (this.published) {
      const cached = await this.published.byId(formId);
      return cached ? this.variantConfig(cached, sessionId) : null;
    }
    const [row] = await this.db
      .select({ config: forms.publishedConfig })
      .from(forms)
      .where(eq(forms.id, formId))
      .limit(1);
    if (!row?.config) return null;
    const parsed = safeNormalizeConfig(row.config);
    return parsed.ok ? parsed.config : null;
  }

  /** A form respondents may answer: it exists and has a published version (drafts are not public). */
  private async formOrThrow(formId: number) {
    const [form] = await this.db.select().from(forms).where(eq(forms.id, formId)).limit(1);
    if (!form || form.publishedConfig === null) throw notFound('Form not found');
    return { ...form, publishedConfig: form.publishedConfig };
  }

  async createSession(formId: number): Promise<{ sessionId: string; sessionNo: number }> {
    const sessionId = crypto.randomUUID();
    const sessionNo = await this.writes.openSession(formId, sessionId);
    this.sessionForms.set(sessionId, formId);
    return { sessionId, sessionNo };
  }

  /**
   * The answer session under an id the page chose (`PUT /api/forms/{id}/sessions/{sessionId}`): opened with the
   * next number when it does not exist, the same one when it does (a repeated call, or the keepalive save racing
   * the call that opens it), 409 when it is another form's. A session that exists continues even on a form closed
   * since (as a save would); a new one must pass the availability rules.
   */
  async openSession(
    formId: number,
    sessionId: string,
    variant?: string,
    visitor?: SessionVisitor,
  ): Promise<{ sessionId: string; sessionNo: number; created: boolean }> {
    const opened = await this.openOrContinue(formId, sessionId);
    // The page's assignment, checked against the running test; a session keeps the first one it was given.
    if (variant !== undefined && this.variants) await this.variants.assign(formId, sessionId, variant);
    // Only a page with tracking on sends the ids; the first value of each is kept (`||` lets the stored side win).
    if (visitor && Object.keys(visitor).length > 0)
      await this.db.execute(sql`
        update answer_sessions set visitor = ${JSON.stringify(visitor)}::jsonb || coalesce(visitor, '{}'::jsonb)
        where id = ${sessionId}`);
    return opened;
  }

  private async openOrContinue(
    formId: number,
    sessionId: string,
  ): Promise<{ sessionId: string; sessionNo: number; created: boolean }> {
    const known = async () => {
      const [s] = await this.db
        .select({ formId: answerSessions.formId, sessionNo: answerSessions.sessionNo })
        .from(answerSessions)
        .where(eq(answerSessions.id, sessionId))
        .limit(1);
      if (s && s.formId !== formId) throw conflict(OTHER_FORM_SESSION_MESSAGE);
      return s ? { sessionId, sessionNo: s.sessionNo, created: false } : null;
    };
    // An id is almost always new: it is looked up only when opening it fails.
    try {
      const sessionNo = await this.writes.openSession(formId, sessionId);
      this.sessionForms.set(sessionId, formId);
      return { sessionId, sessionNo, created: true };
    } catch (err) {
      // Taken already (a repeat, or the keepalive save's call), or refused by the availability rules.
      if (!isUniqueViolation(err) && !(err instanceof AppError && err.status === 403)) throw err;
      const existing = await known();
      if (existing) return existing;
      throw err;
    }
  }

  private async sessionOrThrow(sessionId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound('Session not found');
    const [s] = await this.db.select().from(answerSessions).where(eq(answerSessions.id, sessionId)).limit(1);
    if (!s) throw notFound('Session not found');
    return s;
  }

  /**
   * What a respondent coming back needs to continue (the runner's resume when the frame's own storage was lost):
   * the saved partial answers of an answer session active within the last 7 days and not yet submitted.
   */
  async resume(
    sessionId: string,
  ): Promise<{ formId: number; sessionNo: number; tempResponse: Record<string, unknown> }> {
    const session = await this.sessionOrThrow(sessionId);
    const [row] = await this.db
      .select({
        response: responses.response,
        tempResponse: responses.tempResponse,
        updatedAt: responses.updatedAt,
      })
      .from(responses)
      .where(eq(responses.sessionId, sessionId))
      .limit(1);
    if (row?.response) throw conflict(ALREADY_SUBMITTED_MESSAGE);
    const lastActive = row?.updatedAt ?? session.createdAt;
    if (Date.now() - lastActive.getTime() > RESUME_WINDOW_MS) throw notFound(RESUME_EXPIRED_MESSAGE);
    // Given back as a save sends them: under the questions' titles (of the version respondents get now).
    const config = await this.publishedConfig(session.formId, sessionId);
    const saved = row?.tempResponse ?? {};
    return {
      formId: session.formId,
      sessionNo: session.sessionNo,
      tempResponse: config ? toTitleKeys(config.steps, saved) : saved,
    };
  }

  /** Saves partial answers; ignored once the session has been submitted. */
  saveTemp(
    sessionId: string,
    tempResponse: Record<string, unknown>,
    path?: string[],
  ): Promise<{ id: number; saved: boolean }> {
    const previous = this.saving.get(sessionId);
    const saving = (previous ? previous.catch(() => undefined) : Promise.resolve()).then(() =>
      this.storeTemp(sessionId, tempResponse, path),
    );
    this.saving.set(sessionId, saving);
    const forget = () => {
      if (this.saving.get(sessionId) === saving) this.saving.delete(sessionId);
    };
    saving.then(forget, forget);
    return saving;
  }

  private async storeTemp(
    sessionId: string,
    raw: Record<string, unknown>,
    path: string[] | undefined,
  ): Promise<{ id: number; saved: boolean }> {
    let formId = this.sessionForms.get(sessionId);
    if (formId === undefined) {
      formId = (await this.sessionOrThrow(sessionId)).formId;
      this.sessionForms.set(sessionId, formId);
    }
    const config = await this.publishedConfig(formId, sessionId);
    const { answers, labels } = checkTempResponse(config, raw);
    return this.writes.save(formId, sessionId, answers, labels, path && config ? pathOf(config, path) : null);
  }

  /**
   * Stores a complete response after the checks every submit path shares: answers along the respondent's path,
   * declared hidden fields only, the honeypot, the availability rules, and a session of this form submitted once.
   * `generic` marks one sent through /api/submit. The response, its new-lead queue entry and (through
   * `onSubmitted`) its webhook delivery commit together.
   */
  async submit(
    formId: number,
    body: Record<string, unknown>,
    source: 'runner' | 'generic' = 'runner',
  ): Promise<{ id: number; dropped?: boolean; held?: true }> {
    // Answers are checked against the version respondents were shown (the published cache, the session's A/B
    // variant), never the draft.
    const info = body._sessionInfo as { sessionId?: unknown; sessionNo?: unknown } | undefined;
    const form = await this.publishedOrThrow(
      formId,
      typeof info?.sessionId === 'string' && /^[0-9a-f-]{36}$/i.test(info.sessionId)
        ? info.sessionId
        : undefined,
    );
    if (!form.config) throw badRequest('This form has an invalid configuration');
    const hp = body._hp;
    const { answers, labels, calculations, ending } = validateSubmission(form.config, body);
    // Honeypot filled in: a bot. Answer as if accepted, store nothing.
    if (typeof hp === 'string' && hp.trim() !== '') return { id: 0, dropped: true };
    if (info !== undefined) {
      if (typeof info !== 'object' || info === null || typeof info.sessionId !== 'string') {
        throw badRequest('_sessionInfo must be {sessionId, sessionNo}');
      }
      if (!/^[0-9a-f-]{36}$/i.test(info.sessionId)) throw notFound('Session not found');
    }
    const outcome = await this.writes.submit({
      formId,
      sessionId: info === undefined ? null : (info.sessionId as string),
      // A booking's time is what its calendar's webhook said, never what a browser sent.
      answers: await withConfirmedBookings(this.db, formId, form.config.steps, answers),
      labels,
      calculations,
      ending,
      source: source === 'generic' ? 'generic' : 'form',
    });
    this.stored?.note();
    await this.events.afterSubmitted?.({
      formId,
      responseId: outcome.id,
      hooked: outcome.hooked,
      limited: outcome.limited,
      console: form.console,
      abTest: form.abTest === true,
      booking: form.config.steps.some(
        (step, i) => step.type === 'booking' && bookingAnswerOf(answers[answerKey(step, i)]) !== null,
      ),
    });
    // Only a form that holds unverified leads pays a read to tell its page (whose tracking then stays silent).
    if (formVerification(form.config.steps)?.unverified !== 'hold') return { id: outcome.id };
    const [row] = rowsOf<{ targets: unknown }>(
      await this.db.execute(
        sql`select ${VERIFIED_TARGETS} as targets from responses r where r.id = ${outcome.id}`,
      ),
    );
    const held = isLeadHeld(form.config.steps, verifiedFlags(answers, targetsOf(row?.targets)));
    return held ? { id: outcome.id, held: true } : { id: outcome.id };
  }
}
