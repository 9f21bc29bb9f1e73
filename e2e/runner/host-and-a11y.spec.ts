// The loader on a host page of another origin (iframe, sandbox, height messages) and axe-core on every step type.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { allStepsConfig, shortConfig } from '../fixtures/configs.ts';
import {
  continueButton,
  dayFromToday,
  heading,
  PDF,
  publishedEmbed,
  standInDocumentCalls,
} from './helpers.ts';

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

function hostPage(serverOrigin: string, label: string) {
  return `<!doctype html><html><head><title>Host shop</title></head><body style="margin:0;font-family:sans-serif">
<h1>Our solar offer</h1>
<script>window.messages = []; addEventListener('message', (e) => window.messages.push({ origin: e.origin, data: e.data }));</script>
<script id="loader" src="${serverOrigin}/embed.js" data-language="en" data-label="${label}" data-domain=""></script>
<footer>Footer</footer></body></html>`;
}

const frameHeight = (page: Page) =>
  page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);

test('the loader embeds the form in a sandboxed iframe on another origin and sizes it from its messages', async ({
  page,
  request,
  baseURL,
}) => {
  const tall = {
    steps: [
      {
        type: 'multiSelect',
        title: 'Which rooms need work?',
        options: Array.from({ length: 14 }, (_, i) => ({
          id: `r${i}`,
          title: `Room ${i + 1}`,
          icon: 'Home',
        })),
      },
      ...shortConfig.steps,
    ],
  };
  const { form } = await publishedEmbed(request, tall);
  hostHtml = hostPage(baseURL as string, form.label);
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(hostUrl);

  const iframe = page.locator('#loader + iframe');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  await expect(iframe).toHaveAttribute(
    'src',
    `${baseURL}/embed?language=en&label=${encodeURIComponent(form.label).replace(/%20/g, '+')}&domain=`,
  );
  const frame = page.frameLocator('#loader + iframe');
  await expect(frame.locator('.fe-step h2')).toHaveText('Which rooms need work?');

  // Heights arrive from the frame's origin as form-resize and heightUpdate.
  await expect
    .poll(async () =>
      page.evaluate(() =>
        (window as unknown as { messages: { data: { type: string } }[] }).messages.map((m) => m.data.type),
      ),
    )
    .toEqual(expect.arrayContaining(['form-resize', 'heightUpdate']));
  const origins = await page.evaluate(() =>
    (window as unknown as { messages: { origin: string }[] }).messages.map((m) => m.origin),
  );
  expect(new Set(origins)).toEqual(new Set([baseURL]));

  // A tall step grows the frame beyond 600 px, in capped steps, until it fits the content plus padding.
  const content = await frame.locator('main').evaluate((m) => m.getBoundingClientRect().height);
  expect(content).toBeGreaterThan(900);
  await expect.poll(() => frameHeight(page), { timeout: 15_000 }).toBe(Math.ceil(content) + 10);

  // A message that does not come from the form's frame changes nothing.
  const before = await frameHeight(page);
  await page.evaluate(() => window.postMessage({ type: 'heightUpdate', height: 5000 }, '*'));
  await page.waitForTimeout(300);
  expect(await frameHeight(page)).toBe(before);
});

test('the frame never gets shorter than 600 px and answers requestHeight', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, {
    steps: [{ type: 'textbox', title: 'One short question' }],
  });
  hostHtml = hostPage(baseURL as string, form.label);
  await page.goto(hostUrl);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.fe-step h2')).toHaveText('One short question');
  await page.waitForTimeout(1500);
  expect(await frameHeight(page)).toBe(600);
  const count = await page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length);
  await page.evaluate(() =>
    document.querySelector('iframe')?.contentWindow?.postMessage({ type: 'requestHeight' }, '*'),
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length))
    .toBeGreaterThan(count);
});

test('the host page hears stepChanged and submitted from the loader for its own analytics', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, {
    steps: [
      {
        type: 'tiles',
        id: 'kind',
        title: 'What do you need?',
        options: [
          { id: 'install', title: 'Installation', icon: 'Wrench' },
          { id: 'repair', title: 'Repair', icon: 'Hammer' },
        ],
      },
      { type: 'textbox', title: 'Anything else?' },
      { type: 'contact', title: 'How can we reach you?' },
    ],
  });
  // The site listens on document, as its analytics snippet would; a second listener proves the event bubbles.
  hostHtml = hostPage(baseURL as string, form.label).replace(
    '<footer>',
    `<script>
window.hostEvents = [];
for (const name of ['forms-engine:stepChanged', 'forms-engine:submitted'])
  document.addEventListener(name, (e) => window.hostEvents.push({ name: e.type, detail: e.detail, from: e.target.tagName }));
window.windowHeard = 0;
window.addEventListener('forms-engine:submitted', () => window.windowHeard++);
</script><footer>`,
  );
  await page.goto(hostUrl);
  const events = () =>
    page.evaluate(
      () =>
        (window as unknown as { hostEvents: { name: string; detail: unknown; from: string }[] }).hostEvents,
    );
  const stepEvent = (index: number, stepId: string | null, title: string) => ({
    name: 'forms-engine:stepChanged',
    detail: { formId: form.id, index, total: 3, stepId, title, variant: null },
    from: 'IFRAME',
  });

  const frame = page.frameLocator('#loader + iframe');
  await expect(frame.locator('.fe-step h2')).toHaveText('What do you need?');
  await expect.poll(events).toEqual([stepEvent(0, 'kind', 'What do you need?')]);

  // The tile moves on by itself; Back and forth each announce the step shown.
  await frame.getByRole('button', { name: /Repair/ }).click();
  await expect(frame.locator('.fe-step h2')).toHaveText('Anything else?');
  await frame.getByRole('button', { name: /^Continue/ }).click();
  await expect(frame.locator('.fe-step h2')).toHaveText('How can we reach you?');
  await frame.getByRole('button', { name: 'Previous' }).click();
  await expect(frame.locator('.fe-step h2')).toHaveText('Anything else?');
  await frame.getByRole('button', { name: /^Continue/ }).click();
  await frame.getByLabel(/First name/i).fill('Ann');
  await frame.getByLabel(/Last name/i).fill('Lee');
  await frame.getByLabel(/Email/i).fill('ann@example.com');
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: /^Submit/ }).click();
  await expect(frame.getByRole('button', { name: /Start over/i })).toBeVisible();

  await expect.poll(events).toEqual([
    stepEvent(0, 'kind', 'What do you need?'),
    stepEvent(1, 'anything_else', 'Anything else?'),
    stepEvent(2, 'how_can_we_reach_you', 'How can we reach you?'),
    stepEvent(1, 'anything_else', 'Anything else?'),
    stepEvent(2, 'how_can_we_reach_you', 'How can we reach you?'),
    {
      name: 'forms-engine:submitted',
      detail: { formId: form.id, total: 3, stepId: 'how_can_we_reach_you', variant: null },
      from: 'IFRAME',
    },
  ]);
  expect(await page.evaluate(() => (window as unknown as { windowHeard: number }).windowHeard)).toBe(1);
  // The answers were stored, and none of them reached the host page.
  expect(JSON.stringify(await events())).not.toContain('ann@example.com');
  const stored = await request.get(`/api/forms/${form.id}/responses`);
  expect(JSON.stringify(await stored.json())).toContain('ann@example.com');
});

