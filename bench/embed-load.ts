// Cold-load time of /embed in headless Chromium: navigation start to the first step's options on screen, against a
// real server (buildApp with PGlite) serving the built apps/web/dist. Prints the median of N runs.
// Run after `npm run build`: node --import tsx bench/embed-load.ts [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { launchChromium } from '../e2e/fixtures/chromium.ts';
import { RESULTS_LINE } from './lib/results.ts';

const RUNS = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 15);

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

async function main() {
  console.log(RESULTS_LINE);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-bench-embed-'));
  const app = await buildApp(
    loadConfig(
      { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' },
      { serveWeb: true },
    ),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  try {
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bench',
        email: `bench-${Date.now()}@example.com`,
        password: 'Bench$pass1',
      }),
    });
    const cookie = reg.headers.getSetCookie()[0].split(';')[0];
    const label = `Load ${Date.now()}`;
    const config = {
      steps: [
        {
          type: 'tiles',
          title: 'What type of property do you have?',
          options: [
            { id: 'house', title: 'House', icon: 'Home' },
            { id: 'flat', title: 'Apartment', icon: 'Building' },
            { id: 'office', title: 'Commercial', icon: 'Briefcase' },
          ],
        },
        { type: 'contact', title: 'How can we reach you?' },
      ],
    };
    const pub = await fetch(`${base}/api/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ config, label, language: 'en', domain: '' }),
    });
    if (!pub.ok) throw new Error(`publish failed: ${pub.status} ${await pub.text()}`);
    const url = `${base}/embed?${new URLSearchParams({ language: 'en', label, domain: '' })}`;

    const times: number[] = [];
    const iconTimes: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      // A fresh context per run: empty HTTP cache, so every load is cold.
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(url, { waitUntil: 'commit' });
      // Polled every animation frame: the value is the page's clock (ms since navigation start) when seen.
      const firstStep = async (selector: string) =>
        (
          await page.waitForFunction((s) => document.querySelector(s) && performance.now(), selector)
        ).jsonValue();
      const first = (await firstStep('.fe-tile')) as number;
      const icons = (await firstStep('.fe-tile svg')) as number;
      if (process.env.BENCH_DEBUG) {
        console.log(
          await page.evaluate(() =>
            performance
              .getEntries()
              .map(
                (e) =>
                  `${e.entryType} ${e.name.replace(location.origin, '').slice(0, 60)} start ${Math.round(e.startTime)} end ${Math.round((e as PerformanceResourceTiming).responseEnd ?? e.startTime + e.duration)}`,
              )
              .join('\n'),
          ),
        );
      }
      // The first run warms the server and the browser process; it is not counted.
      if (i > 0) {
        times.push(first);
        iconTimes.push(icons);
      }
      await context.close();
    }
    const fmt = (n: number) => `${Math.round(n)} ms`;
    console.log(`/embed cold load, ${RUNS} runs (headless Chromium, same machine):`);
    console.log(
      `  first step visible: median ${fmt(median(times))}  min ${fmt(Math.min(...times))}  max ${fmt(Math.max(...times))}`,
    );
    console.log(`  icons drawn:        median ${fmt(median(iconTimes))}`);
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
