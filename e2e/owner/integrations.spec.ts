// The integrations screen in Chromium against local fakes of Google (consent screen, Sheets), Slack and HubSpot: an
// owner connects all three to one form, a lead arrives in each with the mapped columns, a routing rule sends a big
// lead to a second channel, and Replay resends a failed delivery.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { FakeServices } from '../../apps/server/test/fakes/server.ts';
import { publishForm, signIn } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';

let fake: FakeServices;
test.beforeAll(async () => {
  fake = await new FakeServices().up(Number(process.env.E2E_FAKES_PORT));
});
test.afterAll(async () => {
  await fake?.down();
});

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

const config = {
  title: 'Solar quote',
  steps: [
    {
      type: 'tiles',
      title: 'What type of property do you have?',
      options: [
        { id: 'house', title: 'House' },
        { id: 'flat', title: 'Apartment' },
      ],
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'Monthly electricity bill',
      min: 50,
      max: 500,
      step: 10,
      defaultValue: 150,
      prefix: '$',
    },
    { type: 'contact', title: 'How can we reach you?' },
  ],
  calculations: [
    { id: 'estimate', label: 'Estimated price', formula: 'bill * 100', format: 'currency', currency: 'USD' },
  ],
};

const lead = (first: string, bill: number) => ({
  'What type of property do you have?': 'house',
  'Monthly electricity bill': bill,
  'How can we reach you?': {
    firstName: first,
    lastName: 'Hopper',
    email: `${first.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    phone: '+1 555 0199',
    consent: true,
  },
});

/** Adds a Slack incoming webhook for `channel` through the form on the page. */
async function addSlack(page: Page, name: string, channel: string) {
  const hook = fake.slack.addWebhook(channel);
  await page.getByLabel('Send leads to').selectOption('slack');
  await page.getByLabel('Name (optional)').fill(name);
  await page.getByLabel('Incoming webhook URL').fill(`${fake.base}/slack${hook}`);
  await page.getByRole('button', { name: 'Add Slack' }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
  return hook;
}

test('an owner sends a form’s leads to a Sheet, Slack and HubSpot, routes big leads elsewhere and replays a failure', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(context, 'integrations');
  const form = await publishForm(context.request, config, {
    label: `Solar ${crypto.randomUUID().slice(0, 6)}`,
  });

  // From the dashboard's settings menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${form.label}` }).click();
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form.id}/integrations$`));
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

  const salesHook = await addSlack(page, 'Slack #sales', 'C0SALES01');

  // HubSpot with a private app's token.
  const token = fake.hubspot.addToken();
  await page.getByLabel('Send leads to').selectOption('hubspot');
  await page.getByLabel('Name (optional)').fill('');
  await page.getByLabel('Private app token').fill(token);
  await page.getByRole('button', { name: 'Add HubSpot' }).click();
  await expect(page.getByRole('region', { name: 'HubSpot' })).toBeVisible();

  // Google Sheets: Google's consent screen (the fake's), then back to this screen.
  const sheetId = fake.google.addSpreadsheet(['Leads']);
  await page.getByLabel('Send leads to').selectOption('sheets');
  await page
    .getByLabel('Google Sheet address')
    .fill(`https://docs.google.com/spreadsheets/d/${sheetId}/edit`);
  await page.getByLabel('Tab').fill('Leads');
  await page.getByRole('button', { name: 'Add and connect Google' }).click();
  await page.locator('#allow').click();
  await expect(page.getByText('Google is connected: new leads go to the sheet.')).toBeVisible();
  const sheetCard = page.getByRole('region', { name: 'Google Sheets' });
  await expect(sheetCard.getByText('Working')).toBeVisible();

  // The sheet's columns: the defaults, with one renamed.
  const columns = sheetCard.getByRole('textbox', { name: /^Column for field/ });
  await expect(columns.first()).toHaveValue('Name');
  const billIndex = await columns.evaluateAll((els) =>
    els.findIndex((e) => (e as HTMLInputElement).value === 'Monthly electricity bill'),
  );
  expect(billIndex).toBeGreaterThan(0);
  const billColumn = columns.nth(billIndex);
  await billColumn.fill('Bill');
  await sheetCard.getByRole('button', { name: 'Save fields' }).click();
  // Within the toast list: the toast's screen-reader announcement repeats its text for a moment.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Google Sheets saved', { exact: true }),
  ).toBeVisible();

  // A test lead to Slack, answered in place.
  const salesCard = page.getByRole('region', { name: 'Slack #sales' });
  await salesCard.getByRole('button', { name: 'Send a test lead' }).click();
  await expect(salesCard.getByText('Test lead sent: Posted to Slack')).toBeVisible();

  // A lead arrives in all three, with the mapped columns.
  const first = lead('Grace', 180);
  const submitted = await context.request.post(`/api/forms/${form.id}/submit`, { data: first });
  expect(submitted.status()).toBe(200);
  const firstId = ((await submitted.json()) as { id: number }).id;
  await expect.poll(() => fake.slack.inChannel('C0SALES01').length, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => fake.google.rows(sheetId, 'Leads').length, { timeout: 15_000 }).toBe(2);
  const [header, row] = fake.google.rows(sheetId, 'Leads');
  expect(header).toContain('Bill');
  expect(header).toContain('Estimated price');
  expect(row[header.indexOf('Bill')]).toBe('$180');
  expect(row[header.indexOf('Estimated price')]).toBe('$18,000');
  await expect
    .poll(() => fake.hubspot.byEmail(first['How can we reach you?'].email)?.properties.firstname, {
      timeout: 15_000,
    })
    .toBe('Grace');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText(`Lead ${firstId}`, { exact: true })).toHaveCount(3);

  // Routing: estimates over 20,000 go to a second channel and a sales lead (first match).
  await addSlack(page, 'Slack #big', 'C0BIG0001');
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Big jobs');
  await page.getByLabel('Rule 1: field').selectOption({ label: 'Estimated price' });
  await page.getByLabel('Rule 1: comparison').selectOption('gt');
  await page.getByLabel('Rule 1: value').fill('20000');
  await page.getByLabel('E-mail the lead to').fill('sales-lead@example.com');
  await page.getByRole('checkbox', { name: 'Slack #big' }).check();
  await expect(
    page.getByText('First match: only the first matching rule (top to bottom) decides'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save routing' }).click();
  await expect(page.getByText('Waiting for confirmation: sales-lead@example.com')).toBeVisible();

  const small = await context.request.post(`/api/forms/${form.id}/submit`, { data: lead('Sam', 100) });
  const big = await context.request.post(`/api/forms/${form.id}/submit`, { data: lead('Bea', 250) });
  expect(small.status()).toBe(200);
  expect(big.status()).toBe(200);
  const title = (c: string) =>
    fake.slack.inChannel(c).map((m) => (m.blocks[0] as { text: { text: string } }).text.text);
  await expect.poll(() => title('C0BIG0001'), { timeout: 15_000 }).toEqual(['New lead: Bea Hopper']);
  await expect.poll(() => title('C0SALES01').length, { timeout: 15_000 }).toBe(4);

  // Slack refuses the next lead for good (400); the log says so and Replay sends it again.
  fake.fault('slack', { path: new RegExp(salesHook), reply: { status: 400, body: 'invalid_blocks' } });
  const refused = await context.request.post(`/api/forms/${form.id}/submit`, { data: lead('Rex', 120) });
  const refusedId = ((await refused.json()) as { id: number }).id;
  const failedRow = log
    .getByRole('listitem')
    .filter({ hasText: `Lead ${refusedId}` })
    .filter({
      hasText: 'Slack #sales',
    });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return failedRow.getByText('failed', { exact: true }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(failedRow).toContainText('Slack answered HTTP 400: invalid_blocks');
  await failedRow.getByRole('button', { name: /^Replay delivery/ }).click();
  await expect
    .poll(() => title('C0SALES01').includes('New lead: Rex Hopper'), { timeout: 15_000 })
    .toBe(true);

  // A revoked HubSpot token stops HubSpot: the dashboard says so, the lead waits, a new token sends it.
  fake.hubspot.revoke(token);
  const waiting = lead('Wes', 130);
  expect((await context.request.post(`/api/forms/${form.id}/submit`, { data: waiting })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await context.request.get('/api/integrations/problems')).json()) as unknown[]).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.goto('/dashboard');
  const problem = page.getByRole('region', { name: 'Integrations that stopped' });
  await expect(problem).toContainText(`HubSpot on "${form.label}": HubSpot answered HTTP 401`);
  await expect(problem).toContainText('1 lead is waiting, none is lost.');
  await problem.getByRole('link', { name: 'Fix HubSpot' }).click();
  const hubspotCard = page.getByRole('region', { name: 'HubSpot' });
  await expect(hubspotCard.getByText('Stopped', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await hubspotCard.getByLabel('New token').fill(fake.hubspot.addToken());
  await hubspotCard.getByRole('button', { name: 'Replace' }).click();
  await expect(hubspotCard.getByText('Working', { exact: true })).toBeVisible();
  await expect
    .poll(() => fake.hubspot.byEmail(waiting['How can we reach you?'].email)?.properties.firstname, {
      timeout: 15_000,
    })
    .toBe('Wes');

  expect(await axeViolations(page)).toEqual([]);
  expect(fake.refusals).toEqual([]);

  // Screenshots for review.
  const out = '/tmp/fe-shots-integrations';
  fs.mkdirSync(out, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${out}/integrations-${width}.png`, fullPage: true });
    await sheetCard.screenshot({ path: `${out}/sheets-card-${width}.png` });
    await page
      .locator('form', { hasText: 'When several rules match' })
      .screenshot({ path: `${out}/routing-${width}.png` });
  }
});
