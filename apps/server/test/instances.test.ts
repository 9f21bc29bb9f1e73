// Two app instances on one PostgreSQL behave as one: sessions, counters and throttling are shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, sampleConfig, uniqueLabel } from './helper.ts';
import { type ChildServer, postgresForTest, startChildServer, type TempPostgres } from './processes.ts';

let pg: TempPostgres;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  pg = await postgresForTest();
  const env = {
    DATABASE_URL: pg.url,
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  };
  [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pg?.stop();
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
});
