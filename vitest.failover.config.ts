// The failover test (apps/server/test/failover.test.ts: nginx, two instances, PostgreSQL, a few minutes), apart from
// the unit and API tests; it runs only where DATABASE_URL names a PostgreSQL server (CI's PostgreSQL pass).
import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.DATABASE_URL);
// Said when the run is asked for, not whenever a tool (knip) reads this file.
if (!postgres && process.env.npm_lifecycle_event === 'test:failover') {
  console.log(
    'test:failover skipped on the embedded PGlite: two instances behind a balancer share one PostgreSQL. ' +
      'CI runs it in its PostgreSQL pass; here: DATABASE_URL=postgres://… npm run test:failover',
  );
}

export default defineConfig({
  test: {
    include: postgres ? ['apps/server/test/failover.test.ts'] : [],
    passWithNoTests: true,
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
