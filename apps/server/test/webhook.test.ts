// CRM webhook over real HTTP: settings, signed test sends, every response delivered (signed, coalesced, retried through outages), delivery log and replay.
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { retryDelayMs } from '../src/services/deliveries.ts';
import { WorkerLoop } from '../src/workers/loop.ts';
import {
  Client,
  drained,
  sampleConfig,
  signedInClient,
  startServer,
  storedAs,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { isolatedDatabase, Receiver, waitFor } from './webhook-receiver.ts';

const FAST_RETRIES = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '300',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_COALESCE_MS: '2000',
  WEBHOOK_TIMEOUT_MS: '600',
  WEBHOOK_MAX_ATTEMPTS: '10',
  RATE_LIMITS: 'off',
};

interface Delivery {
  id: number;
  webhookId: string;
  event: string;
  status: string;
  attempts: number;
  lastError: string | null;
  responseCode: number | null;
  formId: number | null;
  responseId: number | null;
}

let srv: TestServer;
const receivers: Receiver[] = [];

let dropDb = async () => {};
beforeAll(async () => {
  const db = await isolatedDatabase();
  dropDb = db.drop;
  srv = await startServer({ databaseUrl: db.url, memoryDb: !db.url }, FAST_RETRIES);
});
afterAll(async () => {
  await srv.close();
  await dropDb();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});

async function receiver() {
  const r = await new Receiver().up();
  receivers.push(r);
  return r;
}

/** An owner with a form and a saved webhook URL; returns what the tests need. */
async function ownerWithWebhook(url: string, base = srv.url) {
  const { client } = await signedInClient(base, 'crm');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect(form.status).toBe(200);
  const saved = await client.post('/api/user/webhook', { webhookUrl: url });
  expect(saved.body).toMatchObject({ success: true, message: 'Webhook URL saved successfully' });
  const { body } = await client.get<{ secret: string }>('/api/user/webhook');
  return { client, formId: form.body.id, secret: body.secret };
}

const ANSWERS = {
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 120,
  'How can we reach you?': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    consent: true,
  },
};

async function submit(base: string, formId: number, answers: Record<string, unknown> = ANSWERS) {
  const res = await new Client(base).post<{ id: number }>(`/api/forms/${formId}/submit`, answers);
  expect(res.status).toBe(200);
  return res.body.id;
}

function verify(secret: string, r: { body: string; headers: Record<string, string> }) {
  return new Webhook(secret).verify(r.body, {
    'webhook-id': r.headers['webhook-id'],
    'webhook-timestamp': r.headers['webhook-timestamp'],
    'webhook-signature': r.headers['webhook-signature'],
  });
}

async function deliveries(client: Client) {
  return (await client.get<Delivery[]>('/api/user/webhook/deliveries')).body;
}

describe('webhook settings', () => {
  it('creates a whsec_ secret lazily, keeps it, and rotates it on request', async () => {
    const { client } = await signedInClient(srv.url);
    const first = await client.get<{ webhookUrl: string; secret: string }>('/api/user/webhook');
    expect(first.status).toBe(200);
    expect(first.body.webhookUrl).toBe('');
    expect(first.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);
    expect((await client.get<{ secret: string }>('/api/user/webhook')).body.secret).toBe(first.body.secret);
    const rotated = await client.post<{ secret: string }>('/api/user/webhook/secret/rotate');
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(first.body.secret);
    expect((await client.get<{ secret: string }>('/api/user/webhook')).body.secret).toBe(rotated.body.secret);
  });

  it('accepts only http(s) URLs and needs a signed-in owner', async () => {
    const { client } = await signedInClient(srv.url);
    for (const webhookUrl of ['ftp://example.com/x', 'javascript:alert(1)', 'not a url', 'mailto:a@b.c']) {
      const res = await client.post('/api/user/webhook', { webhookUrl });
      expect(res.status, webhookUrl).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid webhook URL' });
    }
    const ok = await client.post('/api/user/webhook', { webhookUrl: 'http://127.0.0.1:9/hook' });
    expect(ok.body).toMatchObject({ success: true, message: 'Webhook URL saved successfully' });
    expect((await client.get('/api/user/webhook')).body).toMatchObject({
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    const anon = new Client(srv.url);
    expect((await anon.get('/api/user/webhook')).body).toEqual({ error: 'User not authenticated' });
    expect((await anon.post('/api/user/webhook', { webhookUrl: 'http://x.test' })).status).toBe(401);
  });

  it('sends a signed test event and reports the receiver’s answer', async () => {
    const r = await receiver();
    const { client } = await signedInClient(srv.url);
    expect((await client.post('/api/user/webhook/test', {})).body).toEqual({
      error: 'Please enter a webhook URL first',
    });
    const ok = await client.post('/api/user/webhook/test', { webhookUrl: r.url });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Test webhook sent successfully',
      responseCode: 200,
    });
    const { secret } = (await client.get<{ secret: string }>('/api/user/webhook')).body;
    const got = r.received.at(-1);
    expect(got).toBeDefined();
    expect(verify(secret, got as NonNullable<typeof got>)).toMatchObject({ type: 'webhook.test' });
    r.mode = 'error';
    const bad = await client.post('/api/user/webhook/test', { webhookUrl: r.url });
    expect(bad.status).toBe(502);
    expect(bad.body).toMatchObject({ error: 'Failed to send test webhook', responseCode: 500 });
  });
});

