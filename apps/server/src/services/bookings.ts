// Booking steps' calendar webhooks: Cal.com's BOOKING_CREATED and Calendly's invitee.created, verified with the
// form's secret, matched to the answer session by the reference the step passed, stored once, and added to the answer.
import crypto from 'node:crypto';
import {
  type Answers,
  answerKey,
  bookingAnswerOf,
  type BookingProvider,
  type TStep,
} from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, badRequest, notFound } from '../errors.ts';

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

/** A booking as a calendar reported it. */
interface Reported {
  ref: string;
  provider: BookingProvider;
  uid: string;
  start: Date;
  end: Date | null;
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

/** What the step's answer holds once the calendar confirmed it. */
function confirmedAnswer(b: { ref: string; provider: string; uid: string; start: Date; end: Date | null }) {
  return {
    ref: b.ref,
    booked: true,
    provider: b.provider,
    uid: b.uid,
    start: b.start.toISOString(),
    ...(b.end ? { end: b.end.toISOString() } : {}),
  };
}

export class BookingsService {
  /** The clock Calendly's signature time is checked against (tests move it). */
  now = () => new Date();

  constructor(
    private readonly db: Db,
    /** Origin of the webhook addresses shown to the owner (PUBLIC_URL, else this instance's address). */
    private readonly origin: string,
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

  /** Cal.com: `X-Cal-Signature-256` is the hex HMAC-SHA256 of the body with the webhook's secret. */
  async receiveCalcom(formId: number, raw: Buffer, signature: string | undefined) {
    const secret = await this.secretOf(formId);
    if (!secret || !signature || !sameHex(hmac(secret, raw), signature.trim())) throw invalidSignature();
    const body = parse(raw);
    if (body.triggerEvent !== 'BOOKING_CREATED') return { received: true as const, booked: false };
    const p = record(body.payload);
    const start = dateOf(p.startTime);
    if (!start) throw badRequest(BOOKING_MESSAGES.time);
    return this.attach(formId, {
      ref: text(record(p.metadata).fe_ref),
      provider: 'calcom',
      uid: text(p.uid),
      start,
      end: dateOf(p.endTime),
    });
  }

  /** Calendly: `Calendly-Webhook-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" with the signing key>`. */
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
    if (body.event !== 'invitee.created') return { received: true as const, booked: false };
    const p = record(body.payload);
    const event = record(p.scheduled_event);
    const start = dateOf(event.start_time);
    if (!start) throw badRequest(BOOKING_MESSAGES.time);
    return this.attach(formId, {
      ref: text(record(p.tracking).utm_content),
      provider: 'calendly',
      uid: text(p.uri),
      start,
      end: dateOf(event.end_time),
    });
  }

  /**
   * Stores the booking once (a replayed delivery changes nothing) and, when the response was submitted already,
   * adds its time to the answer holding the reference. A response still being answered gets it at submission
   * (`withConfirmedBookings`): its saved answers are the browser's, which sends the reference alone.
   */
  private async attach(formId: number, b: Reported) {
    if (!b.ref) throw badRequest(BOOKING_MESSAGES.noRef);
    if (!b.uid) throw badRequest('The booking has no id');
    const found = rowsOf<{ id: number; key: string }>(
      await this.db.execute(sql`
        select r.id, e.key from responses r, jsonb_each(coalesce(r.response, r.temp_response)) e
        where r.form_id = ${formId} and jsonb_typeof(coalesce(r.response, r.temp_response)) = 'object'
          and jsonb_typeof(e.value) = 'object' and e.value ->> 'ref' = ${b.ref}
        order by r.id limit 1`),
    )[0];
    if (!found) throw notFound(BOOKING_MESSAGES.unknownRef);
    const inserted = rowsOf(
      await this.db.execute(sql`
        insert into bookings (form_id, ref, provider, uid, start_at, end_at)
        values (${formId}, ${b.ref}, ${b.provider}, ${b.uid}, ${b.start.toISOString()}::timestamptz,
          ${b.end ? b.end.toISOString() : null}::timestamptz)
        on conflict (form_id, provider, uid) do nothing returning id`),
    );
    if (inserted.length === 0) return { received: true as const, booked: true, duplicate: true };
    const patch = JSON.stringify(confirmedAnswer(b));
    const key = String(found.key);
    await this.db.execute(sql`
      update responses set response = jsonb_set(response, array[${key}]::text[], ${patch}::jsonb)
      where id = ${Number(found.id)} and response is not null`);
    return { received: true as const, booked: true };
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
  const rows = rowsOf<{
    ref: string;
    provider: string;
    uid: string;
    start_at: string | Date;
    end_at: string | Date | null;
  }>(
    await db.execute(sql`
      select distinct on (ref) ref, provider, uid, start_at, end_at from bookings
      where form_id = ${formId} and ref in (${sql.join(
        keyed.map((k) => sql`${k.ref}`),
        sql`, `,
      )})
      order by ref, id desc`),
  );
  if (rows.length === 0) return answers;
  const out: Answers = { ...answers };
  for (const k of keyed) {
    const row = rows.find((r) => r.ref === k.ref);
    if (row)
      out[k.key] = confirmedAnswer({
        ref: row.ref,
        provider: row.provider,
        uid: row.uid,
        start: new Date(row.start_at),
        end: row.end_at ? new Date(row.end_at) : null,
      });
  }
  return out;
}
