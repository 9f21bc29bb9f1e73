// Drafts hold everything: a colour change waits for Publish like any other change, and a /buildform?prompt= link
// opened again shows the form it made (no second form, no second credit).
import crypto from 'node:crypto';
import { type BrowserContext, expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

/** The colour a respondent's runner uses for a form's buttons and bars (no cookies: the public embed). */
async function liveColour(context: BrowserContext, id: number): Promise<string> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const anon = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await anon.newPage();
  await page.goto(`/embed?id=${id}`);
  const colour = await page
    .locator('.fe-runner')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--fe-primary').trim());
  await anon.close();
  return colour;
}

test('a colour chosen on the dashboard is a draft change: respondents get it after Publish', async ({
  page,
  context,
}) => {
  await signIn(context, 'painter');
  const form = await publishForm(context.request, shortConfig, {
    label: `Colours ${crypto.randomUUID().slice(0, 6)}`,
    color: '#f97316',
  });
  expect(await liveColour(context, form.id)).toBe('#f97316');

  await page.goto('/dashboard');
  const card = page.getByTestId('form-card');
  await expect(card.getByTestId('form-status')).toHaveText('Live');
  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Change Form Color' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Form Color' });
  await expect(dialog.getByText(/visitors see it once you publish/)).toBeVisible();
  await dialog.getByLabel('Hex').fill('#224466');
  await dialog.getByRole('button', { name: 'Save Color' }).click();
  await expect(page.getByText('Form color updated successfully', { exact: true })).toBeVisible();

  // The card shows the new colour as an unpublished change; respondents still get the old one.
  await expect(card.getByTestId('form-status')).toHaveText('Unpublished changes');
  expect(await liveColour(context, form.id)).toBe('#f97316');

  await card.getByRole('button', { name: /^Publish / }).click();
  await expect(card.getByTestId('form-status')).toHaveText('Live');
  expect(await liveColour(context, form.id)).toBe('#224466');
});

test('a /buildform?prompt= link opened again shows the form it made, without a second form or credit', async ({
  page,
  context,
}) => {
  await signIn(context, 'linker');
  const credits = async () =>
    ((await (await context.request.get('/api/user/credits')).json()) as { credits: number }).credits;
  const link = `/buildform?prompt=${encodeURIComponent(`Roofing quote ${crypto.randomUUID().slice(0, 6)}: roof type, roof size and contact details`)}`;

  await page.goto(link);
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/, {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/formId=\d+/);
  const id = new URL(page.url()).searchParams.get('formId');
  const after = await credits();

  await page.goto(link);
  await expect(page.getByText(/You opened this link before/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`formId=${id}$`));
  expect(await credits()).toBe(after);
  const forms = (await (await context.request.get('/api/forms')).json()) as unknown[];
  expect(forms).toHaveLength(1);

  // A second form from the same words is still one click away (and costs its credit).
  await page.getByRole('button', { name: 'Make a new form (1 credit)' }).click();
  await expect(page).not.toHaveURL(new RegExp(`formId=${id}$`), { timeout: 30_000 });
  await expect.poll(credits).toBe(after - 1);
});
