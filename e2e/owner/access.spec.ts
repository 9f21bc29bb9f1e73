// Sign-in validation, redirects for signed-out visitors and the 404 screen.
import { expect, test } from '@playwright/test';

test('the login form shows the shared validation messages', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Form Builder' })).toBeVisible();
  await expect(page.getByText('AI-powered form creation platform')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('Wrong$Passw0rd');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the registration form shows each rule of the shared password policy', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Register' });
  for (const [value, message] of [
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character'],
  ]) {
    await password.fill(value);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await password.fill('Sup3r$ecret');
  await page.getByLabel('Confirm Password').fill('Different$1');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
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

test('signed-out visitors who focus a prompt box are sent to /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await page.getByLabel('Describe the form you want to create').focus();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/buildform');
  await expect(page.getByText('Welcome to Forms Engine! Enter a prompt to generate a form.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown owner page shows the 404 screen', async ({ page }) => {
  await page.goto('/dashboard/nothing/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
