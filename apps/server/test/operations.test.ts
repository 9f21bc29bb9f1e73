// Operations endpoints over real HTTP: liveness, readiness (database and migrations) and Prometheus metrics behind a token.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkReadiness } from '../src/db/client.ts';
import { Client, startServer, type TestServer } from './helper.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('/healthz answers while the process runs', async () => {
    const res = await new Client(server.url).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test('/readyz answers ready when the database answers and every migration is applied', async () => {
    const res = await new Client(server.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  });

  test('a build with a newer migration than the database has is not ready', async () => {
    const state = await checkReadiness(server.app.ctx.database.db, Date.now() + 86_400_000);
    expect(state).toEqual({ database: 'ok', migrations: 'pending' });
  });

  test('a database that does not answer is not ready', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) };
    expect(await checkReadiness(down as never)).toEqual({ database: 'unreachable', migrations: 'unknown' });
  });

  test('metrics are off without METRICS_TOKEN', async () => {
    const res = await new Client(server.url).get('/metrics');
    expect(res.status).toBe(404);
  });
});

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', RATE_LIMIT_GEOCODE_PER_IP_PER_MINUTE: '1' },
    );
  });
  afterAll(() => server.close());

  test('need the token', async () => {
    const client = new Client(server.url);
    expect((await client.get('/metrics')).status).toBe(401);
    expect((await client.get('/metrics', { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(
      401,
    );
  });

  test('count requests and latency per route pattern, rate-limit refusals and queue depths', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const client = new Client(server.url, { 'x-forwarded-for': ip });
    await client.get('/api/forms/424242');
    await client.get('/api/forms/434343');
    await client.post('/api/geocode', { address: '10115 Berlin' });
    expect((await client.post('/api/geocode', { address: '10115 Berlin' })).status).toBe(429);
    const res = await client.get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = String(res.body);
    // Per route pattern, never per raw URL.
    expect(text).toContain(
      'forms_engine_http_requests_total{method="GET",route="/api/forms/:id",status="404"} 2',
    );
    expect(text).not.toContain('424242');
    expect(text).toMatch(
      /forms_engine_http_request_duration_seconds_count\{method="GET",route="\/api\/forms\/:id"\} 2/,
    );
    expect(text).toContain('forms_engine_rate_limit_refusals_total{limit="geocode"} 1');
    expect(text).toMatch(/forms_engine_webhook_queue_depth\{status="pending"\} \d+/);
    expect(text).toMatch(/forms_engine_mail_queue_depth\{status="queued"\} \d+/);
  });
});
