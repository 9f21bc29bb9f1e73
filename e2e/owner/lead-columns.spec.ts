// The leads table's column picker: the owner hides a column, the choice is kept on the server for the form (it
// survives a reload), and the table fits 1280 px without scrolling sideways.
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.resolve(import.meta.dirname, `../../docs/screenshots/${name}-${width}.png`),
      fullPage: true,
    });
  }
}

test('the owner picks the leads table columns and finds them so after a reload', async ({
  page,
  context,
}) => {
  await signIn(context, 'columns');
  const form = await publishForm(context.request, shortConfig, {
    label: `Columns ${crypto.randomUUID().slice(0, 6)}`,
  });
  for (const name of ['Ann', 'Bob']) {
    const sent = await context.request.post(`/api/forms/${form.id}/submit`, {
      data: {
        'Pick a plan': 'pro',
        'Any comments?': `Call ${name} after 5pm`,
        'Your details': {
          firstName: name,
          lastName: 'Lee',
          email: `${name.toLowerCase()}@example.com`,
          consent: true,
        },
      },
    });
    expect(sent.status()).toBe(200);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/forms/${form.id}/responses`);
  const table = page.getByRole('region', { name: 'Responses table' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toContainText(['Any comments?']);
  // The lead numbers the owner sees, newest first.
  await expect(table.getByRole('link', { name: /^Open response #/ })).toHaveText(['#2', '#1']);

  await page.getByTestId('column-picker').locator('summary').click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/lead-columns`) && r.ok());
  await page.getByRole('checkbox', { name: 'Any comments?' }).uncheck();
  await saved;
  await expect(headers).not.toContainText(['Any comments?']);
  await expect(table.getByText('Call Ann after 5pm')).toHaveCount(0);

  await page.reload();
  await expect(table.getByText('ann@example.com')).toBeVisible();
  await expect(headers).not.toContainText(['Any comments?']);
  await expect(page.getByTestId('column-picker').locator('summary')).toHaveText('Columns (5 of 6)');
  // No sideways scrolling at 1280 px.
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shoot(page, 'leads-table');
});
