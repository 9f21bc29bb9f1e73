// Respondent polish (issue 16 item 10): the progress bar takes the form's own colour, long tile titles stay inside
// their tiles on a phone, a touch screen is told to tap rather than drag, an upload shows its file with size and a
// remove button, a Continue that cannot go on says why, the last question is not yet 100%, and the builder's
// preview says uploads are off there.
import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

const longTitles = {
  steps: [
    {
      type: 'tiles',
      title: 'Which package?',
      options: [
        { id: 'a', title: 'Photovoltaikkomplettinstallationspaket', icon: 'Sun' },
        { id: 'b', title: 'Batteriespeichernachrüstungsangebot mit Wallbox', icon: 'Zap' },
      ],
    },
    { type: 'textbox', title: 'Anything else?' },
  ],
};

test('the progress bar is drawn in shades of the form colour, not the purple second theme colour', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, longTitles, { color: '#dc2626' });
  await page.goto(url);
  const colours = await page.locator('.fe-bar-fill').evaluate((fill) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--fe-secondary)';
    fill.appendChild(probe);
    const secondary = getComputedStyle(probe).color;
    probe.remove();
    return { image: getComputedStyle(fill).backgroundImage, secondary };
  });
  expect(colours.image).toContain('rgb(220, 38, 38)');
  expect(colours.secondary).not.toBe('rgb(220, 38, 38)');
  expect(colours.image).not.toContain(colours.secondary);
});

test('long tile titles wrap inside their tiles at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { url } = await publishedEmbed(request, longTitles);
  await page.goto(url);
  const tiles = page.locator('.fe-tile');
  await expect(tiles).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const gap = await tiles.nth(i).evaluate((tile) => {
      const title = tile.querySelector('.fe-tile-title') as HTMLElement;
      const t = tile.getBoundingClientRect();
      const r = title.getBoundingClientRect();
      return {
        left: r.left - t.left,
        right: t.right - r.right,
        overflow: title.scrollWidth - title.clientWidth,
      };
    });
    // The title keeps the tile's inner padding on both sides and nothing overflows it.
    expect(gap.left).toBeGreaterThanOrEqual(8);
    expect(gap.right).toBeGreaterThanOrEqual(8);
    expect(gap.overflow).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: '/tmp/polish-375.png' });
});

const uploadForm = (labels?: Record<string, string>) => ({
  steps: [
    { type: 'textbox', title: 'Anything else?' },
    { type: 'documentUpload', title: 'Upload your latest bill', ...(labels ? { config: { labels } } : {}) },
  ],
});

async function toUpload(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Upload your latest bill' })).toBeVisible();
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the upload says "Tap to choose a file", in German too, also with the generator’s default label', async ({
    page,
    request,
  }) => {
    const { url } = await publishedEmbed(
      request,
      uploadForm({ dragDropText: 'Drag and drop your file here' }),
    );
    await page.goto(url);
    await toUpload(page);
    await expect(page.getByText('Tap to choose a file')).toBeVisible();
    await expect(page.getByText('Drag and drop your file here')).toHaveCount(0);

    const de = await publishedEmbed(request, uploadForm(), { language: 'de' });
    await page.goto(de.url);
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expect(page.getByText('Tippen, um eine Datei auszuwählen')).toBeVisible();
  });

  test('an owner’s own drop text is kept', async ({ page, request }) => {
    const { url } = await publishedEmbed(request, uploadForm({ dragDropText: 'Send us your bill' }));
    await page.goto(url);
    await toUpload(page);
    await expect(page.getByText('Send us your bill')).toBeVisible();
  });
});

test('with a mouse the upload still offers drag and drop', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, uploadForm());
  await page.goto(url);
  await toUpload(page);
  await expect(page.getByText('Drag and drop your file here')).toBeVisible();
});

const requiredUpload = {
  steps: [
    { type: 'documentUpload', title: 'Upload your latest bill', validation: { required: true } },
    { type: 'textbox', title: 'Anything else?' },
  ],
};
const textFile = (name: string, bytes: number) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(`Electricity bill\nTotal due: $142.17\n${'x'.repeat(bytes - 36)}`),
});

