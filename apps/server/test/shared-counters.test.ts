// Respondent counters shared by two instances on one PostgreSQL (services/respondent-guard.ts): counts made on one
// instance are seen by the other, and a sync writes only the keys hit since the last one.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, randomIp, sampleConfig, uniqueLabel } from './helper.ts';
import { type ChildInstances, type ChildServer, twoChildServers } from './processes.ts';

let pair: ChildInstances;
let a: ChildServer;
let b: ChildServer;
let formId: number;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  pair = await twoChildServers({
    RATE_LIMITS: 'on',
    TRUST_PROXY: 'true',
    RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: '4',
    RESPONDENT_MIN_FILL_SECONDS: '0',
  });
  [a, b] = pair.servers;
  const owner = new Client(a.url);
  await owner.post('/api/auth/register', {
    username: 'counters',
    email: `counters-${Date.now()}@example.com`,
    password: PASSWORD,
  });
  formId = (
    await owner.post<{ id: number }>('/api/publish', { config: sampleConfig(), label: uniqueLabel() })
  ).body.id;
}, 120_000);

afterAll(async () => {
  await pair?.stop();
});

/** A fresh answer session, started well inside a minute so its per-minute window does not end mid-test. */
async function session(): Promise<string> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await sleep(60_500 - intoMinute);
  const res = await new Client(a.url, { 'x-forwarded-for': randomIp() }).post<{ sessionId: string }>(
    `/api/forms/${formId}/session`,
  );
  expect(res.status).toBe(201);
  return res.body.sessionId;
}

const save = (url: string, sessionId: string) =>
  new Client(url, { 'x-forwarded-for': randomIp() }).patch<{ success?: boolean; challenge?: unknown }>(
    `/api/sessions/${sessionId}/temp-response`,
    { tempResponse: { 'What type of property do you have?': 'house' } },
  );

describe('respondent counters on two instances', () => {
  it('challenges saves to one answer session past its allowance when they are spread over both instances', async () => {
    const id = await session();
    for (let i = 0; i < 3; i++) expect((await save(a.url, id)).body).toEqual({ success: true, saved: true });
    await sleep(1_500); // A's sync has added its 3 saves to the shared count
    expect((await save(b.url, id)).body).toEqual({ success: true, saved: true }); // 4th: the allowance
    const over = await save(b.url, id);
    expect(over.status).toBe(429);
    expect(over.body.challenge).toBeTruthy();
  });

  it('reads a count again when its key is hit after the other instance has counted meanwhile', async () => {
    const id = await session();
    expect((await save(a.url, id)).status).toBe(200);
    await sleep(1_500);
    for (let i = 0; i < 2; i++) expect((await save(b.url, id)).status).toBe(200);
    await sleep(3_000); // B's saves are shared; A's own count of this key is older than its freshness
    expect((await save(a.url, id)).status).toBe(200); // 4th
    const over = await save(a.url, id);
    expect(over.status).toBe(429);
    expect(over.body.challenge).toBeTruthy();
  });

  it('does not rewrite a counter that no instance has hit since the last sync', async () => {
    const id = await session();
    expect((await save(a.url, id)).status).toBe(200);
    expect((await save(b.url, id)).status).toBe(200);
    const db = postgres(pair.databaseUrl, { max: 1 });
    try {
      const version = async () => {
        const rows = await db<{ xmin: string; count: number }[]>`
          select xmin::text as xmin, count from rate_counters where key like ${`rb:saves:session:${id}:%`}`;
        expect(rows).toHaveLength(1);
        return rows[0];
      };
      await sleep(2_500); // both instances have synced their save
      const before = await version();
      expect(before.count).toBe(2);
      await sleep(3_000); // three more syncs on each instance, with no new hit
      expect(await version()).toEqual(before);
    } finally {
      await db.end();
    }
  });
});
