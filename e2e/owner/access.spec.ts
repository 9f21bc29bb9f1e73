// Sign-in validation, redirects for signed-out visitors and the 404 screen.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';

test('the login form shows the shared validation messages', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Form Builder' })).toBeVisible();
  await expect(page.getByText('AI-powered form creation platform')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong$Passw0rd');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('registration asks only an e-mail and a password: length, not character classes, and no common password', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await page.getByLabel('Email').fill(`plain-${crypto.randomUUID().slice(0, 8)}@example.com`);
  // One of the passwords attackers try first is refused by the server, in words.
  await password.fill('password123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too common');
  // All lowercase, no digit, no symbol: long enough is enough.
  await password.fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
});

test('signed-out visitors are sent to /auth from every protected page', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/edit/1',
    '/forms/1',
    '/forms/1/preview',
    '/preview/1',
    '/forms/1/responses',
    '/form-console',
    '/route-response',
    '/api-access',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
  }
});

test('signed-out visitors can click and type in the prompt boxes without being sent away', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  const landing = page.getByLabel('Describe the form you want to create');
  await landing.click();
  await landing.fill('A quote form for window cleaning');
  await expect(page).toHaveURL(/\/$/);
  await expect(landing).toHaveValue('A quote form for window cleaning');

  await page.goto('/buildform');
  await expect(page.getByText('Welcome to Forms Engine! Enter a prompt to generate a form.')).toBeVisible();
  await page.getByLabel('Prompt').click();
  await page.getByLabel('Prompt').fill('A feedback form');
  await expect(page).toHaveURL(/\/buildform$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fbuildform$/);
});

test('an unknown owner page shows the 404 screen', async ({ page }) => {
  await page.goto('/dashboard/nothing/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
