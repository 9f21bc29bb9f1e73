// A route's rules live in its options: limits and cross-origin permission travel with the route, a route
// without options is protected, /api routes must say who may call them, and every 429 carries Retry-After.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromParams, RESPONDENT } from '../src/plugins/rate-limits.ts';
import { Client, randomIp, sampleConfig, signedInClient, uniqueLabel } from './helper.ts';

function testConfig(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-rules-'));
  return loadConfig(
    { ...env, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { memoryDb: !process.env.DATABASE_URL, serveWeb: false, checkResponses: true, shutdownGraceMs: 0 },
  );
}

describe('rules declared on the route', () => {
  let app: App;
  let url: string;
  let undeclared: unknown;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({
        TRUST_PROXY: 'true',
        RATE_LIMITS: 'on',
        RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: '2',
        // The moved route's calls carry no answer session: only the allowance is under test here.
        RESPONDENT_MIN_FILL_SECONDS: '0',
        RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '1000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
      }),
    );
    try {
      app.get('/api/undeclared', async () => ({}));
    } catch (err) {
      undeclared = err;
    }
    // Routes added the way any route plugin adds them, after the app's own.
    app.post('/internal/state', async () => ({ changed: true }));
    app.post(
      '/api/moved/submit',
      { config: { auth: 'public', respondent: [RESPONDENT.submit(fromParams)] } },
      async () => ({ ok: true }),
    );
    app.post('/api/partner/hook', { config: { auth: 'public', crossOrigin: true } }, async () => ({
      ok: true,
    }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  test('a state-changing route without options refuses cross-site calls and accepts same-origin ones', async () => {
    const client = new Client(url);
    const crossSite = await client.post('/internal/state', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ error: 'Cross-origin request refused' });
    const otherOrigin = await client.post('/internal/state', {}, { origin: 'https://evil.example' });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await client.post(
      '/internal/state',
      {},
      { origin: url, 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.status).toBe(200);
  });

  test('a route that declares crossOrigin accepts calls from other sites', async () => {
    const res = await new Client(url).post(
      '/api/partner/hook',
      {},
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(200);
  });

  test('the public API and the Stripe webhook are callable cross-site; owner routes are not', async () => {
    const cross = { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' };
    const client = new Client(url);
    // Reaches the route (401: no key) instead of the origin guard (403).
    expect((await client.post('/api/generate-form', { prompt: 'x' }, cross)).status).toBe(401);
    expect((await client.post('/api/stripe/webhook', '{}', cross)).status).not.toBe(403);
    expect((await client.post('/api/publish', { config: sampleConfig() }, cross)).status).toBe(403);
  });

  test('a limit moves with its route: a renamed path keeps it, and shares the allowance of the same limit', async () => {
    const ip = randomIp();
    const client = new Client(url, { 'x-forwarded-for': ip });
    expect((await client.post('/api/moved/submit', {})).status).toBe(200);
    expect((await client.post('/api/moved/submit', {})).status).toBe(200);
    // Past the per-address allowance a respondent is challenged (a proof-of-work), never refused outright.
    const challenged = await client.post<{ error: string; challenge?: { algorithm: string } }>(
      '/api/moved/submit',
      {},
    );
    expect(challenged.status).toBe(429);
    expect(challenged.body.error).toBe('Too many requests. Please try again later.');
    expect(challenged.body.challenge?.algorithm).toBe('SHA-256');
    expect(challenged.headers.get('retry-after')).toBe('1');
    // The real submit route lists the same limit, so this address has used its hour's submissions there too.
    const { client: owner } = await signedInClient(url);
    const form = await owner.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect((await client.post(`/api/forms/${form.body.id}/submit`, {})).status).toBe(429);
    expect(
      (await new Client(url, { 'x-forwarded-for': randomIp() }).post('/api/moved/submit', {})).status,
    ).toBe(200);
  });

  test('the webhook test limit answers 429 with Retry-After and its own message', async () => {
    const { client } = await signedInClient(url);
    let last = { status: 0, body: {} as unknown, headers: new Headers() };
    for (let i = 0; i < 11; i++) last = await client.post('/api/user/webhook/test', { webhookUrl: '' });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: 'Too many test webhooks; wait a minute' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  test('domain verification is limited per account: the 11th check in a minute answers 429', async () => {
    const { client } = await signedInClient(url);
    // Not a DNS name: each check is refused at once (400), and still counts.
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/domains/verify', { domain: 'not a domain' })).status).toBe(400);
    }
    const last = await client.post('/api/domains/verify', { domain: 'not a domain' });
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ error: 'Too many verification attempts; wait a minute' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another account has its own allowance.
    const other = (await signedInClient(url)).client;
    expect((await other.post('/api/domains/verify', { domain: 'not a domain' })).status).toBe(400);
  });

  test('an /api route that does not say who may call it is refused when it is registered', () => {
    expect(undeclared).toBeInstanceOf(Error);
    expect((undeclared as Error).message).toBe(
      'GET /api/undeclared: a route must declare who may call it (config.auth)',
    );
  });

  test('owner routes answer one 401 message', async () => {
    const anon = new Client(url);
    for (const p of ['/api/forms', '/api/user/webhook', '/api/user/credits', '/api/console/1']) {
      const res = await anon.get(p);
      expect(res.status, p).toBe(401);
      expect(res.body, p).toEqual({ error: 'User not authenticated' });
    }
  });

  test('the account lock answers 429 with Retry-After', async () => {
    const { email } = await signedInClient(url);
    const client = new Client(url);
    for (let i = 0; i < 2; i++) {
      expect((await client.post('/api/auth/login', { email, password: 'Wrong$pass1' })).status).toBe(401);
    }
    const locked = await client.post('/api/auth/login', { email, password: 'Wrong$pass1' });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter >= 1 && retryAfter <= 3600).toBe(true);
  });
});
