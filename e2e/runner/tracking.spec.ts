// Conversion tracking on a host page of another origin: with the owner's tracking on, a page with GTM's dataLayer
// and a Meta Pixel stub hears one view, one start, one step view per step on the path and one lead, none of them
// again after a reload, and the server's Lead carries the page's Meta ids; a form without tracking never loads the
// tracking script nor reads the page's cookies. The owner's Tracking section is
// checked with axe and photographed.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { FakeMeta } from '../../apps/server/test/fakes/conversions.ts';
import { FakeServices } from '../../apps/server/test/fakes/server.ts';
import { publishForm, registerOwner, signIn } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';

const config = {
  steps: [
    { id: 'need', type: 'textbox', title: 'What should we quote?' },
    { id: 'when', type: 'textbox', title: 'When should it be done?' },
    { id: 'name', type: 'textbox', title: 'Who is asking?' },
  ],
};

let host: Server;
let hostUrl = '';
const hostPages = new Map<string, string>();
let fake: FakeServices;
test.beforeAll(async () => {
  fake = await new FakeServices().up(Number(process.env.E2E_CONVERSIONS_PORT));
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPages.get(new URL(req.url ?? '/', 'http://x').pathname) ?? 'not found');
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(async () => {
  host.close();
  await fake?.down();
});

/**
 * A host page with GTM's dataLayer, a Pixel stub that records its calls, Meta's and Google's cookies, a count of
 * the reads of `document.cookie`, and the loader tag of `formId`.
 */
function hostPage(origin: string, formId: number): string {
  return `<!doctype html><html lang="en"><head><title>Host shop</title>
<script>window.dataLayer = []; window.pixel = []; window.fbq = function () { window.pixel.push(Array.from(arguments)); };
document.cookie = '_fbp=fb.1.1764200000000.123456789; path=/';
document.cookie = '_ga=GA1.1.987654321.1764200000; path=/';
window.cookieReads = 0;
const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
Object.defineProperty(document, 'cookie', {
  get() { window.cookieReads++; return jar.get.call(document); },
  set(v) { jar.set.call(document, v); },
});</script>
</head><body><h1>Our solar offer</h1>
<script src="${origin}/embed.js" data-form="${formId}" data-title="Solar quote"></script></body></html>`;
}

type Pushed = { event: string; form_id: number; step_id?: string; step_index?: number; event_id?: string };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: Pushed[] }).dataLayer.filter((e) => e.event));
const pixel = (page: Page) => page.evaluate(() => (window as unknown as { pixel: unknown[][] }).pixel);
/** One line per event, for comparing lists. */
const lines = (events: Pushed[]) =>
  events.map((e) => [e.event, e.step_id, e.step_index].filter((x) => x !== undefined).join(' '));

async function formFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe[title="Solar quote"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no form frame');
  return frame;
}

async function answer(frame: Frame, title: string, text: string) {
  await expect(frame.locator('.fe-step h2')).toHaveText(title);
  await frame.getByRole('textbox').first().fill(text);
  await frame.getByRole('button', { name: /^(Continue|Submit)/ }).click();
}

