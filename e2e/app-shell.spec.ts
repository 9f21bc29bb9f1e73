// The web app shell: page title, the 404 screen, and /api paths that never fall through to the app.
import { expect, test } from '@playwright/test';

test('the owner app carries the product title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Forms Engine - Prompt to Form Generator');
});

test('an unknown page shows the 404 screen with its hint', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('unknown /api paths answer JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/not-a-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'Not found' });
});

test('/embed is frameable by any site while the owner app is not', async ({ request }) => {
  const embed = await request.get('/embed?language=en&label=x&domain=');
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  const app = await request.get('/dashboard');
  expect(app.headers()['content-security-policy']).not.toContain('frame-ancestors *');
});
