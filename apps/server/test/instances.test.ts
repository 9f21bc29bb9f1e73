// Two app instances on one PostgreSQL behave as one: sessions, counters, throttling and cached forms are shared.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, sampleConfig, uniqueLabel } from './helper.ts';
import { type ChildInstances, type ChildServer, twoChildServers } from './processes.ts';

let pair: ChildInstances;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  pair = await twoChildServers({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    // The sessionless submit below comes at once: the minimum fill time would challenge it.
    RESPONDENT_MIN_FILL_SECONDS: '0',
  });
  [a, b] = pair.servers;
}, 120_000);

afterAll(async () => {
  await pair?.stop();
});

describe('two instances sharing one PostgreSQL', () => {
  it('accepts on instance B a login session created on instance A', async () => {
    const email = `shared-${Date.now()}@example.com`;
    const onA = new Client(a.url);
    const reg = await onA.post('/api/auth/register', { username: 'shared', email, password: PASSWORD });
    expect(reg.status).toBe(201);
    const onB = new Client(b.url);
    onB.cookies = new Map(onA.cookies);
    const me = await onB.get('/api/auth/user');
    expect(me.body).toMatchObject({ isAuthenticated: true, user: { email } });

    const form = await onB.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect((await onA.get<{ id: number }[]>('/api/forms')).body.map((f) => f.id)).toContain(form.body.id);
  });

  it('numbers answer sessions without gaps or repeats across instances', async () => {
    const owner = new Client(a.url);
    await owner.post('/api/auth/register', {
      username: 'counter',
      email: `c-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    const form = await owner.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    const calls = Array.from({ length: 20 }, (_, i) =>
      new Client(i % 2 ? a.url : b.url).post<{ sessionNo: number; sessionId: string }>(
        `/api/forms/${form.body.id}/session`,
      ),
    );
    const numbers = (await Promise.all(calls)).map((r) => r.body.sessionNo).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('counts failed logins across instances', async () => {
    const email = `locked-${Date.now()}@example.com`;
    await new Client(a.url).post('/api/auth/register', { username: 'locked', email, password: PASSWORD });
    for (const url of [a.url, b.url, a.url]) {
      expect((await new Client(url).post('/api/auth/login', { email, password: 'Wrong$pass1' })).status).toBe(
        401,
      );
    }
    expect((await new Client(b.url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  type Served = {
    color: string;
    config: { steps: unknown[] };
    availability: { open: boolean; reason: string | null };
  };

  it('serves a change made on one instance from the other within 1 s, even when its LISTEN connection drops', async () => {
    const owner = new Client(a.url);
    await owner.post('/api/auth/register', {
      username: 'cached',
      email: `cached-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    const label = uniqueLabel();
    const form = await owner.post<{ id: number }>('/api/publish', { config: sampleConfig(), label });
    const id = form.body.id;
    const onB = new Client(b.url);
    const path = `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`;
    // B caches the form (the second answer comes from its memory).
    expect((await onB.get(path)).status).toBe(200);
    expect((await onB.get(`/api/forms/${id}`)).status).toBe(200);

    /** Milliseconds from now until B serves what `seen` accepts (gives up after 10 s). */
    const untilServedByB = async (seen: (body: Served) => boolean) => {
      const start = Date.now();
      for (;;) {
        const res = await onB.get<Served>(path);
        if (res.status === 200 && seen(res.body)) return Date.now() - start;
        if (Date.now() - start > 10_000) return Number.POSITIVE_INFINITY;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    expect((await owner.put(`/api/forms/${id}/color`, { color: '#0a0b0c' })).status).toBe(200);
    expect((await owner.post(`/api/forms/${id}/publish`, {})).status).toBe(200);
    expect(await untilServedByB((f) => f.color === '#0a0b0c')).toBeLessThan(1000);

    const shorter = { ...sampleConfig(), steps: sampleConfig().steps.slice(0, 2) };
    await owner.put(`/api/forms/${id}/draft`, { config: shorter });
    expect((await owner.post(`/api/forms/${id}/publish`, {})).status).toBe(200);
    expect(await untilServedByB((f) => f.config.steps.length === 2)).toBeLessThan(1000);

    // Availability: the limit set on A, then the submission on A that fills it (no trigger sees that one).
    expect((await owner.put(`/api/forms/${id}/settings`, { maxResponses: 1 })).status).toBe(200);
    expect(await untilServedByB((f) => f.availability.open && f.availability.reason === null)).toBeLessThan(
      1000,
    );
    const filled = await new Client(a.url).post(`/api/forms/${id}/submit`, {
      'What type of property do you have?': 'house',
      'Monthly electricity bill': 100,
    });
    expect(filled.status).toBe(200);
    expect(await untilServedByB((f) => f.availability.reason === 'full')).toBeLessThan(1000);

    // Cut every LISTEN connection: a change made meanwhile is still found through the change log.
    const sql = postgres(pair.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and query ilike 'listen%form_changes%'`;
      expect(cut.length).toBeGreaterThanOrEqual(2);
      await sql`update forms set color = '#0d0e0f' where id = ${id}`;
    } finally {
      await sql.end();
    }
    expect(await untilServedByB((f) => f.color === '#0d0e0f')).toBeLessThan(1000);
    expect((await new Client(a.url).get<{ color: string }>(`/api/forms/${id}`)).body.color).toBe('#0d0e0f');
  });
});
