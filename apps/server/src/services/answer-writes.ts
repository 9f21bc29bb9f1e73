// The respondents' writes (open a session, save answers, submit) of requests that arrive together, stored in one
// transaction: one statement per kind of write for all of them, their outbox rows (the new-lead queue, webhook
// deliveries) in the same transaction, and one commit — one WAL flush — for the lot.
import crypto from 'node:crypto';
import { type Answers, HIDDEN_KEY } from '@forms-engine/model';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, conflict, notFound } from '../errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The open transaction a hook writes in: its rows commit (or roll back) together with the answers. */
export type AnswerTx = Pick<Db, 'execute' | 'select' | 'insert' | 'transaction'>;

/** Stored answers announced inside their transaction (`hooked`: they have somewhere to be delivered). */
export interface AnswerStored {
  formId: number;
  responseId: number;
  hooked: boolean;
  tx: AnswerTx;
}

/** What the transaction calls out to: the outbox hooks and the availability rules (services/form-settings.ts). */
export interface WriteHooks {
  onTempSaved?(e: AnswerStored): Promise<void> | void;
  onSubmitted?(e: AnswerStored): Promise<void> | void;
  /** Refuses a new session on a form the availability rules have closed. */
  assertOpenForNewSession?(tx: AnswerTx, formId: number): Promise<void>;
  /** Refuses a submission the availability rules do not allow (runs in the transaction, which it may lock). */
  assertAcceptsSubmission?(tx: AnswerTx, formId: number, sessionStartedAt: Date | null): Promise<void>;
}

export interface Submission {
  formId: number;
  /** The answer session it completes (it must be the form's), or null. */
  sessionId: string | null;
  /** The answers by step id; a session's submission is stored with `_sessionInfo` (its id and number) added. */
  answers: Record<string, unknown>;
  /** The title of each answered question, by step id. */
  labels: Record<string, string>;
  calculations: Record<string, number> | null;
  ending: string | null;
  source: 'form' | 'generic';
}

export interface Submitted {
  id: number;
  hooked: boolean;
  limited: boolean;
}

type Settle<T> = { resolve: (value: T) => void; reject: (err: unknown) => void };
type Item =
  | ({ kind: 'session'; key: string; formId: number; sessionId: string } & Settle<number>)
  | ({
      kind: 'save';
      key: string;
      formId: number;
      sessionId: string;
      answers: Answers;
      labels: Record<string, string>;
      path: string[] | null;
    } & Settle<{
      id: number;
      saved: boolean;
    }>)
  | ({ kind: 'submit'; key: string; submission: Submission } & Settle<Submitted>);
type Of<K extends Item['kind']> = Extract<Item, { kind: K }>;
/** A submission ready to store: the response as it is kept. */
type Stored = { item: Of<'submit'>; response: Record<string, unknown> };
type Outcomes = Map<Item, { ok: true; value: unknown } | { ok: false; error: AppError }>;

/** Thrown inside a batch's transaction to roll it back. */
const ROLLBACK = Symbol('rollback');

/**
 * Whether the form's answers go somewhere (deliveries are then queued with them): the owner has a live webhook
 * endpoint, or the form has an integration or REST hook switched on.
 */
const hookedSql = (formId: SQL) => sql<boolean>`(exists(
  select 1 from forms hf join user_settings us on us.user_id = hf.user_id
  where hf.id = ${formId} and us.webhook_url is not null and us.webhook_url <> ''
    and us.webhook_disabled_at is null)
  or exists(select 1 from form_integrations fi where fi.form_id = ${formId} and fi.enabled))`;

/**
 * Up to `concurrency` transactions at a time; the writes that arrive meanwhile go into the next one (at most `max`),
 * so batches grow with the load and a write alone waits for one turn of the event loop. Two writes of one answer
 * session are never in flight together: the later one waits for the earlier one's commit. Refusals (unknown form, a
 * session submitted already, a closed form) are each write's own outcome; when a statement fails, the transaction
 * is rolled back and each of its writes runs again in a transaction of its own, so one bad write fails only itself.
 * Nothing is answered before the commit.
 *
 * The transactions in flight never wait for each other in a cycle: besides rows of their own sessions, a batch
 * locks forms' rows (session counters) and then form_settings rows (availability rules), each in form id order.
 */
