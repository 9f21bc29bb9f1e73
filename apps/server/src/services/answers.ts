// Answer sessions, temporary (incomplete) responses and submissions, validated with the shared step rules.
import crypto from 'node:crypto';
import type { TConsoleConfig } from '@forms-engine/contracts';
import {
  type Answers,
  answerFits,
  answerKey,
  calculate,
  chosenOptionIds,
  formatCalculation,
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
} from '@forms-engine/model';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { answerSessions, forms, leadQueue, responses } from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { Batcher } from '../db/batch.ts';
import { firstInLine } from '../db/first-in-line.ts';
import { hotStatement } from '../db/prepared.ts';
import { isUniqueViolation, rowsOf } from '../db/rows.ts';

/** The open transaction a hook writes in: its rows commit (or roll back) together with the answers. */
export type AnswerTx = Pick<Db, 'execute' | 'select' | 'insert' | 'transaction'>;

/**
 * Hooks other modules attach to. `onTempSaved`/`onSubmitted` run inside the transaction that stores the
 * answers, so a queued CRM delivery can never be lost between the two; `afterSubmitted` runs after commit.
 */
export interface AnswerEvents {
  onTempSaved?(e: { formId: number; responseId: number; tx: AnswerTx }): Promise<void> | void;
  onSubmitted?(e: { formId: number; responseId: number; tx: AnswerTx }): Promise<void> | void;
  afterSubmitted?(e: AfterSubmitted): Promise<void> | void;
}

/**
 * What the one-statement submission already knows, so the after-commit work skips what cannot apply: no
 * delivery was queued (`hooked` false), the form has no close date or limit (`limited` false), and its
 * console settings from the published cache (`console`). Absent fields mean "unknown: check".
 */
export interface AfterSubmitted {
  formId: number;
  responseId: number;
  hooked?: boolean;
  limited?: boolean;
  console?: TConsoleConfig;
}

/** Where the answer paths read published forms from (services/published-cache.ts), instead of the database. */
export interface PublishedSource {
  byId(
    id: number,
  ): Promise<{ payload: { config: unknown }; config: TFormConfig | null; console: TConsoleConfig } | null>;
}

/**
 * SQL fragments the one-statement writes use to see whether a form needs the transactional path: an owner
 * with a live webhook endpoint (the delivery is queued in the same transaction as the answers), or a form
 * with a close date or a response limit (the availability rules lock and count).
 */
const hookedSql = (formId: SQL) => sql`exists(
  select 1 from forms hf join user_settings us on us.user_id = hf.user_id
  where hf.id = ${formId} and us.webhook_url is not null and us.webhook_url <> '' and us.webhook_disabled_at is null)`;
const gatedSql = (formId: SQL) => sql`exists(
  select 1 from form_settings gs where gs.form_id = ${formId} and (gs.closes_at is not null or gs.max_responses is not null))`;

/**
 * Counts and creates the answer sessions of a batch in one statement (db/batch.ts): each form's counter moves
 * once by the number of sessions asked for it, and they get the numbers in between in their order (dense and
 * unique, as one at a time). Forms with availability rules (`gated`) get no session here.
 */
const createSessionsStatement = hotStatement<'items'>(
  (v) => sql`
      with input as (select * from jsonb_to_recordset(${v.items}::jsonb) as x(i int, form_id int, id text)),
      gate as (
        select w.form_id, w.n, ${gatedSql(sql`w.form_id`)} as gated
        from (select form_id, count(*)::int as n from input group by form_id) w),
      counted as (
        update forms f set session_counter = f.session_counter + g.n
        from gate g
        where f.id = g.form_id and f.published_config is not null and not g.gated
        returning f.id as form_id, f.session_counter as last, g.n),
      created as (
        insert into answer_sessions (id, form_id, session_no)
        select input.id, input.form_id,
          c.last - c.n + row_number() over (partition by input.form_id order by input.i)
        from input join counted c on c.form_id = input.form_id
        returning id, session_no)
      select input.i, g.gated, cr.session_no
      from input left join gate g on g.form_id = input.form_id left join created cr on cr.id = input.id
      order by input.i`,
);

