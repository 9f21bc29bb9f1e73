// Account lock-out over real HTTP (issue 10, finding 6): strangers guessing from many IPs lock the account against unknown browsers only; a browser that signed in before keeps signing in, and the owner gets one alert e-mail over SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, signedInClient, startServer, type TestServer } from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

const LIMIT = 4;
let server: TestServer;
let smtp: SmtpReceiver;
let dropDb: () => Promise<void>;

/** A different client address per call, as an attacker spreading guesses over many IPs. */
let ipCounter = 0;
const freshIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  // Its own database on PostgreSQL: this file's mail worker must not send other files' queued messages.
  const db = await isolatedDatabase();
  dropDb = db.drop;
  server = await startServer(
    {
      databaseUrl: db.url,
      trustProxy: true,
      loginMaxFailuresPerAccount: LIMIT,
      loginMaxFailuresPerIp: 1000,
      publicUrl: 'https://forms.example.com',
    },
    { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '25', MAIL_FROM: 'Forms <no-reply@forms.example.com>' },
  );
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.down();
  await dropDb();
});

/** LIMIT wrong passwords for the account, each from a new browser and a new IP. */
async function lockFromManyIps(email: string) {
  for (let i = 0; i < LIMIT; i++) {
    const r = await new Client(server.url).post(
      '/api/auth/login',
      { email, password: `Wrong$pass${i}` },
      { 'x-forwarded-for': freshIp() },
    );
    expect(r.status).toBe(401);
    expect(r.headers.getSetCookie().join('\n')).not.toMatch(/fe_device=/);
  }
}

const login = (c: Client, email: string, password = PASSWORD) =>
  c.post('/api/auth/login', { email, password }, { 'x-forwarded-for': freshIp() });

describe('device cookie', () => {
  it('is set on registration and on a successful sign-in: HttpOnly, SameSite=Strict, only for /api/auth, 180 days', async () => {
    const reg = await new Client(server.url).post(
      '/api/auth/register',
      { username: 'devices', email: `devices-${Date.now()}@example.com`, password: PASSWORD },
      { 'x-forwarded-for': freshIp() },
    );
    expect(reg.status).toBe(201);
    const regCookie = reg.headers.getSetCookie().find((c) => c.startsWith('fe_device='));
    expect(regCookie).toBeTruthy();

    const { email } = await signedInClient(server.url, 'devcookie');
    const browser = new Client(server.url);
    const res = await login(browser, email);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fe_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${180 * 24 * 3600}`));
    expect(browser.cookies.get('fe_device')).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // A known browser signing in again keeps its cookie (no new one each time); logging out keeps it too.
    const token = browser.cookies.get('fe_device');
    const again = await login(browser, email);
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().some((c) => c.startsWith('fe_device='))).toBe(false);
    await browser.post('/api/auth/logout');
    expect(browser.cookies.get('fe_device')).toBe(token);
  });
});

describe('lock-out from many IPs', () => {
  it('locks out unknown browsers, while the browser that signed in before signs in from a new IP', async () => {
    const { email, client: registeredBrowser } = await signedInClient(server.url, 'victim');
    const known = new Client(server.url);
    expect((await login(known, email)).status).toBe(200);
    await known.post('/api/auth/logout');

    await lockFromManyIps(email);

    // The right password from an unknown browser on a fresh IP: still locked (the per-account limit stays).
    const stranger = await login(new Client(server.url), email);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ error: 'Too many failed login attempts. Please try again later.' });

    // The browser that signed in before, from yet another IP: signed in.
    const ok = await login(known, email);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { email } });
    expect((await known.get('/api/auth/user')).body).toMatchObject({
      isAuthenticated: true,
      user: { email },
    });

    // The browser that registered the account is known too.
    await registeredBrowser.post('/api/auth/logout');
    expect((await login(registeredBrowser, email)).status).toBe(200);
  });

  it('a known browser does not vouch for another account, and a forged cookie counts for nothing', async () => {
    const a = await signedInClient(server.url, 'owner-a');
    const b = await signedInClient(server.url, 'owner-b');
    await lockFromManyIps(b.email);

    // A's browser (known to A only) tries B's account with B's right password.
    await a.client.post('/api/auth/logout');
    expect(a.client.cookies.get('fe_device')).toBeTruthy();
    expect((await login(a.client, b.email)).status).toBe(429);

    const forged = new Client(server.url);
    forged.cookies.set('fe_device', 'A'.repeat(43));
    expect((await login(forged, b.email)).status).toBe(429);

    // B's own browser still gets in.
    await b.client.post('/api/auth/logout');
    expect((await login(b.client, b.email)).status).toBe(200);
  });

  it('a known browser has its own failure limit: its failures lock only it, and once spent it is a stranger', async () => {
    const { email, client } = await signedInClient(server.url, 'stolen');
    await client.post('/api/auth/logout');
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(client, email, `Wrong$guess${i}`)).status).toBe(401);
    }
    // Typos in the owner's own browser did not lock the account for the owner's other browsers.
    expect((await login(new Client(server.url), email)).status).toBe(200);
    // Once the account is locked, that browser has no trust left: a stolen cookie buys only LIMIT guesses.
    await lockFromManyIps(email);
    expect((await login(client, email)).status).toBe(429);
  });
});

describe('alert e-mail', () => {
  it('tells the owner once, over SMTP, when wrong passwords lock the account', async () => {
    const { email } = await signedInClient(server.url, 'alerted');
    await lockFromManyIps(email);
    const [mail] = await waitFor(
      () => {
        const got = smtp.to(email);
        return got.length > 0 && got;
      },
      15_000,
      'login alert',
    );
    expect(mail.from).toBe('no-reply@forms.example.com');
    expect(mail.subject).toBe('Failed sign-in attempts on your Forms Engine account');
    expect(mail.text).toContain(`Someone tried to sign in to your Forms Engine account (${email})`);
    expect(mail.text).toContain(`wrong password ${LIMIT} times`);
    expect(mail.text).toContain('Browsers you have signed in with before keep working.');
    // The guesses themselves are never mailed.
    expect(mail.text).not.toContain('Wrong$pass');

    // More attempts while locked (refused with 429) send no second message.
    for (let i = 0; i < 3; i++)
      expect((await login(new Client(server.url), email, 'Wrong$again1')).status).toBe(429);
    // A message to another address sent afterwards proves the worker ran past any second alert for this one.
    const other = await signedInClient(server.url, 'alerted-later');
    await lockFromManyIps(other.email);
    await waitFor(() => smtp.to(other.email).length > 0, 15_000, 'second alert');
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('sends nothing for failures that do not reach the limit, nor for accounts that do not exist', async () => {
    const { email } = await signedInClient(server.url, 'quiet');
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await login(new Client(server.url), email, 'Wrong$one1')).status).toBe(401);
    const ghost = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < LIMIT + 1; i++) {
      const r = await login(new Client(server.url), ghost, 'Wrong$one1');
      expect([401, 429]).toContain(r.status);
    }
    // A later alert for another account shows the worker has sent what was queued before it.
    const later = await signedInClient(server.url, 'quiet-later');
    await lockFromManyIps(later.email);
    await waitFor(() => smtp.to(later.email).length > 0, 15_000, 'later alert');
    expect(smtp.to(email)).toHaveLength(0);
    expect(smtp.to(ghost)).toHaveLength(0);
  });
});
