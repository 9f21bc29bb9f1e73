// The builder shows the form, not JSON: a question outline beside the chat (jump, reorder by buttons and by
// drag, add a step), edits described in words with the preview on the changed step, JSON behind a toggle,
// and an edit that changes nothing says so without charging.
import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';

const config = {
  title: 'Outline',
  steps: [
    {
      type: 'tiles',
      title: 'Pick a plan',
      options: [
        { id: 'basic', title: 'Basic', icon: 'Star' },
        { id: 'pro', title: 'Pro', icon: 'Zap' },
      ],
    },
    { type: 'slider', title: 'How many seats?', min: 1, max: 50, step: 1, defaultValue: 5 },
    { type: 'textbox', title: 'Any comments?', placeholder: 'Type here', rows: 2 },
    { type: 'contact', title: 'Your details' },
  ],
};

const outlineTitles = (page: Page) =>
  page
    .getByTestId('outline-item')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('button span.line-clamp-2')?.textContent ?? ''),
    );
const preview = (page: Page) => page.getByRole('region', { name: 'Live preview' });
async function draftTitles(request: APIRequestContext, id: number) {
  const f = (await (await request.get(`/api/forms/${id}`)).json()) as {
    config: { steps: { title: string }[] };
    draftConfig?: { steps: { title: string }[] };
  };
  return {
    live: f.config.steps.map((s) => s.title),
    draft: (f.draftConfig ?? f.config).steps.map((s) => s.title),
  };
}

test('the outline lists the questions with their types, jumps the preview, reorders and adds steps', async ({
  page,
  context,
}) => {
  await signIn(context, 'outliner');
  const form = await publishForm(context.request, config, {
    label: `Outline ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/buildform?formId=${form.id}`);
  const outline = page.getByRole('navigation', { name: 'Question outline' });
  await expect(outline.getByTestId('outline-item')).toHaveCount(4);
  expect(await outlineTitles(page)).toEqual([
    'Pick a plan',
    'How many seats?',
    'Any comments?',
    'Your details',
  ]);
  await expect(outline.getByLabel('Slider', { exact: true })).toBeVisible();
  await expect(outline.getByLabel('Contact details', { exact: true })).toBeVisible();

  // Click: the preview jumps to that step.
  await outline.getByRole('button', { name: /Any comments\?/ }).click();
  await expect(preview(page).getByText('Question 3 of 4')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Any comments?' })).toBeVisible();
  await expect(outline.getByRole('button', { name: /Any comments\?/ })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Buttons: move step 2 down; the draft is saved, the live version is untouched.
  await outline.getByRole('button', { name: 'Move step 2 down' }).click();
  await expect
    .poll(() => outlineTitles(page))
    .toEqual(['Pick a plan', 'Any comments?', 'How many seats?', 'Your details']);
  await expect(preview(page).getByRole('heading', { name: 'How many seats?' })).toBeVisible();
  await expect(preview(page).getByText('Question 3 of 4')).toBeVisible();
  await expect
    .poll(async () => (await draftTitles(context.request, form.id)).draft)
    .toEqual(['Pick a plan', 'Any comments?', 'How many seats?', 'Your details']);
  expect((await draftTitles(context.request, form.id)).live).toEqual([
    'Pick a plan',
    'How many seats?',
    'Any comments?',
    'Your details',
  ]);
  await expect(page.getByTestId('form-status')).toHaveText('Unpublished changes');

  // Drag: the last step onto the first.
  const items = outline.getByTestId('outline-item');
  await items.nth(3).dragTo(items.nth(0));
  await expect
    .poll(() => outlineTitles(page))
    .toEqual(['Your details', 'Pick a plan', 'Any comments?', 'How many seats?']);
  await expect
    .poll(async () => (await draftTitles(context.request, form.id)).draft)
    .toEqual(['Your details', 'Pick a plan', 'Any comments?', 'How many seats?']);

  // Add a step after the one in view: it appears in the outline and the preview shows it.
  await outline.getByRole('button', { name: /Pick a plan/ }).click();
  await expect(preview(page).getByText('Question 2 of 4')).toBeVisible();
  await outline.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('menuitem', { name: 'Text box' }).click();
  await expect(items).toHaveCount(5);
  await expect(preview(page).getByText('Question 3 of 5')).toBeVisible();
  await expect.poll(async () => (await draftTitles(context.request, form.id)).draft.length).toBe(5);

  // Publishing makes the draft live.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('dialog', { name: 'Share your form' })).toBeVisible();
  expect((await draftTitles(context.request, form.id)).live).toHaveLength(5);
});

test('an edit says what changed and the preview shows that step; the JSON stays behind a toggle', async ({
  page,
  context,
}) => {
  await signIn(context, 'explained');
  const form = await publishForm(context.request, config, {
    label: `Explain ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/buildform?formId=${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(4);
  await page.getByLabel('Prompt').fill('Rename step 3 to "Anything else we should know?"');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText('Form updated successfully! You can continue', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('edit-summary')).toContainText('Anything else we should know?');
  await expect(preview(page).getByText('Question 3 of 4')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Anything else we should know?' })).toBeVisible();

  // Plain words only: no JSON in the chat.
  await expect(page.getByText(/JSON/)).toHaveCount(0);
  await expect(page.locator('pre').filter({ hasText: '"steps"' })).toHaveCount(0);
});

test('an edit that changes nothing says so and costs no credit', async ({ page, context }) => {
  await signIn(context, 'unchanged');
  const form = await publishForm(context.request, config, {
    label: `Same ${crypto.randomUUID().slice(0, 6)}`,
  });
  const credits = async () =>
    ((await (await context.request.get('/api/user/credits')).json()) as { credits: number }).credits;
  await page.goto(`/buildform?formId=${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(4);
  await page.getByLabel('Prompt').fill('make it blue');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText('Form updated successfully! You can continue', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  const after = await credits();
  await page.getByLabel('Prompt').fill('make it blue');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.locator('[data-role="assistant"]').last()).toHaveText(
    'Nothing changed: the form already looks like that. No credit was used.',
  );
  expect(await credits()).toBe(after);
});
