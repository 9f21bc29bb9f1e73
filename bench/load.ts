// Load benchmark: 200 concurrent respondents doing the whole journey (lookup, session, five temporary saves,
// submit) with no think time, against the real server in its own process — PGlite, and PostgreSQL when
// DATABASE_URL is set — with request limits off and on. Prints journeys/s and latency percentiles per call.
// Run: npm run bench:load   (LOAD_SECONDS, LOAD_CONCURRENCY, LOAD_ONLY=pglite|postgres, LOAD_SESSION_CALL=put|post tune it; LOAD_SERVER_TIMING=1
// adds the server's own time per call and the event loop's delay, to tell queueing before the server from work in it)
import { performance } from 'node:perf_hooks';
import { journeyConfig } from './journey-config.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RawHttpConnection } from './lib/raw-http.ts';
import {
  cpuMsOf,
  databaseCpuMs,
  machine,
  memoryOf,
  percentile,
  publish,
  registerOwner,
  startServer,
  threadCpuMs,
} from './lib/server.ts';
import { RESULTS_LINE } from './lib/results.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 200);
/**
 * How a journey opens its answer session: `put` (the default) as the /embed runner does — the
 * page's own id, `PUT /api/forms/{id}/sessions/{id}` — or `post`, the spec's `POST /api/forms/{id}/session` that
 * API users and the owner's preview send.
 */
const SESSION_BY_PUT = (process.env.LOAD_SESSION_CALL ?? 'put') !== 'post';

/** The answers after each of the five steps. */
function answersAfter(step: number, n: number): Record<string, unknown> {
  const all: [string, unknown][] = [
    ['What type of property do you have?', ['house', 'flat', 'office'][n % 3]],
    ['Which services interest you?', n % 2 ? ['panels', 'battery'] : ['ev']],
    ['Monthly electricity bill', 50 + (n % 45) * 10],
    ['Anything else we should know?', `South-facing roof, respondent ${n}`],
    [
      'How can we reach you?',
      {
        firstName: 'Ann',
        lastName: `Lee ${n}`,
        email: `ann${n}@example.com`,
        phone: '+1 555 0100',
        consent: true,
      },
    ],
  ];
  return Object.fromEntries(all.slice(0, step));
}

type Kind = 'lookup' | 'session' | 'temp' | 'submit';
interface Sample {
  kind: Kind;
  at: number;
  ms: number;
  status: number;
}

export interface JourneyResult {
  journeysPerSecond: number;
  completed: number;
  refused: number;
  errors: number;
  latency: Record<Kind, { p50: number; p99: number; count: number }>;
  /** Server CPU (user + system) in the measured window, in ms per completed journey; NaN when unknown. */
  serverCpuMsPerJourney: number;
  /** The same for the PostgreSQL backends of the server's database (NaN on PGlite, which is in the server). */
  databaseCpuMsPerJourney: number;
  /** The same for this load generator's own process. */
  clientCpuMsPerJourney: number;
  /**
   * The server's main thread and its busiest other thread (the extraction pool, libuv's threads), in ms per
   * journey: which of the two limits the rate.
   */
  serverThreadsCpuMsPerJourney: { main: number; busiestOther: number };
}

/**
 * Runs `concurrency` respondents in a loop for warm-up + `seconds`. Each respondent keeps one connection;
 * `addressOf(i)` picks its source address (127.x.y.z all reach the server over loopback).
 */
