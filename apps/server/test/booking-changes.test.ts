// Bookings that change after the fact, over real HTTP with signed deliveries from the local calendar fakes: Cal.com's
// cancellation and reschedule chain and Calendly's reschedule pair applied to the lead (detail, CSV, webhook), in
// and out of order; a change after submission e-mails the owner once and sends one booking.updated to the webhook
// and the integrations; replays, spam and held leads send nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcomBooking, calendlyInvitee, sendCalcom, sendCalendly } from './fakes/calendars.ts';
import { FakeServices } from './fakes/server.ts';
import { Client, drained, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { Receiver } from './webhook-receiver.ts';

let srv: TestServer;
let receiver: Receiver;
const fake = new FakeServices();

beforeAll(async () => {
  receiver = await new Receiver().up();
  await fake.up();
  srv = await startServer(
    {},
    {
      ...fake.env(),
      RATE_LIMITS: 'off',
      DEV_MAILBOX: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '25',
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_RETRY_MAX_MS: '200',
    },
  );
}, 120_000);
afterAll(async () => {
  await srv?.close();
  await receiver?.down();
  await fake.down();
});

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true };

function config(provider: 'calcom' | 'calendly', contactConfig?: object) {
  return {
    title: 'Roof check',
    steps: [
      {
        id: 'contact',
        type: 'contact',
        title: 'How can we reach you?',
        ...(contactConfig ? { config: contactConfig } : {}),
      },
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

interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

async function ownerWithForm(provider: 'calcom' | 'calendly', contactConfig?: object) {
  const { client, email } = await signedInClient(srv.url, 'booking-changes');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: config(provider, contactConfig),
    label: uniqueLabel(),
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const hook = await client.get<{ secret: string; calcomUrl: string; calendlyUrl: string }>(
    `/api/forms/${form.body.id}/booking-webhook`,
  );
  const formId = form.body.id;
  const secret = hook.body.secret;
  const local = (u: string) => u.replace(/^http:\/\/localhost:\d+/, srv.url);
  return {
    client,
    formId,
    calcom: (body: unknown) => sendCalcom(local(hook.body.calcomUrl), secret, body),
    calendly: (body: unknown) => sendCalendly(local(hook.body.calendlyUrl), secret, body),
    /** The owner's messages of a kind, oldest first. */
    mails: async (kind: string) => {
      await drained(srv);
      return (await new Client(srv.url).get<{ messages: Mail[] }>('/api/dev/mailbox')).body.messages
        .filter((m) => m.to === email.toLowerCase() && m.kind === kind)
        .reverse();
    },
    detail: async (responseId: number) =>
      (
        await client.get<{ response: Record<string, unknown> }>(
          `/api/forms/${formId}/responses/${responseId}`,
        )
      ).body.response.visit,
  };
}

/** A respondent at the booking step, whose reference is saved; `submit` sends the answers with the embed's report. */
async function respondent(formId: number) {
  const browser = new Client(srv.url);
  const session = (
    await browser.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)
  ).body;
  const ref = crypto.randomUUID();
  const answers = { 'How can we reach you?': contact, 'When should we visit you?': { ref } };
  expect(
    (await browser.patch(`/api/sessions/${session.sessionId}/temp-response`, { tempResponse: answers }))
      .status,
  ).toBe(200);
  const submit = async () => {
    const res = await browser.post<{ id: number }>(`/api/forms/${formId}/submit`, {
      ...answers,
      'When should we visit you?': { ref, booked: true },
      _sessionInfo: session,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id;
  };
  return { ref, submit };
}

const at = (minute: number) => `2026-11-28T08:${String(minute).padStart(2, '0')}:00.000Z`;

describe('cancellations and reschedules', () => {
  it('a booking made before submission is cancelled after it: the lead reads "Cancelled", the owner gets one e-mail, the webhook one booking.updated', async () => {
    const owner = await ownerWithForm('calcom');
    expect((await owner.client.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
    const hook = fake.slack.addWebhook('C0BOOKING1');
    const slack = await owner.client.post<{ id: number }>(`/api/forms/${owner.formId}/integrations`, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    expect(slack.status, JSON.stringify(slack.body)).toBe(201);
    const { ref, submit } = await respondent(owner.formId);
    const made = calcomBooking({
      ref,
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      at: at(0),
    });
    expect((await owner.calcom(made)).body).toEqual({ received: true, booked: true, status: 'booked' });
    const responseId = await submit();
    await drained(srv);
    // Booked before the lead existed: the new-lead e-mail shows it, and no second e-mail says so.
    expect(
      (await owner.mails('lead-owner')).map((m) => m.text.includes('Booked: 2026-12-01 09:00 UTC')),
    ).toEqual([true]);
    expect(await owner.mails('lead-booking')).toEqual([]);

    const cancel = calcomBooking({
      ref,
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      trigger: 'BOOKING_CANCELLED',
      at: at(5),
    });
    expect((await owner.calcom(cancel)).body).toEqual({ received: true, booked: true, status: 'cancelled' });
    // Cal.com retries: the same cancellation again changes nothing and sends nothing.
    expect((await owner.calcom(cancel)).body).toEqual({ received: true, booked: true, duplicate: true });
    // A late copy of the creation cannot bring the cancelled booking back.
    expect((await owner.calcom(made)).body).toMatchObject({ duplicate: true });

    expect(await owner.detail(responseId)).toEqual({
      ref,
      booked: true,
      provider: 'calcom',
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      status: 'cancelled',
    });
    const csv = await owner.client.get<string>(`/api/forms/${owner.formId}/responses.csv`);
    expect(String(csv.body)).toContain('Cancelled (was 2026-12-01 09:00 UTC)');
    const mails = await owner.mails('lead-booking');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking cancelled for lead #\d+$/)]);
    expect(mails[0].text).toContain('The booking for 2026-12-01 09:00 UTC was cancelled.');
    expect(mails[0].text).toContain(`/forms/${owner.formId}/responses/${responseId}`);

    const events = receiver.received.filter((r) => r.payload.data?.response?.id === responseId);
    expect(events.map((e) => e.payload.type)).toEqual(['response.completed', 'booking.updated']);
    expect(events[1].payload.data.booking).toEqual({
      stepId: 'visit',
      question: 'When should we visit you?',
      status: 'cancelled',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      provider: 'calcom',
      uid: `cal-${ref}`,
      text: 'Cancelled (was 2026-12-01 09:00 UTC)',
    });
    expect(events[1].payload.data.response.answersById.visit).toMatchObject({ status: 'cancelled' });
    // The integration keeps its record of the lead: a second message says what changed.
    const messages = fake.slack.inChannel('C0BOOKING1');
    expect(messages.map((m) => JSON.stringify(m.blocks))).toEqual([
      expect.stringContaining('New lead: Ann Lee'),
      expect.stringContaining('Booking cancelled: Ann Lee'),
    ]);
  });

  it("applies Cal.com's reschedule chain by the chain, not by arrival: late events about the old booking change nothing", async () => {
    const owner = await ownerWithForm('calcom');
    expect((await owner.client.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
    const { ref, submit } = await respondent(owner.formId);
    const responseId = await submit();
    const first = {
      ref,
      uid: `a-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
    };
    const moved = {
      ref,
      uid: `b-${ref}`,
      start: '2026-12-03T10:00:00.000Z',
      end: '2026-12-03T11:00:00.000Z',
      trigger: 'BOOKING_RESCHEDULED' as const,
      rescheduleUid: first.uid,
      at: at(10),
    };
    // The reschedule arrives before the booking it replaces.
    expect((await owner.calcom(calcomBooking(moved))).body).toEqual({
      received: true,
      booked: true,
      status: 'rescheduled',
    });
    expect((await owner.calcom(calcomBooking({ ...first, at: at(1) }))).body).toEqual({
      received: true,
      booked: true,
      status: 'rescheduled',
    });
    // So does a cancellation of the old booking.
    await owner.calcom(calcomBooking({ ...first, trigger: 'BOOKING_CANCELLED', at: at(11) }));
    expect(await owner.detail(responseId)).toMatchObject({
      uid: `b-${ref}`,
      start: '2026-12-03T10:00:00.000Z',
      status: 'rescheduled',
    });
    const csv = await owner.client.get<string>(`/api/forms/${owner.formId}/responses.csv`);
    expect(String(csv.body)).toContain('Rescheduled to 2026-12-03 10:00 UTC');

    // A cancellation that names only its booking (no reference) is matched through the chain.
    const cancelNew = calcomBooking({ ...moved, trigger: 'BOOKING_CANCELLED', at: at(20) });
    cancelNew.payload.metadata = {} as { fe_ref: string };
    expect((await owner.calcom(cancelNew)).body).toMatchObject({ status: 'cancelled' });
    expect(await owner.detail(responseId)).toMatchObject({ uid: `b-${ref}`, status: 'cancelled' });
    expect((await owner.mails('lead-booking')).map((m) => m.subject.replace(/#\d+/, '#N'))).toEqual([
      'Booking rescheduled for lead #N',
      'Booking cancelled for lead #N',
    ]);
    // The webhook hears the two changes, once each: the late events about the old booking send nothing.
    const changes = receiver.received.filter(
      (r) => r.payload.data?.response?.id === responseId && r.payload.type === 'booking.updated',
    );
    expect(changes.map((r) => r.payload.data.booking?.status).sort()).toEqual(['cancelled', 'rescheduled']);
  });

  it('a booking confirmed only after submission e-mails "Booking confirmed" once', async () => {
    const owner = await ownerWithForm('calcom');
    const { ref, submit } = await respondent(owner.formId);
    await submit();
    await drained(srv);
    const made = calcomBooking({
      ref,
      uid: `c-${ref}`,
      start: '2026-12-05T08:00:00Z',
      end: '2026-12-05T09:00:00Z',
    });
    expect((await owner.calcom(made)).body).toEqual({ received: true, booked: true, status: 'booked' });
    expect((await owner.calcom(made)).body).toMatchObject({ duplicate: true });
    const mails = await owner.mails('lead-booking');
    expect(mails.map((m) => m.subject.replace(/#\d+/, '#N'))).toEqual(['Booking confirmed for lead #N']);
    expect(mails[0].text).toContain('The calendar confirmed the booking for 2026-12-05 08:00 UTC.');
  });

  it('a booking the calendar confirms while the submission is being stored still reaches the lead and its webhook', async () => {
    const owner = await ownerWithForm('calcom');
    expect((await owner.client.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
    const { ref, submit } = await respondent(owner.formId);
    const made = calcomBooking({
      ref,
      uid: `r-${ref}`,
      start: '2026-12-07T08:00:00Z',
      end: '2026-12-07T09:00:00Z',
    });
    // The webhook lands after the submission read the bookings and before it stored the answers.
    const writes = (
      srv.app.ctx.answers as unknown as { writes: { submit: (...a: unknown[]) => Promise<unknown> } }
    ).writes;
    const store = writes.submit;
    writes.submit = async (...args) => {
      expect((await owner.calcom(made)).body).toMatchObject({ status: 'booked' });
      return store.apply(writes, args);
    };
    let responseId = 0;
    try {
      responseId = await submit();
    } finally {
      writes.submit = store;
    }
    expect(await owner.detail(responseId)).toMatchObject({ uid: `r-${ref}`, status: 'booked' });
    await drained(srv);
    const events = receiver.received.filter((r) => r.payload.data?.response?.id === responseId);
    // Queued a moment apart, the two may reach the receiver in either order.
    expect(events.map((e) => e.payload.type).sort()).toEqual(['booking.updated', 'response.completed']);
    expect(events.find((e) => e.payload.type === 'booking.updated')?.payload.data.booking).toMatchObject({
      status: 'booked',
      start: '2026-12-07T08:00:00.000Z',
    });
  });

  it("applies Calendly's reschedule pair in either order, and a plain cancellation", async () => {
    const owner = await ownerWithForm('calendly');
    const { ref, submit } = await respondent(owner.formId);
    const responseId = await submit();
    const oldUri = `https://api.calendly.com/scheduled_events/EV1/invitees/${ref}`;
    const newUri = `https://api.calendly.com/scheduled_events/EV2/invitees/${ref}`;
    const times = { start: '2026-12-02T14:30:00.000000Z', end: '2026-12-02T15:00:00.000000Z' };
    const later = { start: '2026-12-04T16:00:00.000000Z', end: '2026-12-04T16:30:00.000000Z' };
    await owner.calendly(calendlyInvitee({ ref, invitee: oldUri, ...times, at: at(0) }));
    // The old invitee's cancellation as a reschedule comes first: the lead keeps its time until the new one comes.
    expect(
      (
        await owner.calendly(
          calendlyInvitee({
            ref,
            invitee: oldUri,
            ...times,
            event: 'invitee.canceled',
            newInvitee: newUri,
            at: at(3),
          }),
        )
      ).body,
    ).toEqual({ received: true, booked: true });
    expect(await owner.detail(responseId)).toMatchObject({ uid: oldUri, status: 'booked' });
    const created = calendlyInvitee({ ref, invitee: newUri, ...later, oldInvitee: oldUri, at: at(3) });
    created.payload.tracking = { utm_source: 'forms-engine', utm_content: '' };
    expect((await owner.calendly(created)).body).toMatchObject({ status: 'rescheduled' });
    expect(await owner.detail(responseId)).toMatchObject({
      uid: newUri,
      start: '2026-12-04T16:00:00.000Z',
      status: 'rescheduled',
    });
    expect(
      (
        await owner.calendly(
          calendlyInvitee({ ref, invitee: newUri, ...later, event: 'invitee.canceled', at: at(9) }),
        )
      ).body,
    ).toMatchObject({ status: 'cancelled' });
    expect(await owner.detail(responseId)).toMatchObject({ uid: newUri, status: 'cancelled' });
  });

  it('refuses an unsigned change and one for a booking and reference nobody knows', async () => {
    const owner = await ownerWithForm('calcom');
    const cancel = calcomBooking({
      ref: crypto.randomUUID(),
      uid: 'cal-unknown',
      start: '2026-12-01T09:00:00Z',
      end: '',
      trigger: 'BOOKING_CANCELLED',
    });
    expect((await owner.calcom(cancel)).status).toBe(404);
    const url = `${srv.url}/api/bookings/calcom/${owner.formId}`;
    expect(await sendCalcom(url, 'wrong-secret', cancel)).toMatchObject({ status: 401 });
    cancel.payload.metadata = {} as { fe_ref: string };
    expect((await owner.calcom(cancel)).status).toBe(400);
  });

  it('a lead marked as spam gets no e-mail or delivery about its booking', async () => {
    const owner = await ownerWithForm('calcom');
    const { ref, submit } = await respondent(owner.formId);
    const responseId = await submit();
    await drained(srv);
    expect(
      (await owner.client.put(`/api/forms/${owner.formId}/responses/${responseId}/spam`, { spam: true }))
        .status,
    ).toBe(200);
    const made = calcomBooking({
      ref,
      uid: `s-${ref}`,
      start: '2026-12-05T08:00:00Z',
      end: '2026-12-05T09:00:00Z',
    });
    expect((await owner.calcom(made)).body).toMatchObject({ status: 'booked' });
    expect(await owner.mails('lead-booking')).toEqual([]);
  });
});
