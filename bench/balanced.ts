// Journeys through a load balancer: the respondent journey of bench:load (200 concurrent, no think time, limits off)
// against one instance alone, through nginx to that one instance, and through nginx round-robin over two instances
// on the same PostgreSQL. Needs DATABASE_URL (a database of its own is created on that server and dropped after) and nginx
// (Debian package). Run: npm run build && DATABASE_URL=postgres://… npm run bench:balanced
// (LOAD_SECONDS, LOAD_CONCURRENCY as for bench:load). Figures go to bench/RESULTS.md.
import { Nginx } from '../apps/server/test/balancer.ts';
import { isolatedDatabase } from '../apps/server/test/webhook-receiver.ts';
import { journeyConfig } from './journey-config.ts';
import { type JourneyResult, ownAddress, runJourneys } from './load.ts';
import { RESULTS_LINE } from './lib/results.ts';
import { machine, publish, registerOwner, startServer } from './lib/server.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 200);

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('bench:balanced needs DATABASE_URL (a PostgreSQL server both instances share)');
  const database = await isolatedDatabase();
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMITS: 'off',
    APP_SECRET: 'balanced-bench-app-secret-0123456789',
    TRUST_PROXY: 'true',
  };
  const servers = [await startServer(env), await startServer(env)];
  const upstreams = servers.map((s) => new URL(s.url).host);
  const both = await Nginx.start(upstreams);
  const oneBehind = await Nginx.start([upstreams[0]]);
  try {
    const cookie = await registerOwner(servers[0].url);
    const label = `balanced-${Date.now()}`;
    await publish(servers[0].url, cookie, { config: journeyConfig, label });
    console.log(`bench:balanced — ${CONCURRENCY} respondents, ${SECONDS} s each, ${machine()}`);
    const run = (target: string) =>
      runJourneys({
        url: target,
        label,
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        warmup: 3,
        addressOf: ownAddress,
      });
    const row = (what: string, r: JourneyResult) =>
      console.log(
        `${what.padEnd(34)} ${r.journeysPerSecond.toFixed(0).padStart(5)} journeys/s  submit p50/p99 ` +
          `${r.latency.submit.p50.toFixed(0)}/${r.latency.submit.p99.toFixed(0)} ms  errors ${r.errors}`,
      );
    row('one instance, no balancer', await run(servers[0].url));
    row('nginx -> one instance', await run(oneBehind.url));
    row('nginx -> two instances', await run(both.url));
    console.log(RESULTS_LINE);
  } finally {
    await both.stop();
    await oneBehind.stop();
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