/**
 * Finds each session of a batch and upserts its temporary answers, unless its owner has a live webhook endpoint
 * (`hooked`); rows in session order, so two batches lock shared rows in the same order.
 */
const saveTempsStatement = hotStatement<'items'>(
  (v) => sql`
      with input as (select * from jsonb_to_recordset(${v.items}::jsonb) as x(i int, session_id text, data jsonb)),
      s as (select input.i, a.id, a.form_id, input.data from input join answer_sessions a on a.id = input.session_id),
      hook as (
        select f.form_id, ${hookedSql(sql`f.form_id`)} as hooked from (select distinct form_id from s) f),
      saved as (
        insert into responses (form_id, session_id, temp_response)
        select s.form_id, s.id, s.data from s join hook on hook.form_id = s.form_id
        where not hook.hooked
        order by s.id
        on conflict (session_id) do update set
          temp_response = case when responses.response is null then excluded.temp_response else responses.temp_response end,
          updated_at = case when responses.response is null then now() else responses.updated_at end
        returning id, session_id, (response is not null) as submitted)
      select input.i, s.form_id, hook.hooked, saved.id, saved.submitted
      from input left join s on s.i = input.i left join hook on hook.form_id = s.form_id
        left join saved on saved.session_id = input.session_id
      order by input.i`,
);

/** `live`: the form is still published (the cache on another instance may be a moment behind a change). */
const submitChecks = (id: SQL) => sql`checks as (select ${hookedSql(id)} as hooked, ${gatedSql(id)} as gated,
      exists(select 1 from forms lf where lf.id = ${id} and lf.published_config is not null) as live)`;
type SubmitValues = 'formId' | 'json' | 'calc' | 'ending';

/** A submission without a session, in one statement. */
const submitSessionlessStatement = hotStatement<SubmitValues>((v) => {
  const id = sql`${v.formId}::int`;
  return sql`
        with ${submitChecks(id)},
        ins as (
          insert into responses (form_id, response, calculations, ending, submitted_at)
          select ${id}, ${v.json}::jsonb, ${v.calc}::jsonb, ${v.ending}, now()
          from checks where checks.live and not checks.hooked and not checks.gated
          returning id),
        queued as (insert into lead_queue (response_id, form_id, sessionless) select id, ${id}, true from ins)
        select checks.live, (select id from ins) as id from checks`;
});

/**
 * The sessions' submissions of a batch in one statement; the stored _sessionInfo carries each session's own
 * number (from its row). Per call: `live` (the form is still published), `found` (the session is the form's),
 * `slow` (the form needs the transactional path) and the response id (null: already submitted).
 */
const submitSessionsStatement = hotStatement<'items'>(
  (v) => sql`
      with input as (
        select * from jsonb_to_recordset(${v.items}::jsonb)
          as x(i int, form_id int, session_id text, data jsonb, calc jsonb, ending text)),
      checks as (
        select f.form_id, ${hookedSql(sql`f.form_id`)} as hooked, ${gatedSql(sql`f.form_id`)} as gated,
          exists(select 1 from forms lf where lf.id = f.form_id and lf.published_config is not null) as live
        from (select distinct form_id from input) f),
      s as (
        select input.i, a.id, a.session_no from input
        join answer_sessions a on a.id = input.session_id and a.form_id = input.form_id),
      ins as (
        insert into responses (form_id, session_id, response, temp_response, calculations, ending, submitted_at)
        select input.form_id, s.id,
          input.data || jsonb_build_object('_sessionInfo', jsonb_build_object('sessionId', s.id, 'sessionNo', s.session_no)),
          null, input.calc, input.ending, now()
        from input join s on s.i = input.i join checks c on c.form_id = input.form_id
        where c.live and not c.hooked and not c.gated
        order by s.id
        on conflict (session_id) do update set
          response = excluded.response, temp_response = null, calculations = excluded.calculations,
          ending = excluded.ending, submitted_at = now(), updated_at = now()
        where responses.response is null
        returning id, form_id, session_id),
      queued as (
        insert into lead_queue (response_id, form_id, sessionless) select id, form_id, false from ins order by id)
      select input.i, c.live, s.id is not null as found, c.hooked or c.gated as slow, ins.id
      from input join checks c on c.form_id = input.form_id left join s on s.i = input.i
        left join ins on ins.session_id = input.session_id
      order by input.i`,
);

