// Respondent journeys through /embed against the real server: every step type, navigation, skip rules and errors.
import { expect, test } from '@playwright/test';
import { allStepsConfig, shortConfig } from '../fixtures/configs.ts';
import {
  continueButton,
  dayFromToday,
  expectStep,
  heading,
  PDF,
  publishedEmbed,
  standInDocumentCalls,
} from './helpers.ts';

test('a respondent answers every step type and the answers are stored by title with the session', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, allStepsConfig);
  const { quotationBodies } = await standInDocumentCalls(page);
  // /embed opens the answer session under an id it makes up.
  const sessionCreated = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/forms/${form.id}/sessions/`),
  );
  await page.goto(url);
  const total = 15;

  await expectStep(page, 1, total, 'What type of property do you have?');
  // Nothing answered yet: the embed's 2% minimum.
  await expect(page.getByText('2% Complete')).toBeVisible();
  // Tiles hide Continue and Skip and move on 500 ms after a choice.
  await expect(continueButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Apartment' }).click();
  expect((await sessionCreated).status()).toBe(201);
  await expectStep(page, 2, total, 'Which services interest you?');

  await expect(page.getByText('Select all that apply')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Solar panels' }).click();
  await page.getByRole('button', { name: 'EV charger' }).click();
  await page.getByRole('button', { name: 'EV charger' }).click();
  await page.getByRole('button', { name: 'Battery storage' }).click();
  const saved = page.waitForRequest((r) => r.url().includes('/temp-response') && r.method() === 'PATCH');
  await continueButton(page).click();
  expect((await saved).postDataJSON().tempResponse['Which services interest you?']).toEqual([
    'panels',
    'battery',
  ]);

  await expectStep(page, 3, total, 'Which roof type do you have?');
  await expect(page.getByRole('combobox')).toHaveValue('');
  await expect(page.locator('option').first()).toHaveText('Select');
  await page.getByRole('combobox').selectOption('Flat');
  await continueButton(page).click();

  await expectStep(page, 4, total, 'Monthly electricity bill');
  await expect(page.getByRole('button', { name: /\$150/ })).toBeVisible();
  await page.getByRole('button', { name: /\$150/ }).click();
  await page.getByRole('textbox').fill('2a0b0');
  await expect(page.getByRole('textbox')).toHaveValue('200');
  await page.getByRole('textbox').press('Enter');
  await expect(page.getByRole('button', { name: /\$200/ })).toBeVisible();
  await page.getByRole('button', { name: /\$200/ }).click();
  await page.getByRole('textbox').fill('999');
  await page.getByRole('textbox').press('Escape');
  await expect(page.getByRole('button', { name: /\$200/ })).toBeVisible();
  await continueButton(page).click();

  await expectStep(page, 5, total, 'How did you hear about us?');
  await page.getByRole('radio', { name: 'Other' }).click();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('Please tell us more').fill('A neighbour');
  await continueButton(page).click();

  await expectStep(page, 6, total, 'Anything else we should know?');
  await page.getByRole('textbox').fill('Two dogs in the garden');
  await continueButton(page).click();

  await expectStep(page, 7, total, 'What is your address?');
  await page.getByPlaceholder('Street, city and postal code').fill('1 Main St, Springfield, IL 62701');
  await page.getByPlaceholder('Street, city and postal code').press('Enter');
  await expect(page.getByText('Our service is available in 62701!')).toBeVisible();
  await expect(page.locator('img.fe-map')).toHaveAttribute(
    'src',
    /\/api\/staticmap\?center=39\.8,-89\.6495&zoom=14&size=800x400&markers=39\.8,-89\.6495/,
  );
  await continueButton(page).click();

  await expectStep(page, 8, total, 'Upload your latest bill');
  await page.locator('input[type=file]').setInputFiles(PDF);
  await expect(page.getByText('bill.pdf')).toBeVisible();
  await continueButton(page).click();

  await expectStep(page, 9, total, 'Your bill analysis');
  await expect(page.getByText('Estimated saving: $120 per month.')).toBeVisible();
  expect(quotationBodies[0]).toMatchObject({
    formId: form.id,
    documentData: { documentContent: 'Total due: $142.17', documentUrl: '/uploads/bill.pdf' },
  });
  await continueButton(page).click();

  await expectStep(page, 10, total, 'Do you own the home?');
  // Yes/no moves on by itself, like tiles.
  await expect(continueButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  await expectStep(page, 11, total, 'What is the living area?');
  await page.getByRole('textbox', { name: 'What is the living area?' }).fill('1,000');
  await continueButton(page).click();

  await expectStep(page, 12, total, 'How likely are you to recommend us?');
  await expect(page.getByText('Extremely likely')).toBeVisible();
  await page.getByRole('radio', { name: '9 of 10' }).check();
  await continueButton(page).click();

  await expectStep(page, 13, total, 'Which panel look do you prefer?');
  await page.getByRole('button', { name: 'Classic blue' }).click();
  await continueButton(page).click();

  await expectStep(page, 14, total, 'When would you like us to come?');
  const day = dayFromToday(3);
  await page.getByLabel('When would you like us to come?').fill(day);
  // The time slots come once a day is picked, and Continue waits for one.
  await expect(continueButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Afternoon' }).check();
  await continueButton(page).click();

  await expectStep(page, 15, total, 'How can we reach you?');
  // Fourteen of fifteen answered: the last question is not complete yet.
  await expect(page.getByText('93% Complete')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Phone').focus();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('Email').fill('ada@example.com');
  await expect(page.getByText('You must agree to the data processing terms.')).toBeVisible();
  await page.getByRole('checkbox').check();
  const submitted = page.waitForRequest((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await submitted).postDataJSON();

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  for (const t of ['Request Received', 'Processing', 'Next Steps'])
    await expect(page.getByText(t)).toBeVisible();
  expect(body).toMatchObject({
    'What type of property do you have?': 'flat',
    'Which roof type do you have?': 'flat-roof',
    'Monthly electricity bill': 200,
    'How did you hear about us?': { option: 'other', followup: 'A neighbour' },
    'What is your address?': { postalCode: '62701', isAvailable: true },
    'Do you own the home?': true,
    'What is the living area?': 1000,
    'How likely are you to recommend us?': 9,
    'Which panel look do you prefer?': 'classic',
    'When would you like us to come?': { date: day, slot: 'pm' },
    'How can we reach you?': {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      consent: true,
    },
    _sessionInfo: { sessionNo: expect.any(Number), sessionId: expect.any(String) },
  });
  expect(body._hp).toBeUndefined();

  const responses = await request.get(`/api/forms/${form.id}/responses`);
  expect(responses.ok()).toBe(true);
  expect(JSON.stringify(await responses.json())).toContain('A neighbour');

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expectStep(page, 1, total, 'What type of property do you have?');
  await expect(page.getByRole('button', { name: 'Apartment' })).toHaveAttribute('aria-pressed', 'false');
});

test('Previous goes back with answers kept, Skip passes an optional step, and focus moves to the heading', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pro' }).click();
  await expect(heading(page)).toHaveText('Any comments?');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText('Pick a plan');
  await expect(page.getByRole('button', { name: 'Pro' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pro' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page)).toHaveText('Your details');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('without an upload the document analysis step is skipped both ways', async ({ page, request }) => {
  const config = {
    steps: [
      { type: 'textbox', title: 'Name of the project', validation: { required: true } },
      { type: 'documentUpload', title: 'Upload a plan' },
      { type: 'documentInfo', title: 'Plan analysis' },
      { type: 'textbox', title: 'Final notes', validation: { required: true } },
    ],
  };
  const { url } = await publishedEmbed(request, config);
  await page.goto(url);
  await page.getByRole('textbox').fill('Barn');
  await continueButton(page).click();
  await expect(heading(page)).toHaveText('Upload a plan');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page)).toHaveText('Final notes');
  // Progress counts the steps on the path: the skipped analysis no longer counts (docs/logic.md).
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText('Upload a plan');
});

test('a failed upload says so and the step can still be skipped', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, {
    steps: [
      { type: 'documentUpload', title: 'Upload a plan' },
      { type: 'textbox', title: 'Notes' },
    ],
  });
  await standInDocumentCalls(page, { uploadFails: true });
  await page.goto(url);
  await page.locator('input[type=file]').setInputFiles(PDF);
  await expect(page.getByText('Upload failed')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page)).toHaveText('Notes');
});

test('the location step explains every problem with the address', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, { steps: [{ type: 'location', title: 'Where?' }] });
  await page.goto(url);
  const input = page.getByPlaceholder('Street, city and postal code');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Please enter your complete address')).toBeVisible();
  await input.fill('Main Street, Springfield');
  await input.press('Enter');
  await expect(page.getByText('Please include a valid postal code in your address.')).toBeVisible();
  await input.fill('Nowhere 00000');
  await input.press('Enter');
  await expect(
    page.getByText("Sorry, we couldn't find this address. Please check and try again."),
  ).toBeVisible();
  await page.route('**/api/geocode', (route) => route.abort());
  await input.fill('1 Main St, Springfield, IL 62701');
  await input.press('Enter');
  await expect(page.getByText('Error validating address. Please try again.')).toBeVisible();
  await expect(page.locator('img.fe-map')).toHaveCount(0);
});

test('a broken map image hides itself', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, { steps: [{ type: 'location', title: 'Where?' }] });
  await page.route('**/api/staticmap**', (route) => route.fulfill({ status: 500, body: 'x' }));
  await page.goto(url);
  await page.getByPlaceholder('Street, city and postal code').fill('1 Main St, Springfield, IL 62701');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Our service is available in 62701!')).toBeVisible();
  await expect(page.locator('img.fe-map')).toHaveCount(0);
});

test.describe('error states', () => {
  test('no parameters', async ({ page }) => {
    await page.goto('/embed');
    await expect(page.getByText('No form parameters provided')).toBeVisible();
  });
  test('an unknown form', async ({ page }) => {
    await page.goto('/embed?language=en&label=does-not-exist-anywhere&domain=');
    await expect(page.getByText('Form not found')).toBeVisible();
    await page.goto('/embed?form=999999');
    await expect(page.getByText('Form not found')).toBeVisible();
  });
  test('a failing server', async ({ page }) => {
    await page.route('**/api/forms/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    // A form the server does not know, so the page carries none and the runner must ask the (failing) API.
    await page.goto('/embed?form=888888');
    await expect(page.getByText('Failed to load form')).toBeVisible();
  });
  test('a form without steps, and a step without options', async ({ page }) => {
    await page.route('**/api/forms/by-properties**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: 1, config: { steps: [] } }),
      }),
    );
    await page.goto('/embed?language=en&label=x&domain=');
    await expect(page.getByText('This form has no steps. Please contact the form creator.')).toBeVisible();
    await page.unroute('**/api/forms/by-properties**');
    await page.route('**/api/forms/by-properties**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          id: 1,
          config: { steps: { 0: { type: 'tiles', title: 'Empty', options: [] } } },
        }),
      }),
    );
    await page.reload();
    await expect(page.getByText('This step has no options configured.')).toBeVisible();
    await expect(page.getByText('Please contact the form administrator.')).toBeVisible();
  });
  test('the older id parameter and an injected configuration still work', async ({ page, request }) => {
    const { form } = await publishedEmbed(request, shortConfig);
    await page.goto(`/embed?id=${form.id}`);
    await expect(heading(page)).toHaveText('Pick a plan');
    await page.addInitScript(() => {
      (window as unknown as { __FORM_CONFIG__: unknown }).__FORM_CONFIG__ = {
        config: { steps: { 0: { type: 'textbox', title: 'Injected question' } } },
      };
    });
    await page.goto('/embed');
    await expect(heading(page)).toHaveText('Injected question');
  });
});

test.describe('icon modes and mobile width', () => {
  test('emoji mode shows emoji with a ? fallback, none shows no icons', async ({ page, request }) => {
    const config = {
      steps: [
        {
          type: 'tiles',
          title: 'Pick',
          options: [
            { id: 'h', title: 'House', icon: 'Home' },
            { id: 'u', title: 'Unknown', icon: 'NoSuchIcon' },
          ],
        },
      ],
    };
    const { url } = await publishedEmbed(request, config, {}, { iconMode: 'emoji' });
    await page.goto(url);
    await expect(page.locator('.fe-emoji')).toHaveText(['🏠', '?']);
    await page.goto(url.replace('iconMode=emoji', 'iconMode=none'));
    await expect(page.getByRole('button', { name: 'House' })).toBeVisible();
    await expect(page.locator('.fe-tile svg, .fe-emoji')).toHaveCount(0);
    await page.goto(url.replace('iconMode=emoji', 'iconMode=bogus'));
    // Not an accepted mode: the form's own (lucide) applies; an unknown icon falls back to Circle.
    await expect(page.locator('.fe-tile svg')).toHaveCount(2);
  });

  test('at 375 px tiles use two columns and everything fits', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { url } = await publishedEmbed(request, {
      steps: [
        {
          type: 'tiles',
          title: 'Pick',
          options: ['A', 'B', 'C', 'D', 'E'].map((t) => ({ id: t, title: t, icon: 'Star' })),
        },
      ],
    });
    await page.goto(url);
    const tiles = page.locator('.fe-tile');
    // Up to eight options are shown as tiles.
    await expect(tiles).toHaveCount(5);
    const boxes = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[2]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test('German forms get German default texts', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, shortConfig, { language: 'de' });
  await page.goto(url);
  await expect(page.getByText('Frage 1 von 3')).toBeVisible();
});

test('an answer typed just before the respondent leaves is still saved as a temporary response', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, {
    steps: [
      { type: 'textbox', title: 'Your story', validation: { required: true } },
      { type: 'textbox', title: 'More' },
    ],
  });
  await page.goto(url);
  // The runner's POST …/session, or the page's own PUT …/sessions/{id} if the typing beats its takeover.
  const session = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/forms/${form.id}/session`) ||
      r.url().includes(`/api/forms/${form.id}/sessions/`),
  );
  await page.getByRole('textbox').pressSequentially('Once');
  await session;
  await page.getByRole('textbox').pressSequentially(' upon a time');
  // Leave well inside the 400 ms debounce: pagehide must flush with keepalive.
  await page.goto('about:blank');
  await expect
    .poll(async () => JSON.stringify(await (await request.get(`/api/forms/${form.id}/responses`)).json()))
    .toContain('Once upon a time');
});
