// Readable errors (422 and 402 with Buy Credits, small toasts on phones) and a prompt kept through sign-up.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/api.ts';

test('a prompt typed before signing up is kept: Register tab, a line saying why, then the builder generates it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 6);
  await page.goto('/');
  // An example fills the box without signing in; Go then asks for an account first.
  await page.getByRole('button', { name: /^A lead form for a cleaning company/ }).click();
  const box = page.getByLabel('Describe the form you want to create');
  await expect(box).toHaveValue(/^A lead form for a cleaning company/);
  await page.getByRole('button', { name: 'Go', exact: true }).click();

  await expect(page).toHaveURL(/\/auth\?prompt=A\+lead\+form/);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const why = page.getByTestId('pending-prompt');
  await expect(why).toContainText('Create a free account to build your form');
  await expect(why).toContainText('A lead form for a cleaning company');

  await page.getByLabel('Username').fill(`Kept ${tag}`);
  await page.getByLabel('Email').fill(`kept-${tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sup3r$ecret');
  await page.getByLabel('Confirm Password').fill('Sup3r$ecret');
  await page.getByRole('button', { name: 'Register' }).click();

  // On to the builder with the same prompt, which is sent once and then leaves the address.
  await expect(page.getByText('A lead form for a cleaning company', { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Form generated successfully! Here's the JSON.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/buildform\?formId=\d+$/);
  const formId = new URL(page.url()).searchParams.get('formId');

  // A reload reopens the draft instead of generating (and charging) again.
  const credits = async () =>
    ((await (await page.request.get('/api/user/credits')).json()) as { credits: number }).credits;
  const before = await credits();
  await page.reload();
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/);
  expect(await credits()).toBe(before);
  const forms = (await (await page.request.get('/api/forms')).json()) as { id: number }[];
  expect(forms.map((f) => String(f.id))).toEqual([formId]);
});

test('logging in instead of registering also continues with the prompt', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  const owner = await signIn(ctx, 'returning');
  await ctx.close();
  await page.goto(`/auth?prompt=${encodeURIComponent('Event registration with ticket type')}`);
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText("Form generated successfully! Here's the JSON.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/buildform\?formId=\d+$/);
});

test('an instruction the generator does not understand reads "422: message", not raw JSON', async ({
  page,
  context,
}) => {
  await signIn(context, 'confused');
  await page.goto('/buildform');
  await page.getByLabel('Prompt').fill('A short feedback form with a rating');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText("Form generated successfully! Here's the JSON.")).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Prompt').fill('qwertzuiop asdfghjkl');
  await page.getByLabel('Prompt').press('Enter');
  const error = page.locator('[data-role="assistant"]').filter({ hasText: /^Error: 422: / });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText('{"error"');
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText(/422: \S/);
  await expect(toast).not.toContainText('{"error"');
  await expect(page.getByRole('button', { name: 'Buy Credits' })).toHaveCount(0);
});

test('out of credits: "402: message" with Buy Credits in the chat and the toast, small on a phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(context, 'spender');
  // Spend the 10 sign-up credits through the API.
  for (let i = 0; i < 10; i++) {
    const res = await context.request.post('/api/prompt', { data: { prompt: `A contact form number ${i}` } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/buildform');
  await page.getByLabel('Prompt').fill('A survey about coffee');
  await page.getByLabel('Prompt').press('Enter');
  const error = page
    .locator('[data-role="assistant"]')
    .filter({ hasText: /^Error: 402: Insufficient credits/ });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText('{"error"');

  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('402: Insufficient credits');
  const box = await toast.boundingBox();
  expect(box?.height ?? 999).toBeLessThan(740 * 0.3);
  await toast.getByRole('button', { name: 'Buy Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Buy Pro' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The chat message offers the same.
  await page.getByRole('button', { name: 'Buy Credits' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Buy Credits' })).toBeVisible();
});
