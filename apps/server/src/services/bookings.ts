// Booking steps' calendar webhooks: Cal.com's BOOKING_CREATED, BOOKING_RESCHEDULED and BOOKING_CANCELLED and
// Calendly's invitee.created and invitee.canceled, verified with the form's secret, matched to the answer session by
// the reference the step passed (or the booking they change), stored once, and applied to the answer; a change to a
// submitted lead tells the owner and the lead's destinations once.
import crypto from 'node:crypto';
import {
  type Answers,
  answerKey,
  bookingAnswerOf,
  type BookingProvider,
  type BookingState,
  bookingTime,
  isLeadHeld,
  type TStep,
} from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { DeliveryQueue } from './deliveries.ts';
import { notificationsOf } from './form-settings.ts';
import { leadConfig } from './lead-mail.ts';
import type { MailService } from './mail.ts';
import { targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';

/** How old a signed Calendly delivery may be (its docs suggest a few minutes; a replay after that is refused). */
export const CALENDLY_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export const BOOKING_MESSAGES = {
  signature: 'The webhook signature does not match this form’s booking secret',
  expired: 'The webhook signature is too old; Calendly signs each delivery with its time',
  json: 'The webhook body is not JSON',
  noRef: 'The booking carries no reference from this form (Cal.com metadata[fe_ref] or Calendly utm_content)',
  unknownRef: 'No answer to this form has this booking reference',
  time: 'The booking has no valid start time',
} as const;

const invalidSignature = (message: string = BOOKING_MESSAGES.signature) =>
  new AppError('unauthorized', 401, message);

/**
 * One calendar event about one booking: it was made (a reschedule makes a new booking that names the one it
 * replaces), cancelled, or replaced by another (Calendly's cancellation of a rescheduled invitee).
 */
interface Reported {
  /** The step's reference, when the calendar carried it (a change may name only the booking it changes). */
  ref: string;
  provider: BookingProvider;
  uid: string;
  start: Date;
  end: Date | null;
  change: 'created' | 'cancelled' | 'replaced';
  /** The booking a reschedule replaces (created) or the one that replaced it (replaced). */
  other: string;
  /** The calendar's own time of the event; the arrival time stands in when it has none. */
  at: Date;
}

/** A stored calendar booking. */
interface BookingRow {
  id: number;
  ref: string;
  provider: string;
  uid: string;
  start_at: string | Date;
  end_at: string | Date | null;
  cancelled_at: string | Date | null;
  rescheduled_from: string | null;
  replaced_by: string | null;
  event_at: string | Date | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const dateOf = (v: unknown): Date | null => {
  const d = new Date(text(v));
  return text(v) && !Number.isNaN(d.getTime()) ? d : null;
};

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}

const hmac = (secret: string, data: Buffer | string) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

const timeOf = (v: string | Date | null) => (v === null ? 0 : new Date(v).getTime());

/**
 * Where a reference's bookings stand, by the calendars' own chain rather than by arrival: a booking another one
 * replaced (a reschedule) is history, so a late event about it changes nothing; of the bookings left, the one whose
 * latest event the calendar dated last counts. Null while every booking is replaced and the new one has not come.
 */
function currentBooking(rows: readonly BookingRow[]) {
  const replaced = new Set(rows.map((r) => r.rescheduled_from).filter((u): u is string => !!u));
  const live = rows
    .filter((r) => !replaced.has(r.uid) && !r.replaced_by)
    .sort((a, b) => timeOf(b.event_at) - timeOf(a.event_at) || b.id - a.id);
  const row = live[0];
  if (!row) return null;
  const status: BookingState = row.cancelled_at
    ? 'cancelled'
    : row.rescheduled_from
      ? 'rescheduled'
      : 'booked';
  return {
    ref: row.ref,
    booked: true,
    provider: row.provider,
    uid: row.uid,
    start: new Date(row.start_at).toISOString(),
    ...(row.end_at ? { end: new Date(row.end_at).toISOString() } : {}),
    status,
  };
}

const BOOKING_COLUMNS = sql.raw(
  'id, ref, provider, uid, start_at, end_at, cancelled_at, rescheduled_from, replaced_by, event_at',
);

/** The owner e-mail's words for each state. */
const CHANGE_WORDS: Record<BookingState, string> = {
  booked: 'confirmed',
  rescheduled: 'rescheduled',
  cancelled: 'cancelled',
};

export class BookingsService {
  /** The clock Calendly's signature time is checked against (tests move it). */
  now = () => new Date();

  constructor(
    private readonly db: Db,
    /** Origin of the webhook addresses shown to the owner and of links in e-mails (PUBLIC_URL, else this instance's). */
    private readonly origin: string,
    private readonly mail: MailService,
    private readonly deliveries: DeliveryQueue,
  ) {}

  /** The form's booking secret and the addresses to give Cal.com and Calendly; the secret is made on first use. */
  async webhookSettings(formId: number) {
    await this.db.execute(sql`insert into booking_secrets (form_id, secret)
      values (${formId}, ${crypto.randomBytes(32).toString('base64url')}) on conflict (form_id) do nothing`);
    return {
      secret: (await this.secretOf(formId)) ?? '',
      calcomUrl: `${this.origin}/api/bookings/calcom/${formId}`,
      calendlyUrl: `${this.origin}/api/bookings/calendly/${formId}`,
    };
  }

  private async secretOf(formId: number): Promise<string | null> {
    const row = rowsOf<{ secret: string }>(
      await this.db.execute(sql`select secret from booking_secrets where form_id = ${formId}`),
    )[0];
    return row?.secret ?? null;
  }

  /**
   * Cal.com: `X-Cal-Signature-256` is the hex HMAC-SHA256 of the body with the webhook's secret. A reschedule is a
   * new booking (`uid`) naming the one it replaces (`rescheduleUid`, or `fromReschedule` in newer payloads).
   */
  async receiveCalcom(formId: number, raw: Buffer, signature: string | undefined) {
    const secret = await this.secretOf(formId);
    if (!secret || !signature || !sameHex(hmac(secret, raw), signature.trim())) throw invalidSignature();
    const body = parse(raw);
    const change =
      body.triggerEvent === 'BOOKING_CREATED' || body.triggerEvent === 'BOOKING_RESCHEDULED'
        ? 'created'
        : body.triggerEvent === 'BOOKING_CANCELLED'
          ? 'cancelled'
          : null;
    if (!change) return { received: true as const, booked: false };
    const p = record(body.payload);
    const start = dateOf(p.startTime);
    if (!start) throw badRequest(BOOKING_MESSAGES.time);
    return this.apply(formId, {
      ref: text(record(p.metadata).fe_ref),
      provider: 'calcom',
      uid: text(p.uid),
      start,
      end: dateOf(p.endTime),
      change,
      other:
        body.triggerEvent === 'BOOKING_RESCHEDULED' ? text(p.rescheduleUid) || text(p.fromReschedule) : '',
      at: dateOf(body.createdAt) ?? this.now(),
    });
  }

  /**
   * Calendly: `Calendly-Webhook-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" with the signing key>`. A
   * reschedule is the old invitee's invitee.canceled (`rescheduled: true`, `new_invitee`) and the new invitee's
   * invitee.created (`old_invitee`), in either order.
   */
  async receiveCalendly(formId: number, raw: Buffer, header: string | undefined) {
    const secret = await this.secretOf(formId);
    const parts = Object.fromEntries(
      (header ?? '').split(',').map((kv) => kv.trim().split('=', 2) as [string, string]),
    );
    const t = Number(parts.t);
    if (!secret || !Number.isInteger(t) || !parts.v1) throw invalidSignature();
    if (!sameHex(hmac(secret, `${parts.t}.${raw.toString('utf8')}`), parts.v1)) throw invalidSignature();
    if (Math.abs(this.now().getTime() - t * 1000) > CALENDLY_SIGNATURE_TOLERANCE_MS)
      throw invalidSignature(BOOKING_MESSAGES.expired);
    const body = parse(raw);
    if (body.event !== 'invitee.created' && body.event !== 'invitee.canceled')
      return { received: true as const, booked: false };
    const p = record(body.payload);
    const event = record(p.scheduled_event);
    const start = dateOf(event.start_time);
    if (!start) throw badRequest(BOOKING_MESSAGES.time);
    const replaced = body.event === 'invitee.canceled' && p.rescheduled === true && !!text(p.new_invitee);
    return this.apply(formId, {
      ref: text(record(p.tracking).utm_content),
      provider: 'calendly',
      uid: text(p.uri),
      start,
      end: dateOf(event.end_time),
      change: body.event === 'invitee.created' ? 'created' : replaced ? 'replaced' : 'cancelled',
      other: body.event === 'invitee.created' ? text(p.old_invitee) : replaced ? text(p.new_invitee) : '',
      at: dateOf(body.created_at) ?? this.now(),
    });
  }

  /**
   * Stores the event once (a replayed delivery changes nothing) and, when the response was submitted already,
   * writes where its booking now stands into the answer holding the reference, and tells the owner and the lead's
   * destinations about the change in the same transaction. A response still being answered gets it at submission
   * (`withConfirmedBookings`): its saved answers are the browser's, which sends the reference alone.
   */
  private async apply(formId: number, b: Reported) {
    if (!b.uid) throw badRequest('The booking has no id');
    const outcome = await this.db.transaction(async (tx) => {
      // A change may name only the booking it changes: the reference is the one stored with that booking.
      const known = rowsOf<{ ref: string }>(
        await tx.execute(sql`select ref from bookings where form_id = ${formId} and provider = ${b.provider}
          and uid in (${b.uid}, ${b.other || b.uid}) order by id limit 1`),
      )[0];
      const ref = b.ref || known?.ref || '';
      if (!ref) throw badRequest(BOOKING_MESSAGES.noRef);
      const found = rowsOf<{ id: number; key: string }>(
        await tx.execute(sql`
          select r.id, e.key from responses r, jsonb_each(coalesce(r.response, r.temp_response)) e
          where r.form_id = ${formId} and jsonb_typeof(coalesce(r.response, r.temp_response)) = 'object'
            and jsonb_typeof(e.value) = 'object' and e.value ->> 'ref' = ${ref}
          order by r.id limit 1`),
      )[0];
      if (!found) throw notFound(BOOKING_MESSAGES.unknownRef);
      // The response's row lock puts two events about one lead in a line; what it holds is read under the lock.
      const locked = rowsOf<{ submitted: boolean | string; answer: unknown }>(
        await tx.execute(sql`
          select response is not null as submitted, response -> ${String(found.key)} as answer
          from responses where id = ${Number(found.id)} for update`),
      )[0];
      if (!(await this.store(tx, formId, ref, b))) return { duplicate: true as const, status: undefined };
      const submitted = locked?.submitted === true || locked?.submitted === 't';
      return {
        duplicate: false as const,
        ...(await this.refresh(
          tx,
          formId,
          Number(found.id),
          String(found.key),
          ref,
          submitted ? locked?.answer : null,
        )),
      };
    });
    if ('announced' in outcome) {
      this.mail.notifyQueued();
      this.deliveries.onQueued?.();
    }
    return {
      received: true as const,
      booked: true,
      ...(outcome.duplicate ? { duplicate: true } : {}),
      ...(outcome.status ? { status: outcome.status } : {}),
    };
  }

  /**
   * Writes where the reference's booking stands into a submitted response's answer (`answer`: the stored one, read
   * under the response's lock; null while the response is not submitted) and announces a change.
   */
  private async refresh(
    tx: Pick<Db, 'execute' | 'transaction'>,
    formId: number,
    responseId: number,
    key: string,
    ref: string,
    answer: unknown,
  ): Promise<{ status?: BookingState; announced?: true }> {
    const rows = rowsOf<BookingRow>(
      await tx.execute(
        sql`select ${BOOKING_COLUMNS} from bookings where form_id = ${formId} and ref = ${ref}`,
      ),
    );
    const now = currentBooking(rows);
    if (!now || answer === null || answer === undefined) return { status: now?.status };
    if (sameAnswer(bookingAnswerOf(parseJson(answer)), now)) return { status: now.status };
    await tx.execute(sql`
      update responses set response = jsonb_set(response, array[${key}]::text[], ${JSON.stringify(now)}::jsonb)
      where id = ${responseId}`);
    await this.announce(tx, responseId, key, now.status, now.start);
    return { status: now.status, announced: true };
  }

  /**
   * A submission with booking answers, once stored: a calendar's event applied while it was being stored found the
   * response still open and left it to the submission, whose answers were read before that event; the booking is
   * added now (and its change announced: the new-lead e-mail may have gone already).
   */
  async settle(formId: number, responseId: number): Promise<void> {
    const announced = await this.db.transaction(async (tx) => {
      const [row] = rowsOf<{ response: unknown }>(
        await tx.execute(
          sql`select response from responses where id = ${responseId} and response is not null for update`,
        ),
      );
      let any = false;
      for (const [key, value] of Object.entries(record(parseJson(row?.response)))) {
        const booking = bookingAnswerOf(value);
        if (booking && (await this.refresh(tx, formId, responseId, key, booking.ref, value)).announced)
          any = true;
      }
      return any;
    });
    if (announced) {
      this.mail.notifyQueued();
      this.deliveries.onQueued?.();
    }
  }

  /** Records the event on its booking's row; false when the row knew it already (a replay, or an older event). */
  private async store(tx: Pick<Db, 'execute'>, formId: number, ref: string, b: Reported): Promise<boolean> {
    const at = b.at.toISOString();
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into bookings (form_id, ref, provider, uid, start_at, end_at, cancelled_at, rescheduled_from, replaced_by, event_at)
        values (${formId}, ${ref}, ${b.provider}, ${b.uid}, ${b.start.toISOString()}::timestamptz,
          ${b.end ? b.end.toISOString() : null}::timestamptz,
          ${b.change === 'cancelled' ? at : null}::timestamptz,
          ${b.change === 'created' && b.other ? b.other : null},
          ${b.change === 'replaced' ? b.other : null}, ${at}::timestamptz)
        on conflict (form_id, provider, uid) do nothing returning id`),
    );
    if (inserted.length > 0) return true;
    // The row exists: only what it does not know yet is added. A cancellation is final, and a booking's creation
    // arriving after its cancellation adds nothing but the booking it replaced.
    const changed = rowsOf(
      await tx.execute(
        b.change === 'cancelled'
          ? sql`update bookings set cancelled_at = ${at}::timestamptz,
              event_at = greatest(event_at, ${at}::timestamptz)
            where form_id = ${formId} and provider = ${b.provider} and uid = ${b.uid} and cancelled_at is null
            returning id`
          : b.change === 'replaced'
            ? sql`update bookings set replaced_by = ${b.other}
              where form_id = ${formId} and provider = ${b.provider} and uid = ${b.uid} and replaced_by is null
              returning id`
            : sql`update bookings set rescheduled_from = ${b.other}
              where form_id = ${formId} and provider = ${b.provider} and uid = ${b.uid}
                and rescheduled_from is null and ${b.other} <> ''
              returning id`,
      ),
    );
    return changed.length > 0;
  }

  /**
   * A submitted lead's booking changed: the owner gets one short e-mail (unless the lead's new-lead e-mail, still
   * queued, will carry the change) and the lead's destinations one `booking.updated` delivery — neither for a lead
   * marked as spam or held back as unverified.
   */
  private async announce(
    tx: Pick<Db, 'execute' | 'transaction'>,
    responseId: number,
    stepKey: string,
    status: BookingState,
    start: string,
  ) {
    const row = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select r.id, r.form_id, r.response, r.lead_no, r.spam, f.label, coalesce(f.published_config, f.config) as config,
          u.email as owner_email, fs.notifications, ${VERIFIED_TARGETS} as verified_targets,
          (select coalesce(json_agg(nr.email), '[]'::json) from notification_recipients nr
            where nr.user_id = u.id and nr.confirmed_at is not null) as confirmed_recipients
        from responses r join forms f on f.id = r.form_id join users u on u.id = f.user_id
          left join form_settings fs on fs.form_id = r.form_id
        where r.id = ${responseId}`),
    )[0];
    if (!row || row.spam === true || row.spam === 't') return;
    const config = leadConfig(row.config);
    const answers = record(parseJson(row.response));
    if (isLeadHeld(config?.steps, verifiedFlags(answers, targetsOf(row.verified_targets)))) return;
    await this.deliveries.enqueueBookingUpdate(responseId, stepKey, tx);
    // Locked, so a leads worker rendering the new-lead e-mail right now finishes first (and the change gets its own
    // e-mail) or waits for this transaction (and its e-mail shows the change).
    const queued = rowsOf(
      await tx.execute(sql`select 1 from lead_queue where response_id = ${responseId} for update`),
    );
    const settings = notificationsOf(row.notifications);
    if (queued.length > 0 || !settings.owner.enabled) return;
    const confirmed = new Set(
      (parseJson(row.confirmed_recipients) as unknown as unknown[] | null)?.filter(
        (e): e is string => typeof e === 'string',
      ) ?? [],
    );
    const owner = String(row.owner_email).toLowerCase();
    const to = [...new Set([owner, ...settings.owner.extraRecipients.map((a) => a.toLowerCase())])].filter(
      (a) => a === owner || confirmed.has(a),
    );
    const formId = Number(row.form_id);
    const lead =
      row.lead_no === null || row.lead_no === undefined ? `response ${responseId}` : `lead #${row.lead_no}`;
    const subject = `Booking ${CHANGE_WORDS[status]} for ${lead}`;
    const what =
      status === 'cancelled'
        ? `The booking for ${bookingTime(start)} was cancelled.`
        : status === 'rescheduled'
          ? `The booking was moved to ${bookingTime(start)}.`
          : `The calendar confirmed the booking for ${bookingTime(start)}.`;
    const mailText = `${what}\n\n${lead} of "${String(row.label)}": ${this.origin}/forms/${formId}/responses/${responseId}\n`;
    for (const address of to)
      await this.mail.enqueue(tx, {
        to: address,
        subject,
        text: mailText,
        kind: 'lead-booking',
        dedupeKey: `booking:${responseId}:${stepKey}:${status}:${start}:${address}`,
        formId,
        responseId,
      });
  }
}

