// The Theme dialog: a preset is a draft change that respondents get on Publish, the first step the server renders
// wears it as the runner does, and text too close to its background is refused in words.
import crypto from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

/** What a respondent's page shows: the card's colours, the Next button's corners and the button style. */
async function look(page: Page) {
  return page.locator('.fe-runner').evaluate((root) => {
    const card = root.querySelector('.fe-card') as HTMLElement;
    const next = root.querySelector('.fe-btn-primary') as HTMLElement | null;
    return {
      background: getComputedStyle(card).backgroundColor,
      text: getComputedStyle(root).color,
      radius: next ? getComputedStyle(next).borderTopLeftRadius : null,
      button: next ? getComputedStyle(next).backgroundColor : null,
    };
  });
}

/** The live form as a respondent opens it, with or without JavaScript (then only the server's first step). */
async function respondentLook(browser: Browser, id: number, javaScriptEnabled = true, screenshot?: string) {
  const anon = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled });
  const page = await anon.newPage();
  await page.goto(`/embed?id=${id}`);
  if (javaScriptEnabled) await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  const seen = await look(page);
  if (screenshot) await page.screenshot({ path: screenshot });
  await anon.close();
  return seen;
}

const WHITE = {
  background: 'rgb(255, 255, 255)',
  text: 'rgb(15, 23, 42)',
  radius: '12px',
  button: 'rgb(16, 185, 129)',
};
// Outline buttons let the card show through.
const DARK = {
  background: 'rgb(15, 23, 42)',
  text: 'rgb(241, 245, 249)',
  radius: '2px',
  button: 'rgba(0, 0, 0, 0)',
};
/** A first step with a Next button, so the button style and corners show on the first screen. */
const config = { ...shortConfig, steps: [shortConfig.steps[1], shortConfig.steps[0], shortConfig.steps[2]] };

test.use({ bypassCSP: true });

test('a preset changes the live form only after Publish, and the server-rendered first step matches', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(context, 'themer');
  const form = await publishForm(context.request, config, {
    color: '#10b981',
    label: `Theme ${crypto.randomUUID().slice(0, 6)}`,
  });
  expect(await respondentLook(browser, form.id)).toEqual(WHITE);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/buildform?formId=${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme' });
  await expect(dialog.getByRole('button', { name: 'Dark' })).toBeVisible();
  // Dark with outline buttons and square-ish corners: a look made of a preset and two changes by hand.
  await dialog.getByRole('button', { name: 'Dark' }).click();
  await expect(dialog.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('radio', { name: 'Outline buttons' }).click();
  await dialog.getByLabel(/Corner roundness/).fill('2');
  await expect(dialog.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/theme-1280.png' });
  await dialog.getByRole('button', { name: 'Apply theme' }).click();
  await expect(dialog).toBeHidden();

  // The builder's preview wears it at once; it is saved as the draft, so respondents still get the old look.
  await expect.poll(() => look(page)).toEqual(DARK);
  await expect(page.getByTestId('form-status')).toHaveText('Unpublished changes');
  expect(await respondentLook(browser, form.id)).toEqual(WHITE);
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('form-status')).toHaveText('Live');
  expect(await respondentLook(browser, form.id, true, 'docs/screenshots/theme-dark-form-1280.png')).toEqual(
    DARK,
  );
  // Without JavaScript the page is the server's rendering alone: no default theme shows first.
  expect(await respondentLook(browser, form.id, false)).toEqual(DARK);
});

test('text too close to the background is refused in plain words', async ({ page, context }) => {
  await signIn(context, 'lowcontrast');
  const form = await publishForm(context.request, shortConfig, {
    label: `Contrast ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/buildform?formId=${form.id}`);
  await page.getByRole('button', { name: 'Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme' });
  await dialog.getByLabel('Text', { exact: true }).fill('#eeeeee');
  await expect(dialog.getByRole('alert')).toHaveText(
    /The text would be hard to read on this background \(contrast 1\.2 to 1; it needs at least 4\.5 to 1\)/,
  );
  await expect(dialog.getByRole('button', { name: 'Apply theme' })).toBeDisabled();
  await dialog.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/theme-375.png' });
  await dialog.getByLabel('Text', { exact: true }).fill('#333333');
  await expect(dialog.getByTestId('theme-contrast')).toHaveText('Text is easy to read on this background.');
  await expect(dialog.getByRole('button', { name: 'Apply theme' })).toBeEnabled();
});