export async function runJourneys(opts: {
  url: string;
  label: string;
  concurrency: number;
  seconds: number;
  warmup: number;
  addressOf: (i: number) => string;
  /** Pause between calls (a person reading and tapping); 0 = none. */
  thinkMs?: number;
  /** The server's process id, to read its CPU time over the measured window. */
  serverPid?: number;
  /** The server's PostgreSQL database, to read its backends' CPU time over the measured window. */
  databaseUrl?: string;
}): Promise<JourneyResult> {
  const base = new URL(opts.url);
  const samples: Sample[] = [];
  const journeysDone: number[] = [];
  let errors = 0;
  let refused = 0;
  const t0 = performance.now();
  const measureFrom = t0 + opts.warmup * 1000;
  const end = measureFrom + opts.seconds * 1000;
  const lookupPath = `/api/forms/by-properties?${new URLSearchParams({ language: 'en', label: opts.label, domain: '' })}`;
  let seq = 0;
  let cpuAtStart = Number.NaN;
  let cpuAtEnd = Number.NaN;
  let threadsAtStart = new Map<number, number>();
  let threadsAtEnd = new Map<number, number>();
  let dbAtStart = new Map<number, number>();
  let dbAtEnd = new Map<number, number>();
  let clientAtStart = process.cpuUsage();
  let clientAtEnd = clientAtStart;
  const cpuTimers = [
    setTimeout(() => {
      cpuAtStart = cpuMsOf(opts.serverPid);
      threadsAtStart = threadCpuMs(opts.serverPid);
      dbAtStart = databaseCpuMs(opts.databaseUrl);
      clientAtStart = process.cpuUsage();
    }, opts.warmup * 1000),
    setTimeout(
      () => {
        cpuAtEnd = cpuMsOf(opts.serverPid);
        threadsAtEnd = threadCpuMs(opts.serverPid);
        dbAtEnd = databaseCpuMs(opts.databaseUrl);
        clientAtEnd = process.cpuUsage();
      },
      (opts.warmup + opts.seconds) * 1000,
    ),
  ];

  const respondent = async (i: number) => {
    // One keep-alive connection per respondent, from its own address (a lean client: see lib/raw-http.ts).
    const conn = new RawHttpConnection(base.hostname, Number(base.port), opts.addressOf(i));
    const call = async (kind: Kind, method: string, path: string, body?: unknown) => {
      if (opts.thinkMs) await new Promise((r) => setTimeout(r, opts.thinkMs));
      const start = performance.now();
      const res = await conn.request(method, path, body === undefined ? undefined : JSON.stringify(body));
      const now = performance.now();
      samples.push({ kind, at: now, ms: now - start, status: res.status });
      if (res.status === 429) refused++;
      else if (res.status >= 400) errors++;
      return res;
    };
    try {
      while (performance.now() < end) {
        const n = seq++;
        const lookup = await call('lookup', 'GET', lookupPath);
        if (lookup.status !== 200) continue;
        const formId = (JSON.parse(lookup.text) as { id: number }).id;
        const session = SESSION_BY_PUT
          ? await call('session', 'PUT', `/api/forms/${formId}/sessions/${crypto.randomUUID()}`)
          : await call('session', 'POST', `/api/forms/${formId}/session`);
        if (session.status !== 201) continue;
        const { sessionId, sessionNo } = JSON.parse(session.text) as { sessionId: string; sessionNo: number };
        let ok = true;
        for (let step = 1; step <= 5 && ok; step++) {
          const r = await call('temp', 'PATCH', `/api/sessions/${sessionId}/temp-response`, {
            tempResponse: answersAfter(step, n),
          });
          ok = r.status === 200;
        }
        if (!ok) continue;
        const submit = await call('submit', 'POST', `/api/forms/${formId}/submit`, {
          ...answersAfter(5, n),
          _sessionInfo: { sessionId, sessionNo },
        });
        if (submit.status === 200) journeysDone.push(performance.now());
      }
    } catch (err) {
      errors++;
      if (errors < 5) console.error('  request failed:', (err as Error).message);
    } finally {
      conn.close();
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, (_, i) => respondent(i)));
  for (const t of cpuTimers) clearTimeout(t);

  // Calls issued in the measured window (the warm-up's cold start is left out, however long it took).
  const inWindow = samples.filter((s) => s.at - s.ms >= measureFrom && s.at - s.ms <= end);
  const latency = {} as JourneyResult['latency'];
  for (const kind of ['lookup', 'session', 'temp', 'submit'] as Kind[]) {
    const ms = inWindow
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    latency[kind] = { p50: percentile(ms, 50), p99: percentile(ms, 99), count: ms.length };
  }
  const completed = journeysDone.filter((t) => t >= measureFrom && t <= end).length;
  let mainThread = Number.NaN;
  let busiestOther = Number.NaN;
  for (const [tid, ms] of threadsAtEnd) {
    const used = ms - (threadsAtStart.get(tid) ?? 0);
    if (tid === opts.serverPid) mainThread = used;
    else if (!(used <= busiestOther)) busiestOther = used;
  }
  return {
    journeysPerSecond: completed / opts.seconds,
    completed,
    refused,
    errors,
    latency,
    serverCpuMsPerJourney: (cpuAtEnd - cpuAtStart) / completed,
    databaseCpuMsPerJourney:
      dbAtEnd.size === 0
        ? Number.NaN
        : [...dbAtEnd].reduce((sum, [pid, ms]) => sum + ms - (dbAtStart.get(pid) ?? 0), 0) / completed,
    clientCpuMsPerJourney:
      (clientAtEnd.user + clientAtEnd.system - clientAtStart.user - clientAtStart.system) / 1000 / completed,
    serverThreadsCpuMsPerJourney: { main: mainThread / completed, busiestOther: busiestOther / completed },
  };
}

