// The builder's step editing: copy and remove steps, add and remove options, icon mode, save the draft.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { builderPreview, draftSaved, editQuestion, openWholeForm, outlineItem } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';

test('the manual editor copies and removes steps, edits options and saves them as the draft', async ({
  page,
  context,
}) => {
  await signIn(context, 'editor');
  const form = await publishForm(context.request, shortConfig, {
    label: `Editor ${crypto.randomUUID().slice(0, 6)}`,
  });
  // Old links to the editor open the one builder with the form loaded.
  await page.goto(`/edit/${form.id}`);
  await expect(page).toHaveURL(new RegExp(`/buildform\\?formId=${form.id}$`));
  await expect(outlineItem(page, 3)).toBeVisible();
  await expect(page.getByTestId('outline-item')).toHaveCount(3);
  // The preview is shown at real size, not in a small box.
  expect((await builderPreview(page).boundingBox())?.height).toBeGreaterThanOrEqual(520);

  // Copy inserts after the original with "(Copy)".
  await editQuestion(page, 1);
  await page.getByRole('button', { name: 'Copy step 1' }).click();
  await expect(page.getByText('Step Copied', { exact: true })).toBeVisible();
  await expect(page.getByTestId('outline-item')).toHaveCount(4);
  await expect(page.locator('#step-1-title')).toHaveValue('Pick a plan (Copy)');

  // Remove it again.
  await page.getByRole('button', { name: 'Remove step 2' }).click();
  await expect(page.getByText('Step Removed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('outline-item')).toHaveCount(3);

  // Options of step 1: add one (spec defaults), remove the first.
  const step1 = await editQuestion(page, 1);
  await expect(step1.getByTestId('option-row')).toHaveCount(2);
  await step1.getByRole('button', { name: 'Add Option' }).click();
  await expect(step1.getByTestId('option-row')).toHaveCount(3);
  await expect(step1.getByLabel('Option 3 title')).toHaveValue('New Option');
  await expect(step1.getByLabel('Option 3 description')).toHaveValue('');
  await expect(step1.getByLabel('Option 3 description')).toHaveAttribute('placeholder', 'Option description');
  await step1.getByLabel('Option 3 title').fill('Enterprise');
  await step1.getByRole('button', { name: 'Remove option 1' }).click();
  await expect(step1.getByTestId('option-row')).toHaveCount(2);

  // The step type can be searched and picked by keyboard.
  await editQuestion(page, 2);
  await page.locator('#step-1-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('slid');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  await expect(page.locator('#step-1-min')).toHaveValue('0');

  // Icon mode shows in the preview at once.
  const whole = await openWholeForm(page);
  await whole.getByLabel('Pictures on choices').selectOption('emoji');
  await outlineItem(page, 1).locator('button').first().click();
  await expect(builderPreview(page).locator('.fe-emoji').first()).toBeVisible();

  await draftSaved(page);
  type Stored = {
    iconMode: string;
    config: { steps: Array<{ type: string; options?: Array<{ id: string; title: string }> }> };
    draftConfig?: { steps: Array<{ type: string; options?: Array<{ id: string; title: string }> }> };
  };
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as Stored;
  expect(stored.iconMode).toBe('emoji');
  // Saved as the draft; respondents keep the published steps until Publish.
  expect(stored.config.steps.map((s) => s.type)).toEqual(['tiles', 'textbox', 'contact']);
  const draft = stored.draftConfig?.steps ?? [];
  expect(draft.map((s) => s.type)).toEqual(['tiles', 'slider', 'contact']);
  expect(draft[0].options?.map((o) => o.title)).toEqual(['Pro', 'Enterprise']);
  expect(draft[0].options?.[1].id).toMatch(/^option_\d+$/);
});

test('the last remaining step cannot be removed', async ({ page, context }) => {
  await signIn(context, 'editor');
  const form = await publishForm(
    context.request,
    { steps: [{ type: 'textbox', title: 'Only question' }] },
    { label: `Single ${crypto.randomUUID().slice(0, 6)}` },
  );
  await page.goto(`/edit/${form.id}`);
  await editQuestion(page, 1);
  await expect(page.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
});

test('the builder loads a stored form by id and its preview never submits', async ({ page, context }) => {
  await signIn(context, 'previewer');
  const form = await publishForm(
    context.request,
    { steps: [{ type: 'textbox', title: 'Any wishes?' }] },
    { label: `Builder ${crypto.randomUUID().slice(0, 6)}` },
  );
  await page.goto(`/buildform?formId=${form.id}`);
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByText('Any wishes?')).toBeVisible();
  await preview.getByRole('button', { name: 'Submit' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Preview Mode', { exact: true })).toBeVisible();
  await expect(toasts.getByText('THIS IS A PREVIEW, CAN NOT SUBMIT FORM', { exact: true })).toBeVisible();
  const forms = (await (await context.request.get(`/api/forms/${form.id}/responses`)).json()) as unknown[];
  expect(forms).toEqual([]);
});

test('the insert picker recalls an earlier answer in a title, and the preview pipes it', async ({
  page,
  context,
}) => {
  await signIn(context, 'piper');
  const form = await publishForm(context.request, shortConfig, {
    label: `Pipe ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  await editQuestion(page, 2);
  const picker = page.getByLabel('Insert an answer into the title').first();
  // Only earlier steps (and their fields) are offered: step 1, not the contact step after it.
  const labels = await picker.locator('option').allTextContents();
  expect(labels).toEqual(['Insert answer…', 'Step 1: Pick a plan']);
  await page.locator('#step-1-title').click();
  await page.locator('#step-1-title').press('End');
  await picker.selectOption({ label: 'Step 1: Pick a plan' });
  await expect(page.locator('#step-1-title')).toHaveValue(/^Any comments\? \{\{[A-Za-z0-9_-]+\}\}$/);
  const title = await page.locator('#step-1-title').inputValue();

  // The preview follows the edited step: no answer yet shows empty text, never braces; after choosing a plan in
  // the preview, the title recalls it.
  const preview = builderPreview(page);
  await expect(preview.getByRole('heading', { name: 'Any comments?', exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Previous' }).click();
  await preview.getByRole('button', { name: /Pro/ }).first().click();
  if (await preview.getByRole('button', { name: 'Continue' }).isVisible())
    await preview.getByRole('button', { name: 'Continue' }).click();
  await expect(preview.getByRole('heading', { name: 'Any comments? Pro' })).toBeVisible();

  // The reference passes the save-time check and is stored in the draft.
  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig?: { steps: Array<{ title: string }> };
  };
  expect(stored.draftConfig?.steps[1].title).toBe(title);
});
