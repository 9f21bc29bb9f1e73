// Taking leads out in the owner app: delete one from its page, a selection from the table, every lead of one
// e-mail address (the responses screen's "Delete a person's data"), mark one as spam, and keep leads only so many
// days (the Availability dialog).
import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

/** A lead as a respondent sends it; resolves to its response id. */
async function lead(request: APIRequestContext, formId: number, firstName: string, email: string) {
  const res = await request.post(`/api/forms/${formId}/submit`, {
    data: {
      'Pick a plan': 'pro',
      'Your details': { firstName, lastName: 'Lee', email, consent: true },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function newForm(page: Page, name: string) {
  return publishForm(page.context().request, shortConfig, {
    label: `${name} ${crypto.randomUUID().slice(0, 6)}`,
  });
}

const statusOf = async (request: APIRequestContext, formId: number, responseId: number) =>
  (await request.get(`/api/forms/${formId}/responses/${responseId}`)).status();

test('the owner deletes one response from its page, after a confirmation that says it is final', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, 'deleter');
  const form = await newForm(page, 'Delete one');
  const ann = await lead(context.request, form.id, 'Ann', 'ann@example.com');
  await lead(context.request, form.id, 'Bob', 'bob@example.com');

  await page.goto(`/forms/${form.id}/responses/${ann}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this response?' });
  await expect(dialog).toContainText('deleted for good');
  await expect(dialog).toContainText('This cannot be undone.');
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await statusOf(context.request, form.id, ann)).toBe(200);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form.id}/responses$`));
  await expect(
    page.getByText('The response from Ann Lee was deleted for good.', { exact: true }),
  ).toBeVisible();
  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.getByText('bob@example.com')).toBeVisible();
  await expect(table.getByText('ann@example.com')).toHaveCount(0);
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  expect(await statusOf(context.request, form.id, ann)).toBe(404);
});

test('the owner chooses responses in the table and deletes them together', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, 'selector');
  const form = await newForm(page, 'Delete some');
  const ids = [];
  for (const name of ['Ann', 'Bob', 'Cem'])
    ids.push(await lead(context.request, form.id, name, `${name}@example.com`));
  const [ann, bob, cem] = ids;

  await page.goto(`/forms/${form.id}/responses`);
  await expect(page.getByText('3 response(s) received')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select response ${ann}` }).check();
  await page.getByRole('checkbox', { name: `Select response ${cem}` }).check();
  // Ticking a box does not open the response.
  await expect(page).toHaveURL(new RegExp(`/forms/${form.id}/responses$`));
  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 responses?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete 2 responses' }).click();
  await expect(page.getByText('2 responses deleted', { exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('bob@example.com')).toBeVisible();
  for (const gone of [ann, cem]) expect(await statusOf(context.request, form.id, gone)).toBe(404);
  expect(await statusOf(context.request, form.id, bob)).toBe(200);

  // "Select all shown" chooses every loaded row.
  await page.getByRole('checkbox', { name: 'Select all shown responses' }).check();
  await expect(bar).toContainText('1 selected');
});

test('the owner deletes every response of one e-mail address, in all their forms', async ({
  page,
  context,
}) => {
  await signIn(context, 'eraser');
  const first = await newForm(page, 'Erase A');
  const second = await newForm(page, 'Erase B');
  const inFirst = await lead(context.request, first.id, 'Ann', 'ann.erase@example.com');
  const inSecond = await lead(context.request, second.id, 'Ann', 'ANN.erase@example.com');
  const other = await lead(context.request, first.id, 'Bob', 'bob.erase@example.com');

  await page.goto(`/forms/${first.id}/responses`);
  await page.getByRole('button', { name: "Delete a person's data" }).click();
  const dialog = page.getByRole('dialog', { name: "Delete a person's data" });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByLabel('E-mail address').fill('ann.erase@example.com');
  await dialog.getByRole('button', { name: 'Delete their responses' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Deleted 2 responses in 2 forms.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await statusOf(context.request, first.id, inFirst)).toBe(404);
  expect(await statusOf(context.request, second.id, inSecond)).toBe(404);
  expect(await statusOf(context.request, first.id, other)).toBe(200);

  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.getByText('bob.erase@example.com')).toBeVisible();
  await expect(table.getByText('ann.erase@example.com')).toHaveCount(0);
  // The card of the first form counts only Bob now.
  await page.goto('/dashboard');
  const card = page.getByTestId('form-card').filter({ hasText: first.label });
  await expect(card.getByRole('definition')).toHaveText(['1', '0', '100%']);

  // A phone number with too few digits is refused in plain words.
  await page.goto(`/forms/${first.id}/responses`);
  await page.getByRole('button', { name: "Delete a person's data" }).click();
  await dialog.getByLabel('Phone number').fill('12 34');
  await dialog.getByRole('button', { name: 'Delete their responses' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The phone number must have at least 6 digits');
});

test('a response marked as spam leaves the list and comes back with Not spam', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, 'spam');
  const form = await newForm(page, 'Spam');
  const junk = await lead(context.request, form.id, 'Junk', 'junk@example.com');
  await lead(context.request, form.id, 'Ann', 'ann@example.com');

  await page.goto(`/forms/${form.id}/responses/${junk}`);
  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByText('Spam', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not spam' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to responses' }).click();
  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.getByText('ann@example.com')).toBeVisible();
  await expect(table.getByText('junk@example.com')).toHaveCount(0);
  await page.getByLabel('Status').selectOption('spam');
  await expect(table.getByText('junk@example.com')).toBeVisible();
  await expect(table.getByText('ann@example.com')).toHaveCount(0);

  const junkNo = (
    (await (await context.request.get(`/api/forms/${form.id}/responses/${junk}`)).json()) as {
      lead_no: number;
    }
  ).lead_no;
  await table.getByRole('link', { name: `Open response #${junkNo}` }).click();
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('button', { name: 'Mark as spam' })).toBeVisible();
  const listed = await context.request.get(`/api/forms/${form.id}/responses`);
  expect(((await listed.json()) as { id: number }[]).map((r) => r.id)).toContain(junk);
});

test('the owner keeps leads only so many days, set in the Availability dialog', async ({ page, context }) => {
  await signIn(context, 'keeper');
  const form = await newForm(page, 'Retention');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${form.label}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability' });
  const days = dialog.getByLabel('Delete leads after (days)');
  await expect(days).toHaveValue('');
  await days.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Delete leads after: enter a whole number of days from 1 to 3650, or leave it empty.',
  );
  await days.fill('90');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const saved = await context.request.get(`/api/forms/${form.id}/settings`);
  expect(await saved.json()).toMatchObject({ retentionDays: 90 });
});
