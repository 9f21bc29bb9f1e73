// Booking steps over real HTTP: the owner's webhook addresses and secret, Cal.com's and Calendly's signed webhooks
// from local fakes (bad signature 401, unknown reference 404, a replay changes nothing, an old Calendly signature
// refused), the booked time on the lead (detail, CSV, owner e-mail) and a time sent by a browser refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../src/services/bookings.ts';
import { calcomBooking, calendlyInvitee, sendCalcom, sendCalendly } from './fakes/calendars.ts';
import { Client, drained, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let srv: TestServer;

beforeAll(async () => {
  srv = await startServer({}, { RATE_LIMITS: 'off', DEV_MAILBOX: 'true' });
}, 120_000);
afterAll(async () => {
  await srv?.close();
});

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true };

function config(provider: 'calcom' | 'calendly') {
  return {
    title: 'Roof check',
    steps: [
      {
        id: 'roof',
        type: 'tiles',
        title: 'Which roof do you have?',
        options: [
          { id: 'flat', title: 'Flat roof', icon: 'Home' },
          { id: 'pitched', title: 'Pitched roof', icon: 'Building' },
        ],
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
      {
        id: 'visit',
        type: 'booking',
        title: 'When should we visit you?',
        validation: { required: true },
        provider,
        url: provider === 'calcom' ? 'https://cal.com/acme/site-visit' : 'https://calendly.com/acme/visit',
      },
    ],
  };
}

async function ownerWithForm(provider: 'calcom' | 'calendly') {
  const { client, email } = await signedInClient(srv.url, 'booking');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: config(provider),
    label: uniqueLabel(),
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const hook = await client.get<{ secret: string; calcomUrl: string; calendlyUrl: string }>(
    `/api/forms/${form.body.id}/booking-webhook`,
  );
  expect(hook.status).toBe(200);
  return { client, email, formId: form.body.id, ...hook.body };
}

/** A respondent who reached the booking step: the step's reference is saved with the answers. */
async function respondentAtBooking(formId: number) {
  const respondent = new Client(srv.url);
  const session = (
    await respondent.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)
  ).body;
  const ref = crypto.randomUUID();
  const answers = {
    'Which roof do you have?': 'flat',
    'How can we reach you?': contact,
    'When should we visit you?': { ref },
  };
  const saved = await respondent.patch(`/api/sessions/${session.sessionId}/temp-response`, {
    tempResponse: answers,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submit = (booking: object = { ref, booked: true }) =>
    respondent.post<{ id: number; error?: string }>(`/api/forms/${formId}/submit`, {
      ...answers,
      'When should we visit you?': booking,
      _sessionInfo: session,
    });
  return { ref, submit };
}

const url = (u: string) => u.replace(/^http:\/\/localhost:\d+/, srv.url);

describe('booking webhooks', () => {
  it('gives the owner a secret and the two webhook addresses, and nobody else', async () => {
    const { formId, secret, calcomUrl, calendlyUrl, client } = await ownerWithForm('calcom');
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(calcomUrl).toMatch(new RegExp(`/api/bookings/calcom/${formId}$`));
    expect(calendlyUrl).toMatch(new RegExp(`/api/bookings/calendly/${formId}$`));
    // The same secret on every look.
    expect((await client.get<{ secret: string }>(`/api/forms/${formId}/booking-webhook`)).body.secret).toBe(
      secret,
    );
    const other = await signedInClient(srv.url, 'booking-other');
    expect([403, 404]).toContain((await other.client.get(`/api/forms/${formId}/booking-webhook`)).status);
    expect((await new Client(srv.url).get(`/api/forms/${formId}/booking-webhook`)).status).toBe(401);
  });

  it("attaches Cal.com's BOOKING_CREATED to the answer session by its reference; the time shows on the lead", async () => {
    const { client, email, formId, secret, calcomUrl } = await ownerWithForm('calcom');
    const { ref, submit } = await respondentAtBooking(formId);
    const booking = calcomBooking({
      ref,
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
    });

    const forged = await sendCalcom(url(calcomUrl), secret, booking, 'ab'.repeat(32));
    expect(forged).toEqual({ status: 401, body: { error: BOOKING_MESSAGES.signature } });
    const unsigned = await sendCalcom(url(calcomUrl), 'another-secret', booking);
    expect(unsigned.status).toBe(401);
    const unknown = await sendCalcom(
      url(calcomUrl),
      secret,
      calcomBooking({ ref: crypto.randomUUID(), uid: 'cal-x', start: '2026-12-01T09:00:00Z', end: '' }),
    );
    expect(unknown).toEqual({ status: 404, body: { error: BOOKING_MESSAGES.unknownRef } });

    expect(await sendCalcom(url(calcomUrl), secret, booking)).toEqual({
      status: 200,
      body: { received: true, booked: true, status: 'booked' },
    });
    // Cal.com retries: the same booking again changes nothing.
    expect((await sendCalcom(url(calcomUrl), secret, booking)).body).toEqual({
      received: true,
      booked: true,
      duplicate: true,
    });
    // Other triggers are acknowledged and ignored.
    expect(
      (await sendCalcom(url(calcomUrl), secret, { ...booking, triggerEvent: 'MEETING_ENDED' })).body,
    ).toEqual({ received: true, booked: false });

    // The browser says only that it booked; the time is the webhook's.
    const submitted = await submit();
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const detail = await client.get<{ response: Record<string, unknown> }>(
      `/api/forms/${formId}/responses/${submitted.body.id}`,
    );
    expect(detail.body.response.visit).toEqual({
      ref,
      booked: true,
      provider: 'calcom',
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      status: 'booked',
    });
    const csv = await client.get<string>(`/api/forms/${formId}/responses.csv`);
    expect(String(csv.body)).toContain('Booked: 2026-12-01 09:00 UTC');
    await drained(srv);
    const mails = (
      await new Client(srv.url).get<{ messages: { to: string; kind: string; text: string }[] }>(
        '/api/dev/mailbox',
      )
    ).body.messages.filter((m) => m.to === email.toLowerCase() && m.kind === 'lead-owner');
    expect(mails.at(-1)?.text).toContain('Booked: 2026-12-01 09:00 UTC');
  });

  it("attaches Calendly's invitee.created to a lead submitted before it arrived; an old signature is refused", async () => {
    const { client, formId, secret, calendlyUrl } = await ownerWithForm('calendly');
    const { ref, submit } = await respondentAtBooking(formId);
    const submitted = await submit();
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const invitee = calendlyInvitee({
      ref,
      invitee: `https://api.calendly.com/scheduled_events/EV1/invitees/${ref}`,
      start: '2026-12-02T14:30:00.000000Z',
      end: '2026-12-02T15:00:00.000000Z',
    });
    const old = await sendCalendly(url(calendlyUrl), secret, invitee, Math.floor(Date.now() / 1000) - 3600);
    expect(old).toEqual({ status: 401, body: { error: BOOKING_MESSAGES.expired } });
    const forged = await sendCalendly(url(calendlyUrl), 'not-the-key', invitee);
    expect(forged).toEqual({ status: 401, body: { error: BOOKING_MESSAGES.signature } });
    expect((await sendCalendly(url(calendlyUrl), secret, invitee)).body).toEqual({
      received: true,
      booked: true,
      status: 'booked',
    });
    expect((await sendCalendly(url(calendlyUrl), secret, invitee)).body).toMatchObject({ duplicate: true });
    const detail = await client.get<{ response: Record<string, unknown> }>(
      `/api/forms/${formId}/responses/${submitted.body.id}`,
    );
    expect(detail.body.response.visit).toMatchObject({
      ref,
      provider: 'calendly',
      start: '2026-12-02T14:30:00.000Z',
    });
  });

  it('refuses a time sent by a browser, a required booking left unbooked, and a webhook body that is not JSON', async () => {
    const { formId, secret, calcomUrl } = await ownerWithForm('calcom');
    const { ref, submit } = await respondentAtBooking(formId);
    const faked = await submit({ ref, booked: true, start: '2026-12-01T09:00:00Z' });
    expect(faked.status).toBe(400);
    expect(faked.body.error).toBe('The answer to "When should we visit you?" is too long');
    const unbooked = await submit({ ref });
    expect(unbooked.status).toBe(400);
    expect(unbooked.body.error).toContain('pick a time in the calendar first');
    const res = await fetch(url(calcomUrl), {
      method: 'POST',
      headers: {
        'x-cal-signature-256': (await import('node:crypto'))
          .createHmac('sha256', secret)
          .update('nope')
          .digest('hex'),
      },
      body: 'nope',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: BOOKING_MESSAGES.json });
  });
});
