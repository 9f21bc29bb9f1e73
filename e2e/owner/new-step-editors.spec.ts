// The builder's panels of the newer step types: picked from the type search, edited, saved to the draft,
// photographed at 375 and 1280 px (docs/screenshots/editor-<type>-<width>.png) and checked with axe-core.
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { builderAtWidth, builderPreview, draftSaved, editQuestion, shootPanel } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

test('an owner turns steps into a yes/no question, a number and a rating, edits their panels and saves the draft', async ({
  page,
  context,
}) => {
  await signIn(context, 'steps');
  const form = await publishForm(context.request, shortConfig, {
    label: `Step types ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  const yesNo = await editQuestion(page, 1);

  await page.locator('#step-0-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('yes');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  await expect(yesNo.getByLabel('Yes button')).toHaveAttribute('placeholder', 'Yes');
  await yesNo.getByLabel('Yes button').fill('Yes, I own it');
  await yesNo.getByLabel('No button').fill('No, I rent');
  await expect(builderPreview(page).getByText('Yes, I own it')).toBeVisible();
  // Stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(yesNo).toBeVisible();
    await shootPanel(yesNo, `${shots}/editor-yes-no-${width}.png`);
    expect(
      await axeViolations(page, { rules: 'wcag', exclude: [['iframe']] }),
      `yes/no panel at ${width} px`,
    ).toEqual([]);
  }

  const number = await editQuestion(page, 2);
  await page.locator('#step-1-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('numb');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  await number.getByLabel('Unit (shown after the number)').fill('m²');
  await number.getByLabel('Largest answer').fill('500');
  await number.getByRole('switch', { name: 'Whole numbers only' }).click();
  // Stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(number).toBeVisible();
    await shootPanel(number, `${shots}/editor-number-${width}.png`);
    expect(
      await axeViolations(page, { rules: 'wcag', exclude: [['iframe']] }),
      `number panel at ${width} px`,
    ).toEqual([]);
  }

  const rating = await editQuestion(page, 3);
  await page.locator('#step-2-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('rating');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  await expect(rating.getByLabel('Words under 0')).toHaveCount(0);
  await rating.getByLabel('Scale').selectOption('nps');
  await rating.getByLabel('Words under 0').fill('Not at all likely');
  await rating.getByLabel('Words under 10').fill('Extremely likely');
  // Stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(rating).toBeVisible();
    await shootPanel(rating, `${shots}/editor-rating-${width}.png`);
    expect(
      await axeViolations(page, { rules: 'wcag', exclude: [['iframe']] }),
      `rating panel at ${width} px`,
    ).toEqual([]);
  }

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: Record<string, unknown>[] };
  };
  expect(stored.draftConfig.steps[0]).toMatchObject({
    type: 'yesNo',
    yesLabel: 'Yes, I own it',
    noLabel: 'No, I rent',
  });
  // A new number step takes whole numbers only; the click on the switch allowed decimals.
  expect(stored.draftConfig.steps[1]).toMatchObject({ type: 'number', unit: 'm²', max: 500, integer: false });
  expect(stored.draftConfig.steps[2]).toMatchObject({
    type: 'rating',
    scale: 'nps',
    lowLabel: 'Not at all likely',
    highLabel: 'Extremely likely',
  });
});
