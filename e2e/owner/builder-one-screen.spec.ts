// One builder for every form: an old /edit/{id} link opens it with the form loaded; a question's editor carries its
// logic, the whole form's settings sit beside the chat, and the version history restores a published version.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';
import { builderAtWidth, draftSaved, editQuestion, openWholeForm } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';

test.use({ bypassCSP: true });

test('an old Edit link opens the builder with every editing tool on one screen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, 'onescreen');
  const form = await publishForm(context.request, shortConfig, {
    label: `One screen ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/edit/${form.id}`);
  await expect(page).toHaveURL(new RegExp(`/buildform\\?formId=${form.id}$`));
  await expect(page.getByLabel('Prompt')).toBeVisible();
  await expect(page.getByText('Please select an edit mode')).toHaveCount(0);

  // A question's editor has its logic under it.
  const question = await editQuestion(page, 1);
  await expect(question.getByRole('region', { name: 'Logic of question 1' })).toBeVisible();
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(question).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/builder-question-${width}.png` });
  }

  // The whole form's settings: pictures on choices, endings, calculations, hidden fields, languages, backup.
  const whole = await openWholeForm(page);
  for (const name of ['Endings', 'Calculations', 'Hidden fields', 'Languages'])
    await expect(whole.getByRole('region', { name })).toBeVisible();
  await expect(whole.getByLabel('Pictures on choices')).toHaveValue('lucide');
  await expect(whole.getByRole('button', { name: 'Download a backup' })).toBeVisible();
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(whole).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/builder-whole-form-${width}.png` });
  }
  await page.getByRole('button', { name: 'Whole form' }).click();

  // A renamed question is published; the version history brings the first version back into the builder.
  await editQuestion(page, 1);
  await page.locator('#step-0-title').fill('Which plan suits you?');
  await draftSaved(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share your form' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  await expect(history.getByTestId('version-row')).toHaveCount(2);
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('outline-item').first()).toContainText('Pick a plan');
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    config: { steps: { title: string }[] };
  };
  expect(stored.config.steps[0].title).toBe('Pick a plan');
});
