// API throughput and latency: the respondent hot paths on a real server (PGlite by default, or DATABASE_URL).
// Prints requests per second and latency percentiles for each route. Run: npm run bench:api
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { RESULTS_LINE } from './lib/results.ts';

console.log(RESULTS_LINE);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-bench-'));
const app = await buildApp(
  loadConfig(
    { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' },
    { serveWeb: true },
  ),
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function json(method: string, p: string, body?: unknown, cookie?: string) {
  const res = await fetch(base + p, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

const reg = await json('POST', '/api/auth/register', {
  username: 'bench',
  email: `bench-${Date.now()}@example.com`,
  password: 'Bench$pass1',
});
const cookie = reg.res.headers.getSetCookie()[0].split(';')[0];
const config = {
  steps: [
    {
      type: 'tiles',
      title: 'Plan',
      options: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    },
    { type: 'textbox', title: 'Notes' },
  ],
};
const label = `Bench ${Date.now()}`;
const pub = await json('POST', '/api/publish', { config, label }, cookie);
const formId = pub.body.id as number;
const session = await json('POST', `/api/forms/${formId}/session`);
const sessionId = session.body.sessionId as string;

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
}
const cases: Case[] = [
  {
    name: 'GET /api/forms/by-properties',
    method: 'GET',
    path: `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`,
  },
  { name: 'GET /embed (HTML)', method: 'GET', path: `/embed?language=en&label=${encodeURIComponent(label)}` },
  { name: 'POST /api/forms/{id}/session', method: 'POST', path: `/api/forms/${formId}/session` },
  {
    name: 'PATCH temp-response',
    method: 'PATCH',
    path: `/api/sessions/${sessionId}/temp-response`,
    body: JSON.stringify({ tempResponse: { Plan: 'a', Notes: 'hello' } }),
  },
  {
    name: 'POST /api/forms/{id}/submit',
    method: 'POST',
    path: `/api/forms/${formId}/submit`,
    body: JSON.stringify({ Plan: 'b' }),
  },
];

console.log(
  `API benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, ${os.cpus().length} cores, database ${app.ctx.database.kind}`,
);
console.log(
  'route'.padEnd(34),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p90 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
);
for (const c of cases) {
  const result = await autocannon({
    url: base + c.path,
    method: c.method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: c.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: c.body || undefined,
  });
  console.log(
    c.name.padEnd(34),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p90).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
  );
  if (result.non2xx > 0 || result.errors > 0) {
    console.log(
      '   status codes:',
      JSON.stringify(result.statusCodeStats),
      'errors:',
      result.errors,
      'timeouts:',
      result.timeouts,
    );
  }
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
