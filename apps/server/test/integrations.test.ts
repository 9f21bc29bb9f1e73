// Per-form integrations over real HTTP against local fakes of Slack, Google (OAuth, Sheets), HubSpot and Pipedrive:
// each lead arrives in the shape the service documents, retries never duplicate, a refused connection makes the
// integration wait (the owner is told, the leads are kept) until a fix resumes it, and the delivery log replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { FakeServices } from './fakes/server.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_COALESCE_MS: '300',
  WEBHOOK_TIMEOUT_MS: '1500',
  WEBHOOK_MAX_ATTEMPTS: '4',
  RATE_LIMITS: 'off',
  DEV_MAILBOX: 'true',
};

interface Integration {
  id: number;
  kind: string;
  name: string;
  status: string;
  brokenReason: string | null;
  waiting: number;
  mapping: { source: string; target: string }[];
  settings: Record<string, unknown>;
  secretHint: string | null;
}
interface Delivery {
  id: number;
  integrationId: number;
  status: string;
  attempts: number;
  detail: string | null;
  responseId: number | null;
  responseCode: number | null;
}

let srv: TestServer;
let fake: FakeServices;
let dropDb = async () => {};

beforeAll(async () => {
  fake = await new FakeServices().up();
  const db = await isolatedDatabase();
  dropDb = db.drop;
  srv = await startServer({ databaseUrl: db.url, memoryDb: !db.url }, { ...ENV, ...fake.env() });
});
afterAll(async () => {
  await srv?.close();
  await dropDb();
  await fake?.down();
});

const ANSWERS = {
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 180,
  'Anything else?': 'Call after 5 <b>pm</b> & ask for <!channel>',
  'How can we reach you?': {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 555 0199',
    consent: true,
  },
};

/** An owner with the sample form published (with an estimate); answers the step ids by title too. */
async function ownerWithForm(name = 'integrations') {
  const { client, email } = await signedInClient(srv.url, name);
  const base = sampleConfig();
  const config = {
    ...base,
    steps: base.steps.map((step, i) => (i === 1 ? { ...step, id: 'bill' } : step)),
    calculations: [
      {
        id: 'estimate',
        label: 'Estimated price',
        formula: 'bill * 100',
        format: 'currency',
        currency: 'USD',
      },
    ],
  };
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Solar') });
  expect(form.status).toBe(200);
  const formId = form.body.id;
  const record = await client.get<{ config: { steps: { id: string; title: string }[] } }>(
    `/api/forms/${formId}`,
  );
  const ids = Object.fromEntries(record.body.config.steps.map((s) => [s.title, s.id]));
  return { client, email, formId, ids };
}

