// Embed modes on a host page of another origin: every mode opens on every trigger without shifting the page, the
// dialog is accessible (focus in and back, Escape, aria-modal, full screen on a phone), submissions close it and
// keep it closed when asked, the JavaScript API drives it, and an inline-only page never loads the dialogs' code.
import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium.ts';
import { publishedEmbed } from './helpers.ts';

// Classic scrollbars, as desktop visitors have: locking the page's scrolling must not take its scrollbar's room away.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-component-update', '--disable-sync', '--no-first-run'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

const config = { steps: [{ type: 'textbox', title: 'What should we quote?' }] };

let host: Server;
let hostUrl = '';
const hostPages = new Map<string, string>();
/** A page sent in two parts: its head at once, the rest when the test says so. */
let slowPage: { head: string; rest: Promise<string> } | null = null;
test.beforeAll(async () => {
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/slow' && slowPage) {
      res.write(slowPage.head);
      void slowPage.rest.then((rest) => res.end(rest));
      return;
    }
    res.end(hostPages.get(path) ?? 'not found');
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => host.close());

/**
 * A tall host page with the given tags, its content centred (a scrollbar that went away would move it) and its
 * scrollbar there from the first paint (the page's own parsing moves nothing); it sums every layout shift (also those right after input, which CLS itself
 * forgives) into window.shifts.
 */
function hostPage(body: string): string {
  return `<!doctype html><html lang="en" style="overflow-y:scroll"><head><title>Host shop</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>window.shifts = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>
</head><body style="margin:0;font-family:sans-serif"><main style="max-width:640px;margin:0 auto">
<h1>Our solar offer</h1><p>Panels, batteries and chargers.</p>
<button type="button" id="quote">Get a quote</button>
${body}
<div style="height:3000px;background:linear-gradient(#fff,#ddd)">Long page</div>
<footer>Footer</footer></main></body></html>`;
}

let pageNo = 0;
async function visit(page: Page, body: string): Promise<void> {
  const path = `/p${++pageNo}`;
  hostPages.set(path, hostPage(body));
  await page.goto(hostUrl + path);
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

const loaderTag = (origin: string, formId: number, attrs: string) =>
  `<script src="${origin}/embed.js" data-form="${formId}" data-title="Solar quote" ${attrs}></script>`;

/** Makes each trigger fire the way a visitor would. */
const fire: Record<string, (page: Page) => Promise<void>> = {
  click: (page) => page.getByRole('button', { name: 'Get a quote' }).click(),
  load: async () => undefined,
  exit: async (page) => {
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 0);
    await page.mouse.move(400, -20);
  },
  time: async () => undefined,
  scroll: (page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2)),
};
const triggerAttrs: Record<string, string> = {
  click: 'data-trigger="click" data-target="#quote"',
  load: 'data-trigger="load"',
  exit: 'data-trigger="exit"',
  time: 'data-trigger="time" data-delay="1"',
  scroll: 'data-trigger="scroll" data-scroll="40"',
};

for (const mode of ['popup', 'slider', 'popover', 'sidetab', 'fullpage']) {
  test(`${mode}: opens on every trigger as an accessible modal dialog, with no layout shift`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { form } = await publishedEmbed(request, config);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [trigger, attrs] of Object.entries(triggerAttrs)) {
      await visit(page, loaderTag(baseURL as string, form.id, `data-mode="${mode}" ${attrs}`));
      const dialog = page.getByRole('dialog', { name: 'Solar quote' });
      if (trigger !== 'load' && trigger !== 'time') await expect(dialog).toBeHidden();
      await fire[trigger](page);
      await expect(dialog, trigger).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      // The form is in it, and focus moved into it (its close button, then the form's fields).
      await expect(dialog.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      // The page behind does not scroll and nothing on it moved.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      expect(await shifts(page), trigger).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .toBe('visible');
      if (trigger === 'click') await expect(page.getByRole('button', { name: 'Get a quote' })).toBeFocused();
      expect(await shifts(page), trigger).toBe(0);
    }
  });
}

