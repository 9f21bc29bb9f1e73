// Account-level screens: buying credits (test checkout), privacy link, webhook, API key and the form console.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

test('buying a credit package goes through checkout and returns with more credits', async ({
  page,
  context,
}) => {
  await signIn(context, 'buyer');
  await page.goto('/dashboard');
  await expect(page.getByTestId('credit-count')).toHaveText(/^\d+$/);
  const before = Number(await page.getByTestId('credit-count').textContent());
  await page.getByRole('button', { name: 'Buy Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await expect(dialog.getByText('Most Popular')).toBeVisible();
  await expect(dialog.getByText('$0.40 per credit')).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy Starter' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Payment successful', { exact: true })).toBeVisible();
  await expect(page.getByTestId('credit-count')).toHaveText(String(before + 10));
});

test('the privacy link, webhook and API key are saved and shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, 'settings');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  await page.getByLabel('Link').fill('https://example.com/privacy');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByLabel('Link')).toHaveValue('https://example.com/privacy');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Send leads to your CRM' }).click();
  await expect(page.getByRole('heading', { name: 'CRM Webhook Configuration' })).toBeVisible();
  await page.getByRole('button', { name: 'Test Webhook' }).click();
  await expect(page.getByText('Please enter a webhook URL first', { exact: true })).toBeVisible();
  await page.getByLabel('Webhook URL').fill('http://127.0.0.1:9/hooks/forms');
  await page.getByRole('button', { name: 'Save Webhook' }).click();
  await expect(page.getByText('Webhook URL saved successfully', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Webhook URL')).toHaveValue('http://127.0.0.1:9/hooks/forms');
  const secret = page.getByLabel('Signing secret');
  await expect(secret).toHaveAttribute('type', 'password');
  const oldSecret = await secret.inputValue();
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(page.getByText('Secret rotated', { exact: true })).toBeVisible();
  await expect(secret).toHaveAttribute('type', 'text');
  await expect(secret).not.toHaveValue(oldSecret);

  await page.goto('/api-access');
  const key = page.getByRole('textbox', { name: 'API key' });
  await expect(key).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  const value = await key.inputValue();
  expect(value.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Copy API key' }).click();
  await expect(page.getByText('API Key Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await expect(page.getByText('POST /api/create-form-url')).toBeVisible();
  // The examples come from the shared docs source (the same one the server's OpenAPI page uses).
  await expect(page.locator('pre').filter({ hasText: 'curl -X POST' }).first()).toContainText(
    'Authorization: Bearer YOUR_API_KEY',
  );
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await expect(page.locator('pre').filter({ hasText: 'import requests' }).first()).toContainText(
    'timeout=120',
  );
});

test('the form console saves the auto-selected first option and brochure triggers', async ({
  page,
  context,
}) => {
  await signIn(context, 'console');
  const form = await publishForm(context.request, shortConfig, {
    label: `Console ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto('/form-console');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Please select a form first', { exact: true })).toBeVisible();

  await page.getByLabel('Form', { exact: true }).selectOption(String(form.id));
  await page.getByRole('switch', { name: 'Console Enabled' }).click();
  await page.getByRole('switch', { name: 'Auto Select First Option' }).click();
  await page.getByRole('radio', { name: 'Pro' }).check();
  await page.getByRole('tab', { name: 'Response Config' }).click();
  await page.getByRole('switch', { name: 'Send Brochure' }).click();
  await page.getByLabel('Brochure Text').fill('Here is our brochure.');
  await expect(page.getByText('Step 1: Pick a plan')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Basic' }).check();
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Console Updated', { exact: true })).toBeVisible();

  await page.reload();
  await page.getByLabel('Form', { exact: true }).selectOption(String(form.id));
  await expect(page.getByRole('switch', { name: 'Console Enabled' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
  await page.getByRole('tab', { name: 'Response Config' }).click();
  await expect(page.getByLabel('Brochure Text')).toHaveValue('Here is our brochure.');
  await expect(page.getByRole('checkbox', { name: 'Basic' })).toBeChecked();
});