describe('webhook delivery', () => {
  it('delivers every submission as a signed response.completed event with all answers and metadata', async () => {
    const r = await receiver();
    const { client, formId, secret } = await ownerWithWebhook(r.url);
    const respondent = new Client(srv.url);
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const id = await submit(srv.url, formId, { ...ANSWERS, _sessionInfo: session.body });
    const got = await waitFor(() => r.byResponse(id).find((x) => x.payload.type === 'response.completed'));
    const payload = verify(secret, got) as Record<string, unknown>;
    const form = (await client.get<{ label: string }>(`/api/forms/${formId}`)).body;
    expect(payload).toMatchObject({
      type: 'response.completed',
      data: {
        form: { id: formId, label: form.label, language: 'en', domain: '' },
        response: {
          id,
          sessionId: session.body.sessionId,
          sessionNo: session.body.sessionNo,
          // The lead's number in the owner's table: the form's first lead.
          leadNo: 1,
          complete: true,
          // Under the questions' titles (the specification's shape) and under the steps' ids.
          answers: ANSWERS,
          answersById: storedAs(ANSWERS),
        },
      },
    });
    const response = (payload.data as { response: Record<string, unknown> }).response;
    expect(response.answersById).toEqual(storedAs(ANSWERS));
    expect(response.submittedAt).toEqual(expect.any(String));
    expect(response.answers).not.toHaveProperty('_sessionInfo');
    expect(got.headers['content-type']).toBe('application/json');
    // A tampered body fails verification.
    expect(() => verify(secret, { ...got, body: got.body.replace('Ada', 'Eve') })).toThrow();
    const log = await deliveries(client);
    expect(log[0]).toMatchObject({
      event: 'response.completed',
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
      formId,
      responseId: id,
      webhookId: got.id,
    });
  });

  it('coalesces an incomplete response: rapid saves become one update carrying the latest answers', async () => {
    const r = await receiver();
    const { client, formId, secret } = await ownerWithWebhook(r.url);
    const respondent = new Client(srv.url);
    const { sessionId } = (await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body;
    const saves = ['house', 'flat', 'house', 'flat'];
    for (const [i, choice] of saves.entries()) {
      const res = await respondent.patch(`/api/sessions/${sessionId}/temp-response`, {
        tempResponse: { 'What type of property do you have?': choice, 'Anything else?': `note ${i}` },
      });
      expect(res.status).toBe(200);
    }
    const first = await waitFor(() =>
      r.received.find((x) => x.payload.data?.response?.sessionId === sessionId),
    );
    // Every due delivery has run, and the log (which lists waiting ones too) holds this one update only.
    await drained(srv);
    const updates = r.received.filter((x) => x.payload.data?.response?.sessionId === sessionId);
    expect(updates).toHaveLength(1);
    expect(await deliveries(client)).toHaveLength(1);
    expect(verify(secret, first)).toMatchObject({
      type: 'response.updated',
      data: {
        response: {
          complete: false,
          answers: { 'What type of property do you have?': 'flat', 'Anything else?': 'note 3' },
        },
      },
    });
    // Saving the same answers again is not a change: nothing new is sent.
    await respondent.patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { 'What type of property do you have?': 'flat', 'Anything else?': 'note 3' },
    });
    await drained(srv);
    expect(r.received.filter((x) => x.payload.data?.response?.sessionId === sessionId)).toHaveLength(1);
    expect(await deliveries(client)).toHaveLength(1);
    // A later change is sent again; then the submission arrives as complete.
    await respondent.patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { 'What type of property do you have?': 'house' },
    });
    await waitFor(
      () => r.received.filter((x) => x.payload.data?.response?.sessionId === sessionId).length === 2,
    );
    await submit(srv.url, formId, { ...ANSWERS, _sessionInfo: { sessionId, sessionNo: 1 } });
    const done = await waitFor(() =>
      r.received.find(
        (x) => x.payload.data?.response?.sessionId === sessionId && x.payload.type === 'response.completed',
      ),
    );
    expect(done.payload.data.response.complete).toBe(true);
    const log = await deliveries(client);
    expect(log.map((d) => d.event).sort()).toEqual([
      'response.completed',
      'response.updated',
      'response.updated',
    ]);
  });

  it('keeps every delivery through a receiver that is down, then slow, then back; retries carry the same webhook-id', async () => {
    const r = await receiver();
    r.slowMs = 1500; // longer than WEBHOOK_TIMEOUT_MS (600): the CRM gets the request but we time out
    const { client, formId, secret } = await ownerWithWebhook(r.url);
    await r.down();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submit(srv.url, formId));
    await waitFor(
      async () =>
        (await deliveries(client)).every((d) => d.attempts >= 2 && /ECONNREFUSED/.test(d.lastError ?? '')),
      10_000,
      'refused attempts',
    );
    r.mode = 'slow';
    await r.up();
    await waitFor(
      () => new Set(r.received.map((x) => x.payload.data.response.id)).size === 5,
      10_000,
      'slow arrivals',
    );
    const timedOut = await waitFor(
      async () => (await deliveries(client)).find((d) => /Timed out/.test(d.lastError ?? '')),
      10_000,
      'a timeout in the log',
    );
    expect(timedOut.status).toMatch(/pending|delivering/);
    r.mode = 'ok';
    await waitFor(
      async () => (await deliveries(client)).every((d) => d.status === 'succeeded'),
      15_000,
      'all succeeded',
    );
    for (const id of ids) {
      const got = r.byResponse(id);
      expect(got.length).toBeGreaterThanOrEqual(1);
      expect(new Set(got.map((x) => x.id)).size, `one webhook-id for response ${id}`).toBe(1);
      expect(got.some((x) => x.mode === 'ok')).toBe(true);
      for (const x of got) verify(secret, x);
    }
    const log = await deliveries(client);
    expect(log.every((d) => d.attempts >= 3 && d.responseCode === 200 && d.lastError === null)).toBe(true);
  });

  it('gives up after the configured number of attempts and can replay a delivery with the same webhook-id', async () => {
    const r = await receiver();
    r.mode = 'error';
    const { client, formId } = await ownerWithWebhook(r.url);
    const id = await submit(srv.url, formId);
    const failed = await waitFor(
      async () => (await deliveries(client)).find((d) => d.status === 'failed'),
      15_000,
      'failed delivery',
    );
    expect(failed).toMatchObject({ attempts: 10, responseCode: 500, responseId: id });
    expect(failed.lastError).toMatch(/HTTP 500/);
    expect(r.byResponse(id)).toHaveLength(10);

    r.mode = 'ok';
    const replay = await client.post(`/api/user/webhook/deliveries/${failed.id}/replay`);
    expect(replay.body).toMatchObject({ success: true });
    await waitFor(async () => (await deliveries(client))[0]?.status === 'succeeded', 5000, 'replayed');
    const got = r.byResponse(id);
    expect(got.at(-1)?.mode).toBe('ok');
    expect(new Set(got.map((x) => x.id)).size).toBe(1);

    // Another owner sees none of it and cannot replay it.
    const { client: other } = await signedInClient(srv.url, 'other');
    expect(await deliveries(other)).toEqual([]);
    expect((await other.post(`/api/user/webhook/deliveries/${failed.id}/replay`)).status).toBe(404);
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    const r = await receiver();
    r.mode = 'redirect';
    const { client, formId } = await ownerWithWebhook(r.url);
    await submit(srv.url, formId);
    const d = await waitFor(
      async () => (await deliveries(client)).find((x) => x.attempts >= 2),
      5000,
      'retry',
    );
    expect(d.responseCode).toBe(302);
    expect(d.lastError).toMatch(/redirects are not followed/);
    expect(d.status).not.toBe('succeeded');
  });

  it('disables the endpoint on 410 Gone until the owner saves the URL again', async () => {
    const r = await receiver();
    r.mode = 'gone';
    const { client, formId } = await ownerWithWebhook(r.url);
    await submit(srv.url, formId);
    await waitFor(async () => (await deliveries(client))[0]?.status === 'failed', 5000, '410');
    expect((await client.get('/api/user/webhook')).body).toMatchObject({ disabled: true });
    expect(r.received).toHaveLength(1);
    await submit(srv.url, formId);
    await drained(srv);
    expect(await deliveries(client)).toHaveLength(1);
    expect(r.received).toHaveLength(1);

    r.mode = 'ok';
    await client.post('/api/user/webhook', { webhookUrl: r.url });
    expect((await client.get('/api/user/webhook')).body).toMatchObject({ disabled: false });
    await submit(srv.url, formId);
    await waitFor(() => r.ok().length === 1, 5000, 'delivery after re-enabling');
  });

  it('signs with both the new and the previous secret for a day after rotation', async () => {
    const r = await receiver();
    const { client, formId, secret: oldSecret } = await ownerWithWebhook(r.url);
    const { secret: newSecret } = (await client.post<{ secret: string }>('/api/user/webhook/secret/rotate'))
      .body;
    const id = await submit(srv.url, formId);
    const got = await waitFor(() => r.byResponse(id)[0]);
    expect(got.signature.split(' ')).toHaveLength(2);
    verify(newSecret, got);
    verify(oldSecret, got);
  });
});

