// Accounts over real HTTP: registration rules, login, logout, sessions, throttling and the origin guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_LIKE_EMAIL_MESSAGE } from '../src/services/passwords.ts';
import { Client, PASSWORD, signedInClient, startServer, type TestServer } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginMaxFailuresPerAccount: 10, loginMaxFailuresPerIp: 1000 });
});
afterAll(() => server.close());

describe('registration', () => {
  it('creates an account, signs it in and reports it from /api/auth/user', async () => {
    const c = new Client(server.url);
    const tag = Math.random().toString(36).slice(2, 8);
    const res = await c.post('/api/auth/register', {
      username: 'alice',
      email: `Alice-${tag}@Example.com`,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      user: { username: 'alice', email: `alice-${tag}@example.com`, isAdmin: false },
    });
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/fe_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await c.get('/api/auth/user');
    expect(me.body).toMatchObject({ success: true, isAuthenticated: true, user: { username: 'alice' } });
  });

  it.each([
    [{ username: 'ab', email: 'x@y.io', password: PASSWORD }, 'Username must be at least 3 characters'],
    [{ username: 'abc', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ username: 'abc', email: 'x@y.io', password: 'Sh0r$' }, 'Password must be at least 8 characters'],
    // NIST SP 800-63B: no composition rules, but passwords attackers try first are refused.
    [{ email: 'x@y.io', password: 'password1' }, COMMON_PASSWORD_MESSAGE],
    [{ email: 'x@y.io', password: 'Qwertyuiop' }, COMMON_PASSWORD_MESSAGE],
    [{ email: 'x@y.io', password: 'zzzzzzzzzz' }, COMMON_PASSWORD_MESSAGE],
    [{ email: 'anna.schmidt@y.io', password: 'Anna.Schmidt' }, PASSWORD_LIKE_EMAIL_MESSAGE],
    [{ username: 'abc', email: 'x@y.io' }, 'Password must be at least 8 characters'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await new Client(server.url).post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('accepts any long enough password without character-class rules, and makes the username from the e-mail', async () => {
    const c = new Client(server.url);
    const email = `anna.schmidt-${Date.now()}@example.com`;
    const res = await c.post<{ user: { username: string } }>('/api/auth/register', {
      email,
      password: 'correct horse battery staple',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.username).toBe(email.split('@')[0]);
    // An empty username is the same as none; the spec's API with a username keeps working.
    const empty = await c.post<{ user: { username: string } }>('/api/auth/register', {
      username: '',
      email: `jo@acme${Date.now()}.example`,
      password: 'ünïcödé pässwörd 🙂',
    });
    expect(empty.status).toBe(201);
    expect(empty.body.user.username).toMatch(/^jo-acme\d+$/);
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    const { email } = await signedInClient(server.url, 'dupe');
    const res = await new Client(server.url).post('/api/auth/register', {
      username: 'dupe2',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/already exists/);
  });
});

describe('login and logout', () => {
  it('logs in with the right password, rotating the session id, and logs out', async () => {
    const { client, email } = await signedInClient(server.url, 'rotator');
    const before = client.cookies.get('fe_session');
    const login = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { email } });
    const after = client.cookies.get('fe_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The pre-login session is gone.
    const old = new Client(server.url);
    old.cookies.set('fe_session', before!);
    expect((await old.get('/api/auth/user')).body.isAuthenticated).toBe(false);

    const out = await client.post('/api/auth/logout');
    expect(out.body).toMatchObject({ success: true });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const { email } = await signedInClient(server.url, 'wrongpw');
    const a = await new Client(server.url).post('/api/auth/login', { email, password: 'Wrong$pass1' });
    const b = await new Client(server.url).post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong$pass1',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
  });

  it('validates login input with the shared messages', async () => {
    const c = new Client(server.url);
    expect((await c.post('/api/auth/login', { email: 'bad', password: 'x' })).body).toEqual({
      error: 'Please enter a valid email address',
    });
    expect((await c.post('/api/auth/login', { email: 'a@b.co', password: '' })).body).toEqual({
      error: 'Password is required',
    });
  });

  it('throttles an account after 10 failed attempts within the hour, even with the right password', async () => {
    const { email } = await signedInClient(server.url, 'throttled');
    for (let i = 0; i < 10; i++) {
      const r = await new Client(server.url).post('/api/auth/login', { email, password: `Wrong$pass${i}` });
      expect(r.status).toBe(401);
    }
    const blocked = await new Client(server.url).post('/api/auth/login', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed login attempts/);
  });

  it('throttles an IP after its failed-attempt limit, whatever the accounts', async () => {
    const limited = await startServer({ trustProxy: true, loginMaxFailuresPerIp: 3 });
    try {
      const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
      const ip = randomIp();
      const headers = { 'x-forwarded-for': ip };
      for (let i = 0; i < 3; i++) {
        const r = await new Client(limited.url).post(
          '/api/auth/login',
          { email: `n${i}@example.com`, password: 'Wrong$1a' },
          headers,
        );
        expect(r.status).toBe(401);
      }
      const blocked = await new Client(limited.url).post(
        '/api/auth/login',
        { email: 'n9@example.com', password: 'Wrong$1a' },
        headers,
      );
      expect(blocked.status).toBe(429);
      const elsewhere = await new Client(limited.url).post(
        '/api/auth/login',
        { email: 'n9@example.com', password: 'Wrong$1a' },
        { 'x-forwarded-for': randomIp() },
      );
      expect(elsewhere.status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const secure = await startServer({ trustProxy: true });
    try {
      const res = await new Client(secure.url).post(
        '/api/auth/register',
        { username: 'https', email: `https-${Date.now()}@example.com`, password: PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      expect(res.headers.getSetCookie().join('\n')).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe('origin guard', () => {
  it('refuses a cookie-authenticated state change from another origin', async () => {
    const { client } = await signedInClient(server.url, 'csrf');
    const res = await client.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-origin request refused' });
    const site = await client.post('/api/auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
    expect((await client.get('/api/auth/user')).body.isAuthenticated).toBe(true);
  });

  it('accepts same-origin browser calls without any token', async () => {
    const { client } = await signedInClient(server.url, 'sameorigin');
    const res = await client.post(
      '/api/auth/logout',
      {},
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(res.status).toBe(200);
  });
});