test('an uploaded file shows its name, size and a keyboard-usable remove button that clears the answer', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, requiredUpload);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Upload your latest bill' })).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload-document'));
  await page.locator('input[type=file]').setInputFiles(textFile('bill.txt', 380 * 1024));
  expect((await uploaded).status()).toBe(200);
  const file = page.locator('.fe-file');
  await expect(file).toContainText('bill.txt');
  await expect(file).toContainText('380 KB');
  await expect(continueButton(page)).toBeEnabled();
  await page.screenshot({ path: '/tmp/polish-upload-1280.png' });

  // Keyboard: the remove button is reached and pressed like any button; the focus stays on the file chooser.
  const remove = page.getByRole('button', { name: 'Remove bill.txt' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(file).toHaveCount(0);
  await expect(page.getByText('bill.txt')).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.locator('input[type=file]')).toBeFocused();

  // Another file can be chosen, and going back to the step still shows it with its size.
  await page.locator('input[type=file]').setInputFiles(textFile('march.txt', 2.4 * 1024 * 1024));
  await expect(file).toContainText('march.txt');
  await expect(file).toContainText('2.4 MB');
  await continueButton(page).click();
  await expectStep(page, 2, 2, 'Anything else?');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(file).toContainText('march.txt');
  await expect(file).toContainText('2.4 MB');
});

test('the uploaded file reads in German with a German remove button', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, requiredUpload, { language: 'de' });
  await page.route('**/api/upload-document', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ documentUrl: '/uploads/rechnung.pdf', extractedText: 'Summe 142,17 €' }),
    }),
  );
  await page.goto(url);
  await page.locator('input[type=file]').setInputFiles(textFile('rechnung.txt', 2.4 * 1024 * 1024));
  await expect(page.locator('.fe-file')).toContainText('2,4 MB');
  await page.getByRole('button', { name: 'rechnung.txt entfernen' }).click();
  await expect(page.locator('.fe-file')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Weiter/ })).toBeDisabled();
});

const contactLast = {
  steps: [
    {
      type: 'multiSelect',
      title: 'Which services?',
      options: [
        { id: 'solar', title: 'Solar panels', icon: 'Sun' },
        { id: 'battery', title: 'Battery storage', icon: 'Battery' },
      ],
    },
    { type: 'contact', title: 'How can we reach you?' },
  ],
};

test('a Continue that cannot go on stays disabled but a click says why and focuses the first field to fix', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, contactLast);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Which services?' })).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByText('Please answer this question to continue.')).toHaveCount(0);
  // force: the button is aria-disabled, which Playwright would otherwise wait out; a person can still press it.
  await continueButton(page).click({ force: true });
  await expect(page.getByText('Please answer this question to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solar panels' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Which services?' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Please answer this question to continue.')).toHaveCount(0);
  await continueButton(page).click();
  await expectStep(page, 2, 2, 'How can we reach you?');

  // A field left empty says so as soon as it is left, before any try.
  await page.getByLabel('First name').focus();
  await page.getByLabel('Last name').focus();
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'false');
  await page.getByLabel('First name').fill('Ada');
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'false');

  // Submit tried with the rest missing: every message shows and the focus goes to the first field to fix.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('You must agree to the data processing terms.')).toBeVisible();
  await expect(page.getByText('Please answer this question to continue.')).toBeVisible();
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '/tmp/polish-errors-1280.png', fullPage: true });

  // Enter in a field tries too; the e-mail's own message replaces "required" once something is typed.
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  // A valid form still submits.
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  await expect(page.getByText('Please answer this question to continue.')).toHaveCount(0);
  const submitted = page.waitForRequest((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await submit.click();
  expect((await submitted).postDataJSON()).toMatchObject({
    'How can we reach you?': {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      consent: true,
    },
  });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});

