// "Keep unverified leads in the responses only" over real HTTP: a held lead gets no owner e-mail, respondent
// confirmation, brochure, webhook, REST hook, integration or GA4 delivery, and no booking-change e-mail, and its submit
// answer tells the page to track no lead; an unfinished one gets neither the unfinished-lead e-mail nor the "finish
// your request" invitation until its session confirms the address, and then both go. A verified lead of the same
// form goes everywhere, which shows each path ran.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { calcomBooking, sendCalcom } from './fakes/calendars.ts';
import { FakeGa4 } from './fakes/conversions.ts';
import { FakeServices } from './fakes/server.ts';
import { Client, drained, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { Receiver, waitFor } from './webhook-receiver.ts';

let srv: TestServer;
const fake = new FakeServices();
const crm = new Receiver();
const hookTarget = new Receiver();

beforeAll(async () => {
  await fake.up();
  await crm.up();
  await hookTarget.up();
  srv = await startServer(
    {},
    {
      ...fake.env(),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '25',
      WEBHOOK_COALESCE_MS: '100',
      RATE_LIMITS: 'off',
      DEV_MAILBOX: 'true',
      APP_SECRET: 'a-test-secret-of-enough-length',
    },
  );
}, 120_000);
afterAll(async () => {
  await srv?.close();
  await fake.down();
  await crm.down();
  await hookTarget.down();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}
const mailbox = async () =>
  (await new Client(srv.url).get<{ messages: Mail[] }>('/api/dev/mailbox')).body.messages;
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await srv.app.ctx.database.db.execute(q));

const config = {
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
    {
      id: 'contact',
      type: 'contact',
      title: 'How can we reach you?',
      config: { verify: 'email', unverified: 'hold' },
    },
    {
      id: 'visit',
      type: 'booking',
      title: 'When should we visit you?',
      provider: 'calcom',
      url: 'https://cal.com/acme/site-visit',
    },
  ],
};

