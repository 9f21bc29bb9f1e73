// The funnel in Chromium: two respondents take a branching form in /embed (one goes Back off the battery question
// and submits, one from facebook leaves on it) and a third visitor from facebook leaves without answering; the
// owner's Funnel screen shows the views and the path-aware counts as a chart at 1280 and 375 px (photographed,
// checked with axe), and the utm_source filter narrows them.
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { embedPath, publishForm, registerOwner } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';
import { solarLogicConfig } from '../fixtures/logic-configs.ts';
import { continueButton, expectStep } from '../runner/helpers.ts';

async function setSlider(page: Page, current: RegExp, value: number) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('textbox').fill(String(value));
  await page.getByRole('textbox').press('Enter');
}

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

/** The chart's bar for a label: its text holds the count, the share of starts and what left there. */
const bar = (page: Page, label: string | RegExp) =>
  page.getByTestId('funnel-bar').filter({ has: page.getByText(label, { exact: typeof label === 'string' }) });

test('a branching form’s funnel counts the paths taken, as a chart at 1280 and 375 px, filtered by utm_source', async ({
  page,
  browser,
}) => {
  // Signed in through the page's own context, so the owner's screen opens signed in.
  const request = page.context().request;
  await registerOwner(request, `funnel${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, { ...solarLogicConfig(), hiddenFields: ['utm_source'] });

  // Respondent 1: shown the battery question, goes Back, lowers the bill and submits without it.
  const one = await browser.newContext();
  const p1 = await one.newPage();
  await p1.goto(embedPath(form));
  await p1.getByRole('button', { name: 'I own it' }).click();
  await expectStep(p1, 2, 5, 'Monthly electricity bill');
  await setSlider(p1, /\$150/, 400);
  await continueButton(p1).click();
  await expectStep(p1, 3, 6, 'Would you like a battery?');
  await p1.getByRole('button', { name: 'Previous' }).click();
  await setSlider(p1, /\$400/, 120);
  await continueButton(p1).click();
  await expectStep(p1, 3, 5, 'Roof area (m²)');
  await continueButton(p1).click();
  await p1.getByRole('combobox').selectOption('Metal');
  await continueButton(p1).click();
  await p1.getByLabel('First name').fill('Ada');
  await p1.getByLabel('Last name').fill('Lovelace');
  await p1.getByLabel('Email').fill('ada@example.com');
  await p1.getByRole('checkbox').check();
  await p1.getByRole('button', { name: 'Submit' }).click();
  await expect(p1.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await one.close();

  // Respondent 2 (utm_source=facebook): leaves on the battery question; its save carries the path there.
  const two = await browser.newContext();
  const p2 = await two.newPage();
  await p2.goto(embedPath(form, { utm_source: 'facebook' }));
  await p2.getByRole('button', { name: 'I own it' }).click();
  await setSlider(p2, /\$150/, 500);
  const reached = p2.waitForRequest(
    (r) =>
      r.url().includes('/temp-response') && JSON.stringify(r.postDataJSON()?.path ?? []).includes('battery'),
  );
  await continueButton(p2).click();
  await expectStep(p2, 3, 6, 'Would you like a battery?');
  expect((await (await reached).response())?.status()).toBe(200);
  await two.close();

  // Visitor 3 (utm_source=facebook): the form is shown, nobody answers — a view, no session.
  const three = await browser.newContext();
  const p3 = await three.newPage();
  const viewed = p3.waitForResponse((r) => r.url().includes(`/api/forms/${form.id}/views`));
  await p3.goto(embedPath(form, { utm_source: 'facebook' }));
  await expectStep(p3, 1, 5, 'Do you own the property?');
  expect((await viewed).status()).toBe(200);
  await three.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/forms/${form.id}/funnel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel', exact: true })).toBeVisible();
  const chart = page.getByTestId('funnel-chart');
  await expect(chart).toBeVisible();
  await expect(bar(page, 'Views')).toHaveAttribute('data-count', '3');
  await expect(bar(page, 'Started')).toHaveAttribute('data-count', '2');
  await expect(bar(page, 'Started')).toContainText('1 left without answering (33%)');
  await expect(bar(page, 'Completed')).toHaveAttribute('data-count', '1');
  await expect(bar(page, '2. Monthly electricity bill')).toHaveAttribute('data-count', '2');
  // Respondent 1's battery view was taken back (Back): only respondent 2 was shown it, and left there.
  await expect(bar(page, '3. Would you like a battery?')).toHaveAttribute('data-count', '1');
  await expect(bar(page, '3. Would you like a battery?')).toContainText('1 left here (100%)');
  await expect(bar(page, '4. Roof area (m²)')).toHaveAttribute('data-count', '1');
  await expect(bar(page, '4. Roof area (m²)')).not.toContainText('left here');
  const wide = await chart.boundingBox();
  expect(wide?.width).toBeGreaterThan(400);
  expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
  const shot = (width: number) =>
    path.resolve(import.meta.dirname, `../../docs/screenshots/funnel-${width}.png`);
  await page.screenshot({ path: shot(1280), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(chart).toBeVisible();
  const narrow = await chart.boundingBox();
  expect(narrow?.width).toBeLessThanOrEqual(375);
  // Nothing in the chart sticks out of the phone's width.
  const overflow = await chart.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
  await page.screenshot({ path: shot(375), fullPage: true });

  await page.getByLabel('utm_source').selectOption('facebook');
  await expect(bar(page, 'Views')).toHaveAttribute('data-count', '2');
  await expect(bar(page, 'Started')).toHaveAttribute('data-count', '1');
  await expect(bar(page, 'Completed')).toHaveAttribute('data-count', '0');
  await expect(bar(page, '4. Roof area (m²)')).toHaveAttribute('data-count', '0');
});