/** Whether two booking answers say the same (the database keeps an object's keys in an order of its own). */
function sameAnswer(a: object | null, b: object): boolean {
  const canonical = (o: object) => JSON.stringify(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1)));
  return a !== null && canonical(a) === canonical(b);
}

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

function parse(raw: Buffer): Record<string, unknown> {
  try {
    return record(JSON.parse(raw.toString('utf8')));
  } catch {
    throw badRequest(BOOKING_MESSAGES.json);
  }
}

/**
 * A submission's booking answers with what the calendars confirmed: the browser sends only the reference, so the
 * time always comes from a stored webhook. Answers without a confirmed booking stay as sent.
 */
export async function withConfirmedBookings(
  db: Db,
  formId: number,
  steps: readonly TStep[],
  answers: Answers,
): Promise<Answers> {
  const keyed = steps.flatMap((s, i) => {
    if (s.type !== 'booking') return [];
    const key = answerKey(s, i);
    const a = bookingAnswerOf(answers[key]);
    return a ? [{ key, ref: a.ref }] : [];
  });
  if (keyed.length === 0) return answers;
  const rows = rowsOf<BookingRow>(
    await db.execute(sql`
      select ${BOOKING_COLUMNS} from bookings
      where form_id = ${formId} and ref in (${sql.join(
        keyed.map((k) => sql`${k.ref}`),
        sql`, `,
      )})`),
  );
  if (rows.length === 0) return answers;
  const out: Answers = { ...answers };
  for (const k of keyed) {
    const now = currentBooking(rows.filter((r) => r.ref === k.ref));
    if (now) out[k.key] = now;
  }
  return out;
}
