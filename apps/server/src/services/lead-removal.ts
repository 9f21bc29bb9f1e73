// Taking leads out: deleting responses (one, a selection, a respondent's erasure, a form's retention time) with
// their uploads, unsent e-mails and deliveries (webhook and integrations), and marking them as spam — one path
// that keeps the dashboard counters right and logs every deletion.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { escapeLike, rowsOf } from '../db/rows.ts';
import { answersSearchText } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { DocumentStorage } from '../providers/storage/types.ts';
import type { JobSource } from '../workers/loop.ts';
import type { FormsService } from './forms.ts';
import { UNFINISHED_RETENTION_DEFAULT_DAYS } from '@forms-engine/contracts';

/** Why responses were deleted, as the deletion log records it. */
export type DeletionReason = 'owner' | 'erasure' | 'retention' | 'unfinished';

/** The database or an open transaction. */
type Tx = Pick<Db, 'execute'>;

/** Responses one transaction deletes at most: a request's selection, a batch of an erasure or of the retention sweep. */
export const REMOVAL_BATCH = 500;
/** Batches one retention sweep deletes at most; a sweep that stops there runs again at the next tick. */
const RETENTION_BATCHES_PER_SWEEP = 20;
const DAY_MS = 86_400_000;

/** A response held (row-locked) for removal or for a change of its spam mark. */
interface Held {
  id: number;
  session_id: string | null;
  complete: boolean;
  spam: boolean;
}

/** How the form's dashboard counters move (services/form-settings.ts `countsFor` reads them). */
interface CounterMoves {
  completed: number;
  sessionless: number;
  removedStarts: number;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

const isTrue = (v: unknown) => v === true || v === 't' || v === 'true';

/**
 * What taking `rows` out of the counts changes. A completed response still in the lead queue (`pending`) is
 * counted from the queue, which it leaves with its entry; one the leads worker has counted leaves `completed`.
 * A response with an answer session leaves the starts (the session counter) through `removedStarts`; one without
 * was a start only as a completed sessionless one. Responses marked as spam are out of the counts already.
 */
function movesOut(rows: readonly Held[], pending: ReadonlyMap<number, boolean>): CounterMoves {
  const moves: CounterMoves = { completed: 0, sessionless: 0, removedStarts: 0 };
  for (const r of rows) {
    if (r.spam) continue;
    const queued = pending.get(r.id);
    if (queued !== undefined) {
      if (!queued) moves.removedStarts++;
    } else if (r.complete) {
      moves.completed--;
      if (r.session_id === null) moves.sessionless--;
      else moves.removedStarts++;
    } else if (r.session_id !== null) moves.removedStarts++;
  }
  return moves;
}

/** Putting a response that was marked as spam back into the counts (its queue entry went when it was marked). */
function movesBackIn(r: Held): CounterMoves {
  if (r.complete)
    return r.session_id === null
      ? { completed: 1, sessionless: 1, removedStarts: 0 }
      : { completed: 1, sessionless: 0, removedStarts: -1 };
  return { completed: 0, sessionless: 0, removedStarts: r.session_id === null ? 0 : -1 };
}

export class LeadRemovalService {
  constructor(
    private readonly db: Db,
    private readonly storage: DocumentStorage,
    private readonly forms: FormsService,
  ) {}

