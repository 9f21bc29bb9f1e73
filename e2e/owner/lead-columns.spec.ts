// The leads table for a salesperson: a compact default (name, contact, the first three questions with options, the
// day asked for, the estimate, the source, the time) that fits 1280 px, the rest behind the column picker whose choice is kept on the
// server for the form (it survives a reload), and a card per lead on a phone.
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';
import { publishForm, signIn } from '../fixtures/api.ts';
import { allStepsConfig } from '../fixtures/configs.ts';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.resolve(import.meta.dirname, `../../docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
}

const config = {
  ...allStepsConfig,
  calculations: [{ id: 'estimate', label: 'Estimate', formula: '8750', format: 'currency', currency: 'EUR' }],
  hiddenFields: ['utm_source', 'referrer'],
};

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const lead = (first: string, hidden: Record<string, string>) => ({
  'What type of property do you have?': 'house',
  'Which services interest you?': ['panels', 'battery'],
  'Which roof type do you have?': 'pitched',
  'Monthly electricity bill': 180,
  'How did you hear about us?': { option: 'google', followup: 'an ad' },
  'Anything else we should know?': `Call ${first} after 5pm`,
  'What is your address?': {
    fullAddress: 'Unter den Linden 1, 10117 Berlin',
    postalCode: '10117',
    isAvailable: true,
  },
  'Upload your latest bill': 'Upload your document',
  'Do you own the home?': true,
  'What is the living area?': 120,
  'How likely are you to recommend us?': 9,
  'Which panel look do you prefer?': 'black',
  'When would you like us to come?': { date: inAWeek, slot: 'am' },
  'How can we reach you?': {
    firstName: first,
    lastName: 'Lee',
    email: `${first.toLowerCase()}@example.com`,
    phone: '+49 30 1234567',
    consent: true,
  },
  _hidden: hidden,
});

test('the leads table starts compact, shows a hidden column on request and keeps the choice', async ({
  page,
  context,
}) => {
  await signIn(context, 'columns');
  const form = await publishForm(context.request, config, {
    label: `Columns ${crypto.randomUUID().slice(0, 6)}`,
  });
  for (const [name, hidden] of [
    ['Ann', { utm_source: 'newsletter' }],
    ['Bob', { referrer: 'https://www.facebook.com/ads/1' }],
    ['Cem', {}],
  ] as const) {
    const sent = await context.request.post(`/api/forms/${form.id}/submit`, { data: lead(name, hidden) });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/forms/${form.id}/responses`);
  const table = page.getByRole('region', { name: 'Responses table' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText([
    'ID',
    'Submitted At',
    'Name',
    'Contact',
    'What type of property do you have?',
    'Which services interest you?',
    'Which roof type do you have?',
    'When would you like us to come?',
    'Estimate',
    'Source',
  ]);
  const ann = table.locator('tbody tr').filter({ hasText: 'Ann Lee' });
  await expect(ann.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
    'href',
    'mailto:ann@example.com',
  );
  await expect(ann.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', /^tel:/);
  await expect(ann).toContainText('newsletter');
  await expect(table.locator('tbody tr').filter({ hasText: 'Bob Lee' })).toContainText('facebook.com');
  await expect(table.locator('tbody tr').filter({ hasText: 'Cem Lee' })).toContainText('Direct');
  await expect(ann).toContainText('€8,750');
  // The lead numbers the owner sees, newest first.
  await expect(table.getByRole('link', { name: /^Open response #/ })).toHaveText(['#3', '#2', '#1']);
  // No sideways scrolling at 1280 px.
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await axeViolations(page, { rules: 'wcag', keepCsp: true })).toEqual([]);

  await page.getByTestId('column-picker').locator('summary').click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/lead-columns`) && r.ok());
  await page.getByRole('checkbox', { name: 'Anything else we should know?' }).check();
  await saved;
  await expect(headers).toContainText(['Anything else we should know?']);
  await expect(table.getByText('Call Ann after 5pm')).toBeVisible();

  await page.reload();
  await expect(table.getByText('Call Ann after 5pm')).toBeVisible();
  await expect(headers).toContainText(['Name', 'Anything else we should know?', 'Source']);
  await expect(page.getByTestId('column-picker').locator('summary')).toHaveText(/^Columns \(9 of \d+\)$/);

  // Back to the compact view: the comment column goes again, and stays gone after a reload.
  await page.getByTestId('column-picker').locator('summary').click();
  const reset = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/lead-columns`) && r.ok());
  await page.getByRole('button', { name: 'Back to the compact view' }).click();
  await reset;
  await page.reload();
  await expect(headers).toHaveCount(10);
  await expect(table.getByText('Call Ann after 5pm')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shoot(page, 'leads-table');
  // A phone gets a card per lead with the name as its heading.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('list', { name: 'Responses' }).getByText('Ann Lee')).toBeVisible();
  expect(await axeViolations(page, { rules: 'wcag', keepCsp: true })).toEqual([]);
});
