// An old lead reads the same after its form changes: a question renamed in the editor and published, then the whole
// form translated into German and published again — the lead's detail view, its table row and its CSV row keep its
// name and answers, headers follow the current titles, and no question still in the form is shown as removed.
import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { editQuestion } from '../fixtures/builder.ts';

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
    { type: 'textbox', title: 'Anything else?' },
    { type: 'contact', title: 'Your details' },
  ],
};

/** The German titles, in step order: every title of the form changes. */
const GERMAN = ['Welches Dach haben Sie?', 'Noch etwas?', 'Ihre Kontaktdaten'];

type Playwright = { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } };

/** Anna's lead, sent as the runner sends it: answers under the questions' titles. */
async function annasLead(page: Page, playwright: Playwright, formId: number): Promise<number> {
  const anon = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const session = await anon.post(`/api/forms/${formId}/session`);
  expect(session.status()).toBe(201);
  const res = await anon.post(`/api/forms/${formId}/submit`, {
    data: {
      'What roof do you have?': 'flat',
      'Anything else?': 'Please call after 5 pm',
      'Your details': { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true },
      _sessionInfo: await session.json(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  await anon.dispose();
  return id;
}

/** What the owner sees of the lead: its table row, its detail view and its CSV row. */
async function howTheLeadReads(page: Page, formId: number, leadId: number) {
  await page.goto(`/forms/${formId}/responses`);
  const table = page.getByRole('region', { name: 'Responses table' });
  const row = table.locator('tbody tr').filter({ hasText: 'anna@example.com' });
  await expect(row).toHaveCount(1);
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();

  await page.goto(`/forms/${formId}/responses/${leadId}`);
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toBeVisible();
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByRole('heading')).toHaveCount(3);
  const detail = {
    name: await name.textContent(),
    questions: await answers.getByRole('heading').allTextContents(),
    answers: await answers.getByRole('listitem').allTextContents(),
    removed: await page.getByText('(no longer in the form)').count(),
  };

  const csv = await page.context().request.get(`/api/forms/${formId}/responses.csv`);
  expect(csv.status()).toBe(200);
  const [csvHeader, ...lines] = (await csv.text()).trim().split('\r\n');
  const csvRow = lines.find((l) => l.startsWith(`${leadId},`));
  return { headers, cells, detail, csvHeader, csvRow };
}

/** Types a new title for step `i` (0-based) in the manual editor, opening the step's panel when it is closed. */
async function retitle(page: Page, i: number, title: string) {
  await editQuestion(page, i + 1);
  await page.locator(`#step-${i}-title`).fill(title);
}

async function publishInEditor(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share your form' })).toBeVisible();
  await expect(page.getByTestId('form-status')).toHaveText('Live');
}

test('an old lead reads exactly as before after a question is renamed and the form is translated', async ({
  page,
  context,
  playwright,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, 'renamer');
  const form = await publishForm(context.request, config, {
    label: `Roofs ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/forms/${form.id}/responses`);
  const leadId = await annasLead(page, playwright, form.id);

  const before = await howTheLeadReads(page, form.id, leadId);
  expect(before.detail.name).toBe('Anna Schmidt');
  expect(before.detail.questions).toEqual(['1.What roof do you have?', '2.Anything else?', '3.Your details']);
  expect(before.detail.removed).toBe(0);
  expect(before.csvRow).toMatch(/,Anna,Schmidt,anna@example\.com,,Flat roof,Please call after 5 pm$/);

  // The owner renames a question in the editor and publishes.
  await page.goto(`/edit/${form.id}`);
  await retitle(page, 1, 'Anything else we should know?');
  await publishInEditor(page);

  const renamed = await howTheLeadReads(page, form.id, leadId);
  expect(renamed.detail).toEqual({
    ...before.detail,
    questions: ['1.What roof do you have?', '2.Anything else we should know?', '3.Your details'],
    answers: before.detail.answers.map((a) => a.replace('Anything else?', 'Anything else we should know?')),
  });
  expect(renamed.cells).toEqual(before.cells);
  expect(renamed.headers).toEqual(
    before.headers.map((h) => (h === 'Anything else?' ? 'Anything else we should know?' : h)),
  );
  expect(renamed.csvRow).toBe(before.csvRow);
  expect(renamed.csvHeader).toBe(before.csvHeader.replace('Anything else?', 'Anything else we should know?'));

  // Then the form goes German: its language, and every title, published again.
  const props = await context.request.put(`/api/forms/${form.id}/properties`, {
    data: { language: 'de', label: form.label, domain: form.domain },
  });
  expect(props.status(), await props.text()).toBe(200);
  await page.goto(`/edit/${form.id}`);
  for (const [i, title] of GERMAN.entries()) await retitle(page, i, title);
  await publishInEditor(page);

  const translated = await howTheLeadReads(page, form.id, leadId);
  const english = ['What roof do you have?', 'Anything else we should know?', 'Your details'];
  const inGerman = (text: string) => english.reduce((t, title, i) => t.replace(title, GERMAN[i]), text);
  expect(translated.detail).toEqual({
    name: 'Anna Schmidt',
    questions: ['1.Welches Dach haben Sie?', '2.Noch etwas?', '3.Ihre Kontaktdaten'],
    answers: renamed.detail.answers.map(inGerman),
    removed: 0,
  });
  // The same cells under the German headers: no column of the English titles next to them.
  expect(translated.cells).toEqual(before.cells);
  expect(translated.headers).toEqual(renamed.headers.map(inGerman));
  expect(translated.csvRow).toBe(before.csvRow);
  expect(translated.csvHeader).toBe(inGerman(renamed.csvHeader));
});