  /** Locks the form's responses among `ids`, in id order (two removals never wait on each other crosswise). */
  private async hold(tx: Tx, formId: number, ids: readonly number[]): Promise<Held[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select id, session_id, (response is not null) as complete, spam from responses
        where form_id = ${formId} and id in (${idList(ids)})
        order by id for update`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      session_id: (r.session_id as string | null) ?? null,
      complete: isTrue(r.complete),
      spam: isTrue(r.spam),
    }));
  }

  /**
   * Takes the responses out of the lead queue, so the leads worker neither e-mails nor counts them: answers which
   * had an entry, and whether it was a sessionless submission. Waits for a batch the worker is processing.
   */
  private async dequeue(tx: Tx, ids: readonly number[]): Promise<Map<number, boolean>> {
    const rows = rowsOf<{ response_id: number; sessionless: unknown }>(
      await tx.execute(
        sql`delete from lead_queue where response_id in (${idList(ids)}) returning response_id, sessionless`,
      ),
    );
    return new Map(rows.map((r) => [Number(r.response_id), isTrue(r.sessionless)]));
  }

  private async moveCounters(tx: Tx, formId: number, m: CounterMoves): Promise<void> {
    if (m.completed === 0 && m.sessionless === 0 && m.removedStarts === 0) return;
    await tx.execute(sql`
      insert into form_stats (form_id, completed, sessionless, removed_starts)
      values (${formId}, ${m.completed}, ${m.sessionless}, ${m.removedStarts})
      on conflict (form_id) do update set completed = form_stats.completed + excluded.completed,
        sessionless = form_stats.sessionless + excluded.sessionless,
        removed_starts = form_stats.removed_starts + excluded.removed_starts, updated_at = now()`);
  }

  /** Whether the form closes after a number of responses: removing completed ones may open it again. */
  private async limited(tx: Tx, formId: number): Promise<boolean> {
    const rows = rowsOf(
      await tx.execute(
        sql`select 1 from form_settings where form_id = ${formId} and max_responses is not null`,
      ),
    );
    return rows.length > 0;
  }

  /**
   * Deletes the form's responses among `ids` in one transaction: their queue entries, uploads (the rows; the stored
   * files once committed), e-mails and webhook deliveries (sent ones too: they hold the answers), answer sessions
   * and the responses themselves; moves the counters and logs the deletion. Ids the form does not have are
   * skipped. Answers how many were deleted.
   */
  async remove(
    userId: number | null,
    formId: number,
    ids: readonly number[],
    reason: DeletionReason,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    if (ids.length > REMOVAL_BATCH) throw new Error(`at most ${REMOVAL_BATCH} responses per removal`);
    const done = await this.db.transaction(async (tx) => {
      const held = await this.hold(tx, formId, ids);
      if (held.length === 0) return null;
      const heldIds = held.map((r) => r.id);
      const pending = await this.dequeue(tx, heldIds);
      // An upload belongs to a response through its answer session, or, uploaded without one, by being named in
      // its answers; only this form's uploads (an answer naming another form's upload does not reach it).
      const files = rowsOf<{ storage_key: string }>(
        await tx.execute(sql`
          delete from documents d using responses r
          where r.id in (${idList(heldIds)}) and d.form_id = r.form_id
            and (d.session_id = r.session_id or (d.session_id is null
              and strpos(coalesce(r.response::text, '') || coalesce(r.temp_response::text, ''), d.id) > 0))
          returning d.storage_key`),
      );
      await tx.execute(sql`delete from outbox where response_id in (${idList(heldIds)})`);
      await tx.execute(sql`delete from webhook_deliveries where response_id in (${idList(heldIds)})`);
      await tx.execute(sql`delete from responses where id in (${idList(heldIds)})`);
      // The session goes too: a respondent still holding it cannot bring the deleted answers back under it.
      const sessions = held.map((r) => r.session_id).filter((s): s is string => s !== null);
      if (sessions.length > 0)
        await tx.execute(
          sql`delete from answer_sessions where id in (${sql.join(
            sessions.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      await this.moveCounters(tx, formId, movesOut(held, pending));
      await tx.execute(sql`
        insert into deletion_log (user_id, form_id, reason, count)
        values (${userId}, ${formId}, ${reason}, ${held.length})`);
      const completedGone = held.some((r) => r.complete && !r.spam);
      return {
        count: held.length,
        keys: files.map((f) => f.storage_key),
        reopens: completedGone && (await this.limited(tx, formId)),
      };
    });
    if (!done) return 0;
    // After the commit: a failed file delete leaves only unreachable bytes, never a response without its upload.
    for (const key of done.keys) await this.storage.delete(key).catch(() => {});
    if (done.reopens) await this.forms.notifyPublicChange(formId);
    return done.count;
  }

  /** DELETE …/responses/{responseId}: 404 when the form has no such response. */
  async deleteOne(userId: number, formId: number, responseId: number): Promise<number> {
    await this.forms.owned(userId, formId);
    const deleted = await this.remove(userId, formId, [responseId], 'owner');
    if (deleted === 0) throw notFound('Response not found');
    return deleted;
  }

  /** POST …/responses/delete: the form's responses among `ids`; others are skipped. */
  async deleteMany(userId: number, formId: number, ids: readonly number[]): Promise<number> {
    await this.forms.owned(userId, formId);
    return this.remove(userId, formId, [...new Set(ids)], 'owner');
  }

  /**
   * Every response in the owner's forms, complete or not, with an answer equal to the e-mail address (ignoring
   * case and surrounding spaces) or whose digits are the phone number's: an erasure request.
   */
  async erase(
    userId: number,
    who: { email?: string; phone?: string },
  ): Promise<{ deleted: number; forms: number }> {
    const answers = sql`coalesce(r.response, r.temp_response)`;
    const texts = sql`jsonb_path_query(${answers}, 'strict $.** ? (@.type() == "string")')`;
    const tests: SQL[] = [];
    const email = who.email?.trim().toLowerCase();
    if (email) {
      const exact = sql`exists (select 1 from ${texts} v where lower(btrim(v #>> '{}')) = ${email})`;
      // Submitted answers are narrowed through the search index first; the comparison is made on the rest. An
      // address with characters that JSON escapes cannot be found in the indexed text, so it is compared everywhere.
      const narrowed = /^[\x21-\x7e]+$/.test(email) && !/["\\]/.test(email);
      const like = `%${escapeLike(email)}%`;
      tests.push(
        narrowed
          ? sql`((r.response is not null and ${answersSearchText(sql`r.response`)} ilike ${like})
              or (r.response is null and r.temp_response::text ilike ${like})) and ${exact}`
          : exact,
      );
    }
    const digits = who.phone?.replace(/\D/g, '');
    if (digits)
      tests.push(
        sql`exists (select 1 from ${texts} v where regexp_replace(v #>> '{}', '[^0-9]', '', 'g') = ${digits})`,
      );
    if (tests.length === 0) return { deleted: 0, forms: 0 };
    const found = rowsOf<{ id: number; form_id: number }>(
      await this.db.execute(sql`
        select r.id, r.form_id from responses r join forms f on f.id = r.form_id
        where f.user_id = ${userId} and (${sql.join(
          tests.map((t) => sql`(${t})`),
          sql` or `,
        )})
        order by r.form_id, r.id`),
    );
    const byForm = new Map<number, number[]>();
    for (const r of found) {
      const list = byForm.get(Number(r.form_id)) ?? [];
      list.push(Number(r.id));
      byForm.set(Number(r.form_id), list);
    }
    let deleted = 0;
    let forms = 0;
    for (const [formId, ids] of byForm) {
      let inForm = 0;
      for (let i = 0; i < ids.length; i += REMOVAL_BATCH)
        inForm += await this.remove(userId, formId, ids.slice(i, i + REMOVAL_BATCH), 'erasure');
      deleted += inForm;
      if (inForm > 0) forms++;
    }
    return { deleted, forms };
  }

  /**
   * Marks a response as spam — out of the list, the counts and every delivery: its lead-queue entry (so no new-lead
   * e-mail), its unsent e-mails and webhook deliveries are cancelled — or back as not spam, into the list and counts
   * again. Cancelled deliveries are not sent again.
   */
  async setSpam(
    userId: number,
    formId: number,
    responseId: number,
    spam: boolean,
  ): Promise<{ id: number; spam: boolean }> {
    await this.forms.owned(userId, formId);
    const reopens = await this.db.transaction(async (tx) => {
      const [held] = await this.hold(tx, formId, [responseId]);
      if (!held) throw notFound('Response not found');
      if (held.spam === spam) return false;
      let moves: CounterMoves;
      if (spam) {
        moves = movesOut([held], await this.dequeue(tx, [held.id]));
        await tx.execute(sql`
          update webhook_deliveries set status = 'cancelled', last_error = 'Marked as spam', updated_at = now()
          where response_id = ${held.id} and status in ('pending', 'paused')`);
        await tx.execute(sql`
          update outbox set status = 'cancelled', last_error = 'Marked as spam'
          where response_id = ${held.id} and status = 'queued'`);
      } else moves = movesBackIn(held);
      await tx.execute(sql`update responses set spam = ${spam} where id = ${held.id}`);
      await this.moveCounters(tx, formId, moves);
      return held.complete && (await this.limited(tx, formId));
    });
    // A completed response in or out of the count may open or fill a limited form.
    if (reopens) await this.forms.notifyPublicChange(formId);
    return { id: responseId, spam };
  }

  /**
   * Deletes the responses older than their form's retention time at `now` (by when they were first stored), a
   * batch per transaction, each logged. Stops after a number of batches: `more` says whether some may be left.
   */
  async sweepRetention(now = new Date()): Promise<{ deleted: number; more: boolean }> {
    const forms = rowsOf<{ form_id: number; user_id: number; retention_days: number }>(
      await this.db.execute(sql`
        select fs.form_id, f.user_id, fs.retention_days from form_settings fs join forms f on f.id = fs.form_id
        where fs.retention_days is not null order by fs.form_id`),
    );
    let deleted = 0;
    let batches = 0;
    for (const form of forms) {
      const before = new Date(now.getTime() - Number(form.retention_days) * DAY_MS);
      for (;;) {
        if (batches >= RETENTION_BATCHES_PER_SWEEP) return { deleted, more: true };
        const ids = rowsOf<{ id: number }>(
          await this.db.execute(sql`
            select id from responses
            where form_id = ${Number(form.form_id)} and created_at < ${before.toISOString()}::timestamptz
            order by created_at, id limit ${REMOVAL_BATCH}`),
        ).map((r) => Number(r.id));
        if (ids.length === 0) break;
        batches++;
        deleted += await this.remove(Number(form.user_id), Number(form.form_id), ids, 'retention');
        if (ids.length < REMOVAL_BATCH) break;
      }
    }
    const unfinished = await this.sweepUnfinished(now, RETENTION_BATCHES_PER_SWEEP - batches);
    return { deleted: deleted + unfinished.deleted, more: unfinished.more };
  }

  /**
   * Deletes incomplete responses nobody came back to: stored and last answered longer ago than their form's
   * unfinished-answer retention (30 days unless the owner set another), with their uploads, logged as `unfinished`.
   */
  private async sweepUnfinished(now: Date, batchesLeft: number): Promise<{ deleted: number; more: boolean }> {
    let deleted = 0;
    for (let batch = 0; ; batch++) {
      // The index on incomplete responses' creation time finds the candidates; the oldest form-wide default
      // bounds the scan, and each form's own setting (and the last answer) decide.
      const rows = rowsOf<{ id: number; form_id: number; user_id: number }>(
        await this.db.execute(sql`
          select r.id, r.form_id, f.user_id from responses r
            join forms f on f.id = r.form_id
            left join form_settings fs on fs.form_id = r.form_id
          where r.response is null
            and r.created_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(fs.unfinished_retention_days, ${UNFINISHED_RETENTION_DEFAULT_DAYS}))
            and r.updated_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(fs.unfinished_retention_days, ${UNFINISHED_RETENTION_DEFAULT_DAYS}))
          order by r.form_id, r.id limit ${REMOVAL_BATCH}`),
      );
      if (rows.length === 0) return { deleted, more: false };
      if (batch >= batchesLeft) return { deleted, more: true };
      const byForm = new Map<number, { userId: number; ids: number[] }>();
      for (const r of rows) {
        const formId = Number(r.form_id);
        const entry = byForm.get(formId) ?? { userId: Number(r.user_id), ids: [] };
        entry.ids.push(Number(r.id));
        byForm.set(formId, entry);
      }
      for (const [formId, { userId, ids }] of byForm)
        deleted += await this.remove(userId, formId, ids, 'unfinished');
      if (rows.length < REMOVAL_BATCH) return { deleted, more: false };
    }
  }
}

/** The worker loop's job that applies the forms' retention times, at most once per `everyMs` in each instance. */
export class RetentionSweep implements JobSource<'sweep'> {
  readonly name = 'retention-sweep';
  private last = 0;

  constructor(
    private readonly removal: LeadRemovalService,
    private readonly everyMs = 10 * 60_000,
  ) {}

  async claim(limit: number): Promise<'sweep'[]> {
    const now = Date.now();
    if (limit < 1 || now - this.last < this.everyMs) return [];
    this.last = now;
    return ['sweep'];
  }

  async run(): Promise<void> {
    const { more } = await this.removal.sweepRetention();
    // Work left over: the next tick sweeps again instead of waiting for the interval.
    if (more) this.last = 0;
  }
}
