// Respondent counters that stay in one instance's memory until they matter (services/respondent-guard.ts,
// `sharedFrom`): a key is written to the shared table only once an instance has counted an eighth of its allowance
// there; allowances still hold across two instances within the documented bound, and a stopping instance adds
// every count it holds. PostgreSQL only (on PGlite one process counts everything in memory).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../src/app.ts';
import { rowsOf } from '../src/db/rows.ts';
import { sharedFrom } from '../src/services/respondent-guard.ts';
import {
  Client,
  publishSample,
  randomIp,
  requiredAnswers,
  type TestInstances,
  twoInstances,
} from './helper.ts';

const SAVES_PER_MINUTE = 40; // shared from the 5th save an instance counts
const SUBMITS_PER_FORM = 16; // shared from the 2nd submission an instance counts

let instances: TestInstances;
let apps: App[];
let urls: string[];

/** Both instances' clock: real time moved forward whenever a test needs a fresh minute, instead of waiting for it. */
let skipped = 0;
const now = () => Date.now() + skipped;
const respondent = (url: string) => new Client(url, { 'x-forwarded-for': randomIp() });

beforeAll(async () => {
  instances = await twoInstances(
    { workers: false, now },
    {
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'on',
      RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: String(SAVES_PER_MINUTE),
      RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: String(SUBMITS_PER_FORM),
      RESPONDENT_MIN_FILL_SECONDS: '0',
    },
  );
  apps = instances.servers.map((s) => s.app);
  urls = instances.servers.map((s) => s.url);
}, 120_000);

afterAll(() => instances?.close());

/** Two rounds: an instance's sync reads back the totals as of its own write, so after the second every instance has read every write. */
async function synced() {
  for (let round = 0; round < 2; round++)
    await Promise.all(apps.map((app) => app.ctx.guard.counters.flush()));
}

const publishForm = async () => (await publishSample(urls[0], 'counters')).id;

/** A fresh answer session, started well inside a minute so its per-minute window does not end mid-test. */
async function session(formId: number): Promise<string> {
  const intoMinute = now() % 60_000;
  if (intoMinute > 40_000) skipped += 60_500 - intoMinute;
  const res = await respondent(urls[0]).post<{ sessionId: string }>(`/api/forms/${formId}/session`);
  expect(res.status).toBe(201);
  return res.body.sessionId;
}

const save = (url: string, sessionId: string, n: number) =>
  respondent(url).patch<{ success?: boolean; saved?: boolean; challenge?: unknown }>(
    `/api/sessions/${sessionId}/temp-response`,
    { tempResponse: { 'What type of property do you have?': 'house', n } },
  );

async function sharedCount(app: App, like: string): Promise<number | null> {
  const rows = rowsOf<{ count: number }>(
    await app.ctx.database.db.execute(sql`select count from rate_counters where key like ${like}`),
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows.length === 0 ? null : Number(rows[0].count);
}

describe('counters shared only once they matter', () => {
  test('an allowance is shared from an eighth of it, at most 64 hits', () => {
    expect([1, 4, 8, 9, 40, 60, 120, 300, 1500, 10_000, 1e9].map(sharedFrom)).toEqual([
      1, 1, 1, 2, 5, 8, 15, 38, 64, 64, 64,
    ]);
  });

  test("a person's few saves stay in the instance's memory; the fifth makes the session's count shared", async () => {
    const formId = await publishForm();
    const id = await session(formId);
    for (let i = 0; i < 4; i++)
      expect((await save(urls[0], id, i)).body).toEqual({ success: true, saved: true });
    await synced();
    expect(await sharedCount(apps[0], `rb:saves:session:${id}:%`)).toBeNull();
    expect((await save(urls[0], id, 4)).body).toEqual({ success: true, saved: true });
    await synced();
    expect(await sharedCount(apps[0], `rb:saves:session:${id}:%`)).toBe(5);
  });

  test('saves spread over two instances are challenged within (instances − 1) × (shared-from − 1) of the allowance', async () => {
    const formId = await publishForm();
    const id = await session(formId);
    let accepted = 0;
    let challenged: { status: number; body: { challenge?: unknown } } | null = null;
    for (let i = 0; i < SAVES_PER_MINUTE + 10 && !challenged; i++) {
      const res = await save(urls[i % 2], id, i);
      if (res.status === 200) {
        expect(res.body).toEqual({ success: true, saved: true });
        accepted++;
      } else challenged = res;
      await synced();
    }
    expect(challenged?.status).toBe(429);
    expect(challenged?.body.challenge).toMatchObject({ algorithm: 'SHA-256' });
    const bound = (apps.length - 1) * (sharedFrom(SAVES_PER_MINUTE) - 1);
    expect(accepted).toBeGreaterThanOrEqual(SAVES_PER_MINUTE);
    expect(accepted).toBeLessThanOrEqual(SAVES_PER_MINUTE + bound);
    // Past it, both instances challenge.
    for (const url of urls) expect((await save(url, id, 99)).status).toBe(429);
  });

  test("a form's submission threshold holds across two instances within the bound, then both challenge new respondents", async () => {
    const formId = await publishForm();
    const answers = requiredAnswers();
    let accepted = 0;
    let refused: { status: number; body: unknown } | null = null;
    for (let i = 0; i < SUBMITS_PER_FORM + 5 && !refused; i++) {
      const res = await respondent(urls[i % 2]).post<{ success?: boolean }>(
        `/api/forms/${formId}/submit`,
        answers,
      );
      if (res.status === 200) {
        expect(res.body.success).toBe(true);
        accepted++;
      } else refused = res;
      await synced();
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({
      error: 'Too many requests. Please try again later.',
      challenge: { algorithm: 'SHA-256' },
    });
    expect(accepted).toBeGreaterThanOrEqual(SUBMITS_PER_FORM);
    expect(accepted).toBeLessThanOrEqual(
      SUBMITS_PER_FORM + (apps.length - 1) * (sharedFrom(SUBMITS_PER_FORM) - 1),
    );
    for (const url of urls)
      expect((await respondent(url).post(`/api/forms/${formId}/submit`, answers)).status).toBe(429);
    const stored = await apps[0].ctx.database.db.execute(
      sql`select count(*)::int as n from responses where form_id = ${formId}`,
    );
    expect(Number(rowsOf<{ n: number }>(stored)[0].n)).toBe(accepted);
  });

  test('a stopping instance adds the counts it kept to itself to the shared table', async () => {
    const formId = await publishForm();
    const id = await session(formId);
    const third = await instances.another();
    try {
      for (let i = 0; i < 3; i++)
        expect((await save(third.url, id, i)).body).toEqual({ success: true, saved: true });
      await third.app.ctx.guard.counters.flush();
      expect(await sharedCount(apps[0], `rb:saves:session:${id}:%`)).toBeNull();
    } finally {
      await third.close();
    }
    expect(await sharedCount(apps[0], `rb:saves:session:${id}:%`)).toBe(3);
  });
});
