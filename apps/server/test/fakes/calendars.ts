// Fake Cal.com and Calendly: their booking webhooks signed as each documents it (Cal.com's X-Cal-Signature-256,
// Calendly's Calendly-Webhook-Signature t=…,v1=…), and a static stand-in for their embed pages that posts the same
// `message` events a booking posts in the real embeds.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: string, data: string) => crypto.createHmac('sha256', key).update(data).digest('hex');

/**
 * A Cal.com delivery for the booking step's reference (passed as metadata[fe_ref], which Cal.com keeps on a
 * rescheduled booking): BOOKING_CREATED by default; BOOKING_RESCHEDULED carries the new booking's uid and times and
 * the old one's uid as `rescheduleUid`; BOOKING_CANCELLED the cancelled booking. `at` is the event's `createdAt`.
 */
export function calcomBooking(o: {
  ref: string;
  uid: string;
  start: string;
  end: string;
  trigger?: 'BOOKING_CREATED' | 'BOOKING_RESCHEDULED' | 'BOOKING_CANCELLED';
  rescheduleUid?: string;
  at?: string;
}) {
  return {
    triggerEvent: o.trigger ?? 'BOOKING_CREATED',
    createdAt: o.at ?? new Date().toISOString(),
    payload: {
      ...(o.rescheduleUid ? { rescheduleUid: o.rescheduleUid } : {}),
      type: 'site-visit',
      title: 'Site visit between Acme and Ann Lee',
      uid: o.uid,
      startTime: o.start,
      endTime: o.end,
      attendees: [{ name: 'Ann Lee', email: 'ann@example.com', timeZone: 'Europe/Berlin' }],
      metadata: { fe_ref: o.ref },
      status: o.trigger === 'BOOKING_CANCELLED' ? 'CANCELLED' : 'ACCEPTED',
    },
  };
}

/**
 * A Calendly delivery for the reference (passed as utm_content, returned under tracking): invitee.created by default,
 * naming the invitee it replaces as `old_invitee` after a reschedule; invitee.canceled with `rescheduled` and
 * `new_invitee` when the cancellation was a reschedule.
 */
export function calendlyInvitee(o: {
  ref: string;
  invitee: string;
  start: string;
  end: string;
  event?: 'invitee.created' | 'invitee.canceled';
  oldInvitee?: string;
  newInvitee?: string;
  at?: string;
}) {
  const canceled = o.event === 'invitee.canceled';
  return {
    event: o.event ?? 'invitee.created',
    created_at: o.at ?? new Date().toISOString(),
    payload: {
      uri: o.invitee,
      status: canceled ? 'canceled' : 'active',
      rescheduled: canceled && !!o.newInvitee,
      old_invitee: o.oldInvitee ?? null,
      new_invitee: o.newInvitee ?? null,
      email: 'ann@example.com',
      name: 'Ann Lee',
      scheduled_event: { uri: `${o.invitee.split('/invitees/')[0]}`, start_time: o.start, end_time: o.end },
      tracking: { utm_source: 'forms-engine', utm_content: o.ref },
    },
  };
}

/** Posts a Cal.com delivery signed with `secret` (or a given signature). */
export async function sendCalcom(url: string, secret: string, body: unknown, signature?: string) {
  const text = JSON.stringify(body);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cal-signature-256': signature ?? hmac(secret, text) },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Posts a Calendly delivery signed with `secret` at `at` (seconds since 1970; now by default). */
export async function sendCalendly(
  url: string,
  secret: string,
  body: unknown,
  at = Math.floor(Date.now() / 1000),
) {
  const text = JSON.stringify(body);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': `t=${at},v1=${hmac(secret, `${at}.${text}`)}`,
    },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A stand-in for the embed page: shows the prefill it was given and a "Confirm" button that posts Cal.com's
 * `bookingSuccessful` (or Calendly's `calendly.event_scheduled`) to the parent, and tells the test which reference
 * and prefill it saw.
 */
export class CalendarStandIn {
  readonly opened: URL[] = [];
  private server: http.Server | null = null;
  base = '';

  async up(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.base);
      this.opened.push(url);
      const calendly = url.pathname.startsWith('/calendly/');
      const message = calendly
        ? { event: 'calendly.event_scheduled', payload: { event: { uri: 'x' }, invitee: { uri: 'y' } } }
        : { originator: 'CAL', type: 'bookingSuccessful', namespace: '', data: { uid: 'stand-in' } };
      const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pick a time</title></head>
<body><main><h1>Pick a time</h1><p>Booking for ${esc(url.searchParams.get('name') ?? '')}</p>
<button type="button" id="confirm">Confirm 10:00</button></main>
<script>document.getElementById('confirm').addEventListener('click', function () {
  parent.postMessage(${JSON.stringify(message)}, '*');
});</script></body></html>`);
    });
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  down(): Promise<void> {
    return new Promise((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}
