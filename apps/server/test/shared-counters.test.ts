// Respondent counters shared by two instances on one PostgreSQL (services/respondent-guard.ts): counts made on one
// instance are seen by the other, and a sync writes only the keys hit since the last one. The tests wait for what the
// shared table shows, never for a fixed time.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, randomIp, sampleConfig, uniqueLabel } from './helper.ts';
import { type ChildInstances, type ChildServer, twoChildServers } from './processes.ts';

let pair: ChildInstances;
let a: ChildServer;
let b: ChildServer;
let formId: number;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let db: postgres.Sql;

beforeAll(async () => {
  pair = await twoChildServers({
    RATE_LIMITS: 'on',
    TRUST_PROXY: 'true',
    RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: '4',
    RESPONDENT_MIN_FILL_SECONDS: '0',
  });
  [a, b] = pair.servers;
  db = postgres(pair.databaseUrl, { max: 1 });
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
  await db?.end();
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

/** The shared row of a session's save counter (one per minute window), or null before any instance synced it. */
async function savesRow(sessionId: string): Promise<{ xmin: string; count: number } | null> {
  const rows = await db<{ xmin: string; count: number }[]>`
    select xmin::text as xmin, count from rate_counters where key like ${`rb:saves:session:${sessionId}:%`}`;
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ?? null;
}

/** Polls the shared table until `check` holds (a sync runs every second on each instance). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not seen in the shared table: ${what}`);
    await sleep(50);
  }
}

const savesSynced = (sessionId: string, count: number) =>
  until(async () => ((await savesRow(sessionId))?.count ?? 0) >= count, `${count} saves of ${sessionId}`);

/**
 * Proof that `url`'s instance has finished a whole sync since now: a save to a fresh session reaches the table
 * (that sync started after this call), then a second one does (so the first sync, reads included, is over).
 */
async function fullSyncOf(url: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const marker = await session();
    expect((await save(url, marker)).status).toBe(200);
    await savesSynced(marker, 1);
  }
}

describe('respondent counters on two instances', () => {
  it('challenges saves to one answer session past its allowance when they are spread over both instances', async () => {
    const id = await session();
    for (let i = 0; i < 3; i++) expect((await save(a.url, id)).body).toEqual({ success: true, saved: true });
    await savesSynced(id, 3);
    expect((await save(b.url, id)).body).toEqual({ success: true, saved: true }); // 4th: the allowance
    const over = await save(b.url, id);
    expect(over.status).toBe(429);
    expect(over.body.challenge).toBeTruthy();
  });

  it("learns the other instance's counts of a key it hit lately, and challenges past the allowance", async () => {
    const id = await session();
    expect((await save(a.url, id)).status).toBe(200);
    await savesSynced(id, 1);
    for (let i = 0; i < 2; i++) expect((await save(b.url, id)).status).toBe(200);
    await savesSynced(id, 3);
    await fullSyncOf(a.url); // A has read the shared count of its recently hit key since B's saves arrived
    expect((await save(a.url, id)).status).toBe(200); // 4th
    const over = await save(a.url, id);
    expect(over.status).toBe(429);
    expect(over.body.challenge).toBeTruthy();
  });

  it('does not rewrite a counter that no instance has hit since the last sync', async () => {
    const id = await session();
    expect((await save(a.url, id)).status).toBe(200);
    expect((await save(b.url, id)).status).toBe(200);
    await savesSynced(id, 2);
    const before = await savesRow(id);
    await Promise.all([fullSyncOf(a.url), fullSyncOf(b.url)]); // syncs on both instances with no new hit of it
    expect(await savesRow(id)).toEqual(before);
  });
});