export class AnswerWrites {
  private queue: Item[] = [];
  private readonly inFlightKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly hooks: () => WriteHooks,
    private readonly concurrency = 2,
    private readonly max = 100,
  ) {}

  /** Opens session `sessionId` with the form's next number; 404 when the form is not (or no longer) published. */
  openSession(formId: number, sessionId: string): Promise<number> {
    return this.add<number>((s) => ({ kind: 'session', key: sessionId, formId, sessionId, ...s }));
  }

  /**
   * Stores partial answers of session `sessionId` of form `formId`, and the path of steps it was shown (null:
   * unchanged); `saved` false once the session has been submitted (they are ignored); 404 when there is no such
   * session of that form.
   */
  save(
    formId: number,
    sessionId: string,
    answers: Answers,
    labels: Record<string, string>,
    path: string[] | null = null,
  ): Promise<{ id: number; saved: boolean }> {
    return this.add((s) => ({
      kind: 'save',
      key: sessionId,
      formId,
      sessionId,
      answers,
      labels,
      path,
      ...s,
    }));
  }

  /** Stores a complete response and queues it as a new lead; 404 unpublished, 409 a session submitted already. */
  submit(submission: Submission): Promise<Submitted> {
    const key = submission.sessionId ?? `sessionless:${crypto.randomUUID()}`;
    return this.add((s) => ({ kind: 'submit', key, submission, ...s }));
  }

  private add<T>(make: (settle: Settle<T>) => Item): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push(make({ resolve, reject } as Settle<T>));
      this.schedule();
    });
  }

  /** The next batch leaves one turn of the event loop later, so the writes of that turn (requests that arrived together) join it. */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.concurrency) return;
    if (!this.queue.some((item) => !this.inFlightKeys.has(item.key))) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  private next() {
    if (this.inFlight >= this.concurrency) return;
    const batch: Item[] = [];
    const rest: Item[] = [];
    const keys = new Set<string>();
    for (const item of this.queue) {
      if (batch.length < this.max && !this.inFlightKeys.has(item.key) && !keys.has(item.key)) {
        batch.push(item);
        keys.add(item.key);
      } else rest.push(item);
    }
    if (batch.length === 0) return;
    this.queue = rest;
    for (const key of keys) this.inFlightKeys.add(key);
    this.inFlight++;
    void this.commit(batch).finally(() => {
      this.inFlight--;
      for (const key of keys) this.inFlightKeys.delete(key);
      this.schedule();
    });
    this.schedule();
  }

  private async commit(batch: Item[]) {
    const outcomes: Outcomes = new Map();
    try {
      await this.db.transaction(async (tx) => {
        await this.sessions(
          tx,
          batch.filter((i): i is Of<'session'> => i.kind === 'session'),
          outcomes,
        );
        await this.saves(
          tx,
          batch.filter((i): i is Of<'save'> => i.kind === 'save'),
          outcomes,
        );
        await this.submits(
          tx,
          batch.filter((i): i is Of<'submit'> => i.kind === 'submit'),
          outcomes,
        );
        if (outcomes.size !== batch.length) throw ROLLBACK;
      });
    } catch (err) {
      if (batch.length === 1) {
        batch[0].reject(err === ROLLBACK ? new Error('a respondent write got no outcome') : err);
        return;
      }
      await Promise.all(batch.map((item) => this.commit([item])));
      return;
    }
    for (const item of batch) {
      const outcome = outcomes.get(item);
      if (outcome?.ok) (item.resolve as (value: unknown) => void)(outcome.value);
      else item.reject(outcome?.error);
    }
  }

  /** Of these forms, the published ones, each with whether it has availability rules (a close date or a limit). */
  private async liveForms(tx: Tx, formIds: number[]): Promise<Map<number, boolean>> {
    const ids = sql.join(
      formIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    // Read here, not taken from the cache: another instance may have unpublished the form a moment ago.
    const rows = rowsOf<{ id: number; gated: boolean }>(
      await tx.execute(sql`
        select f.id, exists(
          select 1 from form_settings s
          where s.form_id = f.id and (s.closes_at is not null or s.max_responses is not null)) as gated
        from forms f where f.id in (${ids}) and f.published_config is not null`),
    );
    return new Map(rows.map((r) => [Number(r.id), r.gated]));
  }

  /** Each form's counter moves once by its sessions in the batch; they get the numbers in between, in order. */
  private async sessions(tx: Tx, items: Of<'session'>[], outcomes: Outcomes) {
    if (items.length === 0) return;
    const formIds = [...new Set(items.map((i) => i.formId))].sort((a, b) => a - b);
    const live = await this.liveForms(tx, formIds);
    for (const formId of formIds) {
      const mine = items.filter((i) => i.formId === formId);
      const refuse = (error: AppError) => {
        for (const item of mine) outcomes.set(item, { ok: false, error });
      };
      const gated = live.get(formId);
      if (gated === undefined) {
        refuse(notFound('Form not found'));
        continue;
      }
      if (gated) {
        try {
          await this.hooks().assertOpenForNewSession?.(tx, formId);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          refuse(err);
          continue;
        }
      }
      const numbered = sql.join(
        mine.map((item, i) => sql`(${item.sessionId}::text, ${i + 1}::int)`),
        sql`, `,
      );
      const created = rowsOf<{ id: string; session_no: number }>(
        await tx.execute(sql`
          with counted as (
            update forms set session_counter = session_counter + ${mine.length}::int
            where id = ${formId} and published_config is not null returning session_counter, published_version)
          insert into answer_sessions (id, form_id, session_no, version)
          select v.id, ${formId}::int, counted.session_counter - ${mine.length}::int + v.ord, counted.published_version
          from counted, (values ${numbered}) as v(id, ord)
          returning id, session_no`),
      );
      const numbers = new Map(created.map((r) => [r.id, Number(r.session_no)]));
      for (const item of mine) {
        const sessionNo = numbers.get(item.sessionId);
        // None when the form went away since it was read (deleted or unpublished meanwhile).
        outcomes.set(
          item,
          sessionNo === undefined
            ? { ok: false, error: notFound('Form not found') }
            : { ok: true, value: sessionNo },
        );
      }
    }
  }

  /** Each save is stored only for a session of its form that exists; 404 otherwise. */
  private async saves(tx: Tx, items: Of<'save'>[], outcomes: Outcomes) {
    if (items.length === 0) return;
    const values = sql.join(
      items.map(
        (i) =>
          sql`(${i.sessionId}::text, ${i.formId}::int, ${JSON.stringify(i.answers)}::jsonb, ${JSON.stringify(i.labels)}::jsonb)`,
      ),
      sql`, `,
    );
    // Rows in session order, so two transactions (another instance's) take shared rows in the same order.
    const stored = rowsOf<{ id: number; session_id: string; submitted: boolean; hooked: boolean }>(
      await tx.execute(sql`
        insert into responses (form_id, session_id, temp_response, labels)
        select s.form_id, s.id, v.answers, v.labels
        from (values ${values}) as v(session_id, form_id, answers, labels)
          join answer_sessions s on s.id = v.session_id and s.form_id = v.form_id
        order by s.id
        on conflict (session_id) do update set
          temp_response = case when responses.response is null then excluded.temp_response else responses.temp_response end,
          labels = case when responses.response is null then excluded.labels else responses.labels end,
          updated_at = case when responses.response is null then now() else responses.updated_at end
        returning id, session_id, (response is not null) as submitted, ${hookedSql(sql`responses.form_id`)} as hooked`),
    );
    const bySession = new Map(stored.map((r) => [r.session_id, r]));
    await this.recordPaths(
      tx,
      items.filter((i) => bySession.get(i.sessionId)?.submitted === false),
      false,
    );
    for (const item of items) {
      const row = bySession.get(item.sessionId);
      if (!row) {
        outcomes.set(item, { ok: false, error: notFound('Session not found') });
        continue;
      }
      const saved = !row.submitted;
      const responseId = Number(row.id);
      if (saved)
        await this.hooks().onTempSaved?.({ formId: item.formId, responseId, hooked: row.hooked, tx });
      outcomes.set(item, { ok: true, value: { id: responseId, saved } });
    }
  }

  /**
   * Submissions to forms with availability rules (a close date or a response limit) are checked and stored one at
   * a time, in the order they came, since the rules lock the form's settings and count what was stored before;
   * the others are stored together.
   */
  private async submits(tx: Tx, items: Of<'submit'>[], outcomes: Outcomes) {
    if (items.length === 0) return;
    const live = await this.liveForms(tx, [...new Set(items.map((i) => i.submission.formId))]);
    const sessionIds = items.flatMap((i) => (i.submission.sessionId ? [i.submission.sessionId] : []));
    const sessions = new Map<string, { form_id: number; session_no: number; created_at: Date | string }>();
    if (sessionIds.length > 0) {
      const ids = sql.join(
        sessionIds.map((id) => sql`${id}::text`),
        sql`, `,
      );
      const rows = rowsOf<{ id: string; form_id: number; session_no: number; created_at: Date | string }>(
        await tx.execute(
          sql`select id, form_id, session_no, created_at from answer_sessions where id in (${ids})`,
        ),
      );
      for (const r of rows) sessions.set(r.id, r);
    }
    const together: Stored[] = [];
    // In form id order (stable: a form's own in the order they came), as the settings rows are locked.
    const ordered = [...items].sort((a, b) => a.submission.formId - b.submission.formId);
    for (const item of ordered) {
      const { formId, sessionId, answers } = item.submission;
      const gated = live.get(formId);
      if (gated === undefined) {
        outcomes.set(item, { ok: false, error: notFound('Form not found') });
        continue;
      }
      const session = sessionId ? sessions.get(sessionId) : null;
      if (session === undefined || (session && Number(session.form_id) !== formId)) {
        outcomes.set(item, { ok: false, error: notFound('Session not found') });
        continue;
      }
      const stored: Stored = {
        item,
        response: session
          ? { ...answers, _sessionInfo: { sessionId, sessionNo: Number(session.session_no) } }
          : answers,
      };
      if (gated) {
        try {
          const startedAt = session ? new Date(session.created_at) : null;
          await this.hooks().assertAcceptsSubmission?.(tx, formId, startedAt);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          outcomes.set(item, { ok: false, error: err });
          continue;
        }
        await this.storeSubmissions(tx, [stored], outcomes);
      } else if (!session) await this.storeSubmissions(tx, [stored], outcomes);
      else together.push(stored);
    }
    await this.storeSubmissions(tx, together, outcomes);
  }

  /** The responses (a session's row completed once), their new-lead queue entries, then their hooks. */
  private async storeSubmissions(tx: Tx, items: Stored[], outcomes: Outcomes) {
    if (items.length === 0) return;
    // A row without a session can only be told apart by being alone in its statement.
    if (items.length > 1 && items.some((i) => !i.item.submission.sessionId))
      throw new Error('submissions without a session are stored one at a time');
    const values = sql.join(
      items.map(
        ({ item: { submission: s }, response }) =>
          sql`(${s.formId}::int, ${s.sessionId}::text, ${JSON.stringify(response)}::jsonb,
            ${s.calculations === null ? null : JSON.stringify(s.calculations)}::jsonb, ${s.ending}::text,
            ${s.source}::text, ${JSON.stringify(s.labels)}::jsonb)`,
      ),
      sql`, `,
    );
    // Rows in session order, so two transactions (another instance's) take shared rows in the same order.
    const stored = rowsOf<{
      id: number;
      session_id: string | null;
      form_id: number;
      hooked: boolean;
      limited: boolean;
    }>(
      await tx.execute(sql`
        with ins as (
          insert into responses (form_id, session_id, response, temp_response, calculations, ending, submitted_at, source, labels)
          select v.form_id, v.session_id, v.response, null, v.calculations, v.ending, now(), v.source, v.labels
          from (values ${values}) as v(form_id, session_id, response, calculations, ending, source, labels)
          order by v.session_id
          on conflict (session_id) do update set
            response = excluded.response, temp_response = null, calculations = excluded.calculations,
            labels = excluded.labels,
            ending = excluded.ending, submitted_at = now(), updated_at = now(), source = excluded.source
          where responses.response is null
          returning id, session_id, form_id),
        queued as (
          insert into lead_queue (response_id, form_id, sessionless)
          select id, form_id, session_id is null from ins order by id)
        select ins.id, ins.session_id, ins.form_id, ${hookedSql(sql`ins.form_id`)} as hooked,
          exists(select 1 from form_settings ls where ls.form_id = ins.form_id and ls.max_responses is not null)
            as limited
        from ins`),
    );
    await numberLeads(tx, stored);
    const completed: PathRecord[] = [];
    for (const { item } of items) {
      const { formId, sessionId } = item.submission;
      const row = sessionId ? stored.find((r) => r.session_id === sessionId) : stored[0];
      // A session submits once: a second submission changes nothing and sends no second completion event.
      if (!row) {
        outcomes.set(item, { ok: false, error: conflict(ALREADY_SUBMITTED_MESSAGE) });
        continue;
      }
      const responseId = Number(row.id);
      if (sessionId) completed.push({ sessionId, answers: item.submission.answers, path: null });
      await this.hooks().onSubmitted?.({ formId, responseId, hooked: row.hooked, tx });
      outcomes.set(item, { ok: true, value: { id: responseId, hooked: row.hooked, limited: row.limited } });
    }
    await this.recordPaths(tx, completed, true);
  }

  /**
   * The funnel's record of each session (answer_sessions): the path it was shown (kept when a write has none), the
   * campaign it came from (the first one seen), and whether it was submitted. One statement for the batch, after
   * the responses' rows and in the same session order.
   */
  private async recordPaths(tx: Tx, items: PathRecord[], completed: boolean) {
    if (items.length === 0) return;
    const values = sql.join(
      [...items]
        .sort((a, b) => (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0))
        .map((i) => {
          const hidden = i.answers[HIDDEN_KEY];
          const campaign = (name: string) => {
            const value =
              hidden && typeof hidden === 'object' ? (hidden as Record<string, unknown>)[name] : null;
            return typeof value === 'string' && value.trim() ? value.trim().slice(0, CAMPAIGN_MAX) : null;
          };
          const path = i.path === null ? null : JSON.stringify(i.path);
          return sql`(${i.sessionId}::text, ${path}::jsonb, ${campaign('utm_source')}::text, ${campaign('utm_campaign')}::text)`;
        }),
      sql`, `,
    );
    await tx.execute(sql`
      update answer_sessions s set
        path = case when v.path is null then s.path else array(select jsonb_array_elements_text(v.path)) end,
        utm_source = coalesce(s.utm_source, v.utm_source),
        utm_campaign = coalesce(s.utm_campaign, v.utm_campaign),
        completed = s.completed or ${completed}::boolean
      from (values ${values}) as v(id, path, utm_source, utm_campaign)
      where s.id = v.id`);
  }
}

