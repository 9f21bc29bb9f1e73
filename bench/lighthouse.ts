// Lighthouse (mobile, simulated throttling — its defaults) on the landing page and /embed, against the built app
// served by the real server with production defaults. Prints the performance score and LCP of each page
// (median of LH_RUNS runs, default 3; LH_PAGES=embed for one page). Run after `npm run build`: npm run bench:lighthouse
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { journeyConfig } from './journey-config.ts';
import { machine, median, publish, registerOwner, startServer } from './lib/server.ts';
import { RESULTS_LINE } from './lib/results.ts';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const GOALS = { landing: { score: 95, lcp: 2000 }, embed: { score: 99, lcp: 1200 } };

async function main() {
  console.log(RESULTS_LINE);
  const server = await startServer({});
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const cookie = await registerOwner(server.url);
    const label = `Lighthouse ${Date.now()}`;
    await publish(server.url, cookie, { config: journeyConfig, label, language: 'en', domain: '' });
    const pages = {
      landing: `${server.url}/`,
      embed: `${server.url}/embed?${new URLSearchParams({ language: 'en', label, domain: '' })}`,
    };
    console.log(`Lighthouse mobile (simulated), median of ${RUNS} runs; machine: ${machine()}`);
    // LH_PAGES=embed (or landing) measures one page only.
    const only = process.env.LH_PAGES?.split(',').map((p) => p.trim());
    for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
      if (only && !only.includes(name)) continue;
      const scores: number[] = [];
      const lcps: number[] = [];
      const fcps: number[] = [];
      const tbts: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN);
        fcps.push(lhr.audits['first-contentful-paint'].numericValue ?? Number.NaN);
        tbts.push(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN);
        if (process.env.LH_SAVE) fs.writeFileSync(`/tmp/lh-${name}-${i}.json`, JSON.stringify(lhr));
      }
      const goal = GOALS[name];
      const score = median(scores);
      const lcp = median(lcps);
      console.log(
        `  ${name.padEnd(8)} performance ${score} (goal ≥ ${goal.score})  LCP ${(lcp / 1000).toFixed(2)} s (goal ≤ ${(goal.lcp / 1000).toFixed(1)} s)  FCP ${(median(fcps) / 1000).toFixed(2)} s  TBT ${Math.round(median(tbts))} ms  [runs: ${scores.join(', ')}]`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