async function seriousViolations(page: Page) {
  await page.addScriptTag({
    path: path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
  });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// axe is injected as a script; the /embed page's CSP (script-src 'self') would refuse it otherwise.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('axe-core finds no serious violations on any step type or the final screen', async ({
    page,
    request,
  }) => {
    const { url } = await publishedEmbed(request, allStepsConfig);
    await standInDocumentCalls(page);
    await page.goto(url);
    const report: Record<string, string[]> = {};
    const actions: Record<string, () => Promise<void>> = {
      tiles: () => page.getByRole('button', { name: 'House' }).click(),
      multiSelect: async () => {
        await page.getByRole('button', { name: 'Solar panels' }).click();
        await continueButton(page).click();
      },
      dropdown: async () => {
        await page.getByRole('combobox').selectOption('Pitched');
        await continueButton(page).click();
      },
      slider: () => continueButton(page).click(),
      followup: async () => {
        await page.getByLabel('Please tell us more').fill('Search ad');
        await continueButton(page).click();
      },
      textbox: () => continueButton(page).click(),
      location: async () => {
        await page.getByPlaceholder('Street, city and postal code').fill('1 Main St, Springfield, IL 62701');
        await page.getByRole('button', { name: 'Check' }).click();
        await expect(page.getByText('Our service is available in 62701!')).toBeVisible();
        report['location (checked)'] = await seriousViolations(page);
        await continueButton(page).click();
      },
      documentUpload: async () => {
        await page.locator('input[type=file]').setInputFiles(PDF);
        await expect(page.getByText('bill.pdf')).toBeVisible();
        await continueButton(page).click();
      },
      documentInfo: async () => {
        await expect(page.getByText('Estimated saving')).toBeVisible();
        await continueButton(page).click();
      },
      yesNo: () => page.getByRole('button', { name: 'No', exact: true }).click(),
      rating: async () => {
        await page.getByRole('radio', { name: '7 of 10' }).check();
        await continueButton(page).click();
      },
      imageChoice: async () => {
        await page.getByRole('button', { name: 'All black' }).click();
        await continueButton(page).click();
      },
      date: async () => {
        await page.getByLabel('When would you like us to come?').fill(dayFromToday(7));
        await page.getByRole('radio', { name: 'Morning' }).check();
        report['date (slots)'] = await seriousViolations(page);
        await continueButton(page).click();
      },
      number: async () => {
        await page.getByRole('textbox', { name: 'What is the living area?' }).fill('5');
        await page.getByRole('textbox', { name: 'What is the living area?' }).blur();
        await expect(page.getByText('Please enter 10 or more')).toBeVisible();
        report['number (message)'] = await seriousViolations(page);
        await page.getByRole('textbox', { name: 'What is the living area?' }).fill('120');
        await continueButton(page).click();
      },
      contact: async () => {
        await page.getByLabel('First name').fill('Ada');
        await page.getByLabel('Last name').fill('Lovelace');
        await page.getByLabel('Email').fill('ada@example.com');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Submit' }).click();
      },
    };
    for (const step of allStepsConfig.steps) {
      await expect(heading(page)).toHaveText(step.title);
      if (step.type === 'documentInfo') await expect(page.getByText('Estimated saving')).toBeVisible();
      report[step.type] = await seriousViolations(page);
      await actions[step.type]();
    }
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    report.done = await seriousViolations(page);
    expect(Object.fromEntries(Object.entries(report).filter(([, v]) => v.length > 0))).toEqual({});
  });
});

test('every step can be answered with the keyboard alone', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Basic' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Basic' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Any comments?');
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard only');
  await page.keyboard.press('Tab'); // Previous
  await page.keyboard.press('Tab'); // Skip
  await page.keyboard.press('Tab'); // Continue
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Your details');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  // The focused checkbox shows a visible focus ring.
  const outline = await page.getByRole('checkbox').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
