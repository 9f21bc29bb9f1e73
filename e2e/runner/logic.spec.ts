// Respondent journeys through a branching form in /embed: two paths, Back along the path, an ending for a
// disqualified respondent, the estimate on the final screen, and the same in German.
import { expect, type Page, test } from '@playwright/test';
import { solarLogicConfig } from '../fixtures/logic-configs.ts';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

async function setSlider(page: Page, current: RegExp, value: number) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('textbox').fill(String(value));
  await page.getByRole('textbox').press('Enter');
}

async function fillContact(page: Page, labels = { first: 'First name', last: 'Last name', email: 'Email' }) {
  await page.getByLabel(labels.first).fill('Ada');
  await page.getByLabel(labels.last).fill('Lovelace');
  await page.getByLabel(labels.email).fill('ada@example.com');
  await page.getByRole('checkbox').check();
}

type Row = {
  response: Record<string, unknown> | null;
  calculations: Record<string, number> | null;
  ending: string | null;
};

test('a branching form taken down two paths, Back along the path, and the estimate on the final screen', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, solarLogicConfig());
  await page.goto(url);

  // Default route: owner, bill, area, roof, contact.
  await expectStep(page, 1, 5, 'Do you own the property?');
  await page.getByRole('button', { name: 'I own it' }).click();
  await expectStep(page, 2, 5, 'Monthly electricity bill');

  // Path 1: a bill over 300 adds the battery question; the count grows with it.
  await setSlider(page, /\$150/, 400);
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await continueButton(page).click();
  await expectStep(page, 3, 6, 'Would you like a battery?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectStep(page, 4, 6, 'Roof area (m²)');

  // Back returns along the path taken: area → battery → bill.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 3, 6, 'Would you like a battery?');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 2, 6, 'Monthly electricity bill');

  // Path 2: a smaller bill skips the battery question; the answer given there is left behind.
  await setSlider(page, /\$400/, 120);
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await continueButton(page).click();
  await expectStep(page, 3, 5, 'Roof area (m²)');
  await setSlider(page, /^40\./, 130);
  await continueButton(page).click();
  await expectStep(page, 4, 5, 'Roof material');
  await page.getByRole('combobox').selectOption('Metal');
  await continueButton(page).click();
  await expectStep(page, 5, 5, 'How can we reach you?');
  await expect(page.getByText('80% Complete')).toBeVisible();
  // Back from here skips the battery question too.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 4, 5, 'Roof material');
  await continueButton(page).click();
  await fillContact(page);
  const submitted = page.waitForRequest((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await submitted).postDataJSON();
  expect(body).not.toHaveProperty('Would you like a battery?');

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const estimate = page.locator('[data-calculation="estimate"]');
  await expect(estimate).toContainText('Estimated price');
  await expect(estimate).toContainText('$7,850'); // 1500 + 130 × 45 + 500 (metal), no battery

  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as Row[];
  expect(rows[0]).toMatchObject({ calculations: { estimate: 7850 }, ending: null });
  expect(rows[0].response).not.toHaveProperty('Would you like a battery?');
});

test('a disqualified respondent reaches the tailored ending and the lead is kept', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, solarLogicConfig());
  await page.goto(url);
  await expectStep(page, 1, 5, 'Do you own the property?');
  await page.getByRole('button', { name: 'I rent' }).click();
  // The choice ends the form: Submit instead of moving on by itself, and the count says so.
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Sorry, we only install on homes you own' })).toBeVisible();
  await expect(page.getByText('Ask your landlord to get in touch with us.')).toBeVisible();
  await expect(page.getByText('Request Received')).toHaveCount(0);

  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as Row[];
  expect(rows[0]).toMatchObject({ ending: 'renters', response: { owner: 'rent' } });

  // Start Over begins again, and a different answer takes the normal route.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expectStep(page, 1, 5, 'Do you own the property?');
});

test('the same journey in German: texts, path and the estimate in euros', async ({ page, request }) => {
  const { form, url } = await publishedEmbed(request, solarLogicConfig('de'), { language: 'de' });
  await page.goto(url);
  await expect(page.getByText('Frage 1 von 5')).toBeVisible();
  await page.getByRole('button', { name: 'Eigentümer' }).click();
  await expect(page.getByText('Frage 2 von 5')).toBeVisible();
  await setSlider(page, /€150/, 500);
  await expect(page.getByText('Frage 2 von 6')).toBeVisible();
  await page.getByRole('button', { name: /^Weiter/ }).click();
  await expect(page.getByText('Frage 3 von 6')).toBeVisible();
  await page.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Frage 4 von 6')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByText('Frage 3 von 6')).toBeVisible();
  await page.getByRole('button', { name: 'Ja' }).click();
  await setSlider(page, /^40\./, 100);
  await page.getByRole('button', { name: /^Weiter/ }).click();
  await page.getByRole('combobox').selectOption('Ziegel');
  await page.getByRole('button', { name: /^Weiter/ }).click();
  await expect(page.getByText('Frage 6 von 6')).toBeVisible();
  await fillContact(page, { first: 'Vorname', last: 'Nachname', email: 'E-Mail' });
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  const estimate = page.locator('[data-calculation="estimate"]');
  await expect(estimate).toContainText('Geschätzter Preis');
  await expect(estimate).toContainText(/10\.000\s€/); // 1500 + 100 × 45 + 4000 (battery)

  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as Row[];
  expect(rows[0].calculations).toEqual({ estimate: 10000 });

  // A renter in German reaches the German ending.
  await page.getByRole('button', { name: 'Neu beginnen' }).click();
  await page.getByRole('button', { name: 'Mieter' }).click();
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Leider installieren wir nur bei Eigentümern' }),
  ).toBeVisible();
});
