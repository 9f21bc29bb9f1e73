// Credit purchases over real HTTP: the built-in test checkout, and Stripe Checkout against a local fake Stripe
// with webhook events signed (and mis-signed) by the stripe package.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isLoopbackRequest } from '../src/http/origin.ts';
import { Client, signedInClient, startServer, type TestServer } from './helper.ts';

const SIGNUP = 10;

async function balance(client: Client): Promise<number> {
  const res = await client.get<{ credits: number }>('/api/user/credits');
  return res.body.credits;
}

describe('production without STRIPE_SECRET_KEY (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('refuses purchases with a clear message and grants nothing; the test checkout page does not exist', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/purchase-credits', { package: 'premium' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'Buying credits is not available on this server yet: it has no payment provider configured.',
    });
    expect(await balance(client)).toBe(SIGNUP);
    const page = await client.get('/checkout/test/cs_test_local_anything');
    expect(page.status).toBe(404);
    expect(String(page.body)).toContain('Test checkout is disabled on this server.');
    const pay = await client.request('POST', '/checkout/test/cs_test_local_anything', '', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
    });
    expect(pay.status).toBe(404);
    expect(await balance(client)).toBe(SIGNUP);
  });

  test('the test checkout is on only when asked for; npm start and development answer loopback requests only', () => {
    expect(loadConfig({}).stripe.testCheckout).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production' }).stripe.testCheckout).toBe('off');
    expect(loadConfig({ TEST_CHECKOUT: 'on' }).stripe.testCheckout).toBe('on');
    expect(loadConfig({ NODE_ENV: 'development' }).stripe.testCheckout).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'development', TEST_CHECKOUT: 'off' }).stripe.testCheckout).toBe('off');
    const start = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
      .scripts.start as string;
    expect(start).toContain('TEST_CHECKOUT=${TEST_CHECKOUT:-loopback}');
    expect(start).not.toContain('TEST_CHECKOUT:-on');
  });

  test('a request counts as loopback only when both its Host and its address are', () => {
    expect(isLoopbackRequest({ hostname: 'localhost:5000', ip: '127.0.0.1' })).toBe(true);
    expect(isLoopbackRequest({ hostname: '[::1]:5000', ip: '::1' })).toBe(true);
    expect(isLoopbackRequest({ hostname: '127.0.0.1', ip: '::ffff:127.0.0.1' })).toBe(true);
    // A remote caller naming localhost, and a proxy on this machine forwarding the public name.
    expect(isLoopbackRequest({ hostname: 'localhost', ip: '203.0.113.9' })).toBe(false);
    expect(isLoopbackRequest({ hostname: 'forms.example.com', ip: '127.0.0.1' })).toBe(false);
    expect(isLoopbackRequest({ hostname: 'localhost.evil.example', ip: '127.0.0.1' })).toBe(false);
  });
});

/** A request with the Host header of our choice (fetch always sends the URL's own). */
function rawRequest(
  base: string,
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, host } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the trial test checkout (npm start: TEST_CHECKOUT=loopback) behind a public host name', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { TEST_CHECKOUT: 'loopback', PUBLIC_URL: 'https://forms.example.com' });
  });
  afterAll(() => server.close());

  test('grants nothing to a request for the public host, and works for one made to localhost', async () => {
    const { client } = await signedInClient(server.url);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const json = { 'content-type': 'application/json', cookie };
    const body = JSON.stringify({ package: 'premium' });
    const remote = await rawRequest(
      server.url,
      'POST',
      '/api/purchase-credits',
      'forms.example.com',
      json,
      body,
    );
    expect(remote.status).toBe(503);
    expect(JSON.parse(remote.text).error).toMatch(/not available/);
    expect(await balance(client)).toBe(SIGNUP);

    const port = new URL(server.url).port;
    const local = await rawRequest(
      server.url,
      'POST',
      '/api/purchase-credits',
      `localhost:${port}`,
      json,
      body,
    );
    expect(local.status).toBe(200);
    const { sessionId } = JSON.parse(local.text) as { sessionId: string };
    const path = `/checkout/test/${sessionId}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie };
    // The page and its Pay button answer only on the loopback host too.
    expect((await rawRequest(server.url, 'GET', path, 'forms.example.com', { cookie })).status).toBe(404);
    const payRemote = await rawRequest(server.url, 'POST', path, 'forms.example.com', {
      ...form,
      origin: 'https://forms.example.com',
    });
    expect(payRemote.status).toBe(404);
    expect(await balance(client)).toBe(SIGNUP);
    const payLocal = await rawRequest(server.url, 'POST', path, `localhost:${port}`, {
      ...form,
      origin: `http://localhost:${port}`,
    });
    expect(payLocal.status).toBe(303);
    expect(await balance(client)).toBeGreaterThan(SIGNUP);
  });
});