/** Batches of one kind in the database at once, and the calls one batch takes at most (db/batch.ts). */
const BATCH_CONCURRENCY = 2;
const BATCH_MAX = 100;

/** A call's row of a batch's JSON input: `raw` fields are JSON text already (answers), put in as they are. */
type BatchRecord = { plain: Record<string, unknown>; raw?: Record<string, string | null> };

/** One JSON array for jsonb_to_recordset. */
function recordsetJson(rows: BatchRecord[]): string {
  return `[${rows
    .map(({ plain, raw }) => {
      const fields = Object.entries(plain).map(
        ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`,
      );
      for (const [k, v] of Object.entries(raw ?? {})) fields.push(`${JSON.stringify(k)}:${v ?? 'null'}`);
      return `{${fields.join(',')}}`;
    })
    .join(',')}]`;
}

/**
 * A batcher of one kind of write, keyed by session: `statement` takes the calls' rows (each with `i`, its index
 * in the batch, before its own fields) as one JSON array and returns one row per call, in that order.
 */
function sessionBatcher<I extends { sessionId: string }, O>(
  kind: string,
  db: Db,
  statement: (db: Db, values: { items: string }) => Promise<unknown>,
  record: (item: I) => BatchRecord,
  lead = false,
): Batcher<I, O> {
  const run = async (items: I[]) =>
    rowsOf<O>(
      await statement(db, {
        items: recordsetJson(
          items.map((it, i) => {
            const { plain, raw } = record(it);
            return { plain: { i, ...plain }, raw };
          }),
        ),
      }),
    );
  return new Batcher<I, O>(lead ? (items) => firstInLine(() => run(items)) : run, {
    kind,
    concurrency: BATCH_CONCURRENCY,
    max: BATCH_MAX,
    keyOf: (it) => it.sessionId,
  });
}

type SessionRow = { gated: boolean | null; session_no: number | null };
type TempRow = {
  form_id: number | null;
  hooked: boolean | null;
  id: number | null;
  submitted: boolean | null;
};
type SubmitRow = { live: boolean; found: boolean; slow: boolean; id: number | null };
interface SubmitItem {
  formId: number;
  sessionId: string;
  json: string;
  calc: string | null;
  ending: string | null;
}

export const ALREADY_SUBMITTED_MESSAGE =
  'This response has already been submitted. Start over to send another one.';

/** A page-chosen session id that names another form's session (decision 126). */
export const OTHER_FORM_SESSION_MESSAGE = 'This session belongs to another form';

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
    if (!answerFits(step, value)) throw badRequest(tooLongMessage(key));
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

/** Most a temporary save may hold, as UTF-8 JSON: room for every answer of a long form and one document's text. */
export const TEMP_SAVE_MAX_BYTES = 512 * 1024;

const tooLongMessage = (key: string) => `The answer to "${key.slice(0, 100)}" is too long`;

/**
 * What a temporary save may store: the form's own questions only (answers to questions it no longer has are
 * dropped, so a respondent mid-form keeps saving after the owner renamed one), each within its type's limits
 * (400 naming the question past them), the declared hidden fields, and the whole within TEMP_SAVE_MAX_BYTES (413).
 */
export function checkTempResponse(config: TFormConfig | null, raw: Record<string, unknown>): Answers {
  if (Buffer.byteLength(JSON.stringify(raw)) > TEMP_SAVE_MAX_BYTES)
    throw new AppError(
      'too_large',
      413,
      `Saved answers may be at most ${TEMP_SAVE_MAX_BYTES / 1024} KB; this save is larger`,
    );
  const kept: Answers = {};
  if (!config) return kept;
  config.steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (!(key in raw)) return;
    const value = raw[key];
    if (!answerFits(step, value)) throw badRequest(tooLongMessage(key));
    kept[key] = value;
  });
  const hidden = sanitizeHidden(config.hiddenFields ?? [], raw[HIDDEN_KEY]);
  if (Object.keys(hidden).length > 0) kept[HIDDEN_KEY] = hidden;
  return kept;
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
  /** Published forms from the in-process cache; without it (some tests) the form is read from the database. */
  published: PublishedSource | null = null;
  /** Told of each stored submission (db/gin-sweep.ts: PostgreSQL cleans the search index's pending list). */
  stored: { note(n?: number): void } | null = null;
  /** Statements the write paths ran, by path (for the write benchmark and tests). */
  readonly stats = { fast: 0, slow: 0 };
  /**
   * The one-statement writes, batched (db/batch.ts): concurrent calls of one kind share a statement and a commit,
   * each answered with its own row after that commit. Keyed by session, so one session's writes keep their order.
   */
  readonly batches: {
    sessions: Batcher<{ formId: number; sessionId: string }, SessionRow>;
    temps: Batcher<{ sessionId: string; json: string }, TempRow>;
    submits: Batcher<SubmitItem, SubmitRow>;
  };
  constructor(private readonly db: Db) {
    this.batches = {
      sessions: sessionBatcher('session', db, createSessionsStatement, (it) => ({
        plain: { form_id: it.formId, id: it.sessionId },
      })),
      temps: sessionBatcher('temp', db, saveTempsStatement, (it) => ({
        plain: { session_id: it.sessionId },
        raw: { data: it.json },
      })),
      // Submissions go to PGlite's thread ahead of waiting saves and sessions (db/first-in-line.ts).
      submits: sessionBatcher(
        'submit',
        db,
        submitSessionsStatement,
        (it) => ({
          plain: { form_id: it.formId, session_id: it.sessionId, ending: it.ending },
          raw: { data: it.json, calc: it.calc },
        }),
        true,
      ),
    };
  }

  /** The published config and console settings a submission is checked against. */
  private async publishedOrThrow(
    formId: number,
  ): Promise<{ raw: unknown; config: TFormConfig | null; console?: TConsoleConfig }> {
    if (this.published) {
      const cached = await this.published.byId(formId);
      if (!cached) throw notFound('Form not found');
      return { raw: cached.payload.config, config: cached.config, console: cached.console };
    }
    const form = await this.formOrThrow(formId);
    const parsed = safeNormalizeConfig(form.publishedConfig);
    return { raw: form.publishedConfig, config: parsed.ok ? parsed.config : null };
  }

  /** The published config respondents answer, or null when the form is gone, unpublished or unreadable. */
  private async publishedConfig(formId: number): Promise<TFormConfig | null> {
    if (this.published) return (await this.published.byId(formId))?.config ?? null;
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

  /**
   * Opens session `sessionId` in the sessions' batched statement (one round trip shared by the sessions opening
   * meanwhile) and answers its number, or null for a form with a close date or a limit, which takes the locked
   * transaction instead.
   */
  private async openBatched(formId: number, sessionId: string): Promise<number | null> {
    const row = await this.batches.sessions.add({ formId, sessionId });
    if (row.gated !== false) {
      this.stats.slow++;
      return null;
    }
    this.stats.fast++;
    if (row.session_no === null) throw notFound('Form not found');
    return Number(row.session_no);
  }

  async createSession(formId: number): Promise<{ sessionId: string; sessionNo: number }> {
    // One statement (one round trip, one commit) for forms without a close date or limit: count and create.
    const sessionId = crypto.randomUUID();
    const sessionNo = await this.openBatched(formId, sessionId);
    if (sessionNo !== null) return { sessionId, sessionNo };
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

  /**
   * The answer session under an id the page chose (`PUT /api/forms/{id}/sessions/{sessionId}`, decision 126): opened
   * with the next number when it does not exist, the same one when it does (a repeated call, or the keepalive save
   * racing the call that opens it). The form's row is locked first, so two calls for one new id open it once.
   */
  async openSession(
    formId: number,
    sessionId: string,
  ): Promise<{ sessionId: string; sessionNo: number; created: boolean }> {
    const known = async (q: Pick<Db, 'select'>) => {
      const [s] = await q
        .select({ formId: answerSessions.formId, sessionNo: answerSessions.sessionNo })
        .from(answerSessions)
        .where(eq(answerSessions.id, sessionId))
        .limit(1);
      if (s && s.formId !== formId) throw conflict(OTHER_FORM_SESSION_MESSAGE);
      return s ? { sessionId, sessionNo: s.sessionNo, created: false } : null;
    };
    // The id goes straight to the batched statement `createSession` uses (one round trip shared with the other
    // sessions opening meanwhile, no lookup first): on /embed every session opens here (decision 130), so this is
    // the campaign's hot path, and an id is almost always new. The batcher never puts two calls for one id in one
    // batch or in flight together; a call whose id exists (a repeat, the keepalive save racing the opening call)
    // fails on the primary key — its batch commits nothing, and each of that batch's calls is run again alone —
    // and then answers the session that exists (or 409 when it is another form's).
    let sessionNo: number | null;
    try {
      sessionNo = await this.openBatched(formId, sessionId);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const taken = await known(this.db);
      if (taken) return taken;
      throw err;
    }
    if (sessionNo !== null) return { sessionId, sessionNo, created: true };
    // A form with a close date or a limit: a session that exists continues (as with PATCH), a new one must pass.
    const existing = await known(this.db);
    if (existing) return existing;
    await this.gate?.assertOpenForNewSession(formId);
    return this.db.transaction(async (tx) => {
      const live = rowsOf<{ id: number }>(
        await tx.execute(
          sql`select id from forms where id = ${formId} and published_config is not null for update`,
        ),
      );
      if (live.length === 0) throw notFound('Form not found');
      const again = await known(tx);
      if (again) return again;
      const result = await tx.execute<{ session_counter: number }>(
        sql`update forms set session_counter = session_counter + 1 where id = ${formId} returning session_counter`,
      );
      const sessionNo = Number(rowsOf<{ session_counter: number }>(result)[0].session_counter);
      await tx.insert(answerSessions).values({ id: sessionId, formId, sessionNo });
      return { sessionId, sessionNo, created: true };
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
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound('Session not found');
    const session = await this.sessionOrThrow(sessionId);
    tempResponse = checkTempResponse(await this.publishedConfig(session.formId), tempResponse);
    const json = JSON.stringify(tempResponse);
    // One statement when the owner has no live webhook endpoint: find the session and upsert the answers.
    // Otherwise nothing is written here and the transaction below stores them with their queued delivery.
    const row = await this.batches.temps.add({ sessionId, json });
    if (row.form_id === null) throw notFound('Session not found');
    if (!row.hooked && row.id !== null) {
      this.stats.fast++;
      return { id: Number(row.id), saved: row.submitted !== true };
    }
    this.stats.slow++;
    const formId = Number(row.form_id);
    return this.db.transaction(async (tx) => {
      const result = await tx.execute<{ id: number; submitted: boolean }>(sql`
        insert into responses (form_id, session_id, temp_response)
        values (${formId}, ${sessionId}, ${json}::jsonb)
        on conflict (session_id) do update set
          temp_response = case when responses.response is null then excluded.temp_response else responses.temp_response end,
          updated_at = case when responses.response is null then now() else responses.updated_at end
        returning id, (response is not null) as submitted`);
      const row = rowsOf<{ id: number; submitted: boolean }>(result)[0];
      const saved = !row.submitted;
      if (saved) await this.events.onTempSaved?.({ formId, responseId: Number(row.id), tx });
      return { id: Number(row.id), saved };
    });
  }

  /**
   * Stores a complete response after the checks every submit path shares: answers along the respondent's path,
   * declared hidden fields only, the honeypot, and a session of this form submitted once. `generic` marks one sent
   * through /api/submit.
   */
  async submit(
    formId: number,
    body: Record<string, unknown>,
    source: 'runner' | 'generic' = 'runner',
  ): Promise<{ id: number; dropped?: boolean }> {
    // Answers are checked against the version respondents were shown (the published cache), never the draft.
    const form = await this.publishedOrThrow(formId);
    if (!form.config) throw badRequest('This form has an invalid configuration');
    const hp = body._hp;
    const { answers, calculations, ending } = validateSubmission(form.config, body);
    // Honeypot filled in: a bot. Answer as if accepted, store nothing.
    if (typeof hp === 'string' && hp.trim() !== '') return { id: 0, dropped: true };
    const info = body._sessionInfo as { sessionId?: unknown; sessionNo?: unknown } | undefined;
    if (info !== undefined) {
      if (typeof info !== 'object' || info === null || typeof info.sessionId !== 'string') {
        throw badRequest('_sessionInfo must be {sessionId, sessionNo}');
      }
      if (!/^[0-9a-f-]{36}$/i.test(info.sessionId)) throw notFound('Session not found');
    }
    const sessionId = info === undefined ? null : (info.sessionId as string);
    const fast =
      source === 'runner'
        ? await this.submitInOneStatement(formId, sessionId, answers, calculations, ending)
        : null;
    if (fast !== null) {
      this.stats.fast++;
      this.stored?.note();
      await this.events.afterSubmitted?.({
        formId,
        responseId: fast,
        hooked: false,
        limited: false,
        console: form.console,
      });
      return { id: fast };
    }
    this.stats.slow++;
    let sessionNo: number | null = null;
    let sessionStartedAt: Date | null = null;
    if (sessionId !== null) {
      const session = await this.sessionOrThrow(sessionId);
      if (session.formId !== formId) throw notFound('Session not found');
      sessionNo = session.sessionNo;
      sessionStartedAt = session.createdAt;
    }
    const stored = { ...answers, ...(sessionId ? { _sessionInfo: { sessionId, sessionNo } } : {}) };
    const id = await this.db.transaction(async (tx) => {
      await this.gate?.assertAcceptsSubmission(tx, formId, sessionStartedAt);
      let responseId: number;
      // The lead queue's entry (services/leads.ts) commits with the answers; only the first submission of a
      // session is a new lead.
      if (sessionId) {
        const result = await tx.execute<{ id: number }>(sql`
          insert into responses (form_id, session_id, response, temp_response, calculations, ending, submitted_at, source)
          values (${formId}, ${sessionId}, ${JSON.stringify(stored)}::jsonb, null,
            ${calculations === null ? null : JSON.stringify(calculations)}::jsonb, ${ending}, now(),
            ${source === 'generic' ? 'generic' : 'form'})
          on conflict (session_id) do update set
            response = excluded.response, temp_response = null, calculations = excluded.calculations,
            ending = excluded.ending, submitted_at = now(), updated_at = now(), source = excluded.source
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
            ...(source === 'generic' ? { source: 'generic' } : {}),
            calculations,
            ending,
            submittedAt: new Date(),
          })
          .returning({ id: responses.id });
        responseId = row.id;
      }
      await tx.insert(leadQueue).values({ responseId, formId, sessionless: sessionId === null });
      await this.events.onSubmitted?.({ formId, responseId, tx });
      return responseId;
    });
    this.stored?.note();
    await this.events.afterSubmitted?.({ formId, responseId: id, console: form.console });
    return { id };
  }

  /**
   * The submission as one statement (one round trip, one commit, no transaction): checks the session belongs
   * to the form, and stores the answers unless the form needs the transactional path (a live webhook endpoint
   * or availability rules). Returns the response id, or null when the transactional path must run; throws
   * 404 for an unknown session and 409 for a session already submitted.
   */
  private async submitInOneStatement(
    formId: number,
    sessionId: string | null,
    answers: Answers,
    calculations: Record<string, number> | null,
    ending: string | null,
  ): Promise<number | null> {
    const json = JSON.stringify(answers);
    const calc = calculations === null ? null : JSON.stringify(calculations);
    if (sessionId === null) {
      const result = await submitSessionlessStatement(this.db, { formId, json, calc, ending });
      const row = rowsOf<{ live: boolean; id: number | null }>(result)[0];
      if (!row.live) throw notFound('Form not found');
      return row.id === null ? null : Number(row.id);
    }
    const row = await this.batches.submits.add({ formId, sessionId, json, calc, ending });
    if (!row.live) throw notFound('Form not found');
    if (!row.found) throw notFound('Session not found');
    if (row.slow) return null;
    // A session submits once: a second submission changes nothing and sends no second completion event.
    if (row.id === null) throw conflict(ALREADY_SUBMITTED_MESSAGE);
    return Number(row.id);
  }
}
