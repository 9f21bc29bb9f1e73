// Admin sign-in over real HTTP: one-time links to allow-listed e-mails only, 15 minutes, single use, no enumeration.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { Client, drained, startServer, type TestServer } from './helper.ts';

const ADMIN = 'boss@example.com';
const MESSAGE = 'If this address is allowed, a sign-in link has been sent.';

async function waitFor<T>(fn: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('admin sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      {
        ADMIN_EMAILS: ` ${ADMIN.toUpperCase()} , second@example.com`,
        RATE_LIMIT_ADMIN_LOGIN_PER_IP_PER_HOUR: '1000',
      },
    );
    // Reruns against one shared PostgreSQL must not meet last run's per-address link cap.
    await server.app.ctx.database.db.execute(sql`delete from rate_counters where key like 'admin-link:%'`);
  });
  afterAll(() => server.close());

  async function adminMails(to: string) {
    return (await server.app.ctx.mail.list(500)).filter((m) => m.kind === 'admin-login' && m.to === to);
  }

  /** Requests a link and returns its path (read from the e-mail the app sent). */
  async function requestLink(client: Client, email: string): Promise<string> {
    const before = (await adminMails(email.toLowerCase())).length;
    const res = await client.post('/api/admin/login', { email });
    expect(res.status).toBe(200);
    const mails = await waitFor(async () => {
      const m = await adminMails(email.toLowerCase());
      return m.length > before ? m : undefined;
    });
    const link = /https?:\/\/\S+\/api\/admin\/verify\?token=[\w-]+/.exec(mails[0].text)?.[0];
    expect(link).toBeTruthy();
    return new URL(String(link)).pathname + new URL(String(link)).search;
  }

  test('an allowed e-mail gets a link that signs in once and redirects to /', async () => {
    const client = new Client(server.url);
    expect((await client.get('/api/admin/status')).body).toEqual({
      success: true,
      isAuthenticated: false,
      user: null,
    });
    const link = await requestLink(client, 'Boss@Example.com');
    const res = await client.get(link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(client.cookies.has('fe_admin')).toBe(true);
    expect((await client.get('/api/admin/status')).body).toEqual({
      success: true,
      isAuthenticated: true,
      user: { email: ADMIN },
    });
    // The admin session is not an owner session.
    expect((await client.get('/api/auth/user')).body).toMatchObject({ isAuthenticated: false });

    // Used once: a second click (or a thief with the link) gets nothing.
    const again = new Client(server.url);
    expect((await again.get(link)).status).toBe(400);
    expect(again.cookies.has('fe_admin')).toBe(false);

    const out = await client.post('/api/admin/logout');
    expect(out.body).toEqual({ success: true, message: 'Logged out' });
    expect((await client.get('/api/admin/status')).body).toMatchObject({ isAuthenticated: false });
  });

  test('the token is stored only as a hash, and a link older than 15 minutes no longer works', async () => {
    const client = new Client(server.url);
    const link = await requestLink(client, 'second@example.com');
    const token = new URL(link, server.url).searchParams.get('token') ?? '';
    const rows = rowsOf<{ token_hash: string; expires_at: string; created_at: string }>(
      await server.app.ctx.database.db.execute(
        sql`select token_hash, expires_at, created_at from admin_login_tokens`,
      ),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    const mine = rows.at(-1);
    const ttl = new Date(String(mine?.expires_at)).getTime() - new Date(String(mine?.created_at)).getTime();
    expect(Math.abs(ttl - 15 * 60_000)).toBeLessThan(5000);
    // Move the clock: the link expired one second ago.
    await server.app.ctx.database.db.execute(
      sql`update admin_login_tokens set expires_at = now() - interval '1 second' where email = 'second@example.com'`,
    );
    const res = await client.get(link);
    expect(res.status).toBe(400);
    expect(String(res.body)).toContain('invalid, expired or already used');
    expect((await client.get('/api/admin/status')).body).toMatchObject({ isAuthenticated: false });
  });

  test('any other e-mail gets the same answer and no e-mail (no account enumeration)', async () => {
    const client = new Client(server.url);
    const outsiders = ['nobody@example.com', 'boss@example.org', 'boss+x@example.com'];
    const allowed = await client.post('/api/admin/login', { email: ADMIN });
    for (const email of outsiders) {
      const res = await client.post('/api/admin/login', { email });
      expect(res.status).toBe(allowed.status);
      expect(res.body).toEqual(allowed.body);
      expect(res.body).toEqual({ success: true, message: MESSAGE });
    }
    await drained(server);
    for (const email of outsiders) expect(await adminMails(email)).toHaveLength(0);
    // An owner account does not make an address an admin.
    const owner = new Client(server.url);
    await owner.post('/api/auth/register', {
      username: 'owner',
      email: 'owner@example.com',
      password: 'Sup3r$ecret',
    });
    expect((await owner.post('/api/admin/login', { email: 'owner@example.com' })).body).toEqual({
      success: true,
      message: MESSAGE,
    });
    await drained(server);
    expect(await adminMails('owner@example.com')).toHaveLength(0);
  });

  test('garbage tokens and a malformed e-mail are refused', async () => {
    const client = new Client(server.url);
    expect((await client.get('/api/admin/verify')).status).toBe(400);
    expect((await client.get('/api/admin/verify?token=abc')).status).toBe(400);
    expect((await client.get(`/api/admin/verify?token=${'x'.repeat(500)}`)).status).toBe(400);
    const bad = await client.post('/api/admin/login', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Please enter a valid email address' });
  });

  test('a forged admin cookie is not a session', async () => {
    const client = new Client(server.url);
    client.cookies.set('fe_admin', 'forged-token-value');
    expect((await client.get('/api/admin/status')).body).toMatchObject({ isAuthenticated: false });
  });
});

describe('admin sign-in limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      { ADMIN_EMAILS: ADMIN, RATE_LIMIT_ADMIN_LOGIN_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'true' },
    );
  });
  afterAll(() => server.close());

  test('login requests per IP are limited with 429 and Retry-After, whatever the address', async () => {
    // A fresh address: on a shared PostgreSQL (CI) other files' requests from 127.0.0.1 count too.
    const client = new Client(server.url, {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/admin/login', { email: `x${i}@example.com` })).status).toBe(200);
    const res = await client.post('/api/admin/login', { email: ADMIN });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
