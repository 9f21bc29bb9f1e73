import { expect, test } from '@playwright/test';
import { embedPath, publishForm, registerOwner } from '../fixtures/api.ts';
import { heading } from '../runner/helpers.ts';
import { axeViolations } from '../fixtures/axe.ts';

const plan = (title: string) => ({
  id: 'plan',
  type: 'tiles',
  title,
  options: [
    { id: 'basic', title: 'Basic', icon: 'Star' },
    { id: 'pro', title: 'Pro', icon: 'Zap' },
  ],
});
const comments = (title: string) => ({ id: 'comments', type: 'textbox', title, rows: 2 });
const contact = { id: 'contact', type: 'contact', title: 'Your details' };
const variantA = { title: 'Plans', steps: [plan('Pick a plan'), comments('Any comments?'), contact] };
const variantB = { title: 'Plans', steps: [plan('Choose your plan'), comments('Anything to add?'), contact] };

// The app's CSP would refuse the injected axe script.
test.use({ bypassCSP: true });

test('a visitor keeps their variant across reloads, and the results screen reads at 1280 and 375 px', async ({
  page,
  browser,
}) => {
  const request = page.context().request;
  await registerOwner(request, `ab${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, variantA);
  expect((await request.post(`/api/forms/${form.id}/ab-test`, { data: { minSample: 10 } })).status()).toBe(
    201,
  );
  const b = await request.put(`/api/forms/${form.id}/ab-test/variants/B`, { data: { config: variantB } });
  expect(b.status()).toBe(200);

  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(embedPath(form));
  await expect(heading(v)).toHaveText(/^(Pick a plan|Choose your plan)$/);
  const shown = (await heading(v).textContent()) === 'Pick a plan' ? 'A' : 'B';
  const [first, second] =
    shown === 'A' ? ['Pick a plan', 'Any comments?'] : ['Choose your plan', 'Anything to add?'];
  // Drawn once: reloads (a 50/50 draw each, were it drawn again) keep showing the same variant.
  for (let i = 0; i < 5; i++) {
    await v.reload();
    await expect(heading(v)).toHaveText(first);
  }
  const opened = v.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes(`/api/forms/${form.id}/sessions/`),
  );
  await v.getByRole('button', { name: 'Pro' }).click();
  expect((await opened).postDataJSON()).toEqual({ variant: shown });
  await expect(heading(v)).toHaveText(second);
  await v.reload();
  await expect(heading(v)).toHaveText(second);
  await visitor.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/forms/${form.id}/ab`);
  await expect(page.getByRole('heading', { level: 1, name: 'A/B test' })).toBeVisible();
  const rows = page.getByTestId('ab-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: new RegExp(`^${shown} `) })).toContainText('1');
  // One visitor, no lead: the plain-words verdict says it is too early.
  await expect(page.getByTestId('ab-verdict')).toContainText(
    `Too early to call: each variant needs 10 visitors (${shown === 'A' ? 'A has 1, B has 0' : 'A has 0, B has 1'})`,
  );
  await expect(page.getByTestId('ab-chart')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/ab-test-1280.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('ab-chart')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'docs/screenshots/ab-test-375.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test('variants that share their first step: it arrives rendered by the server, and each visitor keeps their variant after it', async ({
  page,
  browser,
}) => {
  const request = page.context().request;
  await registerOwner(request, `abssr${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, variantA);
  expect((await request.post(`/api/forms/${form.id}/ab-test`, {})).status()).toBe(201);
  const sameStart = { title: 'Plans', steps: [plan('Pick a plan'), comments('Anything to add?'), contact] };
  const b = await request.put(`/api/forms/${form.id}/ab-test/variants/B`, { data: { config: sameStart } });
  expect(b.status()).toBe(200);

  const drawn: string[] = [];
  for (let visitorNo = 0; visitorNo < 2; visitorNo++) {
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    const served = await v.goto(embedPath(form));
    // The shared first step is in the server's page, and the runner takes that markup over as it is.
    expect(await served?.text()).toContain('Pick a plan</h2>');
    await expect(v.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
    await expect(heading(v)).toHaveText('Pick a plan');
    const opened = v.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes(`/api/forms/${form.id}/sessions/`),
    );
    await v.getByRole('button', { name: 'Pro' }).click();
    const shown = (await opened).postDataJSON().variant as string;
    drawn.push(shown);
    const second = shown === 'A' ? 'Any comments?' : 'Anything to add?';
    await expect(heading(v)).toHaveText(second);
    // Reloads come back to the variant drawn, past the server-rendered first step.
    for (let i = 0; i < 3; i++) {
      await v.reload();
      await expect(heading(v)).toHaveText(second);
    }
    await visitor.close();
  }

  // The funnel of the first visitor's variant lists that variant's own second step, which they were shown.
  await page.goto(`/forms/${form.id}/funnel`);
  await page.getByLabel('A/B variant').selectOption(`Variant ${drawn[0]}`);
  const title = drawn[0] === 'A' ? '2. Any comments?' : '2. Anything to add?';
  const seen = String(drawn.filter((k) => k === drawn[0]).length);
  await expect(
    page.getByTestId('funnel-bar').filter({ has: page.getByText(title, { exact: true }) }),
  ).toHaveAttribute('data-count', seen);
  await expect(page.getByLabel('Version')).toBeDisabled();
});
