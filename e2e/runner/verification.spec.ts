// Verifying the contact step's phone number in Chromium: the respondent asks for a code, which a local fake of
// Twilio's Messages API receives, enters it inline without leaving the step and submits; a wrong code and an expired
// one (the server's clock is injected, so this journey runs its own server in-process on the built web app) are
// refused with a clear message; an invalid number is refused before any text goes out.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { PASSWORD } from '../fixtures/api.ts';

const config = {
  title: 'Roof check',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'Which roof do you have?',
      options: [
        { id: 'flat', title: 'Flat roof', icon: 'Home' },
        { id: 'pitched', title: 'Pitched roof', icon: 'Building' },
      ],
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?', config: { verify: 'phone' } },
  ],
};

/** What the fake Twilio received: the form-encoded bodies. */
const texts: URLSearchParams[] = [];
let twilio: Server;
let app: App;
let base = '';
let dataDir = '';
let formId = 0;
let owner: BrowserContext;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  twilio = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      if (req.url === '/2010-04-01/Accounts/AC9/Messages.json') texts.push(new URLSearchParams(body));
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((done) => twilio.listen(0, '127.0.0.1', done));
  const address = twilio.address();
  const twilioUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-verify-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp(
    loadConfig(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        PUBLIC_URL: base,
        TWILIO_ACCOUNT_SID: 'AC9',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_API_BASE: twilioUrl,
        SMS_FROM: '+15005550006',
      },
      { memoryDb: true, port },
    ),
  );
  await app.listen({ port, host: '127.0.0.1' });
  owner = await browser.newContext({ baseURL: base });
  const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await owner.request.post('/api/auth/register', { data: { username: 'owner', email, password: PASSWORD } });
  const published = await owner.request.post('/api/publish', {
    data: { config, label: 'Verify roof', language: 'en', domain: '' },
  });
  formId = ((await published.json()) as { id: number }).id;
});

test.afterAll(async () => {
  await owner?.close();
  await app?.close();
  await new Promise((done) => twilio?.close(done));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lastCode = () => /\b(\d{6})\b/.exec(texts.at(-1)?.get('Body') ?? '')?.[1] as string;

async function toContactStep(page: Page, phone: string) {
  await page.goto(`${base}/embed?id=${formId}`);
  await page.getByRole('button', { name: /Pitched roof/ }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await page.getByLabel('First name').fill('Vic');
  await page.getByLabel('Last name').fill('Vance');
  await page.getByLabel('Email').fill('vic@example.com');
  await page.getByLabel('Phone').fill(phone);
}

test('a respondent verifies the phone number with the code the provider received, after a wrong one, and submits', async ({
  page,
}) => {
  await toContactStep(page, '+1 202 456 1111');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('We sent a code to +12024561111.')).toBeVisible();
  expect(texts.at(-1)?.get('To')).toBe('+12024561111');
  const code = lastCode();
  // The resend waits for its countdown.
  await expect(page.getByText(/New code in \d+ s/)).toBeVisible();
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right; check the message and try again');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('+12024561111 is verified.')).toBeVisible();
  // Still on the contact step; it submits as usual.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Submit/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const verified = rowsOf(
    await app.ctx.database.db.execute(
      sql`select target from verification_codes where form_id = ${formId} and verified_at is not null`,
    ),
  );
  expect(verified).toEqual([{ target: '+12024561111' }]);
});

test('an expired code and an invalid number are refused with a clear message', async ({ page }) => {
  await toContactStep(page, '12345');
  const sent = texts.length;
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a valid phone number with its country code, e.g. +1 415 555 0100',
  );
  expect(texts.length).toBe(sent);

  await page.getByLabel('Phone').fill('+1 202 456 1112');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('We sent a code to +12024561112.')).toBeVisible();
  const code = lastCode();
  // Eleven minutes later (the server's clock), the ten-minute code has expired.
  app.ctx.verification.now = () => new Date(Date.now() + 11 * 60_000);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code has expired; send a new one');
  app.ctx.verification.now = () => new Date();
});

test('the owner sees which lead verified its phone number and which did not', async ({ page }) => {
  // A respondent who does not verify still submits; the lead is kept.
  await toContactStep(page, '+1 202 456 1113');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Submit/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const ids = rowsOf<{ id: number }>(
    await app.ctx.database.db.execute(
      sql`select id from responses where form_id = ${formId} and response is not null order by id`,
    ),
  ).map((r) => Number(r.id));
  expect(ids).toHaveLength(2);
  const detail = await owner.newPage();
  const verifiedRow = (p: Page) => p.getByText('Verified', { exact: true }).locator('xpath=..');
  await detail.goto(`/forms/${formId}/responses/${ids[0]}`);
  await expect(verifiedRow(detail)).toContainText('Phone');
  await detail.goto(`/forms/${formId}/responses/${ids[1]}`);
  await expect(verifiedRow(detail)).toContainText('Not verified');
  // The responses table has a Verified column.
  await detail.goto(`/forms/${formId}/responses`);
  await expect(detail.getByRole('columnheader', { name: 'Verified' })).toBeVisible();
  // The lead submitted unverified, and the unfinished one whose code expired in the test before.
  await expect(detail.getByRole('cell', { name: 'Not verified', exact: true })).toHaveCount(2);
  await expect(detail.getByRole('cell', { name: 'Phone', exact: true })).toHaveCount(1);
  await detail.close();
});
