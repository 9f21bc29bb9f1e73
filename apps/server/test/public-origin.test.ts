// Links that leave a request (admin sign-in e-mails, checkout URLs, create-form-url) never come from an unchecked Host.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { publicOriginWarning } from '../src/services/public-origin.ts';
import { drained, signedInClient, startServer, type TestServer } from './helper.ts';

const ADMIN = 'links-admin@example.com';
const NO_PUBLIC_URL =
  'This server does not know its public address, so it cannot build links for this request. The operator must set PUBLIC_URL.';

/** A POST with a Host header of our choosing (fetch does not let a caller set Host). */
function postWithHost(
  base: string,
  path: string,
  host: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, base);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        setHost: false,
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function adminMailLinks(server: TestServer): Promise<string[]> {
  const mails = (await server.app.ctx.mail.list(500)).filter(
    (m) => m.kind === 'admin-login' && m.to === ADMIN,
  );
  return mails.map((m) => /https?:\/\/\S+\/api\/admin\/verify\?token=[\w-]+/.exec(m.text)?.[0] ?? '');
}

async function setUp(env: Record<string, string>) {
  const server = await startServer(
    {},
    { ADMIN_EMAILS: ADMIN, RATE_LIMIT_ADMIN_LOGIN_PER_IP_PER_HOUR: '1000', TEST_CHECKOUT: 'on', ...env },
  );
  // Reruns against one shared PostgreSQL must not meet last run's per-address link cap.
  await server.app.ctx.database.db.execute(sql`delete from rate_counters where key like 'admin-link:%'`);
  return server;
}

async function keyAndCookie(server: TestServer) {
  const owner = await signedInClient(server.url, 'links');
  const key = (await owner.client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
  const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { owner, key, cookie };
}

describe('production without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await setUp({ ALLOWED_HOSTS: 'forms.example.org' });
  });
  afterAll(() => server.close());

  it('refuses to build links for a foreign Host: no sign-in e-mail, no checkout, no form URL, nothing charged', async () => {
    const { owner, key, cookie } = await keyAndCookie(server);
    const login = await postWithHost(server.url, '/api/admin/login', 'evil.example', { email: ADMIN });
    expect(login).toEqual({ status: 503, body: { error: NO_PUBLIC_URL } });
    // The probe's request: the link would have read http://evil.example/api/admin/verify?token=…
    await drained(server);
    expect((await adminMailLinks(server)).filter((l) => l.includes('evil.example'))).toEqual([]);

    const checkout = await postWithHost(
      server.url,
      '/api/purchase-credits',
      'evil.example',
      { package: 'pro' },
      {
        cookie,
        origin: 'http://evil.example',
      },
    );
    expect(checkout).toEqual({ status: 503, body: { error: NO_PUBLIC_URL } });

    const credits = (await owner.client.get<{ credits: number }>('/api/user/credits')).body.credits;
    const form = await postWithHost(
      server.url,
      '/api/create-form-url',
      'evil.example:80',
      { prompt: 'A quote form' },
      {
        authorization: `Bearer ${key}`,
      },
    );
    expect(form).toEqual({ status: 503, body: { error: NO_PUBLIC_URL } });
    expect((await owner.client.get<{ credits: number }>('/api/user/credits')).body.credits).toBe(credits);
  });

  it('builds them for the local trial (loopback) and for ALLOWED_HOSTS', async () => {
    const login = await postWithHost(server.url, '/api/admin/login', 'forms.example.org', { email: ADMIN });
    expect(login.status).toBe(200);
    const { key } = await keyAndCookie(server);
    const form = await postWithHost(
      server.url,
      '/api/create-form-url',
      'forms.example.org',
      { prompt: 'A quote form' },
      {
        authorization: `Bearer ${key}`,
      },
    );
    expect(form.status).toBe(200);
    expect(String(form.body.url)).toMatch(/^http:\/\/forms\.example\.org\/embed\?/);
    const { client } = await signedInClient(server.url, 'local');
    const checkout = await client.post<{ url: string }>('/api/purchase-credits', { package: 'pro' });
    expect(checkout.body.url.startsWith(`${server.url}/checkout/test/`)).toBe(true);
    await drained(server);
    const links = await adminMailLinks(server);
    expect(links.some((l) => l.startsWith('http://forms.example.org/api/admin/verify?token='))).toBe(true);
  });

  it('warns at start-up', () => {
    expect(publicOriginWarning(loadConfig({ ALLOWED_HOSTS: 'forms.example.org' }))).toBe(
      'PUBLIC_URL is not set: links in e-mails, checkout redirects and API answers are only built for requests to localhost or forms.example.org; other requests that need one get 503. Set PUBLIC_URL=https://your.domain.',
    );
    expect(publicOriginWarning(loadConfig({ PUBLIC_URL: 'https://forms.example.com' }))).toBeNull();
    expect(publicOriginWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });
});

describe('with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await setUp({ PUBLIC_URL: 'https://forms.example.com/' });
  });
  afterAll(() => server.close());

  it('uses PUBLIC_URL whatever Host the request names', async () => {
    // On a shared PostgreSQL the outbox still holds the links the other block sent; only new ones count.
    const before = new Set(await adminMailLinks(server));
    const login = await postWithHost(server.url, '/api/admin/login', 'evil.example', { email: ADMIN });
    expect(login.status).toBe(200);
    await drained(server);
    const links = (await adminMailLinks(server)).filter((l) => !before.has(l));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link.startsWith('https://forms.example.com/api/admin/verify?token=')).toBe(true);

    const { key, cookie } = await keyAndCookie(server);
    const checkout = await postWithHost(
      server.url,
      '/api/purchase-credits',
      'evil.example',
      { package: 'pro' },
      {
        cookie,
        origin: 'https://forms.example.com',
      },
    );
    expect(checkout.status).toBe(200);
    expect(String(checkout.body.url)).toMatch(/^https:\/\/forms\.example\.com\/checkout\/test\//);
    const form = await postWithHost(
      server.url,
      '/api/create-form-url',
      'evil.example',
      { prompt: 'A quote form' },
      {
        authorization: `Bearer ${key}`,
      },
    );
    expect(String(form.body.url)).toMatch(/^https:\/\/forms\.example\.com\/embed\?/);
  });
});
