// Plain words on owner screens: no library names, no developer screen names, no status codes in front of messages.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { openWholeForm } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';

test('the dashboard and the editor name things by what they do, not by how they are built', async ({
  page,
  context,
}) => {
  await signIn(context, 'wordy');
  const form = await publishForm(context.request, shortConfig, {
    label: `Words ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Send leads to your CRM' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Automatic actions' })).toBeVisible();
  await expect(page.getByText(/Route Response|Form Console/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Automatic actions' }).click();
  await expect(page).toHaveURL(/\/form-console$/);
  await expect(page.getByRole('heading', { name: 'Automatic actions' })).toBeVisible();

  await page.goto(`/edit/${form.id}`);
  const icons = (await openWholeForm(page)).getByLabel('Pictures on choices');
  await expect(icons.locator('option')).toHaveText(['Icons', 'Emoji', 'Nothing']);
  await expect(page.getByText(/lucide/i)).toHaveCount(0);
  await expect(page.getByText(/JSON/)).toHaveCount(0);
});

test("a settings error names the field in the owner's words, without a status code", async ({
  page,
  context,
}) => {
  await signIn(context, 'redirect');
  const label = `Redirect ${crypto.randomUUID().slice(0, 6)}`;
  await publishForm(context.request, shortConfig, { label });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability' });
  await expect(dialog.getByTestId('availability-status')).toHaveText('Now: Open.');
  await dialog.getByLabel('After submitting, go to').fill('ftp://files.example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The address to go to after submitting must start with http:// or https://',
  );
});