test('a popover and a side tab show their button, which opens the form and gets focus back on Escape', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  for (const [mode, name] of [
    ['popover', 'Ask us'],
    ['sidetab', 'Ask us'],
  ]) {
    await visit(page, loaderTag(baseURL as string, form.id, `data-mode="${mode}" data-button="${name}"`));
    const launcher = page.getByRole('button', { name });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Solar quote' });
    await expect(dialog).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
    // Escape inside the form (another document) closes the dialog; focus returns to the button.
    await dialog.frameLocator('iframe').getByRole('textbox').click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    expect(await shifts(page)).toBe(0);
  }
});

test('a tag in the page’s head waits for the body before it puts its button there', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let release: (rest: string) => void = () => undefined;
  slowPage = {
    head: `<!doctype html><html lang="en"><head><title>Slow page</title>${loaderTag(baseURL as string, form.id, 'data-mode="sidetab" data-button="Ask us"')}</head>`,
    rest: new Promise<string>((done) => {
      release = done;
    }),
  };
  const loaded = page.waitForEvent('requestfinished', (r) => r.url().includes('/embed-modes.js'));
  const visit = page.goto(`${hostUrl}/slow`);
  await loaded;
  // The dialogs' code has run (it replaced the loader's queue) while the page has no body yet.
  await page.waitForFunction(
    () =>
      !String(
        window.FormsEngine && (window.FormsEngine as unknown as { _q: { push: unknown } })._q.push,
      ).includes('createElement'),
  );
  expect(await page.evaluate(() => document.body === null)).toBe(true);
  release('<body><h1>Finally</h1></body></html>');
  await visit;
  await page.getByRole('button', { name: 'Ask us' }).click();
  await expect(page.getByRole('dialog', { name: 'Solar quote' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('focus starts on the close button and Tab leads into the form; Escape there closes it, as the button does', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  await visit(page, loaderTag(baseURL as string, form.id, 'data-mode="popup" data-target="#quote"'));
  const opener = page.getByRole('button', { name: 'Get a quote' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Solar quote' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The close button closes it as well.
  await opener.click();
  await close.click();
  await expect(dialog).toBeHidden();
  // Tab goes from the close button into the form.
  await opener.click();
  await expect(close).toBeFocused();
  await expect(dialog.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.frameLocator('iframe').getByRole('textbox')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('every dialog fills the screen', async ({ page, request, baseURL }) => {
    const { form } = await publishedEmbed(request, config);
    for (const mode of ['popup', 'slider', 'popover', 'sidetab', 'fullpage']) {
      await visit(page, loaderTag(baseURL as string, form.id, `data-mode="${mode}" data-trigger="load"`));
      const dialog = page.getByRole('dialog', { name: 'Solar quote' });
      await expect(dialog).toBeVisible();
      await expect(dialog.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
      expect(await dialog.boundingBox(), mode).toEqual({ x: 0, y: 0, width: 375, height: 740 });
      expect(await shifts(page)).toBe(0);
    }
  });
});

/** Answers the one question and submits. */
async function submit(page: Page) {
  const frame = page.getByRole('dialog').frameLocator('iframe');
  await frame.getByRole('textbox').fill('Six panels');
  await frame.getByRole('button', { name: /^Submit/ }).click();
}

test('a submission closes the dialog when asked, and "not after submit" keeps it closed on the next visit', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  const origin = baseURL as string;
  // A second form on the page opens by itself too, after the first one's rule has been applied (triggers run in
  // the order of the tags): when it is open, the first one had its chance.
  const other = await publishedEmbed(request, config);
  const first = loaderTag(
    origin,
    form.id,
    'data-mode="popup" data-trigger="load" data-hide-after-submit data-close-after="0"',
  );
  const second = `<script src="${origin}/embed.js" data-form="${other.form.id}" data-title="Second form" data-mode="slider" data-trigger="load"></script>`;
  await visit(page, first);
  const dialog = page.getByRole('dialog', { name: 'Solar quote' });
  await expect(dialog).toBeVisible();
  await submit(page);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((id) => localStorage.getItem(`fe-submitted:${id}`), form.id)).toBe('1');

  await visit(page, first + second);
  await expect(page.getByRole('dialog', { name: 'Second form' })).toBeVisible();
  await expect(page.locator('[data-forms-engine]')).toHaveCount(1);
  // The visitor's own click still opens it: they asked.
  await page.evaluate((id) => window.FormsEngine?.open(id, { title: 'Solar quote' }), form.id);
  await expect(dialog).toBeVisible();
});

test('"show once" opens a form by itself once per visitor; without a close-after it stays open after submit', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  const other = await publishedEmbed(request, config);
  const origin = baseURL as string;
  const first = loaderTag(
    origin,
    form.id,
    'data-mode="popup" data-trigger="time" data-delay="0" data-show-once',
  );
  const second = `<script src="${origin}/embed.js" data-form="${other.form.id}" data-title="Second form" data-mode="slider" data-trigger="time" data-delay="0"></script>`;
  await visit(page, first);
  const dialog = page.getByRole('dialog', { name: 'Solar quote' });
  await expect(dialog).toBeVisible();
  await submit(page);
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: /Start over/i })).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await visit(page, first + second);
  await expect(page.getByRole('dialog', { name: 'Second form' })).toBeVisible();
  await expect(page.locator('[data-forms-engine]')).toHaveCount(1);
});

test('the JavaScript API opens, closes and reports events; calls made before its code loaded are queued', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  // Called in the same script as the loader tag ran: the dialogs' code has not loaded yet.
  await visit(
    page,
    `<script src="${baseURL}/embed.js" data-mode="api"></script>
<div id="inline-here"></div>
<script>
window.heard = [];
for (const name of ['open', 'close', 'stepChanged', 'submitted'])
  FormsEngine.on(name, (detail) => window.heard.push([name, detail]));
// A listener given with open hears that one form only.
window.own = { slider: [], inline: [] };
window.slider = FormsEngine.open(${form.id}, {
  mode: 'slider', title: 'Solar quote', position: 'left',
  onSubmitted: (d) => window.own.slider.push(['submitted', d]), onOpen: (d) => window.own.slider.push(['open', d]),
});
FormsEngine.open(${form.id}, {
  mode: 'inline', target: '#inline-here', title: 'Inline quote',
  onSubmitted: (d) => window.own.inline.push(['submitted', d]), onOpen: (d) => window.own.inline.push(['open', d]),
});
</script>`,
  );
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
  const dialog = page.getByRole('dialog', { name: 'Solar quote' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.x).toBe(0);
  // The inline one sits in the page where it was asked for.
  await expect(page.locator('#inline-here > iframe')).toHaveAttribute('title', 'Inline quote');
  await page.evaluate(() => window.FormsEngine?.close());
  await expect(dialog).toBeHidden();
  // Events of an inline form reach the same listeners.
  const inline = page.frameLocator('#inline-here > iframe');
  await inline.getByRole('textbox').fill('Four panels');
  await inline.getByRole('button', { name: /^Submit/ }).click();
  await expect.poll(heard).toEqual(
    expect.arrayContaining([
      ['open', { formId: form.id, mode: 'slider' }],
      ['close', { formId: form.id, mode: 'slider' }],
      ['submitted', { formId: form.id, total: 1, stepId: 'what_should_we_quote', variant: null }],
    ]),
  );
  // remove() takes its dialog away for good.
  await page.evaluate(() => window.FormsEngine?.remove((window as unknown as { slider: never }).slider));
  await expect(page.locator('[data-forms-engine="slider"]')).toHaveCount(0);
});

test('an inline-only page loads just embed.js; the dialogs’ code is cached for a year under its version', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, config);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await visit(page, `<script src="${baseURL}/embed.js" data-form="${form.id}"></script>`);
  await expect(page.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
  expect(scripts.filter((s) => s.startsWith('/embed'))).toEqual(['/embed.js']);

  const loader = await (await request.get('/embed.js')).text();
  const version = /embed-modes\.js\?v=(\w+)/.exec(loader)?.[1];
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  const current = await request.get(`/embed-modes.js?v=${version}`);
  expect(current.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(current.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  const stale = await request.get('/embed-modes.js?v=000000000000');
  expect(stale.headers()['cache-control']).toBe('public, max-age=300');
  expect(await stale.text()).toBe(await current.text());
  const bad = await request.get(`/embed-modes.js?v=${'x'.repeat(65)}`);
  expect(bad.status()).toBe(400);
});
