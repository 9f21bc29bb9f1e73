// E-mails a salesperson can use: the owner's time zone comes from the browser, the Notifications dialog inserts
// answers by question name and refuses a placeholder the form does not have, and the new-lead e-mail (read from a
// real SMTP sink, so this journey runs its own server in-process on the built web app) links to this lead's page and
// its upload, with the table's lead number and the owner's local time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { SmtpReceiver } from '../../apps/server/test/smtp-receiver.ts';
import { publishForm, registerOwner } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';

const config = {
  title: 'Roof repair',
  steps: [
    {
      type: 'tiles',
      title: 'What needs fixing?',
      options: [
        { id: 'leak', title: 'A leak', icon: 'Droplets' },
        { id: 'tiles', title: 'Broken tiles', icon: 'Home' },
      ],
    },
    { type: 'documentUpload', title: 'Photo of the roof' },
    { type: 'contact', title: 'Your details' },
  ],
};

/** A 1×1 PNG: the roof photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const ZONE = 'America/New_York';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.resolve(import.meta.dirname, `../../docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
}

let smtp: SmtpReceiver;
let app: App;
let base = '';
let dataDir = '';
let context: BrowserContext;
let respondent: BrowserContext;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

test.beforeAll(async ({ browser }) => {
  smtp = await new SmtpReceiver().up();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-lead-emails-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp(
    loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', SMTP_URL: smtp.url, PUBLIC_URL: base },
      { memoryDb: true, port },
    ),
  );
  await app.listen({ port, host: '127.0.0.1' });
  // The owner's browser is in New York; the CSP is bypassed for the injected axe-core.
  context = await browser.newContext({
    baseURL: base,
    timezoneId: ZONE,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  respondent = await browser.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await context?.close();
  await respondent?.close();
  await app?.close();
  await smtp?.down();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the new-lead e-mail links to this lead and its upload, with the lead's number in the owner's time zone", async () => {
  const page = await context.newPage();
  const request = respondent.request;
  const owner = await registerOwner(context.request, 'mailer');
  const label = `Roof ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(context.request, config, { label });

  // The first signed-in visit sets the account's time zone from the browser's.
  await page.goto('/dashboard');
  await expect
    .poll(
      async () =>
        ((await (await context.request.get('/api/user/time-zone')).json()) as { timeZone: string }).timeZone,
    )
    .toBe(ZONE);

  // Placeholders come from a picker of the form's questions; one the form does not have is refused by name.
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByLabel('Your time zone')).toHaveValue(ZONE);
  await dialog.getByRole('switch', { name: 'Send respondents a confirmation' }).click();
  await dialog.getByLabel('Subject', { exact: true }).fill('Thanks, we got your request');
  const message = dialog.getByLabel('Message', { exact: true });
  await message.fill('Hi');
  await dialog
    .getByRole('combobox', { name: 'Insert an answer into the message' })
    .selectOption({ label: 'Your details — first name' });
  await expect(message).toHaveValue('Hi {{your_details.firstName}}');
  await message.fill('Hi {{contact.firstNam}}, thanks!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('{{contact.firstNam}} is not a question of this form');
  await message.fill('Hi {{your_details.firstName}}, thanks!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A respondent sends a lead with a photo.
  const session = (await (await request.post(`/api/forms/${form.id}/session`)).json()) as {
    sessionId: string;
    sessionNo: number;
  };
  const up = await request.post('/api/upload-document', {
    multipart: {
      formId: String(form.id),
      sessionId: session.sessionId,
      document: { name: 'roof-photo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(up.status()).toBe(200);
  const photo = (await up.json()) as { documentUrl: string; fileName: string };
  const submitted = await request.post(`/api/forms/${form.id}/submit`, {
    data: {
      'What needs fixing?': 'leak',
      'Photo of the roof': { documentUrl: photo.documentUrl, fileName: photo.fileName, extractedText: '' },
      'Your details': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
      _sessionInfo: session,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const leadId = ((await submitted.json()) as { id: number }).id;

  await expect.poll(() => smtp.to(owner.email).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.to(owner.email)[0];
  const detail = (await (await context.request.get(`/api/forms/${form.id}/responses/${leadId}`)).json()) as {
    lead_no: number;
    submitted_at: string;
  };
  expect(detail.lead_no).toBe(1);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(detail.submitted_at));
  expect(mail.text).toContain(`(lead #1, ${local} (${ZONE}))`);
  const leadLink = `${base}/forms/${form.id}/responses/${leadId}`;
  expect(mail.text).toContain(`Open this lead: ${leadLink}\n`);
  const download = new RegExp(`Download: (${base}/api/documents/[0-9a-f-]{36})`).exec(mail.text)?.[1];
  expect(download).toBeDefined();
  expect(mail.html).toContain(`>roof-photo.png</a>`);

  // The upload link opens for the signed-in owner.
  const file = await context.request.get(download as string);
  expect((await respondent.request.get(download as string)).status()).toBe(404);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  // The HTML e-mail as a mail program shows it.
  await page.goto('about:blank');
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>New lead</title></head><body>${mail.html}</body></html>`,
  );
  await expect(page.getByRole('link', { name: 'Open this lead' })).toBeVisible();
  await shoot(page, 'lead-email');

  // The e-mail's link opens this lead's page, under the same number.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(leadLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();
  await expect(page.getByTestId('lead-number')).toHaveText('Lead #1');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  await shoot(page, 'lead-page');
});
