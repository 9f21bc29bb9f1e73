// Verified and unverified leads over real HTTP: the Verified column of the responses list and CSV, the mark in the
// owner's e-mail, the Slack message and the webhook, and the owner's choice to keep unverified leads in the responses
// only (every path held: held-leads.test.ts). Codes go by e-mail to the dev mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  drained,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { FakeServices } from './fakes/server.ts';
import { Receiver, waitFor } from './webhook-receiver.ts';

let srv: TestServer;
let fake: FakeServices;
const crm = new Receiver();

beforeAll(async () => {
  fake = await new FakeServices().up();
  await crm.up();
  srv = await startServer(
    {},
    {
      ...fake.env(),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '25',
      WEBHOOK_COALESCE_MS: '300',
      RATE_LIMITS: 'off',
      DEV_MAILBOX: 'true',
      APP_SECRET: 'a-test-secret-of-enough-length',
    },
  );
}, 120_000);
afterAll(async () => {
  await srv?.close();
  await fake?.down();
  await crm.down();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}
const mailbox = async () =>
  (await new Client(srv.url).get<{ messages: Mail[] }>('/api/dev/mailbox')).body.messages;

/** An owner with a Slack integration and a webhook, and the sample form whose contact step verifies e-mail. */
async function ownerWithForm(unverified?: 'send' | 'hold') {
  const { client, email } = await signedInClient(srv.url, 'verified');
  const base = sampleConfig();
  const config = {
    ...base,
    steps: base.steps.map((s) =>
      s.type === 'contact' ? { ...s, config: { verify: 'email', ...(unverified ? { unverified } : {}) } } : s,
    ),
  };
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Roof') });
  expect(form.status).toBe(200);
  const formId = form.body.id;
  expect((await client.post('/api/user/webhook', { webhookUrl: crm.url })).status).toBe(200);
  const channel = `C${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const hook = fake.slack.addWebhook(channel);
  const slack = await client.post(`/api/forms/${formId}/integrations`, {
    kind: 'slack',
    secret: `${fake.base}/slack${hook}`,
  });
  expect(slack.status, JSON.stringify(slack.body)).toBe(201);
  return { client, email, formId, channel };
}

/** Submits a lead for `address`; with `verify`, its session first confirms the address with the e-mailed code. */
async function submitLead(formId: number, address: string, verify: boolean): Promise<number> {
  const respondent = new Client(srv.url);
  const session = (
    await respondent.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)
  ).body;
  if (verify) {
    const sent = await respondent.post(`/api/sessions/${session.sessionId}/verification`, {
      channel: 'email',
      value: address,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await drained(srv);
    const mail = (await mailbox()).filter((m) => m.to === address && m.kind === 'verification-code').at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const checked = await respondent.post(`/api/sessions/${session.sessionId}/verification/check`, {
      channel: 'email',
      code,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  }
  const res = await respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
    'What type of property do you have?': 'house',
    'Monthly electricity bill': 150,
    'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: address, consent: true },
    _sessionInfo: session,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('verified leads', () => {
  it('shows Verified in the responses list and CSV, the owner e-mail, Slack and the webhook; unverified leads still go by default', async () => {
    const { client, email, formId, channel } = await ownerWithForm();
    const yes = unique('yes');
    const no = unique('no');
    const verifiedId = await submitLead(formId, yes, true);
    const plainId = await submitLead(formId, no, false);
    await drained(srv);

    const list = await client.get<{ id: number; verified?: object }[]>(`/api/forms/${formId}/responses`);
    const rows = new Map(list.body.map((r) => [r.id, r]));
    expect(rows.get(verifiedId)?.verified).toEqual({ email: true, phone: false });
    expect(rows.get(plainId)?.verified).toEqual({ email: false, phone: false });

    const csv = await client.get<string>(`/api/forms/${formId}/responses.csv`);
    const lines = String(csv.body).trim().split(/\r?\n/);
    const header = lines[0].split(',');
    const column = header.indexOf('Verified');
    expect(column).toBeGreaterThan(0);
    const cellOf = (address: string) => lines.find((l) => l.includes(address))?.split(',')[column];
    expect(cellOf(yes)).toBe('E-mail');
    expect(cellOf(no)).toBe('Not verified');

    const owner = (await mailbox()).filter((m) => m.to === email.toLowerCase() && m.kind === 'lead-owner');
    expect(owner).toHaveLength(2);
    expect(owner.map((m) => /Verified: (.+)/.exec(m.text)?.[1]).sort()).toEqual(['E-mail', 'Not verified']);

    const messages = await waitFor(
      () => {
        const m = fake.slack.inChannel(channel);
        return m.length === 2 && m;
      },
      10_000,
      'two Slack messages',
    );
    const texts = messages.map((m) => JSON.stringify(m.blocks));
    expect(texts.find((t) => t.includes(yes))).toContain('_Verified: E-mail_');
    expect(texts.find((t) => t.includes(no))).toContain('_Not verified_');

    const hooks = await waitFor(
      () => {
        const got = crm.received.filter((r) => r.payload.data?.form?.id === formId);
        return got.length === 2 && got;
      },
      10_000,
      'two webhooks',
    );
    const flags = Object.fromEntries(
      hooks.map((h) => [h.payload.data.response.id, h.payload.data.response.verified]),
    );
    expect(flags[verifiedId]).toEqual({ email: true, phone: false });
    expect(flags[plainId]).toEqual({ email: false, phone: false });
  });

  it('holds unverified leads back from the owner e-mail, the integrations and the webhook when the owner chooses so', async () => {
    const { client, email, formId, channel } = await ownerWithForm('hold');
    const yes = unique('held-yes');
    const no = unique('held-no');
    const verifiedId = await submitLead(formId, yes, true);
    const plainId = await submitLead(formId, no, false);
    await drained(srv);
    await waitFor(
      () => crm.received.some((r) => r.payload.data?.response?.id === verifiedId),
      10_000,
      'the verified lead’s webhook',
    );
    expect(crm.received.filter((r) => r.payload.data?.response?.id === plainId)).toEqual([]);
    await waitFor(() => fake.slack.inChannel(channel).length === 1, 10_000, 'one Slack message');
    await drained(srv);
    const slack = fake.slack.inChannel(channel);
    expect(slack).toHaveLength(1);
    expect(JSON.stringify(slack[0].blocks)).toContain(yes);
    const owner = (await mailbox()).filter((m) => m.to === email.toLowerCase() && m.kind === 'lead-owner');
    expect(owner).toHaveLength(1);
    expect(owner[0].text).toContain(yes);
    // Held back, never lost: both leads are listed.
    const list = await client.get<{ id: number }[]>(`/api/forms/${formId}/responses`);
    expect(list.body.map((r) => r.id).sort()).toEqual([verifiedId, plainId].sort());
  });

  it('refuses an unknown choice for unverified leads with a 400 naming it', async () => {
    const { client } = await signedInClient(srv.url, 'verified-bad');
    const base = sampleConfig();
    const config = {
      ...base,
      steps: base.steps.map((s) =>
        s.type === 'contact' ? { ...s, config: { verify: 'email', unverified: 'drop' } } : s,
      ),
    };
    const res = await client.post<{ error: string }>('/api/publish', { config, label: uniqueLabel('Roof') });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('unverified');
  });
});
