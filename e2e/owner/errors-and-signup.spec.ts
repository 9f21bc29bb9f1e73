// Readable errors (422 and 402 with Buy Credits, small toasts on phones) and a prompt kept through sign-up.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/api.ts';

test('a visitor builds and edits a form before signing up, then signs up at Publish and the form is kept and published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 6);
  await page.goto('/');
  // Clicking the box never navigates away; an example fills it and Go builds the form without an account.
  const box = page.getByLabel('Describe the form you want to create');
  await box.click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^A lead form for a cleaning company/ }).click();
  await expect(box).toHaveValue(/^A lead form for a cleaning company/);
  await page.getByRole('button', { name: 'Go', exact: true }).click();

  await expect(page).toHaveURL(/\/buildform$/);
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/, {
    timeout: 30_000,
  });
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview).toBeVisible();

  // Edited by chat before signing up; a reload shows the same draft and its conversation.
  await page
    .getByLabel('Prompt')
    .fill('Add a step asking how they heard about us with Google, Friend and Newspaper');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText('Form updated successfully', { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.reload();
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/);
  await expect(page.getByText(/^Add a step asking how they heard about us/)).toBeVisible();
  expect((await page.request.get('/api/user/credits')).status()).toBe(401);

  // Publishing asks for an account: e-mail and password only, with a line saying the form is kept.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('kept-form')).toContainText('Your form is kept');
  await page.getByLabel('Email').fill(`kept-${tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('plain long password');
  await page.getByRole('button', { name: 'Register' }).click();

  // Back in the builder with the same form, published; the two assistant requests were charged at sign-up.
  await expect(
    page.getByText('Your form is live. Share it or embed it on your site.', { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const forms = (await (await page.request.get('/api/forms')).json()) as {
    id: number;
    status: string;
    promptHistory: string[];
  }[];
  expect(forms).toHaveLength(1);
  expect(forms[0].status).toBe('live');
  expect(forms[0].promptHistory[1]).toMatch(/^Add a step asking how they heard about us/);
  const { credits } = (await (await page.request.get('/api/user/credits')).json()) as { credits: number };
  expect(credits).toBe(8);
});

test('logging in instead of registering also continues with the prompt', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  const owner = await signIn(ctx, 'returning');
  await ctx.close();
  await page.goto(`/auth?prompt=${encodeURIComponent('Event registration with ticket type')}`);
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('Form generated successfully! You can now ask me', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/buildform\?formId=\d+$/);
});

test('an instruction the generator does not understand reads as the message alone, without a status code or raw JSON', async ({
  page,
  context,
}) => {
  await signIn(context, 'confused');
  await page.goto('/buildform');
  await page.getByLabel('Prompt').fill('A short feedback form with a rating');
  await page.getByLabel('Prompt').press('Enter');
  await expect(
    page.getByText('Form generated successfully! You can now ask me', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Prompt').fill('qwertzuiop asdfghjkl');
  await page.getByLabel('Prompt').press('Enter');
  const error = page.locator('[data-role="assistant"]').last();
  await expect(error).toContainText(/\S/);
  await expect(error).not.toContainText(/Error:|422|\{"error"/);
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText(/422|\{"error"/);
  await expect(toast).not.toContainText('{"error"');
  await expect(page.getByRole('button', { name: 'Buy Credits' })).toHaveCount(0);
});

test('out of credits: the message alone with Buy Credits in the chat and the toast, small on a phone', async ({
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
  const error = page.locator('[data-role="assistant"]').filter({ hasText: /^Insufficient credits/ });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText('{"error"');

  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Insufficient credits');
  await expect(toast).not.toContainText('402');
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
