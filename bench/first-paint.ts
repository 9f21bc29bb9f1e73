// First step at first paint: cold loads of /embed and of the same form built with SurveyJS (bench/surveyjs),
// alternated in one run in headless Chromium, each in a fresh browser context (empty cache). Both pages are
// served from this machine with brotli; the time is navigation start → the first animation frame (none runs while a
// stylesheet still blocks rendering) at which the first question's text is laid out and visible, watched from inside
// the page from its first frame. The same test for both pages, so a server-rendered step counts once it can be seen.
// Run after `npm run build`: npm run bench:first-paint [runs]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { precompressedVariant } from './lib/encoding.ts';
import { journeyConfig } from './journey-config.ts';
import { machine, median, publish, registerOwner, repoRoot, startServer } from './lib/server.ts';
import { launchChromium } from '../e2e/fixtures/chromium.ts';
import { RESULTS_LINE } from './lib/results.ts';

const RUNS = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 9);
const surveyDist = path.join(repoRoot, 'bench/surveyjs/dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A static server for the SurveyJS build with the same treatment as ours: brotli copies, immutable assets. */
function serveSurvey(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0].replace(/^\/surveyjs\/?/, '/');
    const file = path.join(surveyDist, p === '/' ? 'index.html' : path.normalize(p));
    if (!file.startsWith(surveyDist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const variant = precompressedVariant(file, req.headers['accept-encoding']);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': p === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      ...(variant ? { 'content-encoding': variant.encoding } : {}),
    });
    fs.createReadStream(variant?.file ?? file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/surveyjs/`, close: () => server.close() });
    }),
  );
}

/**
 * In the page from its first frame: records performance.now() at the first animation frame (none runs while a
 * stylesheet blocks rendering) in which an element showing `text` has a box and is visible (a JSON copy in a
 * script element has no box).
 */
function firstStepWatcher(text: string): string {
  return `(() => {
    const text = ${JSON.stringify(text)};
    const shown = () => {
      if (!document.body) return false;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.data.includes(text)) continue;
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          return true;
      }
      return false;
    };
    const frame = () => {
      if (shown()) window.__firstStep = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

export function buildSurveyPage(): void {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'bench/surveyjs/vite.config.ts',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}

async function main() {
  console.log(RESULTS_LINE);
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/embed.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  buildSurveyPage();
  const server = await startServer({ RATE_LIMITS: 'off' });
  const survey = await serveSurvey();
  const browser = await launchChromium();
  try {
    const cookie = await registerOwner(server.url);
    const label = `First paint ${Date.now()}`;
    await publish(server.url, cookie, { config: journeyConfig, label, language: 'en', domain: '' });
    const pages = {
      embed: { url: `${server.url}/embed?${new URLSearchParams({ language: 'en', label, domain: '' })}` },
      surveyjs: { url: survey.url },
    };
    const question = journeyConfig.steps[0].title;
    const times: Record<keyof typeof pages, number[]> = { embed: [], surveyjs: [] };
    for (let i = 0; i < RUNS + 1; i++) {
      for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('pageerror', (e) => console.error(`${name} page error:`, e.message));
        // Watched from inside the page, from its first frame on: a poller started from here only after the
        // navigation commits would see a server-rendered step late (its start costs a round trip to the browser).
        // A string, not a function: tsx would wrap the function's inner helpers in a __name() the page lacks.
        await page.addInitScript(firstStepWatcher(question));
        await page.goto(pages[name].url, { waitUntil: 'commit' });
        // The page's clock (ms since navigation start) at the first frame showing the question's text.
        const at = (await (
          await page.waitForFunction(
            () => (window as unknown as { __firstStep?: number }).__firstStep ?? false,
            undefined,
            {
              polling: 50,
              timeout: 30_000,
            },
          )
        ).jsonValue()) as number;
        // The first round warms the servers and the browser process; it is not counted.
        if (i > 0) times[name].push(at);
        await context.close();
      }
    }
    const e = median(times.embed);
    const s = median(times.surveyjs);
    console.log(`First step visible, median of ${RUNS} cold loads each, alternated (headless Chromium)`);
    console.log(`Machine: ${machine()}`);
    console.log(
      `  /embed:   ${Math.round(e)} ms  (min ${Math.round(Math.min(...times.embed))}, max ${Math.round(Math.max(...times.embed))})`,
    );
    console.log(
      `  SurveyJS: ${Math.round(s)} ms  (min ${Math.round(Math.min(...times.surveyjs))}, max ${Math.round(Math.max(...times.surveyjs))})`,
    );
    console.log(`  ratio /embed ÷ SurveyJS: ${(e / s).toFixed(2)}×  (goal ≤ 0.25×)`);
  } finally {
    await browser.close();
    survey.close();
    await server.stop();
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