/** An owner of the holding form with every destination: e-mails, webhook, a REST hook, Slack and the brochure. */
async function holdingForm() {
  const { client, email } = await signedInClient(srv.url, 'held');
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Held') });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const formId = form.body.id;
  expect((await client.post('/api/user/webhook', { webhookUrl: crm.url })).status).toBe(200);
  const channel = `C${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const slack = await client.post(`/api/forms/${formId}/integrations`, {
    kind: 'slack',
    secret: `${fake.base}/slack${fake.slack.addWebhook(channel)}`,
  });
  expect(slack.status, JSON.stringify(slack.body)).toBe(201);
  // A tracking destination: GA4's Measurement Protocol.
  const ga4 = await client.post(`/api/forms/${formId}/integrations`, {
    kind: 'ga4',
    settings: { measurementId: 'G-TEST1234' },
    secret: FakeGa4.SECRET,
  });
  expect(ga4.status, JSON.stringify(ga4.body)).toBe(201);
  const key = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
  const hook = await new Client(srv.url, { authorization: `Bearer ${key}` }).post('/api/hooks', {
    formId,
    event: 'response.completed',
    targetUrl: hookTarget.url,
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const notifications = await client.put(`/api/forms/${formId}/notifications`, {
    owner: { enabled: true, extraRecipients: [] },
    respondent: { enabled: true, subject: 'Thanks', text: 'We will call you shortly.' },
    unfinished: { enabled: true, idleMinutes: 5 },
    recovery: { enabled: true, idleMinutes: 60, subject: 'Nearly done', text: 'Finish your request.' },
  });
  expect(notifications.status, JSON.stringify(notifications.body)).toBe(200);
  const brochure = await client.put(`/api/console/${formId}`, {
    consoleConfig: {
      enable: true,
      formConfig: { enabled_actions: [], trigger: { slide_no: 0, option: null } },
      responseConfig: {
        enabled_actions: ['send_brochure'],
        trigger: { slide_no: 0, option: ['flat'] },
        brochure_text: 'Our flat roof brochure.',
      },
    },
  });
  expect(brochure.status, JSON.stringify(brochure.body)).toBe(200);
  const hookSettings = await client.get<{ secret: string; calcomUrl: string }>(
    `/api/forms/${formId}/booking-webhook`,
  );
  return {
    client,
    formId,
    channel,
    owner: email.toLowerCase(),
    booking: (body: unknown) =>
      sendCalcom(
        hookSettings.body.calcomUrl.replace(/^http:\/\/localhost:\d+/, srv.url),
        hookSettings.body.secret,
        body,
      ),
  };
}

/** A respondent who answered up to the booking step; with `verify`, the session confirmed the address first. */
async function respondent(formId: number, address: string, verify: boolean) {
  const browser = new Client(srv.url);
  const session = (
    await browser.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)
  ).body;
  const ref = crypto.randomUUID();
  const answers = {
    'Which roof do you have?': 'flat',
    'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: address, consent: true },
  };
  const confirm = async () => {
    const sent = await browser.post(`/api/sessions/${session.sessionId}/verification`, {
      channel: 'email',
      value: address,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await drained(srv);
    const mail = (await mailbox()).find((m) => m.to === address && m.kind === 'verification-code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const checked = await browser.post(`/api/sessions/${session.sessionId}/verification/check`, {
      channel: 'email',
      code,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  };
  if (verify) await confirm();
  const saved = await browser.patch(`/api/sessions/${session.sessionId}/temp-response`, {
    tempResponse: { ...answers, 'When should we visit you?': { ref } },
  });
  expect(saved.status).toBe(200);
  const submit = async () => {
    const res = await browser.post<{ id: number; held?: boolean }>(`/api/forms/${formId}/submit`, {
      ...answers,
      'When should we visit you?': { ref, booked: true },
      _sessionInfo: session,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The page is told, so its conversion tracking stays silent for a held lead.
    expect(res.body.held).toBe(verify ? undefined : true);
    return res.body.id;
  };
  return { session, ref, submit, confirm };
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('held unverified leads', () => {
  it('a submitted unverified lead reaches nobody — no e-mail, webhook, hook, integration or booking change — while a verified one reaches all', async () => {
    const form = await holdingForm();
    const hitsBefore = fake.ga4.received.length;
    const yes = unique('verified');
    const no = unique('unverified');
    const verified = await respondent(form.formId, yes, true);
    const held = await respondent(form.formId, no, false);
    const verifiedId = await verified.submit();
    const heldId = await held.submit();
    // A booking change after submission for each.
    for (const r of [verified, held])
      expect(
        (
          await form.booking(
            calcomBooking({
              ref: r.ref,
              uid: `u-${r.ref}`,
              start: '2026-12-01T09:00:00Z',
              end: '2026-12-01T10:00:00Z',
            }),
          )
        ).status,
      ).toBe(200);
    await drained(srv);
    // The answers saved on the way go as response.updated; the lead and its booking change follow.
    const aboutVerified = (list: { payload: { type: string; data: { response: { id: number } } } }[]) =>
      list.filter(
        (r) => r.payload.data?.response?.id === verifiedId && r.payload.type !== 'response.updated',
      );
    await waitFor(
      () => aboutVerified(crm.received).length === 2,
      10_000,
      'the verified lead and its booking',
    );
    expect(aboutVerified(crm.received).map((r) => r.payload.type)).toEqual([
      'response.completed',
      'booking.updated',
    ]);
    await waitFor(() => aboutVerified(hookTarget.received).length === 1, 10_000, 'the hook');
    await waitFor(() => fake.slack.inChannel(form.channel).length === 2, 10_000, 'two Slack messages');
    await waitFor(() => fake.ga4.received.length > hitsBefore, 10_000, 'the verified lead’s generate_lead');
    await drained(srv);
    // One conversion: the verified lead's (a booking change is never a second one).
    expect(fake.ga4.received.length - hitsBefore).toBe(1);

    const mails = await mailbox();
    const kinds = (filter: (m: Mail) => boolean) =>
      mails
        .filter(filter)
        .map((m) => m.kind)
        .sort();
    expect(kinds((m) => m.to === form.owner && m.text.includes(yes))).toEqual(['lead-owner']);
    expect(kinds((m) => m.to === form.owner && m.kind === 'lead-booking')).toEqual(['lead-booking']);
    expect(kinds((m) => m.to === yes)).toEqual(['brochure', 'lead-respondent', 'verification-code']);
    expect(kinds((m) => m.to === no || m.text.includes(no))).toEqual([]);
    expect(crm.received.filter((r) => r.payload.data?.response?.id === heldId)).toEqual([]);
    expect(hookTarget.received.filter((r) => r.payload.data?.response?.id === heldId)).toEqual([]);
    expect(fake.slack.inChannel(form.channel).every((m) => !JSON.stringify(m.blocks).includes(no))).toBe(
      true,
    );
    const queued = await rows<{ n: number }>(
      sql`select count(*)::int as n from webhook_deliveries where response_id = ${heldId}`,
    );
    expect(queued[0]?.n).toBe(0);
    // Held, never lost: the lead and its booking are on its page.
    const detail = await form.client.get<{ response: Record<string, unknown> }>(
      `/api/forms/${form.formId}/responses/${heldId}`,
    );
    expect(detail.body.response.visit).toMatchObject({ status: 'booked', start: '2026-12-01T09:00:00.000Z' });
  });

  it('an unfinished unverified lead waits: no unfinished-lead e-mail or invitation back until its session confirms the address', async () => {
    const form = await holdingForm();
    const yes = unique('idle-verified');
    const no = unique('idle-unverified');
    const verified = await respondent(form.formId, yes, true);
    const held = await respondent(form.formId, no, false);
    // Switched on two hours ago, so the answers an hour old count as given since.
    await srv.app.ctx.database.db.execute(
      sql`update form_settings set notifications = jsonb_set(jsonb_set(notifications,
          '{unfinished,since}', to_jsonb((now() - interval '2 hours')::text)),
          '{recovery,since}', to_jsonb((now() - interval '2 hours')::text))
        where form_id = ${form.formId}`,
    );
    const idle = async () => {
      await srv.app.ctx.database.db.execute(
        sql`update responses set updated_at = now() - interval '61 minutes'
          where session_id in (${verified.session.sessionId}, ${held.session.sessionId})`,
      );
      srv.app.ctx.recovery.now = () => new Date(Date.now() + 61 * 60_000);
    };
    await idle();
    const sent = async (kind: string, about: string) =>
      (await mailbox()).filter((m) => m.kind === kind && (m.to === about || m.text.includes(about)));
    // The same scans that report and invite the verified respondent pass the held one by.
    await waitFor(async () => (await sent('lead-unfinished', yes)).length === 1, 15_000, 'unfinished e-mail');
    await waitFor(async () => (await sent('lead-recovery', yes)).length === 1, 15_000, 'invitation');
    expect(await sent('lead-unfinished', no)).toEqual([]);
    expect(await sent('lead-recovery', no)).toEqual([]);
    const marks = await rows<{ unfinished: boolean; recovery: boolean }>(
      sql`select unfinished_notified_at is not null as unfinished, recovery_mailed_at is not null as recovery
        from responses where session_id = ${held.session.sessionId}`,
    );
    expect(marks[0]).toEqual({ unfinished: false, recovery: false });

    // Confirmed now: the next scans report it and invite it back.
    await held.confirm();
    await idle();
    await waitFor(async () => (await sent('lead-unfinished', no)).length === 1, 15_000, 'unfinished e-mail');
    await waitFor(async () => (await sent('lead-recovery', no)).length === 1, 15_000, 'invitation');
  });
});