/** Source address for respondent i: 127.1.x.y, one per respondent (each its own "phone"). */
export const ownAddress = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const HIGH = '1000000000';
/** Limits switched on and counted on every call, with caps raised so the bench measures their cost, not refusals. */
const COUNTED_LIMITS = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: HIGH,
  RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: HIGH,
  RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: HIGH,
  RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: HIGH,
  RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: HIGH,
  RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE: HIGH,
  RATE_LIMIT_SESSIONS_PER_IP_PER_MINUTE: HIGH,
  RATE_LIMIT_SESSIONS_PER_IP_PER_HOUR: HIGH,
  // No think time is not a person's pace: the minimum fill time would challenge every journey.
  RESPONDENT_MIN_FILL_SECONDS: '0',
};

const fmt = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(n < 10 ? 1 : 0));

function printRow(db: string, scenario: string, r: JourneyResult) {
  const l = r.latency;
  console.log(
    [
      db.padEnd(9),
      scenario.padEnd(30),
      fmt(r.journeysPerSecond).padStart(9),
      `${fmt(l.lookup.p50)}/${fmt(l.lookup.p99)}`.padStart(12),
      `${fmt(l.session.p50)}/${fmt(l.session.p99)}`.padStart(12),
      `${fmt(l.temp.p50)}/${fmt(l.temp.p99)}`.padStart(12),
      `${fmt(l.submit.p50)}/${fmt(l.submit.p99)}`.padStart(12),
      String(r.refused).padStart(8),
      String(r.errors).padStart(7),
    ].join(' '),
  );
}

/** Goal: people at a human pace behind one address (a carrier or office) are never refused nor challenged. */
const HUMAN = {
  concurrency: Number(process.env.LOAD_HUMAN_CONCURRENCY ?? 50),
  thinkMs: 3000,
  seconds: Number(process.env.LOAD_HUMAN_SECONDS ?? 60),
};

/** LOAD_SERVER_TIMING=1: the server's own time per call and its event loop's delay (bench/lib/server-timing.mjs). */
const SERVER_TIMING = process.env.LOAD_SERVER_TIMING === '1';

function printServerTiming(file: string, from: number, to: number) {
  if (!fs.existsSync(file)) return;
  const { calls, seconds } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    calls: [number, Kind | 'other', number][];
    seconds: [number, number, number, number][];
  };
  fs.rmSync(file);
  const parts = (['lookup', 'session', 'temp', 'submit'] as Kind[]).map((kind) => {
    const ms = calls
      .filter(([t, k]) => k === kind && t >= from && t <= to)
      .map(([, , d]) => d)
      .sort((a, b) => a - b);
    return `${kind} ${fmt(percentile(ms, 50))}/${fmt(percentile(ms, 99))}`;
  });
  const inWindow = seconds.filter(([t]) => t > from + 1000 && t <= to);
  const mean = inWindow.reduce((s, [, m]) => s + m, 0) / inWindow.length;
  const p99 = Math.max(...inWindow.map(([, , p]) => p));
  const max = Math.max(...inWindow.map(([, , , m]) => m));
  console.log(
    `${''.padEnd(9)} in the server (headers parsed → response finished) p50/p99 ms: ${parts.join(', ')}; event-loop delay mean ${fmt(mean)} ms, worst second's p99 ${fmt(p99)} ms, max ${fmt(max)} ms`,
  );
}

