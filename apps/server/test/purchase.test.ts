// Credit purchases over real HTTP: the built-in test checkout, and Stripe Checkout against a local fake Stripe
// with webhook events signed (and mis-signed) by the stripe package.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
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

  test('the test checkout is on only when asked for: TEST_CHECKOUT=on, npm start, or development', () => {
    expect(loadConfig({}).stripe.testCheckout).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).stripe.testCheckout).toBe(false);
    expect(loadConfig({ TEST_CHECKOUT: 'on' }).stripe.testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).stripe.testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CHECKOUT: 'off' }).stripe.testCheckout).toBe(false);
    const start = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
      .scripts.start as string;
    expect(start).toContain('TEST_CHECKOUT=${TEST_CHECKOUT:-on}');
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
