// Lead capture journeys (issue 14): consent enforced, hidden fields, prefill, piping, availability, resume.
import { expect, test } from '@playwright/test';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

const consentFirst = {
  title: 'Consent first',
  steps: [
    { type: 'contact', title: 'How can we reach you?' },
    { type: 'textbox', title: 'Anything else?', rows: 2 },
  ],
};

test('an unticked consent box keeps the respondent on the contact step', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, consentFirst);
  await page.goto(url);
  await expectStep(page, 1, 2, 'How can we reach you?');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await expect(page.getByText('You must agree to the data processing terms.')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  // Enter in a field submits the step's form: it must not move on either.
  await page.getByLabel('Email').press('Enter');
  await expectStep(page, 1, 2, 'How can we reach you?');

  await page.getByRole('checkbox').check();
  await expect(page.getByText('You must agree to the data processing terms.')).toBeHidden();
  await continueButton(page).click();
  await expectStep(page, 2, 2, 'Anything else?');
  await page.getByRole('button', { name: /Previous/ }).click();
  await page.getByRole('checkbox').uncheck();
  await expect(continueButton(page)).toBeDisabled();
});
