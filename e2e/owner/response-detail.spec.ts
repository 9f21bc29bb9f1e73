// Leads you can read: a response opens in its own view (every answer under its question, the photo as an owner-only
// download, the address with its map, hidden fields and calculations, Previous/Next), contact answers have their own
// columns, and a phone gets a card per response instead of a table.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';

const config = {
  title: 'Roof check',
  steps: [
    {
      type: 'tiles',
      title: 'What roof do you have?',
      options: [
        { id: 'pitched', title: 'Pitched roof', icon: 'Home' },
        { id: 'flat', title: 'Flat roof', icon: 'Building' },
      ],
    },
    { type: 'documentUpload', title: 'Photo of the roof' },
    { type: 'location', title: 'Where is the house?', validation: { required: false } },
    { type: 'contact', title: 'Your details' },
  ],
  calculations: [{ id: 'score', label: 'Lead score', formula: '10' }],
  hiddenFields: ['utm_source'],
};

/** A 1×1 PNG: the roof photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Two leads through the public API as a respondent would send them: Ann (photo, address, hidden field), then Bob. */
async function twoLeads(anon: APIRequestContext, formId: number) {
  const session = await anon.post(`/api/forms/${formId}/session`);
  expect(session.status()).toBe(201);
  const s = (await session.json()) as { sessionId: string; sessionNo: number };
  const up = await anon.post('/api/upload-document', {
    multipart: {
      formId: String(formId),
      sessionId: s.sessionId,
      document: { name: 'roof.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(up.status()).toBe(200);
  const photo = (await up.json()) as { documentUrl: string; fileName: string };
  const ann = await anon.post(`/api/forms/${formId}/submit`, {
    data: {
      'What roof do you have?': 'flat',
      'Photo of the roof': { documentUrl: photo.documentUrl, fileName: photo.fileName, extractedText: '' },
      'Where is the house?': {
        fullAddress: 'Unter den Linden 1, 10117 Berlin',
        postalCode: '10117',
        isAvailable: true,
        lat: 52.517,
        lng: 13.389,
      },
      'Your details': {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '+49 30 1234567',
        consent: true,
      },
      _hidden: { utm_source: 'spring-ads' },
      _sessionInfo: s,
    },
  });
  expect(ann.status(), await ann.text()).toBe(200);
  const annId = ((await ann.json()) as { id: number }).id;
  const bob = await anon.post(`/api/forms/${formId}/submit`, {
    data: {
      'What roof do you have?': 'pitched',
      'Photo of the roof': 'Upload your document',
      'Your details': { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', consent: true },
    },
  });
  expect(bob.status()).toBe(200);
  return { annId, bobId: ((await bob.json()) as { id: number }).id };
}

type Playwright = { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } };

/** A published form with two leads, its responses screen open. */
async function setUp(page: Page, playwright: Playwright) {
  const form = await publishForm(page.context().request, config, {
    label: `Roofs ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/forms/${form.id}/responses`);
  const anon = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const ids = await twoLeads(anon, form.id);
  await anon.dispose();
  await page.reload();
  return { form, ...ids };
}

test('the table splits contact answers into columns and a row opens the response with every answer, the photo download, the map and Previous/Next', async ({
  page,
  context,
  playwright,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, 'leadreader');
  const { form, annId, bobId } = await setUp(page, playwright);

  const table = page.getByRole('region', { name: 'Responses table' });
  // Who the lead is comes first (name, then e-mail and phone), the question with options, the estimate, the source.
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Submitted At',
    'Name',
    'Contact',
    'What roof do you have?',
    'Lead score',
    'Source',
  ]);
  const annRow = table.locator('tbody tr').filter({ hasText: 'ann@example.com' });
  await expect(annRow.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
    'href',
    'mailto:ann@example.com',
  );
  await expect(annRow).toContainText('spring-ads');
  // At 1280 px the contact column is on screen without scrolling sideways.
  const contactHeader = table.getByRole('columnheader', { name: 'Contact', exact: true });
  const box = await contactHeader.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);

  // A row opens the response.
  await annRow.getByText('Flat roof').click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form.id}/responses/${annId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();
  // Under the name: the e-mail and phone, ready to use.
  const contact = page.getByTestId('respondent-contact');
  await expect(contact.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
    'href',
    'mailto:ann@example.com',
  );
  await expect(contact.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByRole('heading')).toHaveText([
    '1.What roof do you have?',
    '2.Photo of the roof',
    '3.Where is the house?',
    '4.Your details',
  ]);
  await expect(answers.getByText('Flat roof')).toBeVisible();
  await expect(answers.getByText('Unter den Linden 1, 10117 Berlin')).toBeVisible();
  await expect(answers.getByRole('img', { name: 'Map of Unter den Linden 1, 10117 Berlin' })).toBeVisible();
  await expect(answers.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  // Where the lead came from (a hidden field) and the calculation.
  await expect(page.getByText('utm_source')).toBeVisible();
  await expect(page.getByText('spring-ads')).toBeVisible();
  await expect(page.getByText('Lead score')).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();

  // The photo: a preview and a download of the very bytes uploaded.
  await expect(answers.getByRole('img', { name: 'Uploaded: roof.png' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    answers.getByRole('link', { name: 'Download roof.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roof.png');
  expect(fs.readFileSync(await download.path())).toEqual(PNG);

  // Previous is the newer response (Bob), and the arrow keys walk back.
  await page.getByRole('link', { name: 'Previous response' }).click();
  await expect(page).toHaveURL(new RegExp(`/responses/${bobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Stone' })).toBeVisible();
  await expect(page.getByText('No file uploaded')).toBeVisible();
  await expect(page.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();

  // The CSV has the same split columns and the photo's absolute owner-only download URL.
  const csv = await page.context().request.get(`/api/forms/${form.id}/responses.csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe(
    'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,Where is the house?,What roof do you have?,Photo of the roof,Photo of the roof (download URL),utm_source,Lead score',
  );
  const annLine = lines.find((l) => l.startsWith(`${annId},`)) ?? '';
  expect(annLine).toContain(',Ann,Lee,ann@example.com,');
  expect(annLine).toMatch(/,roof\.png,http:\/\/127\.0\.0\.1:\d+\/api\/documents\/[0-9a-f-]{36},/);

  // Back keeps the list.
  await page.getByRole('link', { name: 'Back to responses' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form.id}/responses$`));
  await expect(table.locator('tbody tr')).toHaveCount(2);
});

test('on a phone each response is a card with the name, e-mail and first answers, and opens the detail view', async ({
  page,
  context,
  playwright,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(context, 'phonereader');
  const { annId } = await setUp(page, playwright);

  await expect(page.getByRole('region', { name: 'Responses table' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Responses' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const ann = cards.filter({ hasText: 'Ann Lee' });
  await expect(ann.getByText('ann@example.com')).toBeVisible();
  await expect(ann.getByText('Unter den Linden 1, 10117 Berlin')).toBeVisible();
  await expect(ann.getByText('Complete')).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await ann.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/responses/${annId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download roof.png' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
