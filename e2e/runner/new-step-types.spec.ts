// The newer step types in Chromium against the real server: answered by mouse and keyboard, submitted, read back,
// photographed at 375 and 1280 px (docs/screenshots/step-<type>-<width>.png) and checked with axe-core (WCAG 2.2 A/AA).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { continueButton, expectStep, heading, publishedEmbed } from './helpers.ts';
import { axeViolations } from '../fixtures/axe.ts';

const config = {
  title: 'Newer step types',
  steps: [
    { id: 'own', type: 'yesNo', title: 'Do you own the home?' },
    { id: 'pets', type: 'yesNo', title: 'Any pets?', yesLabel: 'Yes, we have pets', noLabel: 'No pets' },
    {
      id: 'area',
      type: 'number',
      title: 'What is the living area?',
      unit: 'm²',
      min: 10,
      max: 1000,
      integer: true,
    },
    { id: 'rooms', type: 'number', title: 'Wie viele Zimmer?', min: 0.5, validation: { required: false } },
    { id: 'stars', type: 'rating', title: 'How would you rate our service?' },
    {
      id: 'nps',
      type: 'rating',
      title: 'How likely are you to recommend us?',
      scale: 'nps',
      lowLabel: 'Not at all likely',
      highLabel: 'Extremely likely',
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};
const total = config.steps.length;
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** The step at a phone's and a desktop's width: a screenshot of each and no WCAG violation at either. */
async function photograph(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const runner = page.locator('.fe-runner');
    if (width < 640) await expect(runner).toHaveClass(/fe-mobile/);
    else await expect(runner).not.toHaveClass(/fe-mobile/);
    await page.screenshot({ path: `${shots}/step-${name}-${width}.png`, fullPage: true });
    expect(await axeViolations(page, { rules: 'wcag' }), `${name} at ${width} px`).toEqual([]);
  }
}

// axe is injected as a script; the /embed page's CSP (script-src 'self') would refuse it otherwise.
test.use({ bypassCSP: true });

test('a respondent answers yes/no steps by tap and by keyboard; the answers arrive as true and false', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, config);
  await page.goto(url);

  await expectStep(page, 1, total, 'Do you own the home?');
  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  const no = page.getByRole('button', { name: 'No', exact: true });
  await expect(yes).toHaveAttribute('aria-pressed', 'false');
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  // Like tiles, the two buttons are the whole step: no Continue or Skip.
  await expect(continueButton(page)).toHaveCount(0);
  await photograph(page, 'yes-no');
  await no.click();
  await expectStep(page, 2, total, 'Any pets?');

  // The owner's own words, chosen with the keyboard alone.
  await expect(page.getByRole('group', { name: 'Any pets?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, we have pets' })).toBeVisible();
  await heading(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Yes, we have pets' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'No pets' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 3, total, 'What is the living area?');

  // Back on the step before, the answer is shown as chosen.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('button', { name: 'No pets' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Yes, we have pets' }).click();
  await expectStep(page, 3, total, 'What is the living area?');

  // A number with its unit: each wrong answer is named once the respondent leaves the field, and Continue waits.
  const area = page.getByRole('textbox', { name: 'What is the living area?' });
  await expect(page.getByText('m²', { exact: true })).toBeVisible();
  await expect(area).toHaveAttribute('inputmode', 'numeric');
  for (const [typed, message] of [
    ['lots', 'Please enter a number'],
    ['12.5', 'Please enter a whole number'],
    ['5', 'Please enter 10 or more'],
    ['2000', 'Please enter 1000 or less'],
  ]) {
    await area.fill(typed);
    await area.blur();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(continueButton(page)).toBeDisabled();
  }
  await area.fill('1,000');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await photograph(page, 'number');
  await continueButton(page).click();

  // An optional number may be skipped.
  await expectStep(page, 4, total, 'Wie viele Zimmer?');
  await page.getByRole('button', { name: 'Skip' }).click();

  // Stars are a radio group: Tab reaches it, the arrow keys move the choice, and the stars up to it light up.
  await expectStep(page, 5, total, 'How would you rate our service?');
  const stars = page.getByRole('radiogroup', { name: 'How would you rate our service?' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(continueButton(page)).toBeDisabled();
  await stars.getByRole('radio', { name: '3 of 5' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await expect(page.locator('.fe-rating-item[data-on="true"]')).toHaveCount(4);
  await photograph(page, 'rating-stars');
  await continueButton(page).click();

  // 0 to 10 with the owner's words at the ends.
  await expectStep(page, 6, total, 'How likely are you to recommend us?');
  const nps = page.getByRole('radiogroup', { name: 'How likely are you to recommend us?' });
  await expect(nps.getByRole('radio')).toHaveCount(11);
  await expect(page.getByText('Not at all likely')).toBeVisible();
  await expect(page.getByText('Extremely likely')).toBeVisible();
  await nps.getByRole('radio', { name: '0 of 10', exact: true }).check();
  await nps.getByRole('radio', { name: '8 of 10' }).check();
  await photograph(page, 'rating-nps');
  await continueButton(page).click();
  await expectStep(page, 7, total, 'How can we reach you?');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  const submitted = page.waitForRequest((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({
    'Do you own the home?': false,
    'Any pets?': true,
    'What is the living area?': 1000,
    'How would you rate our service?': 4,
    'How likely are you to recommend us?': 8,
  });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
