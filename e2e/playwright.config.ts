// Playwright journeys in Debian's Chromium against the real built server (PGlite in a temp dir, or DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';

// The config is evaluated again in each worker: fix port and data dir once, in the runner, via the environment.
process.env.E2E_PORT ??= String(5600 + Math.floor(Math.random() * 300));
// Domain verification asks this DNS port; the domains journey runs a fake DNS server on it.
process.env.E2E_DNS_PORT ??= String(5910 + Math.floor(Math.random() * 80));
// The integrations journey runs local fakes of Google, Slack, HubSpot and Pipedrive on this port.
process.env.E2E_FAKES_PORT ??= String(6000 + Math.floor(Math.random() * 300));
// The tracking journey runs its own fakes of Meta's Conversions API and GA4's Measurement Protocol on this port.
process.env.E2E_CONVERSIONS_PORT ??= String(6300 + Math.floor(Math.random() * 300));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fe-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;
const fakes = `http://127.0.0.1:${process.env.E2E_FAKES_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'fe-e2e-results'),
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Journeys measure layout and colours: entrance animations and transitions must not race the measurements.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    // The production server bundle (built by `npm run build`, which the e2e tests need anyway).
    command: 'node apps/server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/auth/user`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The journeys buy credits through the built-in checkout, as a local trial (npm start) does.
      TEST_CHECKOUT: 'on',
      DOMAIN_VERIFY_DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
      // The services' addresses and Google's client, as the fakes of apps/server/test/fakes answer them.
      GOOGLE_CLIENT_ID: 'fake-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'fake-client-secret',
      GOOGLE_AUTH_URL: `${fakes}/google/auth`,
      GOOGLE_TOKEN_URL: `${fakes}/google/token`,
      GOOGLE_SHEETS_API_BASE: `${fakes}/sheets`,
      SLACK_API_BASE: `${fakes}/slack/api`,
      HUBSPOT_API_BASE: `${fakes}/hubspot`,
      PIPEDRIVE_API_BASE: `${fakes}/pipedrive/api`,
      META_GRAPH_API_BASE: `http://127.0.0.1:${process.env.E2E_CONVERSIONS_PORT}/meta`,
      GA4_MP_BASE: `http://127.0.0.1:${process.env.E2E_CONVERSIONS_PORT}/ga4`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
