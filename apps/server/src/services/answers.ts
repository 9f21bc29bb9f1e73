// Answer sessions, temporary (incomplete) responses and submissions, validated with the shared step rules.
import crypto from 'node:crypto';
import {
  type Answers,
  answerKey,
  calculate,
  chosenOptionIds,
  formatCalculation,
  declaredHiddenFields,
  HIDDEN_KEY,
  META_KEYS,
  hasUploadedDocument,
  isStepOptional,
  isStepValid,
  isStoredAsSent,
  safeNormalizeConfig,
  sanitizeHidden,
  stepInvalidReason,
  stepOptionIds,
  type TFormConfig,
  walkPath,
} from '@forms-engine/forms';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { answerSessions, forms, responses } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { rowsOf } from '../db/rows.ts';

/** The open transaction a hook writes in: its rows commit (or roll back) together with the answers. */
export type AnswerTx = Pick<Db, 'execute' | 'select' | 'insert' | 'transaction'>;

/**
 * Hooks other modules attach to. `onTempSaved`/`onSubmitted` run inside the transaction that stores the
 * answers, so a queued CRM delivery can never be lost between the two; `afterSubmitted` runs after commit.
 */
export interface AnswerEvents {
  onTempSaved?(e: { formId: number; responseId: number; tx: AnswerTx }): Promise<void> | void;
  onSubmitted?(e: { formId: number; responseId: number; tx: AnswerTx }): Promise<void> | void;
  afterSubmitted?(e: { formId: number; responseId: number }): Promise<void> | void;
}

export const ALREADY_SUBMITTED_MESSAGE =
  'This response has already been submitted. Start over to send another one.';

/** How long after the last answer a respondent can come back to the same answer session (issue 14: 7 days). */
export const RESUME_WINDOW_MS = 7 * 24 * 3600 * 1000;
export const RESUME_EXPIRED_MESSAGE = 'This answer session has expired. Start over to answer again.';

/** What a submission stores: the answers on the respondent's path, recomputed calculations and the ending. */
export interface ValidatedSubmission {
  answers: Answers;
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
  const { calculations } = outcomeOf(parsed.config, answers);
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
  const titles = steps.map((s, i) => answerKey(s, i));
  for (const key of Object.keys(raw)) {
    if (!META_KEYS.has(key) && !titles.includes(key)) {
      throw badRequest(`Unknown question "${key.slice(0, 100)}" in response`);
    }
  }
  const given: Answers = {};
  titles.forEach((key) => {
    if (key in raw && present(raw[key])) given[key] = raw[key];
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
    const key = titles[i];
    if (!(key in given)) {
      if (!isStepOptional(step) && !isStepValid(step, undefined, ctx)) {
        throw badRequest(`Missing answer for "${key.slice(0, 100)}"`);
      }
      return;
    }
    const value = given[key];
    if (isStoredAsSent(step, value)) {
      answers[key] = value;
      return;
    }
    if (!isStepValid(step, value, ctx) && !isStepOptional(step)) {
      const reason = stepInvalidReason(step, value);
      throw badRequest(`Invalid answer for "${key.slice(0, 100)}"${reason ? `: ${reason}` : ''}`);
    }
    const ids = new Set(stepOptionIds(step));
    if (ids.size > 0) {
      if (chosenOptionIds(step, value).some((c) => typeof c !== 'string' || !ids.has(c))) {
        throw badRequest(`Invalid option for "${key.slice(0, 100)}"`);
      }
    }
    answers[key] = value;
  });
  if (Object.keys(hidden).length > 0) answers[HIDDEN_KEY] = hidden;
  return {
    answers,
    calculations: config.calculations?.length ? calculate(config, answers) : null,
    ending: walked.exit.kind === 'ending' ? walked.exit.id : null,
  };
}

/** Availability rules (services/form-settings.ts): closed or full forms refuse new respondents. */
export interface AnswerGate {
  assertOpenForNewSession(formId: number): Promise<void>;
  /** Runs inside the submission's transaction; `sessionStartedAt` is null for a submission without a session. */
  assertAcceptsSubmission(tx: AnswerTx, formId: number, sessionStartedAt: Date | null): Promise<void>;
}

export class AnswersService {
  events: AnswerEvents = {};
  gate: AnswerGate | null = null;
  constructor(private readonly db: Db) {}

  /** A form respondents may answer: it exists and has a published version (drafts are not public). */
  private async formOrThrow(formId: number) {
    const [form] = await this.db.select().from(forms).where(eq(forms.id, formId)).limit(1);
    if (!form || form.publishedConfig === null) throw notFound('Form not found');
    return { ...form, publishedConfig: form.publishedConfig };
  }

  async createSession(formId: number): Promise<{ sessionId: string; sessionNo: number }> {
    await this.gate?.assertOpenForNewSession(formId);
    return this.db.transaction(async (tx) => {
      const result = await tx.execute<{ session_counter: number }>(
        sql`update forms set session_counter = session_counter + 1 where id = ${formId} and published_config is not null returning session_counter`,
      );
      const row = rowsOf<{ session_counter: number }>(result)[0];
      if (!row) throw notFound('Form not found');
      const sessionId = crypto.randomUUID();
      const sessionNo = Number(row.session_counter);
      await tx.insert(answerSessions).values({ id: sessionId, formId, sessionNo });
      return { sessionId, sessionNo };
    });
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
    return { formId: session.formId, sessionNo: session.sessionNo, tempResponse: row?.tempResponse ?? {} };
  }

