// Editing by instruction: the builder's chat on a stored form (opened by /edit/{id}), the alternate /forms/{id} screen with prompt history, and deleting.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { openWholeForm } from '../fixtures/builder.ts';

test('the chat updates the draft, a backup can be downloaded and Publish keeps the same form', async ({
  page,
  context,
}) => {
  await signIn(context, 'ai-editor');
  const form = await publishForm(context.request, shortConfig, {
    label: `AI ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(3);
  const box = page.getByLabel('Prompt');
  await box.fill('Add a step asking for the budget');
  await box.press('Enter');
  await expect(page.getByText('Form configuration updated successfully', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  const whole = await openWholeForm(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    whole.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('form-config.json');
  const downloaded = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { steps: unknown[] };
  expect(downloaded.steps.length).toBeGreaterThan(3);

  // The edit is the draft; Publish makes it what respondents get.
  type Stored = { config: { steps: unknown[] }; draftConfig?: { steps: unknown[] } };
  const drafted = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as Stored;
  expect(drafted.draftConfig?.steps.length).toBe(downloaded.steps.length);
  expect(drafted.config.steps.length).toBe(3);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Form published', { exact: true })).toBeVisible();
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as Stored;
  expect(stored.config.steps.length).toBe(downloaded.steps.length);
});

test('the alternate edit screen stores the update as the same form’s draft, publishes it, and refills earlier prompts', async ({
  page,
  context,
}) => {
  await signIn(context, 'alt-editor');
  const form = await publishForm(context.request, shortConfig, {
    label: `Alt ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/forms/${form.id}`);
  await expect(page.getByText('No prompts yet.')).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Form' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Edit prompt').fill('Add a step asking for the budget');
  await update.click();
  await expect(page.getByText('Form updated successfully!', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Edit prompt')).toHaveValue('');
  await expect(page.getByTestId('form-status')).toHaveText('Unpublished changes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('form-status')).toHaveText('Live');
  await page.getByRole('button', { name: 'Add a step asking for the budget' }).click();
  await expect(page.getByLabel('Edit prompt')).toHaveValue('Add a step asking for the budget');

  const forms = (await (await context.request.get('/api/forms')).json()) as Array<{
    id: number;
    promptHistory?: string[];
  }>;
  expect(forms.map((f) => f.id)).toEqual([form.id]);
  await page.getByRole('link', { name: 'Preview Form' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/${form.id}$`));
  await expect(page.getByRole('heading', { name: 'Form Details' })).toBeVisible();
});

test('deleting a form asks for confirmation and removes its card', async ({ page, context }) => {
  await signIn(context, 'deleter');
  const form = await publishForm(context.request, shortConfig, {
    label: `Gone ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Delete ${form.label}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this form?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('form-card')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${form.label}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('form-card')).toHaveCount(0);
  await expect(page.getByText("You haven't created any forms yet")).toBeVisible();
  await expect(page.getByText('Create your first form to get started')).toBeVisible();
});
