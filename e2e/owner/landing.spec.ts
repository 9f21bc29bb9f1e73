// The landing page arrives prerendered for visitors without a session: readable before any script runs, taken
// over (hydrated) by the owner app without a second copy or console errors; a signed-in owner gets the app as before.
import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/api.ts';
import { holdScript } from '../fixtures/hold-script.ts';
import { expectScriptsAfterFirstPaint } from '../fixtures/paint-order.ts';

/**
 * Records console errors, element nodes removed from #root (a failed hydration re-renders the whole tree) and layout
 * shifts not caused by input, with their times (see layoutShift).
 */
async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: number; __shifts: { value: number; at: number }[] };
    w.__removed = 0;
    w.__shifts = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.removedNodes) if (node.nodeType === Node.ELEMENT_NODE) w.__removed++;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
      }[])
        if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, at: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

/**
 * Sum of the layout shifts recorded from `since` (a page's performance.now()) on. On a busy machine Chromium may paint
 * the prerendered HTML before its parser has read all of it (a badge or button then widens as its text arrives), a
 * shift of the order of 0.0005 that has nothing to do with the script; the hydration itself must move nothing.
 */
const layoutShift = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts
        .filter((s) => s.at >= from)
        .reduce((sum, s) => sum + s.value, 0),
    since,
  );

/** React has attached itself to the prerendered heading (hydration reached it). */
const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => Object.keys(h).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true);

/** Holds the owner app's script back until release(), so the page shows only what the server sent. */
const holdAppScript = (page: Page) => holdScript(page, /\/assets\/main-[^/]*\.js$/);

test('/ carries the landing page in its HTML with its styles, and its one inline script is allowed by hash', async ({
  request,
}) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers().vary).toContain('Cookie');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Describe it. <span class="text-emerald-500">Get a form.</span></h1>');
  expect(root).toContain('Type what you need in plain words.');
  expect(root).toContain('>Login / Register</button>');
  expect(root).toContain('placeholder="Describe the form you want to create..."');
  expect(root).toContain('A lead form for a cleaning company: service type…');
  // Nothing holds the first paint: no stylesheet or script to fetch first; the app starts after that paint.
  expect(html).not.toContain('<link rel="stylesheet"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toMatch(/<style>[^<]*\.text-emerald-500\{/);
  const inline = [...html.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  expect(inline).toHaveLength(1);
  // The boot script (src/boot-script.ts, compiled by the build) is told which entry to import after the paint.
  expect(html).toMatch(/<script data-entry="\/assets\/main-[\w-]+\.js" data-preloads="[^"]*">/);
  expect(inline[0]).toContain('import(');
  const hash = crypto.createHash('sha256').update(inline[0]).digest('base64');
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  // Other pages still arrive empty, with the plain policy, and are rendered by the browser.
  const other = await request.get('/auth');
  expect(await other.text()).toContain('<div id="root"></div>');
  expect(other.headers()['content-security-policy']).toContain("script-src 'self';");
});

test('the prerendered landing page is visible before the script and hydrated without errors or a re-render', async ({
  page,
}) => {
  const errors = await watchPage(page);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Describe it. Get a form.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  const before = await page.locator('#root').innerHTML();
  const released = await page.evaluate(() => performance.now());
  release();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#root').innerHTML()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __removed: number }).__removed)).toBe(0);
  // The take-over moves nothing; the whole load stays far inside Core Web Vitals' "good" CLS (0.1), as /embed's does.
  expect(await layoutShift(page, released)).toBe(0);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  expect(errors).toEqual([]);
  // Interactive as before: an example fills the box and enables Go.
  await page.getByRole('button', { name: /^Customer feedback survey/ }).click();
  await expect(page.getByLabel('Describe the form you want to create')).toHaveValue(
    'Customer feedback survey with a 1–10 rating and an open comment',
  );
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeEnabled();
});

test('the landing page fetches its script only after the first paint', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expectScriptsAfterFirstPaint(page, /^\/assets\/main-[\w-]+\.js$/);
});

test('a visitor who types in the prerendered box before the script runs keeps the text and stays', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByLabel('Describe the form you want to create');
  await box.focus();
  await page.keyboard.type('Quote for roof repairs');
  release();
  await hydrated(page);
  await expect(box).toHaveValue('Quote for roof repairs');
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});

test('an example tapped before the script runs fills the box once the app has taken over', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^A lead form for a cleaning company/ }).click();
  // Held back, not lost: nothing happens yet (no handler, and no native form post reloading the page).
  const box = page.getByLabel('Describe the form you want to create');
  await expect(box).toHaveValue('');
  release();
  await expect(box).toHaveValue(/^A lead form for a cleaning company/);
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});

test('Login / Register tapped before the script runs opens the sign-in page once the app has started', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Login / Register' }).click();
  release();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
});

test('a signed-in owner gets / rendered by the app as before, with Dashboard and Logout', async ({
  page,
  context,
}) => {
  await signIn(context, 'landing');
  const errors = await watchPage(page);
  const res = await page.goto('/');
  expect(await res?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Describe it. Get a form.' })).toBeVisible();
  expect(errors).toEqual([]);
});
