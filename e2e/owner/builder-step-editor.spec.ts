// One builder: a question clicked in the outline opens its editor in place, the preview follows the typing, the
// draft keeps it, Undo takes the whole edit back, and Publish's history entry says what changed.
import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { draftSaved, editQuestion } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

async function draftTitles(request: APIRequestContext, id: number): Promise<string[]> {
  const f = (await (await request.get(`/api/forms/${id}`)).json()) as {
    config: { steps: { title: string }[] };
    draftConfig?: { steps: { title: string }[] };
  };
  return (f.draftConfig ?? f.config).steps.map((s) => s.title);
}

const previewTitle = (page: Page) => page.getByTestId('preview-frame').locator('.fe-title');

test.use({ bypassCSP: true });

test('a question edited from the outline changes the preview and the draft; Undo takes the edit back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, 'outliner');
  const form = await publishForm(context.request, shortConfig, {
    label: `Outline ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/buildform?formId=${form.id}`);
  await page
    .getByTestId('outline-item')
    .nth(1)
    .getByRole('button', { name: /Any comments\?/ })
    .click();
  const editor = page.getByRole('region', { name: 'Edit question 2' });
  await expect(editor).toBeVisible();
  await expect(page.getByText('Please select an edit mode')).toHaveCount(0);
  await expect(previewTitle(page)).toHaveText('Any comments?');

  await editor.getByLabel('Title', { exact: true }).fill('Anything else we should know?');
  await expect(previewTitle(page)).toHaveText('Anything else we should know?');
  await expect(page.getByTestId('outline-item').nth(1)).toContainText('Anything else we should know?');
  await expect
    .poll(() => draftTitles(context.request, form.id))
    .toEqual(['Pick a plan', 'Anything else we should know?', 'Your details']);
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/builder-editor-1280.png' });

  // The whole edit is one Undo step, however many keys it took.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(previewTitle(page)).toHaveText('Any comments?');
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Any comments?');
  await expect
    .poll(() => draftTitles(context.request, form.id))
    .toEqual(['Pick a plan', 'Any comments?', 'Your details']);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Moving the question keeps its editor open on it.
  await page.getByRole('button', { name: 'Move step 2 up' }).click();
  await expect(
    page.getByRole('region', { name: 'Edit question 1' }).getByLabel('Title', { exact: true }),
  ).toHaveValue('Any comments?');
});

test('on a phone the editor opens in the Questions tab; Publish keeps a summary in the history', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, 'historian');
  const form = await publishForm(context.request, shortConfig, {
    label: `History ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/buildform?formId=${form.id}`);
  await page.getByRole('tab', { name: /Questions/ }).click();
  await page.getByRole('button', { name: /Pick a plan/ }).click();
  const editor = page.getByRole('region', { name: 'Edit question 1' });
  await editor.getByLabel('Title', { exact: true }).fill('Which plan suits you?');
  await expect(previewTitle(page)).toHaveText('Which plan suits you?');
  await expect
    .poll(() => draftTitles(context.request, form.id))
    .toEqual(['Which plan suits you?', 'Any comments?', 'Your details']);
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/builder-editor-375.png' });
  await editor.getByRole('button', { name: 'All questions' }).click();
  await expect(page.getByTestId('outline-item').first()).toContainText('Which plan suits you?');

  await page.getByRole('button', { name: 'Publish' }).click();
  const share = page.getByRole('dialog', { name: 'Share your form' });
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // The dashboard's history list names the change.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  await expect(history.getByTestId('version-summary').first()).toHaveText(
    "Renamed 'Pick a plan' to 'Which plan suits you?'",
  );
  await expect(history.getByTestId('version-summary').last()).toHaveText('First version');
});

test('an old Edit link opens the builder, which undoes a manual edit and warns before publishing a question without a title', async ({
  page,
  context,
}) => {
  await signIn(context, 'editscreen');
  const form = await publishForm(context.request, shortConfig, {
    label: `Edit undo ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  await editQuestion(page, 1);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeDisabled();
  const title = page.locator('#step-0-title');
  await title.fill('Which plan?');
  await title.fill('');
  await draftSaved(page);

  // Publishing a blank title asks first; Add titles first keeps the form as it is.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Question 1 has no title' });
  await expect(warning).toContainText('respondents would see an empty heading');
  await warning.getByRole('button', { name: 'Add titles first' }).click();
  await expect(warning).toHaveCount(0);

  // Undo takes the whole edit of the title back at once.
  await undo.click();
  await expect(title).toHaveValue('Pick a plan');
  await expect(undo).toBeDisabled();
  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    config: { steps: { title: string }[] };
    draftConfig?: { steps: { title: string }[] };
  };
  // Back as published: no draft is left over.
  expect((stored.draftConfig ?? stored.config).steps[0].title).toBe('Pick a plan');
});
