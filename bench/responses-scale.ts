// Owner screens at scale (issue 12 goal 6): on a form seeded with `npm run bench:seed`, times the responses API
// (first page, next page by cursor, status and date filters, search, summary), the responses screen's first rows
// in a cold headless Chromium context (median of N, with the requests' waterfall), and the streamed CSV export of
// every row (counted on arrival) while sampling the server process's resident memory.
// Run after `npm run build` and a seed:
//   DATABASE_URL=postgres://… npm run bench:responses [runs] [--form ID]          (PostgreSQL)
//   BENCH_DATA_DIR=/path/of/DATA_DIR npm run bench:responses [runs] [--form ID]   (PGlite, the seeder's DATA_DIR)
// Without --form: the form with the most responses. The form's owner gets a bench password (its seeded hash is not
// one), and signs in like a person would. BENCH_SCREENSHOTS=dir saves the screen on a desktop and a phone;
// BENCH_PARTS=api,screen,csv picks parts (and trace: see traceScreen); BENCH_API_RUNS (5) calls per API case.
// BENCH_COMPARE_ROOT=/path/of/another/checkout (built) also starts that checkout's server on the same database and
// alternates the screen's cold loads between the two (an A/B in one run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { hashPassword } from '../apps/server/src/services/auth.ts';
import { machine, median, memoryOf, repoRoot, startServer } from './lib/server.ts';
import { launchChromium } from '../e2e/fixtures/chromium.ts';
import { summarizeTrace } from './lib/trace-summary.ts';
import { RESULTS_LINE } from './lib/results.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_RUNS ?? 5);
const API_RUNS = Number(process.env.BENCH_API_RUNS ?? 5);
const PASSWORD = 'Bench$pass1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, 'data');
/** BENCH_PARTS=api,screen,csv (the default: all three) runs only the parts named. */
const parts = new Set((process.env.BENCH_PARTS ?? 'api,screen,csv').split(','));

/** The form to read (given, else the one with the most responses), its owner signed in with the bench password. */
async function prepare(): Promise<{ formId: number; email: string; count: number }> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    const given = flag('--form');
    const form = rowsOf<{ id: number; n: number }>(
      await db.execute(
        given
          ? sql`select ${Number(given)}::int as id, (select count(*)::int from responses where form_id = ${Number(given)}) as n`
          : sql`select form_id as id, count(*)::int as n from responses group by form_id order by 2 desc limit 1`,
      ),
    )[0];
    if (!form || form.n === 0) throw new Error('No seeded responses: run npm run bench:seed first');
    const owner = rowsOf<{ email: string }>(
      await db.execute(sql`
        update users set password_hash = ${await hashPassword(PASSWORD)}
        where id = (select user_id from forms where id = ${form.id}) returning email`),
    )[0];
    return { formId: Number(form.id), email: owner.email, count: Number(form.n) };
  } finally {
    await database.close();
  }
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('fe_session='));
  if (!session) throw new Error('login set no session cookie');
  return session.split(';')[0];
}

interface Timed {
  name: string;
  ms: number[];
  detail: string;
}

