// The WordPress plugin's output on a page in Chromium: what its shortcode and block render (integrations/wordpress,
// run in PHP's command line) placed in a static page of another origin opens the forms as it should.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { hasPhp, renderWordPress } from '../../integrations/wordpress/render.ts';
import { publishedEmbed } from './helpers.ts';

let host: Server;
let hostUrl = '';
let hostHtml = '';
test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostHtml);
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => host.close());

test('the shortcode’s button opens a popup, the block’s side tab a panel, the inline form sits in the post', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(!hasPhp(), 'needs php-cli (apt-get install php-cli; CI installs it)');
  const { form } = await publishedEmbed(request, {
    steps: [{ type: 'textbox', title: 'What should we quote?' }],
  });
  const options = { forms_engine_host: baseURL as string };
  const [popup, sidetab, inline] = renderWordPress([
    { shortcode: { id: form.id, mode: 'popup', button: 'Get a quote', title: 'Popup quote' }, options },
    { block: { formId: form.id, mode: 'sidetab', button: 'Free quote', title: 'Tab quote' }, options },
    { shortcode: { id: form.id, title: 'Inline quote' }, options },
  ]);
  hostHtml = `<!doctype html><html lang="en"><head><title>A WordPress post</title></head><body>
<article><h1>Solar for your home</h1><p>${popup}</p>${sidetab}<div class="entry">${inline}</div></article></body></html>`;
  await page.goto(hostUrl);

  await expect(
    page.frameLocator('iframe[title="Inline quote"]').getByText('What should we quote?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Popup quote' });
  await expect(dialog.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Free quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Tab quote' })).toBeVisible();
});
