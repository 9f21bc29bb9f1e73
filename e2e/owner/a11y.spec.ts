// axe-core on every owner screen: no serious or critical violations, signed in and signed out.
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { outlineItem } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';

interface AxeResult {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({
    path: path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
  });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(
      document,
      {
        // The embedded runner has its own axe journey (e2e/runner); here only the owner app is checked.
        exclude: [['iframe']],
      },
    ),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The app's CSP (script-src 'self') would refuse the injected axe script; motion is reduced so colours are final.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

test('signed-out screens have no serious accessibility violations', async ({ page }) => {
  for (const url of ['/', '/auth', '/buildform', '/no/such/page']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

test('signed-in screens have no serious accessibility violations', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'a11y');
  const form = await publishForm(context.request, shortConfig, {
    label: `A11y ${crypto.randomUUID().slice(0, 6)}`,
  });
  const submitted = await context.request.post(`/api/forms/${form.id}/submit`, {
    data: {
      'Pick a plan': 'pro',
      'Any comments?': 'Call me after 5pm',
      'Your details': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
    },
  });
  expect(submitted.status()).toBe(200);
  const responseId = ((await submitted.json()) as { id: number }).id;
  const screens: Array<[string, ((p: Page) => Promise<void>)?]> = [
    ['/dashboard'],
    ['/dashboard', (p) => p.getByRole('button', { name: 'Buy Credits' }).click()],
    [`/buildform?formId=${form.id}`],
    [`/edit/${form.id}`, (p) => outlineItem(p, 1).locator('button').first().click()],
    [`/edit/${form.id}`, (p) => p.getByRole('button', { name: 'Whole form' }).click()],
    [`/forms/${form.id}`],
    [`/forms/${form.id}/preview`],
    [`/forms/${form.id}/responses`],
    [
      `/forms/${form.id}/responses`,
      (p) => p.getByRole('checkbox', { name: `Select response ${responseId}` }).check(),
    ],
    [`/forms/${form.id}/responses/${responseId}`],
    [
      `/forms/${form.id}/responses/${responseId}`,
      (p) => p.getByRole('button', { name: 'Delete', exact: true }).click(),
    ],
    [`/forms/${form.id}/responses`, (p) => p.getByRole('button', { name: "Delete a person's data" }).click()],
    ['/form-console'],
    ['/route-response'],
    ['/api-access'],
  ];
  for (const [url, act] of screens) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (act) await act(page);
    expect(await seriousViolations(page), url).toEqual([]);
  }
});

test('form settings, dialogs and the step editor work by keyboard alone', async ({ page, context }) => {
  await signIn(context, 'keyboard');
  const form = await publishForm(context.request, shortConfig, {
    label: `Keys ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto('/dashboard');
  const settings = page.getByRole('button', { name: `Settings for ${form.label}` });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit Properties' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Properties' });
  await expect(dialog.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Delete ${form.label}` })).toBeFocused();

  await page.goto(`/edit/${form.id}`);
  const question2 = outlineItem(page, 2).locator('button').first();
  await question2.focus();
  await page.keyboard.press('Enter');
  await page.locator('#step-1-type').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search step types' })).toBeFocused();
  await page.keyboard.type('drop');
  await page.keyboard.press('Enter');
  await expect(question2).toHaveAttribute('title', /^Dropdown: /);
  await expect(page.locator('#step-1-type')).toBeFocused();
});

/** Every WCAG 2.0–2.2 A and AA violation, whatever its impact. */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({
    path: path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
  });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(
      { exclude: [['iframe']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    ),
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('sign-up, sign-in by link and building before sign-up have no WCAG 2.2 A/AA violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/auth?mode=register');
  await page.getByRole('button', { name: 'Register' }).click();
  expect(await wcagViolations(page), 'register with errors').toEqual([]);
  await page.getByRole('tab', { name: 'Login' }).click();
  expect(await wcagViolations(page), 'login').toEqual([]);
  await page.goto('/auth/link?token=not-a-token');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await wcagViolations(page), 'used link').toEqual([]);
  await page.goto('/buildform');
  await page.getByLabel('Prompt').fill('A quote form for painting: rooms, wall area and contact details');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  expect(await wcagViolations(page), 'builder before sign-up').toEqual([]);
});