describe('claiming', () => {
  let quiet: TestServer;
  let dropQuietDb = async () => {};
  beforeAll(async () => {
    // Its own database: no other instance's worker may take these jobs.
    const db = await isolatedDatabase();
    dropQuietDb = db.drop;
    // A generous timeout: under a loaded machine a timed-out attempt would be a legitimate retry, not a double claim.
    quiet = await startServer(
      { workers: false, databaseUrl: db.url, memoryDb: !db.url },
      { ...FAST_RETRIES, WEBHOOK_TIMEOUT_MS: '30000' },
    );
  });
  afterAll(async () => {
    await quiet.close();
    await dropQuietDb();
  });

  it('two worker loops on one database deliver each job exactly once', async () => {
    const r = await receiver();
    const { client, formId } = await ownerWithWebhook(r.url, quiet.url);
    const ids = await Promise.all(Array.from({ length: 40 }, () => submit(quiet.url, formId)));
    const logger = { error: (e: unknown) => console.error(e) };
    const queue = quiet.app.ctx.deliveries;
    const loops = [1, 2].map(() =>
      new WorkerLoop([queue], { pollMs: 5, concurrency: 4, log: logger }).start(),
    );
    try {
      await waitFor(() => r.received.length >= 40, 20_000, '40 deliveries');
      // Both loops have run everything due: a job claimed twice would have been sent by now.
      await Promise.all(loops.map((l) => l.drain()));
    } finally {
      await Promise.all(loops.map((l) => l.stop()));
    }
    expect(r.received).toHaveLength(40);
    expect(new Set(r.received.map((x) => x.id)).size).toBe(40);
    expect(new Set(r.received.map((x) => x.payload.data.response.id))).toEqual(new Set(ids));
    // Each job was claimed once: one attempt, succeeded.
    const log = await deliveries(client);
    expect(log).toHaveLength(40);
    expect(log.every((d) => d.attempts === 1 && d.status === 'succeeded')).toBe(true);
  });
});

describe('retry schedule', () => {
  it('makes at least 10 attempts spread over more than 3 days by default, even with the lowest jitter', () => {
    const cfg = loadConfig({}).webhooks;
    expect(cfg.maxAttempts).toBeGreaterThanOrEqual(10);
    expect(cfg.timeoutMs).toBe(15_000);
    const realRandom = Math.random;
    Math.random = () => 0; // the -20 % end of the jitter
    try {
      let total = 0;
      for (let attempt = 1; attempt < cfg.maxAttempts; attempt++) total += retryDelayMs(attempt, cfg);
      expect(total).toBeGreaterThan(3 * 24 * 3600 * 1000);
    } finally {
      Math.random = realRandom;
    }
  });
});
