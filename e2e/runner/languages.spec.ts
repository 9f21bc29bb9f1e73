// One embed, many languages: a browser preferring German gets the form in German, one preferring French gets it
// in French; the switch changes the language mid-form and keeps the answers; the answers land in one table with
// their language.
import { createServer, type Server } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { publishForm, registerOwner } from '../fixtures/api.ts';

const config = {
  language: 'de',
  languageSwitch: true,
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'Welches Dach haben Sie?',
      options: [
        { id: 'tiles', title: 'Ziegel', icon: 'Home' },
        { id: 'slate', title: 'Schiefer', icon: 'Layers' },
      ],
    },
    { id: 'note', type: 'textbox', title: 'Was sollen wir wissen?' },
  ],
  translations: {
    fr: {
      'steps.roof.title': 'Quel type de toit avez-vous ?',
      'steps.roof.options.tiles.title': 'Tuiles',
      'steps.roof.options.slate.title': 'Ardoise',
      'steps.note.title': 'Que devons-nous savoir ?',
    },
  },
};

// The host page, on another origin than the server (localhost vs 127.0.0.1), with one embed naming no language.
let host: Server;
let hostUrl = '';
let formId = 0;
test.beforeAll(async ({ playwright, baseURL }) => {
  const owner: APIRequestContext = await playwright.request.newContext({ baseURL });
  await registerOwner(owner, `langs${Math.floor(Math.random() * 1e6)}`);
  formId = (await publishForm(owner, config, { language: 'de' })).id;
  ownerRequest = owner;
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Host</title></head><body>
<h1>Solar</h1><script src="${baseURL}/embed.js" data-form="${formId}"></script></body></html>`);
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`;
});
let ownerRequest: APIRequestContext;
test.afterAll(async () => {
  host.close();
  await ownerRequest.dispose();
});

/** The stored answers of the form, newest first, as the owner's responses API gives them. */
async function storedAnswers(): Promise<Record<string, unknown>[]> {
  const res = await ownerRequest.get(`/api/forms/${formId}/responses`);
  return ((await res.json()) as { response: Record<string, unknown> | null }[]).flatMap((r) =>
    r.response ? [r.response] : [],
  );
}

test.describe('a browser preferring French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the form in French, switches to German mid-form keeping the answer, and the answers land with their language', async ({
    page,
  }) => {
    await page.goto(hostUrl);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Quel type de toit avez-vous ?' })).toBeVisible();
    await expect(frame.getByText('Question 1 sur 2')).toBeVisible();
    await frame.getByRole('button', { name: /Ardoise/ }).click();
    await expect(frame.getByRole('heading', { name: 'Que devons-nous savoir ?' })).toBeVisible();
    await frame.getByRole('textbox').fill('Toit plat au-dessus du garage');
    await frame.getByRole('combobox', { name: 'Langue' }).selectOption('de');
    // The same step and answer, now in German, everywhere on the page.
    await expect(frame.getByRole('heading', { name: 'Was sollen wir wissen?' })).toBeVisible();
    await expect(frame.getByText('Frage 2 von 2')).toBeVisible();
    await expect(frame.getByRole('textbox')).toHaveValue('Toit plat au-dessus du garage');
    await frame.getByRole('button', { name: 'Zurück' }).click();
    await expect(frame.getByRole('button', { name: /Schiefer/ })).toHaveAttribute('aria-pressed', 'true');
    await frame.getByRole('button', { name: /Schiefer/ }).click();
    await expect(frame.getByRole('textbox')).toHaveValue('Toit plat au-dessus du garage');
    await frame.getByRole('button', { name: 'Absenden' }).click();
    await expect(frame.getByText('Vielen Dank!')).toBeVisible();
    await expect
      .poll(async () => (await storedAnswers()).find((a) => a.note === 'Toit plat au-dessus du garage'))
      .toMatchObject({ roof: 'slate', note: 'Toit plat au-dessus du garage', _language: 'de' });
  });
});

test.describe('a browser preferring German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the same embed in German, and its answer lands in the same table with its language', async ({
    page,
  }) => {
    await page.goto(hostUrl);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Welches Dach haben Sie?' })).toBeVisible();
    await expect(frame.getByText('Frage 1 von 2')).toBeVisible();
    await frame.getByRole('button', { name: /Ziegel/ }).click();
    await frame.getByRole('textbox').fill('Süddach');
    await frame.getByRole('button', { name: 'Absenden' }).click();
    await expect(frame.getByText('Vielen Dank!')).toBeVisible();
    await expect
      .poll(async () => (await storedAnswers()).find((a) => a.note === 'Süddach'))
      .toMatchObject({ roof: 'tiles', note: 'Süddach', _language: 'de' });
  });
});
