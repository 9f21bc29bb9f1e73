// The lookups' fast path (http/fast-lookups.ts) answers exactly what the Fastify routes answer: status, headers and bytes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-fast-'));
// Large enough that the page goes out compressed to clients that accept it.
const template = `<!doctype html><html><head><script type="module" src="/assets/embed-x.js"></script><style>${'.a{color:red}'.repeat(120)}</style></head><body><div id="root"></div></body></html>`;
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App</title>');
  fs.writeFileSync(path.join(webDist, 'embed.html'), template);
  // The runner's real server build, so /embed pages carry a server-rendered first step (and its own CSP).
  await build({
    configFile: path.join(repoRoot, 'apps/web/src/embed/vite.ssr.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.join(webDist, '.ssr') },
  });
  // Production limits, with a respondent budget of two calls a minute, so this address is soon challenged.
  server = await startServer(
    { serveWeb: true, webDist },
    // Requests are counted only when the metrics can be read.
    { RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '2', METRICS_TOKEN: 'fast-lookups-metrics-token' },
  );
}, 120_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a fresh connection, the body as the bytes on the wire (no decompression). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Requests sent by both(), to check the request metrics. */
let requestsMade = 0;

/** The same request answered by Fastify and then by the fast path; returns both and whether the fast path answered. */
async function both(p: string, headers: Record<string, string> = {}) {
  const fast = server.app.fastLookups;
  fast.enabled = false;
  const full = await raw(server.url + p, headers);
  fast.enabled = true;
  const before = fast.answered;
  const quick = await raw(server.url + p, headers);
  requestsMade += 2;
  return { full, quick, answeredFast: fast.answered > before };
}

/**
 * Loads a lookup into the cache through Fastify until the fast path answers it. On PostgreSQL an instance also
 * hears of its own publish through the change log (NOTIFY, and the 400 ms poll), which drops the form once more
 * shortly after it was published; after that the cached form stays.
 */
