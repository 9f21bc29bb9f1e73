// Public lookups at the limit: the app (production defaults, own process) against a bare node:http server sending the same bytes.
// Run: npm run bench:lookups (after npm run build for the /embed HTML). BENCH_SECONDS per burst, BENCH_CONNECTIONS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { freePort, machine, memoryOf, publish, registerOwner, startServer } from './lib/server.ts';
import { RESULTS_LINE } from './lib/results.ts';

console.log(RESULTS_LINE);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Bursts per side, alternated, so a change in the machine's load hits both sides alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** A bare node:http server in its own process, answering every request with these bytes and headers. */
async function bareServer(body: Buffer, headers: Record<string, string>) {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    const headers = JSON.parse(process.env.HEADERS);
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, '127.0.0.1', () => console.log('up'));`;
  const proc = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => proc.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid, stop: () => proc.kill('SIGTERM') };
}

/** CPU time (user + system) a process has used, in microseconds (Linux /proc; 0 elsewhere). */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/**
 * One burst; also the server's CPU time per answered request, which a loaded machine disturbs far less than
 * requests per second (a server waiting for a core does not spend CPU meanwhile).
 */
async function burst(url: string, pid: number | undefined) {
  const cpuBefore = cpuMicros(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    cpuPerRequest: (cpuMicros(pid) - cpuBefore) / Math.max(1, r.requests.total),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

const server = await startServer({});
try {
  const cookie = await registerOwner(server.url);
  const label = `Lookup ${Date.now()}`;
  const config = {
    steps: [
      {
        type: 'tiles',
        title: 'What type of property do you have?',
        options: [
          { id: 'house', title: 'House', icon: 'Home' },
          { id: 'flat', title: 'Apartment', icon: 'Building' },
        ],
      },
      { type: 'slider', title: 'Monthly electricity bill', min: 50, max: 500, step: 10, defaultValue: 150 },
      { type: 'textbox', title: 'Anything else?' },
      { type: 'contact', title: 'How can we reach you?' },
    ],
  };
  const id = await publish(server.url, cookie, { config, label });
  const routes = [
    [
      'GET /api/forms/by-properties',
      `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`,
    ],
    ['GET /api/forms/{id}', `/api/forms/${id}`],
    ['GET /embed (HTML)', `/embed?id=${id}`],
  ] as const;
  console.log(
    `Lookups at the limit: ${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s bursts per side, alternated; app with NODE_ENV=production and production defaults (rate limits on), PGlite; ${machine()}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    'route'.padEnd(30),
    'app req/s'.padStart(10),
    'p50/p99'.padStart(9),
    'bare req/s'.padStart(11),
    'p50/p99'.padStart(9),
    'ratio'.padStart(6),
    'errors'.padStart(7),
    'CPU µs/req app/bare'.padStart(20),
    'CPU ratio'.padStart(10),
  );
  for (const [name, path] of routes) {
    // The same bytes the app sends a client that accepts no compression (autocannon does not ask for it).
    const res = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
    // Every header the app sent (its security headers and CSP included: they are bytes on the wire too), except
    // those node:http writes for itself per connection and response.
    const headers: Record<string, string> = {};
    for (const [h, v] of res.headers) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(h)) headers[h] = v;
    }
    const bare = await bareServer(body, headers);
    const app = { rps: 0, p50: 0, p99: 0, bad: 0, cpu: 0 };
    const ref = { rps: 0, p50: 0, p99: 0, bad: 0, cpu: 0 };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const [side, url, pid] of [
          [app, server.url + path, server.proc.pid],
          [ref, bare.url + path, bare.pid],
        ] as const) {
          const r = await burst(url, pid);
          side.cpu += r.cpuPerRequest / ROUNDS;
          side.rps += r.rps / ROUNDS;
          side.p50 = Math.max(side.p50, r.p50);
          side.p99 = Math.max(side.p99, r.p99);
          side.bad += r.bad;
        }
      }
    } finally {
      bare.stop();
    }
    console.log(
      name.padEnd(30),
      app.rps.toFixed(0).padStart(10),
      `${app.p50}/${app.p99}`.padStart(9),
      ref.rps.toFixed(0).padStart(11),
      `${ref.p50}/${ref.p99}`.padStart(9),
      `${(app.rps / ref.rps).toFixed(2)}×`.padStart(6),
      String(app.bad).padStart(7),
      `${app.cpu.toFixed(1)}/${ref.cpu.toFixed(1)}`.padStart(20),
      // As a throughput ratio: bare CPU per request over the app's (1 = as cheap as bare).
      `${app.cpu > 0 ? (ref.cpu / app.cpu).toFixed(2) : '–'}×`.padStart(10),
    );
  }
  const mem = memoryOf(server.proc.pid);
  if (mem) console.log(`app server memory: peak ${mem.peakMiB} MiB, now ${mem.rssMiB} MiB`);
} finally {
  await server.stop();
}
