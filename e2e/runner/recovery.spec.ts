// Bringing back an unfinished lead in Chromium: a respondent leaves after the contact step, gets the "finish your
// request" e-mail (a real SMTP sink) once the owner's idle time has passed (the server's clock is injected, so this
// journey runs its own server in-process on the built web app), follows the link in a fresh browser, lands where
// they stopped with their answers and submits; the link works once and not after it expired; the dashboard counts
// the recovered lead.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { SmtpReceiver } from '../../apps/server/test/smtp-receiver.ts';
import { PASSWORD } from '../fixtures/api.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const LINK_GONE = 'This link has expired or was already used. Start the form again to answer.';

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
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    { id: 'notes', type: 'textbox', title: 'Anything we should know?', rows: 2 },
  ],
};

let smtp: SmtpReceiver;
let app: App;
let base = '';
let dataDir = '';
let formId = 0;
let owner: BrowserContext;
const label = `Recover ${Math.random().toString(36).slice(2, 8)}`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Moves the server's clock for idle times and link expiry. */
const clock = (offsetMs: number) => {
  app.ctx.recovery.now = () => new Date(Date.now() + offsetMs);
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  smtp = await new SmtpReceiver().up();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-recovery-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp(
    loadConfig(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        SMTP_URL: smtp.url,
        WEBHOOK_POLL_MS: '25',
        PUBLIC_URL: base,
      },
      { memoryDb: true, port },
    ),
  );
  await app.listen({ port, host: '127.0.0.1' });
  owner = await browser.newContext({ baseURL: base });
  const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const api = owner.request;
  expect(
    (
      await api.post('/api/auth/register', { data: { username: 'owner', email, password: PASSWORD } })
    ).status(),
  ).toBe(201);
  const published = await api.post('/api/publish', {
    data: { config, label, language: 'en', domain: '' },
  });
  formId = ((await published.json()) as { id: number }).id;
  const put = await api.put(`/api/forms/${formId}/notifications`, {
    data: {
      owner: { enabled: false },
      recovery: {
        enabled: true,
        idleMinutes: 30,
        subject: 'Your roof check is nearly done',
        text: 'You were nearly done. It takes a minute to finish.',
      },
    },
  });
  expect(put.status()).toBe(200);
});

test.afterAll(async () => {
  await owner?.close();
  await app?.close();
  await smtp?.down();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const next = (page: Page) => page.getByRole('button', { name: /^(Continue|Submit)/ });
const stepShown = (page: Page, n: number) => expect(page.getByText(`Question ${n} of 3`)).toBeVisible();

/** In a browser of its own: answers the roof and the contact step, reaches step 3 and leaves. */
async function leaveAfterContact(context: BrowserContext, email: string) {
  const page = await context.newPage();
  await page.goto(`${base}/embed?id=${formId}`);
  await page.getByRole('button', { name: /Pitched roof/ }).click();
  await stepShown(page, 2);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Roofer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await next(page).click();
  await stepShown(page, 3);
  // Leaving saves what is pending.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => {
      const found = await app.ctx.database.db.execute(
        sql`select 1 from responses where form_id = ${formId} and strpos(temp_response::text, ${email}) > 0`,
      );
      return rowsOf(found).length;
    })
    .toBe(1);
}

/** The link in the one "finish your request" e-mail to `email`. */
async function linkFor(email: string): Promise<string> {
  await expect.poll(() => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.to(email)[0];
  expect(mail?.subject).toBe('Your roof check is nearly done');
  const link = new RegExp(`${base}/embed\\?id=${formId}#fe_recover=[\\w-]+`).exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

test('a respondent who left after the contact step comes back through the e-mail, in a fresh browser, and submits', async ({
  browser,
}) => {
  const email = 'rita@example.com';
  const first = await browser.newContext();
  await leaveAfterContact(first, email);
  await first.close();
  clock(31 * MINUTE);
  const link = await linkFor(email);

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(link);
  // Where they stopped, with their answers; the token is gone from the address.
  await stepShown(page, 3);
  expect(page.url()).not.toContain('fe_recover');
  await page.getByRole('textbox').fill('Please call after 5pm');
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepShown(page, 2);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await next(page).click();
  await stepShown(page, 3);
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await fresh.close();

  // The same link a second time: refused with a clear message, the form starts fresh.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  await expect(second.getByRole('status').filter({ hasText: LINK_GONE })).toBeVisible();
  await stepShown(second, 1);
  await again.close();

  // The owner's dashboard counts the recovered lead.
  const dashboard = await owner.newPage();
  await dashboard.goto('/dashboard');
  const card = dashboard.getByTestId('form-card').filter({ hasText: label });
  await expect(card.getByTestId('recovered-count')).toHaveText('1');
  await dashboard.close();
});

test('an expired link is refused with a clear message', async ({ browser }) => {
  const email = 'late@example.com';
  const first = await browser.newContext();
  await leaveAfterContact(first, email);
  await first.close();
  clock(31 * MINUTE);
  const link = await linkFor(email);
  // Eight days on, the seven-day link no longer works.
  clock(8 * DAY);
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: LINK_GONE })).toBeVisible();
  await stepShown(page, 1);
  await fresh.close();
});
