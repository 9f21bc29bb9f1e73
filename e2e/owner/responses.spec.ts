// A respondent answers in the embed (one complete, one abandoned); the owner reads both and exports CSV.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

test('responses show complete and incomplete sessions, the drop-off per step and export as CSV', async ({
  page,
  context,
  browser,
}) => {
  await signIn(context, 'reader');
  const form = await publishForm(context.request, shortConfig, {
    label: `Plans ${crypto.randomUUID().slice(0, 6)}`,
  });

  await page.goto(`/forms/${form.id}/responses`);
  await expect(page.getByRole('heading', { name: 'No Responses Yet' })).toBeVisible();

  // A respondent (no cookies) completes the form in the embed.
  const visitor = await browser.newContext();
  const r1 = await visitor.newPage();
  await r1.goto(embedPath(form));
  await r1.getByRole('button', { name: /Pro/ }).click();
  await r1.getByRole('textbox').fill('Call me after 5pm');
  await r1.getByRole('button', { name: 'Continue' }).click();
  await r1.getByLabel('First name').fill('Ann');
  await r1.getByLabel('Last name').fill('Lee');
  await r1.getByLabel('Email').fill('ann@example.com');
  await r1.getByRole('checkbox').check();
  await r1.getByRole('button', { name: 'Submit' }).click();
  await expect(r1.getByText('Thank you!')).toBeVisible();

  // Another respondent picks a plan and leaves.
  const r2 = await visitor.newPage();
  await r2.goto(embedPath(form));
  const saved = r2.waitForResponse((res) => res.url().includes('/temp-response') && res.ok());
  await r2.getByRole('button', { name: /Basic/ }).click();
  await saved;
  await visitor.close();

  await page.reload();
  await expect(page.getByText('2 response(s) received')).toBeVisible();
  const table = page.getByRole('region', { name: 'Responses table' });
  // The compact default: the free-text comment waits behind the column picker.
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Submitted At',
    'Name',
    'Contact',
    'Pick a plan',
    'Source',
  ]);
  await expect(table.getByText('Call me after 5pm')).toHaveCount(0);
  // The name reads whole, the e-mail ready to write to.
  await expect(table.getByRole('cell', { name: 'Ann Lee', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
    'href',
    'mailto:ann@example.com',
  );
  // Option ids show as the titles the respondent chose.
  await expect(table.locator('tr[data-incomplete]').getByText('Basic', { exact: true })).toBeVisible();
  await expect(table.locator('tr[data-incomplete]')).toHaveCount(1);
  await expect(table.locator('tr[data-incomplete]').getByText('Incomplete')).toBeVisible();
  const dropOff = page.getByRole('list', { name: 'Sessions reaching each step' });
  await expect(dropOff.getByRole('listitem')).toHaveCount(3);
  // The card stands in place while the counts load (they are asked for after the first rows), then shows them.
  await expect(dropOff).not.toHaveAttribute('aria-busy', 'true');
  await expect(dropOff.getByRole('listitem').first()).toContainText('2');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-responses\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,Pick a plan,Any comments?',
  );
  expect(lines).toHaveLength(3);
  expect(csv).toContain('Incomplete');
  expect(csv).toContain('Call me after 5pm');

  // Search and filters narrow the rows on the server; the count follows them.
  await page.getByLabel('Search answers').fill('after 5pm');
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Search answers').fill('');
  await page.getByLabel('Status').selectOption('incomplete');
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  await expect(table.locator('tbody tr[data-incomplete]')).toHaveCount(1);
});
