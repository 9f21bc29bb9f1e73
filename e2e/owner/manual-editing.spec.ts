// Editing by hand in the builder (opened by /edit/{id}): the outline names each question, steps reorder, icons come
// from a searchable picker (emoji too), a new option's description is a placeholder, tiles stop at eight options,
// the preview shows the draft as it is typed, publishing is a separate act, and leaving with an edit not yet
// stored asks first.
import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { builderPreview, draftSaved, editQuestion } from '../fixtures/builder.ts';

const config = {
  title: 'Manual',
  steps: [
    {
      type: 'tiles',
      title: 'Pick a plan',
      options: [
        { id: 'basic', title: 'Basic', icon: 'Star' },
        { id: 'pro', title: 'Pro', icon: 'Zap' },
        { id: 'team', title: 'Team', icon: 'Users' },
      ],
    },
    { type: 'documentUpload', title: 'Upload a photo of your roof' },
    { type: 'textbox', title: 'Any comments?', placeholder: 'Type here', rows: 2 },
    { type: 'contact', title: 'Your details' },
  ],
};

/** The outline's questions, each as "<step type>: <title>". */
const headers = (page: Page) =>
  page
    .getByTestId('outline-item')
    .evaluateAll((els) => els.map((el) => el.querySelector('button')?.getAttribute('title') ?? ''));
const preview = builderPreview;

async function openEditor(page: Page, id: number) {
  await page.goto(`/edit/${id}`);
  await editQuestion(page, 1);
}