async function warm(p: string): Promise<Raw> {
  for (let i = 0; i < 100; i++) {
    const { full, answeredFast } = await both(p);
    if (answeredFast) return full;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${p} never became a cache hit`);
}

/**
 * The pair for a request the fast path must answer. On PostgreSQL the change log can reach an instance twice
 * for one publish (NOTIFY, then the poll), dropping a just-warmed form once more: then it is warmed again.
 */
async function bothHit(p: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) {
    const pair = await both(p, headers);
    if (pair.answeredFast) return pair;
    await warm(p);
  }
  throw new Error(`${p} ${JSON.stringify(headers)} was never answered by the fast path`);
}

const comparable = (r: Raw) => {
  const { date: _date, ...headers } = r.headers;
  return { status: r.status, headers, body: r.body.toString('base64') };
};

async function publish(config: unknown) {
  const { client } = await signedInClient(server.url, 'fast');
  const label = uniqueLabel('Fast lookups + more');
  const res = await client.post<{ id: number }>('/api/publish', { config, label });
  expect(res.status).toBe(200);
  return { owner: client, id: res.body.id, label };
}

/** A form whose JSON payload is over 1 KB, so it is sent compressed to clients that accept that. */
function largeConfig() {
  const config = sampleConfig('Large');
  config.steps.push(
    ...Array.from({ length: 12 }, (_, i) => ({
      type: 'textbox' as const,
      title: `A longer question number ${i} about the roof and the property`,
      placeholder: 'Optional notes',
      rows: 3,
    })),
  );
  return config;
}

const ENCODINGS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'br;q=0, gzip' },
  { 'accept-encoding': 'identity' },
];

describe('the fast path answers cache hits exactly as the routes do', () => {
  it('for every lookup, with and without compression and If-None-Match', async () => {
    for (const [large, config] of [
      [false, sampleConfig('Small')],
      [true, largeConfig()],
    ] as const) {
      const { id, label } = await publish(config);
      const q = encodeURIComponent(label);
      const paths = [
        `/api/forms/by-properties?language=en&label=${q}&domain=`,
        `/api/forms/by-properties?label=${q}`,
        `/api/forms/by-properties?label=${label.split(' ').map(encodeURIComponent).join('+')}&language=en&extra=1`,
        `/api/forms/${id}`,
        `/api/forms/${id}?v=2`,
        `/embed?id=${id}`,
        `/embed/?form=${id}`,
        `/embed?language=en&label=${q}`,
        `/embed?id=${id}&iconMode=emoji&language=de`,
        `/embed?id=${id}&iconMode=unknown`,
        '/embed',
        '/embed?theme=dark',
      ];
      for (const p of paths) {
        // The first request through Fastify loads the form into the cache.
        const etag = (await warm(p)).headers.etag as string;
        expect(etag, p).toBeTruthy();
        for (const headers of [
          ...ENCODINGS,
          { 'user-agent': PHONE },
          { 'user-agent': PHONE, 'accept-encoding': 'gzip' },
          { 'if-none-match': etag },
          { 'if-none-match': `W/${etag}`, 'accept-encoding': 'br' },
          { 'if-none-match': `"other", ${etag}` },
          { 'if-none-match': '"other"' },
        ]) {
          const { full, quick } = await bothHit(p, headers);
          expect(comparable(quick), `${p} ${JSON.stringify(headers)}`).toEqual(comparable(full));
          if (p.startsWith(`/embed?id=${id}`) && quick.status === 200 && !quick.headers['content-encoding'])
            expect(quick.body.toString(), p).toMatch(/<div id="root" data-ssr="(mobile|desktop)">/);
          if (headers['if-none-match']?.includes(etag)) expect(quick.status).toBe(304);
          else if (large && headers['accept-encoding'] === 'br')
            expect(quick.headers['content-encoding'], p).toBe('br');
        }
      }
    }
  });

  it('leaves everything unusual to Fastify, which answers it as before', async () => {
    const { id, label, owner } = await publish(largeConfig());
    const q = encodeURIComponent(label);
    await warm(`/api/forms/${id}`);
    await warm(`/api/forms/by-properties?label=${q}`);
    const cases: [string, Record<string, string>, number][] = [
      [`/api/forms/by-properties?language=xx&label=${q}`, {}, 400],
      [`/api/forms/by-properties?language=en`, {}, 400],
      [`/api/forms/by-properties?label=${q}&label=${q}`, {}, 400],
      [`/api/forms/by-properties?label=${'x'.repeat(201)}`, {}, 400],
      [`/api/forms/by-properties?label=a%00b`, {}, 400],
      [`/api/forms/by-properties?label=%E0%A4%A`, {}, 400],
      [`/api/forms/by-properties?label=nobody-${Date.now()}`, {}, 404],
      ['/api/forms/2147483648', {}, 400],
      ['/api/forms/0', {}, 400],
      [`/api/forms/${id}?x=%ED%A0%80`, {}, 400],
      ['/api/forms/99999999', {}, 404],
      [`/embed?id=99999999`, {}, 200],
      [`/embed?id=${id}&id=${id}`, {}, 200],
      [`/api/forms/${id}`, { 'accept-encoding': '*' }, 200],
      [`/api/forms/${id}`, { 'accept-encoding': 'deflate' }, 200],
      [`/api/forms/${id}`, { 'content-type': 'multipart/form-data' }, 400],
    ];
    for (const [p, headers, status] of cases) {
      const { full, quick, answeredFast } = await both(p, headers);
      expect(answeredFast, p).toBe(false);
      expect(full.status, p).toBe(status);
      expect(comparable(quick), p).toEqual(comparable(full));
    }
    // The signed-in owner still gets the draft record (with a cookie the request always goes the full way).
    const fast = server.app.fastLookups;
    const before = fast.answered;
    const mine = await owner.get<{ status: string }>(`/api/forms/${id}`);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body.status).toBe('live');
    expect(fast.answered).toBe(before);
  });

  it('answers an address past its respondent budget as the routes do (lookups carry no limit)', async () => {
    const { id } = await publish(sampleConfig('Limited'));
    const anon = new Client(server.url);
    let challenged = false;
    for (let i = 0; i < 4 && !challenged; i++) {
      const res = await anon.post(`/api/forms/${id}/session`, {});
      challenged = res.status === 429;
    }
    expect(challenged).toBe(true);
    await warm(`/api/forms/${id}`);
    for (const p of [`/api/forms/${id}`, `/embed?id=${id}`]) {
      const { full, quick } = await bothHit(p);
      expect(full.status).toBe(200);
      expect(comparable(quick)).toEqual(comparable(full));
    }
  });

  it('counts its answers in the request metrics under the route pattern', async () => {
    const { id } = await publish(sampleConfig('Counted'));
    await warm(`/api/forms/${id}`);
    const count = async () =>
      (await server.app.ctx.metrics.requests.get()).values.find(
        (v) => v.labels.route === '/api/forms/:id' && v.labels.status === '200',
      )?.value ?? 0;
    const fast = server.app.fastLookups;
    const before = await count();
    const made = requestsMade;
    const answered = fast.answered;
    await bothHit(`/api/forms/${id}`);
    expect(fast.answered).toBeGreaterThan(answered);
    // Every request is counted once, whichever path answered it.
    expect((await count()) - before).toBe(requestsMade - made);
  });

  it('serves a change at once: the cached answer is dropped with the form', async () => {
    const { owner, id } = await publish(sampleConfig('Before'));
    const first = await bothHit(`/api/forms/${id}`);
    expect((await owner.put(`/api/forms/${id}/color`, { color: '#123456' })).status).toBe(200);
    const anon = new Client(server.url);
    const after = await anon.get<{ color: string }>(`/api/forms/${id}`);
    expect(after.body.color).toBe('#123456');
    expect(after.headers.get('etag')).not.toBe(first.quick.headers.etag);
  });
});