test('a host page with dataLayer and a Pixel hears each moment of a respondent once, across a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await registerOwner(request, `tracking${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, config);
  const saved = await request.put(`/api/forms/${form.id}/tracking`, {
    data: { dataLayer: true, metaPixel: true },
  });
  expect(saved.status()).toBe(200);
  // The form has no contact step: the owner says the page collects consent, so the server sends its Lead too.
  const capi = await request.post(`/api/forms/${form.id}/integrations`, {
    data: {
      kind: 'metaCapi',
      settings: { pixelId: '1234567890123456', pageConsent: true },
      secret: FakeMeta.TOKEN,
    },
  });
  expect(capi.status()).toBe(201);
  hostPages.set('/quote', hostPage(baseURL as string, form.id));

  // An ad click: Meta's click id in the address, before its Pixel wrote an _fbc cookie.
  await page.goto(`${hostUrl}/quote?fbclid=IwAR_e2e-click`);
  let frame = await formFrame(page);
  await answer(frame, 'What should we quote?', 'Solar panels');
  await expect(frame.locator('.fe-step h2')).toHaveText('When should it be done?');
  // The first answer opened the session (start); the order of start and the next step view is the network's.
  await expect
    .poll(async () => lines(await dataLayer(page)).sort())
    .toEqual(
      [
        'forms_engine_start',
        'forms_engine_step_view need 0',
        'forms_engine_step_view when 1',
        'forms_engine_view',
      ].sort(),
    );
  expect(lines(await dataLayer(page))[0]).toBe('forms_engine_view');
  expect(await pixel(page)).toEqual([
    ['track', 'ViewContent', { content_type: 'form', content_ids: [String(form.id)] }],
  ]);

  // A reload resumes at the second step: its view, the start and that step are not told again.
  await page.reload();
  frame = await formFrame(page);
  await answer(frame, 'When should it be done?', 'This summer');
  await expect.poll(async () => lines(await dataLayer(page))).toEqual(['forms_engine_step_view name 2']);
  await answer(frame, 'Who is asking?', 'Grace');
  await expect
    .poll(async () => lines(await dataLayer(page)))
    .toEqual(['forms_engine_step_view name 2', 'forms_engine_lead']);
  const lead = (await dataLayer(page))[1];
  expect(lead.form_id).toBe(form.id);
  expect(lead.event_id).toMatch(/^[0-9a-f]{32}$/);
  // The Pixel's Lead carries the same event id, for Meta to match it with the server's event.
  expect(await pixel(page)).toEqual([
    ['track', 'Lead', { content_name: `form ${form.id}` }, { eventID: lead.event_id }],
  ]);
  // The server's Conversions API event is the same lead under the same event id: Meta counts one.
  await expect
    .poll(() => fake.meta.received.filter((e) => e.event.event_id === lead.event_id).length)
    .toBe(1);
  const server = fake.meta.received.find((e) => e.event.event_id === lead.event_id)?.event;
  expect(server?.event_name).toBe('Lead');
  // It carries the visitor's Meta ids from the host page and the browser the respondent answered in.
  const user = server?.user_data as Record<string, string>;
  expect(user.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR_e2e-click$/);
  expect(user.fbp).toBe('fb.1.1764200000000.123456789');
  expect(user.client_user_agent).toBe(await page.evaluate(() => navigator.userAgent));
  expect(user.client_ip_address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  expect(
    await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads),
  ).toBeGreaterThan(0);
  expect(fake.refusals).toEqual([]);
});

test('a form without tracking never loads the tracking script nor reads a cookie on the host page', async ({
  page,
  request,
  baseURL,
}) => {
  await registerOwner(request, `notrack${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, config);
  hostPages.set('/plain', hostPage(baseURL as string, form.id));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${hostUrl}/plain`);
  const frame = await formFrame(page);
  await answer(frame, 'What should we quote?', 'Solar panels');
  await answer(frame, 'When should it be done?', 'Soon');
  await expect(frame.locator('.fe-step h2')).toHaveText('Who is asking?');
  expect(scripts).toContain('/embed.js');
  expect(scripts).not.toContain('/embed-tracking.js');
  expect(await dataLayer(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads)).toBe(0);
});

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.describe('the owner', () => {
  test.use({ bypassCSP: true });

  test('switches tracking on in plain words on the integrations screen', async ({ page, context }) => {
    await signIn(context, 'tracker');
    const form = await publishForm(context.request, config);
    await page.goto(`/forms/${form.id}/integrations`);
    const section = page.locator('form', { hasText: 'Send events to Google Tag Manager' });
    await section
      .getByRole('switch', { name: 'Send events to Google Tag Manager and Google Analytics' })
      .click();
    await section.getByRole('switch', { name: 'Tell the Meta Pixel about views and leads' }).click();
    await section.getByLabel('Pixel ID (optional)').fill('12ab');
    await section.getByRole('button', { name: 'Save tracking' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'The Pixel ID must be the number Meta shows for your Pixel (10 to 20 digits)',
    );
    await section.getByLabel('Pixel ID (optional)').fill('1234567890123456');
    await section.getByRole('button', { name: 'Save tracking' }).click();
    await expect(page.getByText('Tracking saved').first()).toBeVisible();
    const stored = await context.request.get(`/api/forms/${form.id}/tracking`);
    expect(await stored.json()).toEqual({ dataLayer: true, metaPixel: true, pixelId: '1234567890123456' });

    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Tell the Meta Pixel about views and leads' }),
    ).toBeChecked();
    await expect(page.getByLabel('Pixel ID (optional)')).toHaveValue('1234567890123456');

    expect(await axeViolations(page)).toEqual([]);

    // The server-side kinds are added like any integration, with their own plain fields.
    await page.getByLabel('Send leads to').selectOption('metaCapi');
    await expect(page.getByLabel('Pixel ID', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Access token')).toBeVisible();
    await expect(page.getByText('My page asks visitors for consent to tracking')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const card = page.getByRole('region', { name: 'Tracking' });
    const add = page.locator('form', { hasText: 'Send leads to' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await card.screenshot({
        path: path.resolve(import.meta.dirname, `../../docs/screenshots/tracking-${width}.png`),
      });
      await add.screenshot({
        path: path.resolve(import.meta.dirname, `../../docs/screenshots/conversions-api-${width}.png`),
      });
    }
  });
});