test('the hint and required messages are German in a German form, and a follow-up answer is asked for', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(
    request,
    {
      steps: [
        {
          type: 'followup',
          title: 'Wie haben Sie von uns erfahren?',
          options: [{ id: 'other', title: 'Anders', icon: 'Circle' }],
          followupInput: { label: 'Woher genau?', type: 'text' },
        },
        { type: 'textbox', title: 'Noch etwas?' },
      ],
    },
    { language: 'de' },
  );
  await page.goto(url);
  const next = page.getByRole('button', { name: /^Weiter/ });
  await expect(next).toBeDisabled();
  await next.click({ force: true });
  await expect(page.getByText('Bitte beantworten Sie diese Frage, um fortzufahren.')).toBeVisible();
  await expect(page.getByText('Dieses Feld ist erforderlich')).toBeVisible();
  await expect(page.getByLabel('Woher genau?')).toBeFocused();
  await page.getByLabel('Woher genau?').fill('Nachbar');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Noch etwas?' })).toBeVisible();
});

test('an empty address or an unpicked required dropdown says so when Continue is tried', async ({
  page,
  request,
}) => {
  const address = await publishedEmbed(request, {
    steps: [
      { type: 'location', title: 'What is your address?' },
      { type: 'textbox', title: 'Anything else?' },
    ],
  });
  await page.goto(address.url);
  await expect(page.getByRole('heading', { name: 'What is your address?' })).toBeVisible();
  await continueButton(page).click({ force: true });
  await expect(page.getByText('Please enter your complete address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What is your address?' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'What is your address?' })).toBeVisible();

  const dropdownFirst = await publishedEmbed(request, {
    steps: [
      {
        type: 'dropdown',
        title: 'Roof material',
        validation: { required: true },
        options: [
          { id: 'tiles', title: 'Tiles' },
          { id: 'metal', title: 'Metal' },
        ],
      },
      { type: 'textbox', title: 'Anything else?' },
    ],
  });
  await page.goto(dropdownFirst.url);
  await expect(continueButton(page)).toBeDisabled();
  await continueButton(page).click({ force: true });
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.getByRole('combobox').selectOption('Metal');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Anything else?' })).toBeVisible();
});

test('the last question is not yet 100% complete; the thank-you screen is', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, {
    steps: [
      { type: 'textbox', title: 'First?' },
      { type: 'textbox', title: 'Second?' },
      { type: 'textbox', title: 'Third?' },
    ],
  });
  await page.goto(url);
  const bar = page.locator('.fe-bar');
  await expectStep(page, 1, 3, 'First?');
  await expect(page.getByText('2% Complete')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expectStep(page, 2, 3, 'Second?');
  await expect(page.getByText('33% Complete')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expectStep(page, 3, 3, 'Third?');
  await expect(page.getByText('67% Complete')).toBeVisible();
  await expect(page.getByText('100% Complete')).toHaveCount(0);
  await expect(bar).toHaveAttribute('aria-valuenow', '67');
  await page.screenshot({ path: '/tmp/polish-last-1280.png' });
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('100% Complete')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
});

async function builderPreview(page: Page, config: unknown) {
  const form = await publishForm(page.context().request, config, {
    label: `Uploads ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/buildform?formId=${form.id}`);
  return page.getByRole('region', { name: 'Live preview' });
}

test('an upload in the builder preview says uploads are off there, not that it failed', async ({
  page,
  context,
}) => {
  await signIn(context, 'previewer');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/upload-document')) uploads++;
  });
  const preview = await builderPreview(page, requiredUpload);
  await expect(preview.getByRole('heading', { name: 'Upload your latest bill' })).toBeVisible();
  await preview.locator('input[type=file]').setInputFiles(textFile('bill.txt', 2000));
  await expect(preview.getByText('Uploads are off in preview')).toBeVisible();
  await expect(preview.getByText('Upload failed')).toHaveCount(0);
  expect(uploads).toBe(0);

  const de = await builderPreview(page, { ...requiredUpload, language: 'de' });
  await expect(de.getByRole('heading', { name: 'Upload your latest bill' })).toBeVisible();
  await de.locator('input[type=file]').setInputFiles(textFile('rechnung.txt', 2000));
  await expect(de.getByText('In der Vorschau ist das Hochladen ausgeschaltet')).toBeVisible();
  await expect(de.getByText('Hochladen fehlgeschlagen')).toHaveCount(0);
});