describe('built-in test checkout (no STRIPE_SECRET_KEY, TEST_CHECKOUT=on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { TEST_CHECKOUT: 'on' });
  });
  afterAll(() => server.close());

  test('an unknown package is refused with 400 and a signed-out caller with 401', async () => {
    const { client } = await signedInClient(server.url);
    const bad = await client.post('/api/purchase-credits', { package: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Unknown credit package' });
    expect((await client.post('/api/purchase-credits', {})).status).toBe(400);
    const anon = await new Client(server.url).post('/api/purchase-credits', { package: 'pro' });
    expect(anon.status).toBe(401);
  });

  test('paying on the TEST MODE page grants the package once, however often Pay is pressed', async () => {
    const { client } = await signedInClient(server.url);
    const start = await client.post<{ sessionId: string; url: string }>('/api/purchase-credits', {
      package: 'pro',
    });
    expect(start.status).toBe(200);
    expect(start.body.sessionId).toMatch(/^cs_test_local_/);
    const url = new URL(start.body.url);
    expect(url.pathname).toBe(`/checkout/test/${start.body.sessionId}`);

    const pageRes = await client.get(url.pathname);
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toContain('text/html');
    const html = String(pageRes.body);
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Pro: 25 credits');
    expect(html).toContain('$10.00');
    expect(html).toMatch(/<button[^>]*>Pay/);
    expect(await balance(client)).toBe(SIGNUP);

    const pay = await client.request('POST', url.pathname, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('/dashboard?purchase=success');
    expect(await balance(client)).toBe(SIGNUP + 25);

    const again = await client.request('POST', url.pathname, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(again.status).toBe(303);
    expect(await balance(client)).toBe(SIGNUP + 25);
    expect(String((await client.get(url.pathname)).body)).toContain('Already paid');
    expect(
      await server.app.ctx.credits.ledgerBalance(
        (await client.get<{ user: { id: number } }>('/api/auth/user')).body.user.id,
      ),
    ).toBe(SIGNUP + 25);
  });

  test('another account, a signed-out visitor and a cross-site post cannot complete the checkout', async () => {
    const { client: owner } = await signedInClient(server.url);
    const { client: other } = await signedInClient(server.url, 'other');
    const start = await owner.post<{ sessionId: string }>('/api/purchase-credits', { package: 'starter' });
    const path = `/checkout/test/${start.body.sessionId}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await other.get(path)).status).toBe(403);
    expect((await other.request('POST', path, '', form)).status).toBe(403);
    expect((await new Client(server.url).request('POST', path, '', form)).status).toBe(401);
    const crossSite = await owner.request('POST', path, '', { ...form, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await balance(owner)).toBe(SIGNUP);
    expect(await balance(other)).toBe(SIGNUP);
    expect((await owner.get('/checkout/test/cs_test_local_nope')).status).toBe(404);
  });

  test('the Stripe webhook is refused when Stripe is not configured', async () => {
    const res = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});

interface FakeStripe {
  url: string;
  requests: { path: string; body: URLSearchParams; auth: string | undefined }[];
  close(): Promise<void>;
}

/** A local stand-in for api.stripe.com that answers checkout session creation like Stripe does. */
async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  let n = 0;
  const srv = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: new URLSearchParams(raw), auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${++n}_${Math.random().toString(36).slice(2, 10)}`;
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => srv.close(() => r())) };
}

describe('Stripe Checkout', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_forms_engine';
  const stripe = new Stripe('sk_test_unused');
  let server: TestServer;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startServer(
      {},
      { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    );
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  function checkoutEvent(
    sessionId: string,
    opts: { id?: string; type?: string; paymentStatus?: string; metadata?: Record<string, string> } = {},
  ) {
    return JSON.stringify({
      id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: opts.type ?? 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: opts.paymentStatus ?? 'paid',
          metadata: opts.metadata ?? {},
        },
      },
    });
  }

  function deliver(payload: string, secret = WEBHOOK_SECRET, signature?: string) {
    return fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret }),
        // Stripe calls from its own servers: a foreign origin must not be refused.
        origin: 'https://stripe.com',
      },
      body: payload,
    });
  }

  async function purchase(client: Client, pkg = 'pro') {
    const res = await client.post<{ sessionId: string; url: string }>('/api/purchase-credits', {
      package: pkg,
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  test('purchase creates a Stripe Checkout session for the package price and returns its URL', async () => {
    const { client, userId } = await signedInClient(server.url);
    const { sessionId, url } = await purchase(client, 'premium');
    expect(sessionId).toMatch(/^cs_test_fake_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.auth).toBe('Bearer sk_test_123');
    expect(sent?.body.get('mode')).toBe('payment');
    expect(sent?.body.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(sent?.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent?.body.get('metadata[userId]')).toBe(String(userId));
    expect(sent?.body.get('metadata[packageId]')).toBe('premium');
    expect(sent?.body.get('success_url')).toContain('/dashboard?purchase=success');
    // Credits only arrive with the webhook.
    expect(await balance(client)).toBe(SIGNUP);
  });

  test('a correctly signed checkout.session.completed grants the credits exactly once, even when Stripe retries', async () => {
    const { client } = await signedInClient(server.url);
    const { sessionId } = await purchase(client, 'pro');
    const payload = checkoutEvent(sessionId, { id: 'evt_retry_1' });
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await balance(client)).toBe(SIGNUP + 25);
    // The same event again (a retry), a freshly signed copy, and a second event for the same payment.
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(checkoutEvent(sessionId, { id: 'evt_retry_1' }))).status).toBe(200);
    expect(
      (await deliver(checkoutEvent(sessionId, { type: 'checkout.session.async_payment_succeeded' }))).status,
    ).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance(client)).toBe(SIGNUP + 25);
  });

  test('wrongly signed, tampered, unsigned or stale events are refused with 400 and grant nothing', async () => {
    const { client } = await signedInClient(server.url);
    const { sessionId } = await purchase(client, 'premium');
    const payload = checkoutEvent(sessionId);
    expect((await deliver(payload, 'whsec_someone_else')).status).toBe(400);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('"paid"', '"paid" '), WEBHOOK_SECRET, good)).status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, WEBHOOK_SECRET, stale)).status).toBe(400);
    const body = await (await deliver(payload, 'whsec_wrong')).json();
    expect(body).toEqual({ error: 'Invalid Stripe signature' });
    expect(await balance(client)).toBe(SIGNUP);
  });

  test('an unpaid completion waits for async_payment_succeeded; other event types are acknowledged and ignored', async () => {
    const { client } = await signedInClient(server.url);
    const { sessionId } = await purchase(client, 'starter');
    expect((await deliver(checkoutEvent(sessionId, { paymentStatus: 'unpaid' }))).status).toBe(200);
    expect((await deliver(checkoutEvent(sessionId, { type: 'checkout.session.expired' }))).status).toBe(200);
    expect(await balance(client)).toBe(SIGNUP);
    const ok = await deliver(checkoutEvent(sessionId, { type: 'checkout.session.async_payment_succeeded' }));
    expect(ok.status).toBe(200);
    expect(await balance(client)).toBe(SIGNUP + 10);
  });

  test('a paid session our database never stored is fulfilled from its metadata', async () => {
    const { client, userId } = await signedInClient(server.url);
    const payload = checkoutEvent(`cs_test_lost_row_${userId}_${Date.now()}`, {
      metadata: { userId: String(userId), packageId: 'pro', credits: '25' },
    });
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    expect(await balance(client)).toBe(SIGNUP + 25);
  });

  test('the built-in test checkout is off when Stripe is configured', async () => {
    const { client } = await signedInClient(server.url);
    const { sessionId } = await purchase(client);
    expect((await client.get(`/checkout/test/${sessionId}`)).status).toBe(404);
    const pay = await client.request('POST', `/checkout/test/${sessionId}`, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(pay.status).toBe(404);
    expect(await balance(client)).toBe(SIGNUP);
  });
});