async function submit(formId: number, answers: Record<string, unknown> = ANSWERS): Promise<number> {
  const res = await new Client(srv.url).post<{ id: number }>(`/api/forms/${formId}/submit`, answers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

async function addIntegration(client: Client, formId: number, body: Record<string, unknown>) {
  const res = await client.post<Integration>(`/api/forms/${formId}/integrations`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function log(client: Client, formId: number) {
  const res = await client.get<Delivery[]>(`/api/forms/${formId}/integrations/deliveries`);
  expect(res.status).toBe(200);
  return res.body;
}

async function integrationOf(client: Client, formId: number, id: number) {
  const res = await client.get<{ integrations: Integration[] }>(`/api/forms/${formId}/integrations`);
  return res.body.integrations.find((i) => i.id === id) as Integration;
}

const mailbox = async () =>
  (
    await new Client(srv.url).get<{
      messages: { to: string; subject: string; text: string; kind: string }[];
    }>('/api/dev/mailbox')
  ).body.messages;

describe('Slack', () => {
  it('posts a Block Kit message per lead through an incoming webhook: name, contact, mapped answers, estimate and a link', async () => {
    const { client, formId } = await ownerWithForm();
    const hook = fake.slack.addWebhook('C0SALES01');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    expect(slack).toMatchObject({ name: 'Slack', status: 'ok', settings: { mode: 'webhook' } });
    expect(slack.secretHint).toMatch(/^….{4}$/);
    // The default mapping: the answers people read and the calculation.
    expect(slack.mapping.map((m) => m.target)).toEqual([
      'What type of property do you have?',
      'Monthly electricity bill',
      'Anything else?',
      'Estimated price',
    ]);
    const responseId = await submit(formId);
    const message = await waitFor(() => fake.slack.inChannel('C0SALES01')[0], 10_000, 'Slack message');
    expect(fake.refusals).toEqual([]);
    expect(message.via).toBe('webhook');
    expect(message.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'New lead: Grace Hopper', emoji: false },
    });
    const texts = JSON.stringify(message.blocks);
    expect(texts).toContain('grace@example.com · +1 555 0199');
    expect(texts).toContain('*What type of property do you have?*\\nHouse');
    expect(texts).toContain('*Estimated price*\\n$18,000');
    // A respondent's text cannot make a link or ping a channel: Slack's special characters are escaped.
    expect(texts).toContain('Call after 5 &lt;b&gt;pm&lt;/b&gt; &amp; ask for &lt;!channel&gt;');
    const button = message.blocks.at(-1) as { elements: { url: string }[] };
    expect(button.elements[0].url).toMatch(
      new RegExp(`^http://[^/]+/forms/${formId}/responses/${responseId}$`),
    );
    const [delivery] = await waitFor(async () => {
      const l = await log(client, formId);
      return l[0]?.status === 'succeeded' && l;
    });
    expect(delivery).toMatchObject({
      integrationId: slack.id,
      responseId,
      attempts: 1,
      detail: 'Posted to Slack',
      responseCode: 200,
    });
  });

  it('sends a test lead of sample answers on request and reports what Slack answered', async () => {
    const { client, formId } = await ownerWithForm();
    const hook = fake.slack.addWebhook('C0TEST001');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    const ok = await client.post(`/api/forms/${formId}/integrations/${slack.id}/test`);
    expect(ok.body).toEqual({ ok: true, detail: 'Posted to Slack', responseCode: 200 });
    const [message] = fake.slack.inChannel('C0TEST001');
    expect(message.blocks[0]).toMatchObject({ text: { text: 'Test lead: Ada Lovelace (test lead)' } });
    fake.slack.archiveWebhook(hook);
    const archived = await client.post(`/api/forms/${formId}/integrations/${slack.id}/test`);
    expect(archived.body).toEqual({
      ok: false,
      detail: 'Slack answered HTTP 410: channel_is_archived',
      responseCode: 410,
    });
    // A test changes nothing: the integration is not marked, no delivery is logged.
    expect((await integrationOf(client, formId, slack.id)).status).toBe('ok');
    expect(await log(client, formId)).toEqual([]);
  });

  it('refuses a webhook URL that points to a private address unless the server allows it, and bad settings with a reason', async () => {
    const { client, formId } = await ownerWithForm();
    const bad = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'slack',
      secret: 'ftp://example.com/x',
    });
    expect(bad.status).toBe(400);
    const channel = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'slack',
      settings: { mode: 'bot', channel: '#sales' },
    });
    expect(channel.status).toBe(400);
    expect(channel.body).toEqual({
      error:
        'Use the channel ID (like C0123ABCD): in Slack, open the channel details; the ID is at the bottom',
    });
    const kind = await client.post(`/api/forms/${formId}/integrations`, { kind: 'mailchimp' });
    expect(kind.status).toBe(400);
    const other = await signedInClient(srv.url, 'stranger');
    expect((await other.client.get(`/api/forms/${formId}/integrations`)).status).toBe(403);
    expect((await new Client(srv.url).get(`/api/forms/${formId}/integrations`)).status).toBe(401);
  });

  it('stops on an archived channel without losing leads: they wait, the owner is told once, a new URL sends them', async () => {
    const { client, formId, email } = await ownerWithForm('archived');
    const hook = fake.slack.addWebhook('C0ARCH001');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    fake.slack.archiveWebhook(hook);
    const first = await submit(formId);
    const broken = await waitFor(async () => {
      const i = await integrationOf(client, formId, slack.id);
      return i.status === 'broken' && i;
    });
    expect(broken.brokenReason).toBe('Slack answered HTTP 410: channel_is_archived');
    const second = await submit(formId);
    await waitFor(async () => (await log(client, formId)).length === 2);
    const waiting = await log(client, formId);
    expect(waiting.map((d) => [d.responseId, d.status])).toEqual([
      [second, 'paused'],
      [first, 'paused'],
    ]);
    expect((await integrationOf(client, formId, slack.id)).waiting).toBe(2);
    const problems = await client.get<{ integrationId: number; reason: string; waiting: number }[]>(
      '/api/integrations/problems',
    );
    expect(problems.body).toEqual([
      expect.objectContaining({ integrationId: slack.id, formId, reason: broken.brokenReason, waiting: 2 }),
    ]);
    const told = (await mailbox()).filter((m) => m.to === email && m.kind === 'integration-broken');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Slack stopped for "Solar [^"]+": leads are waiting$/);
    expect(told[0].text).toContain(`/forms/${formId}/integrations`);

    const newHook = fake.slack.addWebhook('C0ARCH002');
    const fixed = await client.put<Integration>(`/api/forms/${formId}/integrations/${slack.id}`, {
      secret: `${fake.base}/slack${newHook}`,
    });
    expect(fixed.body).toMatchObject({ status: 'ok', brokenReason: null });
    await waitFor(() => fake.slack.inChannel('C0ARCH002').length === 2, 10_000, 'both waiting leads');
    expect((await log(client, formId)).every((d) => d.status === 'succeeded')).toBe(true);
    expect((await client.get('/api/integrations/problems')).body).toEqual([]);
  });

  it('posts with a bot token; an attempt whose answer was lost is found in the channel and not posted twice', async () => {
    const { client, formId } = await ownerWithForm();
    const token = fake.slack.addBot(['C0BOT0001']);
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      settings: { mode: 'bot', channel: 'C0BOT0001' },
      secret: token,
    });
    // Slack takes the message but its answer never arrives in time: the attempt times out and is retried.
    fake.fault('slack', { path: /chat\.postMessage/, holdMs: 4000 });
    const responseId = await submit(formId);
    const done = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'succeeded'),
      15_000,
    );
    expect(done).toMatchObject({ integrationId: slack.id, responseId, attempts: 2 });
    expect(done.detail).toMatch(/^Already in Slack \(message \d+\.\d+\)$/);
    const messages = fake.slack.inChannel('C0BOT0001');
    expect(messages).toHaveLength(1);
    expect(messages[0].metadata).toMatchObject({
      event_type: 'forms_engine_lead',
      event_payload: { response_id: responseId },
    });
    const posts = fake.of('slack').filter((r) => r.path.startsWith('/api/chat.postMessage'));
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.authorization).toBe(`Bearer ${token}`);
  });
});