async function scenario(
  db: 'pglite' | 'postgres',
  name: string,
  env: Record<string, string>,
  one: boolean,
  human = false,
) {
  if (process.env.LOAD_SCENARIO && !name.includes(process.env.LOAD_SCENARIO)) return null;
  const timingFile = path.join(os.tmpdir(), `fe-load-timing-${process.pid}-${Date.now()}.json`);
  const server = await startServer(
    {
      ...env,
      DATABASE_URL: db === 'postgres' ? process.env.DATABASE_URL : '',
      ...(SERVER_TIMING ? { SERVER_TIMING_OUT: timingFile } : {}),
    },
    SERVER_TIMING
      ? { nodeArgs: ['--import', fileURLToPath(new URL('./lib/server-timing.mjs', import.meta.url))] }
      : {},
  );
  const window = { from: 0, to: 0 };
  try {
    const cookie = await registerOwner(server.url);
    const label = `Load ${Date.now()}`;
    await publish(server.url, cookie, { config: journeyConfig, label, language: 'en', domain: '' });
    window.from = performance.timeOrigin + performance.now() + WARMUP * 1000;
    window.to = window.from + (human ? HUMAN.seconds : SECONDS) * 1000;
    const result = await runJourneys({
      url: server.url,
      label,
      concurrency: human ? HUMAN.concurrency : CONCURRENCY,
      seconds: human ? HUMAN.seconds : SECONDS,
      warmup: WARMUP,
      // The human scenario's one address is not the one the bot-like scenario just flooded: on a shared
      // PostgreSQL the counts of that address in this minute are still there.
      addressOf: one ? () => (human ? '127.0.0.2' : '127.0.0.1') : ownAddress,
      thinkMs: human ? HUMAN.thinkMs : 0,
      serverPid: server.proc.pid,
      databaseUrl: db === 'postgres' ? process.env.DATABASE_URL : undefined,
    });
    printRow(db, name, result);
    console.log(
      `${''.padEnd(9)} CPU per journey: server ${fmt(result.serverCpuMsPerJourney)} ms (main thread ${fmt(
        result.serverThreadsCpuMsPerJourney.main,
      )}, busiest other thread ${fmt(result.serverThreadsCpuMsPerJourney.busiestOther)}), database ${fmt(
        result.databaseCpuMsPerJourney,
      )} ms, load generator ${fmt(result.clientCpuMsPerJourney)} ms; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const mem = memoryOf(server.proc.pid);
    if (mem) console.log(`${''.padEnd(9)} server memory: peak ${mem.peakMiB} MiB, now ${mem.rssMiB} MiB`);
    if (human)
      console.log(
        `${''.padEnd(9)} journeys per minute: ${(result.completed / (HUMAN.seconds / 60)).toFixed(0)}`,
      );
    return result;
  } finally {
    await server.stop();
    if (SERVER_TIMING) printServerTiming(timingFile, window.from, window.to);
  }
}

async function main() {
  console.log(RESULTS_LINE);
  console.log(
    `Respondent journey load: ${CONCURRENCY} concurrent respondents, no think time, ${SECONDS} s measured after ${WARMUP} s warm-up`,
  );
  console.log(`Machine: ${machine()}; server in its own process with NODE_ENV=production`);
  console.log(
    SESSION_BY_PUT
      ? "sessions opened as /embed opens them: PUT /api/forms/{id}/sessions/{page-made id} (LOAD_SESSION_CALL=post for the spec's POST)"
      : "sessions opened with the spec's POST /api/forms/{id}/session (LOAD_SESSION_CALL=post)",
  );
  console.log('latency columns are p50/p99 in ms; "refused" counts 429 answers');
  console.log(
    [
      'database'.padEnd(9),
      'scenario'.padEnd(30),
      'journeys/s'.padStart(9),
      'lookup'.padStart(12),
      'session'.padStart(12),
      'temp save'.padStart(12),
      'submit'.padStart(12),
      'refused'.padStart(8),
      'errors'.padStart(7),
    ].join(' '),
  );
  const dbs: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) dbs.push('postgres');
  const only = process.env.LOAD_ONLY;
  for (const db of dbs.filter((d) => !only || only === d)) {
    await scenario(db, 'limits off', { RATE_LIMITS: 'off' }, false);
    await scenario(db, 'limits on (counted, caps raised)', COUNTED_LIMITS, false);
    await scenario(db, 'production defaults, one IP', {}, true);
    await scenario(db, `human pace, one IP (${HUMAN.concurrency}×1/3 s)`, {}, true, true);
  }
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