  /** Saves partial answers; ignored once the session has been submitted. */
  async saveTemp(
    sessionId: string,
    tempResponse: Record<string, unknown>,
  ): Promise<{ id: number; saved: boolean }> {
    const session = await this.sessionOrThrow(sessionId);
    if (HIDDEN_KEY in tempResponse) {
      // Kept like a submission's: declared names only (read only when a save carries hidden values).
      const [form] = await this.db
        .select({ config: forms.publishedConfig })
        .from(forms)
        .where(eq(forms.id, session.formId))
        .limit(1);
      const declared = declaredHiddenFields(
        (form?.config as { hiddenFields?: unknown } | null)?.hiddenFields,
      );
      const hidden = sanitizeHidden(declared, tempResponse[HIDDEN_KEY]);
      tempResponse = { ...tempResponse };
      if (Object.keys(hidden).length > 0) tempResponse[HIDDEN_KEY] = hidden;
      else delete tempResponse[HIDDEN_KEY];
    }
    return this.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: number; submitted: boolean }>(sql`
        insert into responses (form_id, session_id, temp_response)
        values (${session.formId}, ${sessionId}, ${JSON.stringify(tempResponse)}::jsonb)
        on conflict (session_id) do update set
          temp_response = case when responses.response is null then excluded.temp_response else responses.temp_response end,
          updated_at = case when responses.response is null then now() else responses.updated_at end
        returning id, (response is not null) as submitted`);
      const row = rowsOf<{ id: number; submitted: boolean }>(result)[0];
      const saved = !row.submitted;
      if (saved) await this.events.onTempSaved?.({ formId: session.formId, responseId: Number(row.id), tx });
      return { id: Number(row.id), saved };
    });
  }

  async submit(formId: number, body: Record<string, unknown>): Promise<{ id: number; dropped?: boolean }> {
    const form = await this.formOrThrow(formId);
    // Answers are checked against the version respondents were shown, never the owner's draft.
    const parsed = safeNormalizeConfig(form.publishedConfig);
    if (!parsed.ok) throw badRequest('This form has an invalid configuration');
    const hp = body._hp;
    const { answers, calculations, ending } = validateSubmission(parsed.config, body);
    // Honeypot filled in: a bot. Answer as if accepted, store nothing.
    if (typeof hp === 'string' && hp.trim() !== '') return { id: 0, dropped: true };
    const info = body._sessionInfo as { sessionId?: unknown; sessionNo?: unknown } | undefined;
    let sessionId: string | null = null;
    let sessionNo: number | null = null;
    let sessionStartedAt: Date | null = null;
    if (info !== undefined) {
      if (typeof info !== 'object' || info === null || typeof info.sessionId !== 'string') {
        throw badRequest('_sessionInfo must be {sessionId, sessionNo}');
      }
      const session = await this.sessionOrThrow(info.sessionId);
      if (session.formId !== formId) throw notFound('Session not found');
      sessionId = session.id;
      sessionNo = session.sessionNo;
      sessionStartedAt = session.createdAt;
    }
    const stored = { ...answers, ...(sessionId ? { _sessionInfo: { sessionId, sessionNo } } : {}) };
    const id = await this.db.transaction(async (tx) => {
      await this.gate?.assertAcceptsSubmission(tx, formId, sessionStartedAt);
      let responseId: number;
      // lead_pending makes the row its own queue entry for the new-lead e-mails and counters (services/leads.ts);
      // only the first submission of a session is a new lead.
      if (sessionId) {
        const result = await tx.execute<{ id: number }>(sql`
          insert into responses (form_id, session_id, response, temp_response, calculations, ending, submitted_at, lead_pending)
          values (${formId}, ${sessionId}, ${JSON.stringify(stored)}::jsonb, null,
            ${calculations === null ? null : JSON.stringify(calculations)}::jsonb, ${ending}, now(), true)
          on conflict (session_id) do update set
            response = excluded.response, temp_response = null, calculations = excluded.calculations,
            ending = excluded.ending, submitted_at = now(), updated_at = now(), lead_pending = true
          where responses.response is null
          returning id`);
        const row = rowsOf<{ id: number }>(result)[0];
        // A session submits once: a second submission changes nothing and sends no second completion event.
        if (!row) throw conflict(ALREADY_SUBMITTED_MESSAGE);
        responseId = Number(row.id);
      } else {
        const [row] = await tx
          .insert(responses)
          .values({
            formId,
            response: stored,
            calculations,
            ending,
            submittedAt: new Date(),
            leadPending: true,
          })
          .returning({ id: responses.id });
        responseId = row.id;
      }
      await this.events.onSubmitted?.({ formId, responseId, tx });
      return responseId;
    });
    await this.events.afterSubmitted?.({ formId, responseId: id });
    return { id };
  }

  /** The generic /api/submit: stored as a complete response of the form it names. */
  async submitGeneric(formId: number, formData: Record<string, unknown>): Promise<{ id: number }> {
    const form = await this.formOrThrow(formId);
    // Stored as sent (decision 1); its calculations and ending are still the server's own.
    const parsed = safeNormalizeConfig(form.publishedConfig);
    const { calculations, ending } = parsed.ok
      ? outcomeOf(parsed.config, formData)
      : { calculations: null, ending: null };
    const id = await this.db.transaction(async (tx) => {
      await this.gate?.assertAcceptsSubmission(tx, formId, null);
      const [row] = await tx
        .insert(responses)
        .values({
          formId,
          response: formData,
          source: 'generic',
          calculations,
          ending,
          submittedAt: new Date(),
          leadPending: true,
        })
        .returning({ id: responses.id });
      await this.events.onSubmitted?.({ formId, responseId: row.id, tx });
      return row.id;
    });
    await this.events.afterSubmitted?.({ formId, responseId: id });
    return { id };
  }
}