/**
 * Gives the just-stored submissions their forms' next lead numbers, in id order. Bumping the form's counter row in
 * the submission's transaction holds that row until commit, so concurrent submissions (on any instance) queue
 * there and each number is given once; forms in id order, as everywhere else the batch takes rows.
 */
async function numberLeads(tx: Tx, stored: readonly { id: number; form_id: number }[]) {
  if (stored.length === 0) return;
  const values = sql.join(
    stored.map((r) => sql`(${Number(r.id)}::int, ${Number(r.form_id)}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with mine as (
      select v.id, v.form_id, row_number() over (partition by v.form_id order by v.id) as rn
      from (values ${values}) as v(id, form_id)),
    counts as (select form_id, count(*)::int as n from mine group by form_id),
    bumped as (
      insert into form_lead_numbers (form_id, last_no) select form_id, n from counts order by form_id
      on conflict (form_id) do update set last_no = form_lead_numbers.last_no + excluded.last_no
      returning form_id, last_no)
    update responses r set lead_no = b.last_no - c.n + m.rn
    from mine m join counts c on c.form_id = m.form_id join bumped b on b.form_id = m.form_id
    where r.id = m.id`);
}

/** What the funnel keeps of a write: the session, its answers (for the campaign) and the path, if sent. */
type PathRecord = { sessionId: string; answers: Record<string, unknown>; path: string[] | null };

/** Longest campaign value kept for the funnel's filters. */
const CAMPAIGN_MAX = 200;

export const ALREADY_SUBMITTED_MESSAGE =
  'This response has already been submitted. Start over to send another one.';
