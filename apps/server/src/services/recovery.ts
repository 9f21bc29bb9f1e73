// Bringing back unfinished leads: the single-use link tokens of "finish your request" e-mails, and exchanging one
// for the answer session — under a new session id, so nobody who knew the old one can read along.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { conflict, notFound } from '../errors.ts';
import { ALREADY_SUBMITTED_MESSAGE } from './answer-writes.ts';

/** How long a "finish your request" link works after it was sent. */
export const RECOVERY_LINK_DAYS = 7;
/** One answer for a token that is unknown, used or expired: a guesser learns nothing from the difference. */
export const RECOVERY_LINK_MESSAGE =
  'This link has expired or was already used. Start the form again to answer.';

type Tx = Pick<Db, 'execute'>;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface RecoveredSession {
  formId: number;
  sessionId: string;
  sessionNo: number;
  tempResponse: Record<string, unknown>;
}

export class RecoveryService {
  /** The clock for idle times and link expiry; tests move it instead of waiting. */
  now: () => Date = () => new Date();

  constructor(private readonly db: Db) {}

  /** A new link token for an incomplete response, stored hashed in `tx` (the transaction that queues its e-mail). */
  async issue(tx: Tx, responseId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expires = new Date(this.now().getTime() + RECOVERY_LINK_DAYS * 86_400_000);
    await tx.execute(sql`
      insert into recovery_tokens (token_hash, response_id, expires_at, created_at)
      values (${hash(token)}, ${responseId}, ${expires.toISOString()}::timestamptz, ${this.now().toISOString()}::timestamptz)`);
    return token;
  }

  /**
   * Uses up the token and hands over its answer session. The session moves to a new random id (answers, number,
   * start time, uploads and verified codes go with it): a token someone forwarded, or planted in a link, never lets whoever held
   * the old id read what is typed next.
   */
  async exchange(token: string): Promise<RecoveredSession> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(RECOVERY_LINK_MESSAGE);
    const now = this.now().toISOString();
    return this.db.transaction(async (tx) => {
      const [used] = rowsOf<{ response_id: number }>(
        await tx.execute(sql`
          update recovery_tokens set used_at = ${now}::timestamptz
          where token_hash = ${hash(token)} and used_at is null and expires_at > ${now}::timestamptz
          returning response_id`),
      );
      if (!used) throw notFound(RECOVERY_LINK_MESSAGE);
      const [row] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select r.id, r.form_id, r.session_id, (r.response is not null) as submitted, r.temp_response,
            s.session_no, s.created_at as session_created_at
          from responses r join answer_sessions s on s.id = r.session_id
          where r.id = ${Number(used.response_id)} and not r.spam
          for update of r, s`),
      );
      if (!row) throw notFound(RECOVERY_LINK_MESSAGE);
      if (row.submitted === true || row.submitted === 't') throw conflict(ALREADY_SUBMITTED_MESSAGE);
      const oldId = String(row.session_id);
      const newId = crypto.randomUUID();
      const formId = Number(row.form_id);
      const responseId = Number(row.id);
      const created = new Date(row.session_created_at as string).toISOString();
      const no = Number(row.session_no);
      // The new row takes the number (unique per form) once everything points at it and the old row is gone.
      await tx.execute(sql`
        insert into answer_sessions (id, form_id, session_no, created_at)
        values (${newId}, ${formId}, ${-no}, ${created}::timestamptz)`);
      await tx.execute(sql`
        update responses set session_id = ${newId}, recovered_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        where id = ${responseId}`);
      await tx.execute(sql`update documents set session_id = ${newId} where session_id = ${oldId}`);
      await tx.execute(sql`update verification_codes set session_id = ${newId} where session_id = ${oldId}`);
      await tx.execute(sql`delete from answer_sessions where id = ${oldId}`);
      await tx.execute(sql`update answer_sessions set session_no = ${no} where id = ${newId}`);
      // Every other link to the same response stops working too.
      await tx.execute(sql`
        update recovery_tokens set used_at = ${now}::timestamptz where response_id = ${responseId} and used_at is null`);
      const temp = row.temp_response;
      const tempResponse =
        typeof temp === 'string'
          ? (JSON.parse(temp) as Record<string, unknown>)
          : ((temp as Record<string, unknown> | null) ?? {});
      return { formId, sessionId: newId, sessionNo: Number(row.session_no), tempResponse };
    });
  }
}
