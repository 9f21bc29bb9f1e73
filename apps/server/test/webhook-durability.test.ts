// Webhook jobs are durable and claimed once: they survive an app restart and a kill -9 mid-delivery, and two instances on one PostgreSQL never send one twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, twoInstances, uniqueLabel } from './helper.ts';
import { startChildServer } from './processes.ts';
import { isolatedDatabase, ownPostgres, Receiver, waitFor } from './webhook-receiver.ts';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '300',
  WEBHOOK_POLL_MS: '25',
  RATE_LIMITS: 'off',
};
const ANSWERS = {
  'What type of property do you have?': 'flat',
  'Monthly electricity bill': 200,
  'How can we reach you?': {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    consent: true,
  },
};

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function setUp(base: string, r: Receiver) {
  const { client } = await signedInClient(base, 'durable');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  await client.post('/api/user/webhook', { webhookUrl: r.url });
  return { client, formId: form.body.id };
}

async function submit(base: string, formId: number) {
  const res = await new Client(base).post<{ id: number }>(`/api/forms/${formId}/submit`, ANSWERS);
  expect(res.status).toBe(200);
  return res.body.id;
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-webhook-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('durable webhook delivery', () => {
  it('a delivery interrupted by closing the app arrives after a new app starts on the same data directory', async () => {
    const r = await new Receiver().up();
    cleanup.push(() => r.down());
    r.mode = 'slow';
    r.slowMs = 60_000;
    const dataDir = tempDir();
    const db = await isolatedDatabase();
    cleanup.push(db.drop);
    const overrides = { memoryDb: false, dataDir, databaseUrl: db.url };
    const first = await startServer(overrides, { ...ENV, WEBHOOK_TIMEOUT_MS: '30000' });
    const { formId } = await setUp(first.url, r);
    const id = await submit(first.url, formId);
    const inFlight = await waitFor(() => r.byResponse(id)[0], 10_000, 'request in flight');
    await first.close();
    r.mode = 'ok';
    const second = await startServer(overrides, { ...ENV, WEBHOOK_TIMEOUT_MS: '30000' });
    cleanup.push(() => second.close());
    const done = await waitFor(() => r.byResponse(id).find((x) => x.mode === 'ok'), 15_000, 'redelivery');
    expect(done.id).toBe(inFlight.id);
    expect(done.payload.data.response.answers).toEqual(ANSWERS);
  }, 90_000);

  it('a delivery cut off by kill -9 is reclaimed after its lease and arrives with the same webhook-id', async () => {
    const r = await new Receiver().up();
    cleanup.push(() => r.down());
    r.mode = 'slow';
    r.slowMs = 60_000;
    const dataDir = tempDir();
    const db = await isolatedDatabase();
    cleanup.push(db.drop);
    // A 1 s timeout makes the claim lease 11 s, so the reclaim happens within the test.
    const env = {
      ...ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: db.url ?? '',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_BASE_MS: '60000',
    };
    const first = await startChildServer(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const { formId } = await setUp(first.url, r);
    const id = await submit(first.url, formId);
    const inFlight = await waitFor(() => r.byResponse(id)[0], 10_000, 'request in flight');
    await first.stop('SIGKILL');
    r.mode = 'ok';
    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    const done = await waitFor(
      () => r.byResponse(id).find((x) => x.mode === 'ok'),
      30_000,
      'reclaimed delivery',
    );
    expect(done.id).toBe(inFlight.id);
  }, 120_000);
});

describe('two app instances on one PostgreSQL', () => {
  it('deliver every job exactly once between them', async () => {
    const r = await new Receiver().up();
    cleanup.push(() => r.down());
    const instances = await twoInstances({}, { ...ENV, WEBHOOK_POLL_MS: '10' }, ownPostgres);
    cleanup.push(() => instances.close());
    const [a, b] = instances.servers;
    const { client, formId } = await setUp(a.url, r);
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, i) => submit(i % 2 ? a.url : b.url, formId)),
    );
    // Every job has its final state in the log: nothing is left that either instance could still send.
    const log = await waitFor(
      async () => {
        const rows = (
          await client.get<{ attempts: number; status: string }[]>('/api/user/webhook/deliveries')
        ).body;
        return rows.length === 60 && rows.every((d) => d.status === 'succeeded' || d.status === 'failed')
          ? rows
          : undefined;
      },
      20_000,
      '60 finished deliveries',
    );
    expect(log.every((d) => d.attempts === 1 && d.status === 'succeeded')).toBe(true);
    expect(r.received).toHaveLength(60);
    expect(new Set(r.received.map((x) => x.id)).size).toBe(60);
    expect(new Set(r.received.map((x) => x.payload.data.response.id))).toEqual(new Set(ids));
  }, 120_000);
});