test('headers name the question, and steps move up and down with the preview following', async ({
  page,
  context,
}) => {
  await signIn(context, 'mover');
  const form = await publishForm(context.request, config, {
    label: `Move ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openEditor(page, form.id);
  expect(await headers(page)).toEqual([
    'Tiles (single choice): Pick a plan',
    'Document upload: Upload a photo of your roof',
    'Text box: Any comments?',
    'Contact details: Your details',
  ]);
  await expect(page.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move step 4 down' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move step 3 up' }).click();
  await expect
    .poll(() => headers(page))
    .toEqual([
      'Tiles (single choice): Pick a plan',
      'Text box: Any comments?',
      'Document upload: Upload a photo of your roof',
      'Contact details: Your details',
    ]);
  await expect(preview(page).getByText('Question 2 of 4')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Any comments?' })).toBeVisible();

  // The open step moves with its editor.
  await expect(page.getByRole('region', { name: 'Edit question 1' })).toBeVisible();
  await expect(page.locator('#step-0-title')).toHaveValue('Pick a plan');
  await page.getByRole('button', { name: 'Move step 1 down' }).click();
  await expect(page.getByRole('region', { name: 'Edit question 2' })).toBeVisible();
  await expect(page.locator('#step-1-title')).toHaveValue('Pick a plan');

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: { title: string }[] };
  };
  expect(stored.draftConfig.steps.map((s) => s.title)).toEqual([
    'Any comments?',
    'Pick a plan',
    'Upload a photo of your roof',
    'Your details',
  ]);
});

test('options: a searchable icon picker with previews and emoji, an empty description, and at most eight tiles', async ({
  page,
  context,
}) => {
  await signIn(context, 'icons');
  const form = await publishForm(context.request, config, {
    label: `Icons ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openEditor(page, form.id);
  const step1 = page.getByRole('region', { name: 'Edit question 1' });

  await step1.getByRole('button', { name: /^Option 1 icon: Star/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an icon' });
  await picker.getByLabel('Search icons').fill('hom');
  const icons = picker.getByRole('list', { name: 'Icons' }).getByRole('button');
  await expect(icons).toHaveCount(1);
  await expect(icons.first().locator('svg')).toBeVisible();
  await icons.first().click();
  await expect(picker).toHaveCount(0);
  await expect(step1.getByRole('button', { name: /^Option 1 icon: Home/ })).toBeVisible();

  await step1.getByRole('button', { name: /^Option 2 icon: Zap/ }).click();
  await picker.getByRole('tab', { name: 'Emoji' }).click();
  await picker.getByLabel('Search icons').fill('rocket');
  await picker.getByRole('list', { name: 'Emoji' }).getByRole('button').first().click();
  await expect(step1.getByRole('button', { name: /^Option 2 icon: Zap 🚀/ })).toBeVisible();

  // Up to eight options fit (two rows of four); then the editor takes no more and says why.
  const add = step1.getByRole('button', { name: 'Add Option' });
  await add.click();
  await expect(step1.getByLabel('Option 4 description')).toHaveValue('');
  await expect(step1.getByLabel('Option 4 description')).toHaveAttribute('placeholder', 'Option description');
  for (let i = 5; i <= 8; i++) await add.click();
  await expect(step1.getByLabel('Option 8 title')).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(
    step1.getByText('Tiles hold up to 8 options. For more, change the step type to a dropdown.'),
  ).toBeVisible();
  await expect(step1.getByRole('alert')).toHaveCount(0);
  for (let i = 8; i >= 5; i--) await step1.getByRole('button', { name: `Remove option ${i}` }).click();
  await expect(add).toBeEnabled();

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: { options?: { icon?: string; emoji?: string; description?: string }[] }[] };
  };
  const options = stored.draftConfig.steps[0].options ?? [];
  expect(options[0].icon).toBe('Home');
  expect(options[1]).toMatchObject({ icon: 'Zap', emoji: '🚀' });
  expect(options[3]).toMatchObject({ icon: 'File', emoji: '📄', description: '' });
});

test('the preview shows the draft as it is typed; respondents get it only after Publish', async ({
  page,
  context,
  browser,
}) => {
  await signIn(context, 'previewer');
  const form = await publishForm(context.request, config, {
    label: `Live ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openEditor(page, form.id);
  await page.locator('#step-0-title').fill('Which plan fits your team?');
  await expect(preview(page).getByRole('heading', { name: 'Which plan fits your team?' })).toBeVisible();

  // The builder stores the edit as the draft by itself.
  await draftSaved(page);
  const respondent = await (await browser.newContext()).newPage();
  await respondent.goto(embedPath(form));
  await expect(respondent.getByRole('heading', { name: 'Pick a plan' })).toBeVisible();
  await expect(page.getByTestId('form-status')).toHaveText('Unpublished changes');
  await respondent.reload();
  await expect(respondent.getByRole('heading', { name: 'Pick a plan' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share your form' })).toBeVisible();
  await expect(page.getByTestId('form-status')).toHaveText('Live');
  await respondent.reload();
  await expect(respondent.getByRole('heading', { name: 'Which plan fits your team?' })).toBeVisible();
  await respondent.context().close();
});

test('leaving with an edit not stored asks first; once stored it does not', async ({ page, context }) => {
  await signIn(context, 'leaver');
  const form = await publishForm(context.request, config, {
    label: `Leave ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openEditor(page, form.id);
  // The server cannot be reached: the edit stays on this page only.
  await page.route(`**/api/forms/${form.id}/draft`, (route) => route.abort());
  await page.locator('#step-0-title').fill('Changed but not saved');
  await expect(page.getByTestId('save-state')).toHaveText('Not saved');

  await page.getByRole('link', { name: 'My Dashboard' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/buildform\\?formId=${form.id}$`));
  await expect(page.locator('#step-0-title')).toHaveValue('Changed but not saved');

  // Reloading or closing the tab gets the browser's own prompt.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      await dialog.dismiss();
      resolve(dialog.type());
    });
  });
  await page.evaluate(() => {
    window.location.href = '/dashboard';
  });
  expect(await asked).toBe('beforeunload');
  await expect(page).toHaveURL(new RegExp(`/buildform\\?formId=${form.id}$`));

  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Stored edits leave without a question.
  await page.unroute(`**/api/forms/${form.id}/draft`);
  await openEditor(page, form.id);
  await page.locator('#step-0-title').fill('Changed and saved');
  await draftSaved(page);
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('contact: the owner offers respondents a code to verify their phone number', async ({
  page,
  context,
}) => {
  await signIn(context, 'verifier');
  const form = await publishForm(context.request, config, {
    label: `Verify ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openEditor(page, form.id);
  await editQuestion(page, 4);
  const verify = page.getByLabel('Verify with a code');
  await expect(verify).toHaveValue('');
  await verify.selectOption({ label: 'Phone number' });
  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: { type: string; config?: { verify?: string } }[] };
  };
  expect(stored.draftConfig.steps.find((s) => s.type === 'contact')?.config?.verify).toBe('phone');
});
