// Unit and API tests: next to the code in packages/* and apps/*; Playwright journeys live in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/src/**/*.test.tsx',
      'apps/*/src/**/*.test.ts',
      'apps/web/build/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'bench/**/*.test.ts',
      'integrations/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // The failover test has its own run (vitest.failover.config.ts, `npm run test:failover`).
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', 'apps/server/test/failover.test.ts'],
    // A folder for the migrated PGlite template that startServer() starts each in-memory database from.
    globalSetup: ['apps/server/test/pglite-template.ts', 'apps/server/test/postgres-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