async function timeApi(url: string, cookie: string, formId: number): Promise<Timed[]> {
  const base = `${url}/api/forms/${formId}/responses`;
  const get = async (path: string) => {
    const start = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    return { ms, res, body };
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const first = await get(`${base.slice(url.length)}?limit=100`);
  const cursor = first.res.headers.get('x-next-cursor');
  const cases: [string, string, (r: Response, body: string) => string][] = [
    ['first page (100)', '?limit=100', (r) => `total ${r.headers.get('x-total-count')}`],
    [
      'next page by cursor',
      `?limit=100&cursor=${encodeURIComponent(String(cursor))}`,
      (_r, b) => `${(JSON.parse(b) as unknown[]).length} rows`,
    ],
    ['status=complete', '?limit=100&status=complete', (r) => `total ${r.headers.get('x-total-count')}`],
    [
      'date range (one month)',
      `?limit=100&from=${day(180)}&to=${day(150)}`,
      (r) => `total ${r.headers.get('x-total-count')}`,
    ],
    ['search q="Lee 4711"', '?limit=100&q=Lee%204711', (r) => `total ${r.headers.get('x-total-count')}`],
    [
      'search q="ann4711@"',
      `?limit=100&q=${encodeURIComponent('ann4711@')}`,
      (r) => `total ${r.headers.get('x-total-count')}`,
    ],
    ['search q="house" (broad)', '?limit=100&q=house', (r) => `total ${r.headers.get('x-total-count')}`],
  ];
  const out: Timed[] = [];
  for (const [name, query, describe] of cases) {
    const t: Timed = { name, ms: [], detail: '' };
    for (let i = 0; i < API_RUNS; i++) {
      const r = await get(`${base.slice(url.length)}${query}`);
      t.ms.push(r.ms);
      t.detail = describe(r.res, r.body);
    }
    out.push(t);
  }
  const summary: Timed = { name: 'summary (drop-off)', ms: [], detail: '' };
  for (let i = 0; i < API_RUNS; i++) {
    const r = await get(`${base.slice(url.length)}/summary`);
    summary.ms.push(r.ms);
    summary.detail = `total ${(JSON.parse(r.body) as { total: number }).total}`;
  }
  out.push(summary);
  return out;
}

/** In the page from its first frame: the first animation frame in which a response row (or card) is visible. */
const FIRST_ROWS_WATCHER = `(() => {
  const frame = () => {
    const el = document.querySelector('[aria-label^="Open response"], ul[aria-label="Responses"] > li > a');
    const box = el && el.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      window.__firstRows = performance.now();
      performance.mark('first-rows');
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** One way of opening the screen, alternated with the others in one run (an A/B). */
interface ScreenTarget {
  label: string;
  url: string;
  cookie: string;
  /** Added to the screen's address: `?status=all` shows the same list behind a query string, which the server
   * leaves without its preload hints. */
  query: string;
}

interface ScreenRun {
  label: string;
  ms: number;
  waterfall: { name: string; start: number; end: number }[];
}

async function timeScreen(targets: ScreenTarget[], formId: number): Promise<ScreenRun[]> {
  const browser = await launchChromium();
  const runs: ScreenRun[] = [];
  try {
    for (let n = 0; n < targets.length * (RUNS + 1); n++) {
      const i = Math.floor(n / targets.length);
      const { label, url, cookie, query } = targets[n % targets.length];
      const [name, value] = cookie.split('=');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name, value, url }]);
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.addInitScript(FIRST_ROWS_WATCHER);
      await page.goto(`${url}/forms/${formId}/responses${query}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstRows?: number }).__firstRows ?? false,
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      const ms = (await handle.jsonValue()) as number;
      const waterfall = await page.evaluate(() => [
        ...performance.getEntriesByType('navigation').map((e) => ({
          name: 'HTML',
          start: e.startTime,
          end: (e as PerformanceNavigationTiming).responseEnd,
        })),
        ...performance.getEntriesByType('resource').map((e) => ({
          name: e.name.replace(location.origin, ''),
          start: e.startTime,
          end: (e as PerformanceResourceTiming).responseEnd,
        })),
      ]);
      // The first load of each target warms its server and the browser process; it is not counted.
      if (i > 0) runs.push({ label, ms, waterfall });
      await context.close();
    }
    const shots = process.env.BENCH_SCREENSHOTS;
    const { url, cookie } = targets[0];
    const [name, value] = cookie.split('=');
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      for (const [label, viewport, isMobile] of [
        ['desktop', { width: 1280, height: 800 }, false],
        ['phone', { width: 390, height: 844 }, true],
      ] as const) {
        const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
        await context.addCookies([{ name, value, url }]);
        const page = await context.newPage();
        await page.goto(`${url}/forms/${formId}/responses`);
        await page
          .locator('[aria-label^="Open response"], ul[aria-label="Responses"] > li > a')
          .first()
          .waitFor();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(shots, `responses-${label}.png`) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

/**
 * BENCH_PARTS=…,trace: cold loads of each target (alternated, BENCH_TRACE_RUNS each, 3 by default) with a Chromium
 * performance trace (kept in BENCH_TRACE_DIR, default a new temporary directory), and what the renderer's main
 * thread did before the first rows — its time on the CPU, which a busy machine stretches far less than the wall
 * clock, and for each target's last run its long tasks with their parts (a module's compile and run, a callback,
 * style, layout) and each request.
 */
async function traceScreen(targets: ScreenTarget[], formId: number): Promise<void> {
  const browser = await launchChromium();
  const dir = process.env.BENCH_TRACE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fe-trace-'));
  fs.mkdirSync(dir, { recursive: true });
  const runs = Number(process.env.BENCH_TRACE_RUNS ?? 3);
  const seen = new Map<string, { ms: number[]; cpu: number[]; last: string[] }>();
  try {
    // The first load of each target warms its server and the browser's process; it is not traced.
    for (let n = 0; n < targets.length * (runs + 1); n++) {
      const i = Math.floor(n / targets.length);
      const t = targets[n % targets.length];
      const [name, value] = t.cookie.split('=');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name, value, url: t.url }]);
      const page = await context.newPage();
      await page.addInitScript(FIRST_ROWS_WATCHER);
      const file = path.join(dir, `responses-${n % targets.length}-${i}.json`);
      if (i > 0)
        await browser.startTracing(page, {
          path: file,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'blink.user_timing',
            'loading',
            'toplevel',
          ],
        });
      await page.goto(`${t.url}/forms/${formId}/responses${t.query}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstRows?: number }).__firstRows ?? false,
        undefined,
        { polling: 50, timeout: 60_000 },
      );
      const ms = (await handle.jsonValue()) as number;
      if (i > 0) {
        await browser.stopTracing();
        const summary = summarizeTrace(file, 'first-rows');
        const entry = seen.get(t.label) ?? { ms: [], cpu: [], last: [] };
        entry.ms.push(ms);
        entry.cpu.push(summary.cpuMs);
        entry.last = [`  ${file}`, ...summary.lines];
        seen.set(t.label, entry);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const [label, e] of seen) {
    console.log(
      `\nTraced cold loads, ${label}: first rows ${e.ms.map(fmt).join(', ')} (median ${fmt(median(e.ms))}); ` +
        `renderer main thread on the CPU before them ${e.cpu.map(fmt).join(', ')} (median ${fmt(median(e.cpu))})`,
    );
    for (const line of e.last) console.log(line);
  }
}

/** Downloads the CSV export, counting rows as they arrive, while sampling the server's resident memory. */
async function timeCsv(url: string, cookie: string, formId: number, pid: number | undefined) {
  const before = memoryOf(pid)?.rssMiB ?? Number.NaN;
  let peak = before;
  let lines = 0;
  // Resident memory against rows received: flat if the export streams, rising with the rows if it collects them.
  const trace: { rows: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    const m = memoryOf(pid);
    if (!m) return;
    peak = Math.max(peak, m.rssMiB);
    trace.push({ rows: lines, rss: m.rssMiB });
  }, 100);
  const start = performance.now();
  let firstByte = Number.NaN;
  let bytes = 0;
  try {
    const res = await fetch(`${url}/api/forms/${formId}/responses.csv`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`CSV: ${res.status} ${await res.text()}`);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByte)) firstByte = performance.now() - start;
      bytes += value.byteLength;
      // Every CSV record ends in CRLF and the seeded answers hold no line breaks: count the LFs (a CRLF may be
      // split between two chunks).
      for (let i = value.indexOf(10); i >= 0; i = value.indexOf(10, i + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const at = (share: number) => {
    const rows = share * lines;
    return trace.find((t) => t.rows >= rows)?.rss ?? Number.NaN;
  };
  const top = trace.reduce((a, b) => (b.rss > a.rss ? b : a), { rows: 0, rss: 0 });
  const quarters = [0.25, 0.5, 0.75]
    .map((q) => `${q * 100}%: ${at(q)} MiB`)
    .concat(`end: ${trace[trace.length - 1]?.rss} MiB; the peak at ${top.rows.toLocaleString('en')} rows`)
    .join(', ');
  return { ms: performance.now() - start, firstByte, rows: lines - 1, bytes, before, peak, quarters };
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

async function main() {
  console.log(RESULTS_LINE);
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('Build first: npm run build');
  const { formId, email, count } = await prepare();
  const server = await startServer(
    { DATABASE_URL: databaseUrl ?? '', RATE_LIMITS: 'off' },
    databaseUrl ? {} : { dataDir },
  );
  const compareRoot = process.env.BENCH_COMPARE_ROOT;
  const other = compareRoot
    ? await startServer(
        { DATABASE_URL: databaseUrl ?? '', RATE_LIMITS: 'off' },
        { root: compareRoot, ...(databaseUrl ? {} : { dataDir }) },
      )
    : null;
  try {
    const cookie = await login(server.url, email);
    const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`Responses at scale: form ${formId}, ${count.toLocaleString('en')} responses, ${db}`);
    console.log(
      `Machine: ${machine()}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    const api = parts.has('api') ? await timeApi(server.url, cookie, formId) : [];
    if (api.length) console.log(`\n| API (${API_RUNS} calls each) | median | min | max | answer |`);
    if (api.length) console.log('|---|---|---|---|---|');
    for (const t of api)
      console.log(
        `| ${t.name} | ${fmt(median(t.ms))} | ${fmt(Math.min(...t.ms))} | ${fmt(Math.max(...t.ms))} | ${t.detail} |`,
      );
    const targets: ScreenTarget[] = other
      ? [
          { label: 'this checkout', url: server.url, cookie, query: '' },
          { label: `${compareRoot}`, url: other.url, cookie: await login(other.url, email), query: '' },
        ]
      : [
          { label: 'hinted', url: server.url, cookie, query: '' },
          {
            label: 'behind a query string (no preload hints in the page)',
            url: server.url,
            cookie,
            query: '?status=all',
          },
        ];
    const screen = parts.has('screen') ? await timeScreen(targets, formId) : [];
    for (const { label } of targets) {
      const runs = screen.filter((r) => r.label === label);
      if (runs.length === 0) continue;
      const times = runs.map((r) => r.ms);
      const mid = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
      console.log(
        `\nResponses screen, ${label}, first rows visible (cold context, 1280×800, median of ${RUNS}): ${fmt(median(times))} (min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))}; goal ≤ ${databaseUrl ? '1 s' : '2 s'})`,
      );
      console.log(`  each run, in order: ${times.map(fmt).join(', ')}`);
      console.log("  the median run's requests (start → end, ms since navigation):");
      for (const w of mid.waterfall.sort((a, b) => a.start - b.start))
        console.log(
          `    ${String(Math.round(w.start)).padStart(5)} → ${String(Math.round(w.end)).padStart(5)}  ${w.name}`,
        );
    }
    if (parts.has('trace')) await traceScreen(targets, formId);
    if (!parts.has('csv')) return;
    const csv = await timeCsv(server.url, cookie, formId, server.proc.pid);
    console.log(
      `\nCSV export: ${csv.rows.toLocaleString('en')} rows (${(csv.bytes / 2 ** 20).toFixed(0)} MiB) in ${fmt(csv.ms)}, first byte after ${fmt(csv.firstByte)}; ` +
        `server RSS ${csv.before} MiB before, peak ${csv.peak} MiB during (goal: under 200 MB at 1,000,000 rows)`,
    );
    console.log(`  server RSS as the rows arrived — ${csv.quarters}`);
    if (csv.rows !== count) console.log(`  !! the export has ${csv.rows} rows, the form ${count}`);
  } finally {
    await server.stop();
    await other?.stop();
  }
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
