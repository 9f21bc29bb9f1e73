// Screenshots of every owner screen at 375 px and 1280 px for visual review (not a test):
// node --import tsx e2e/owner/screenshots.ts http://127.0.0.1:PORT [outDir]
import { launchChromium } from '../fixtures/chromium.ts';
import { allStepsConfig, shortConfig } from '../fixtures/configs.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:5799';
const out = process.argv[3] ?? '/tmp/fe-shots';
const only = process.env.ONLY?.split(',');

const browser = await launchChromium();
const context = await browser.newContext({ baseURL: base });
const req = context.request;
const email = `shots-${Date.now()}@example.com`;
const reg = await req.post('/api/auth/register', {
  data: { username: 'Jane Doe', email, password: 'Sup3r$ecret' },
});
if (!reg.ok()) throw new Error(`register ${reg.status()} ${await reg.text()}`);
const pub = async (config: unknown, label: string, domain = '') => {
  const r = await req.post('/api/publish', { data: { config, label, language: 'en', domain } });
  if (!r.ok()) throw new Error(`publish ${r.status()} ${await r.text()}`);
  return ((await r.json()) as { id: number }).id;
};
const tag = Date.now().toString(36).slice(-4);
const longId = await pub(allStepsConfig, 'Solar lead qualification', `solar-${tag}.example.com`);
const shortId = await pub(shortConfig, 'Plan picker', `plans-${tag}.io`);
const sub = await req.post(`/api/forms/${shortId}/submit`, {
  data: {
    'Pick a plan': 'pro',
    'Any comments?': 'Looks great, call me after 5pm',
    'Your details': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
  },
});
if (!sub.ok()) throw new Error(`submit ${sub.status()} ${await sub.text()}`);
const subId = ((await sub.json()) as { id: number }).id;
const s = (await (await req.post(`/api/forms/${shortId}/session`)).json()) as { sessionId: string };
await req.patch(`/api/sessions/${s.sessionId}/temp-response`, {
  data: { tempResponse: { 'Pick a plan': 'basic' } },
});

// A domain another account holds, which this owner is proving control of (the Domains dialog's pending state).
const otherAccount = await browser.newContext({ baseURL: base });
await otherAccount.request.post('/api/auth/register', {
  data: { username: 'Other', email: `other-${Date.now()}@example.com`, password: 'Sup3r$ecret' },
});
await otherAccount.request.post('/api/publish', {
  data: { config: shortConfig, label: 'Partner form', language: 'en', domain: `partner-${tag}.com` },
});
await otherAccount.close();
await req.post('/api/domains', { data: { domain: `partner-${tag}.com` } });

const screens: Array<[string, string, ((p: import('playwright-core').Page) => Promise<void>)?]> = [
  ['landing', '/'],
  ['dashboard', '/dashboard'],
  ['builder', '/buildform'],
  ['builder-loaded', `/buildform?formId=${longId}`],
  [
    'builder-generated',
    '/buildform?prompt=A%20lead%20form%20for%20a%20cleaning%20company',
    async (p) => {
      await p.getByText('Form generated successfully!', { exact: false }).waitFor({ timeout: 30_000 });
    },
  ],
  [
    'builder-question',
    `/edit/${longId}`,
    async (p) => p.getByTestId('outline-item').first().locator('button').first().click(),
  ],
  [
    'builder-whole-form',
    `/edit/${longId}`,
    async (p) => p.getByRole('button', { name: 'Whole form' }).click(),
  ],
  ['form-edit', `/forms/${longId}`],
  ['preview', `/forms/${shortId}/preview`],
  ['responses', `/forms/${shortId}/responses`],
  ['responses-empty', `/forms/${longId}/responses`],
  ['console', '/form-console'],
  ['route-response', '/route-response'],
  ['api-access', '/api-access'],
  ['not-found', '/nope/nothing'],
  ['buy-credits', '/dashboard', async (p) => p.getByRole('button', { name: 'Buy Credits' }).click()],
  [
    'properties',
    '/dashboard',
    async (p) => {
      await p.getByRole('button', { name: /Settings for Plan picker/ }).click();
      await p.getByRole('menuitem', { name: 'Edit Properties' }).click();
    },
  ],
  [
    'color',
    '/dashboard',
    async (p) => {
      await p.getByRole('button', { name: /Settings for Plan picker/ }).click();
      await p.getByRole('menuitem', { name: 'Change Form Color' }).click();
    },
  ],
  ['font', '/buildform', async (p) => p.getByRole('button', { name: 'Change Font' }).click()],
  ['theme', `/buildform?formId=${longId}`, async (p) => p.getByRole('button', { name: 'Theme' }).click()],
  ['domains', '/dashboard', async (p) => p.getByRole('button', { name: 'Domains' }).click()],
  [
    'share-embed',
    '/dashboard',
    async (p) => {
      await p.getByRole('button', { name: 'Share Plan picker' }).click();
      await p.getByRole('tab', { name: 'Embed' }).click();
      await p.getByRole('radio', { name: /Slider/ }).check();
      await p.getByLabel('Opens').selectOption('exit');
      await p.getByTestId('embed-preview').contentFrame().getByRole('dialog').waitFor();
    },
  ],
  [
    'share-embed-snippets',
    '/dashboard',
    async (p) => {
      await p.getByRole('button', { name: 'Share Plan picker' }).click();
      await p.getByRole('tab', { name: 'Embed' }).click();
      await p.getByRole('radio', { name: /Popup/ }).check();
      await p.getByRole('tab', { name: 'React' }).click();
      await p.getByTestId('embed-preview').contentFrame().getByRole('dialog').waitFor();
      await p.getByRole('tab', { name: 'React' }).scrollIntoViewIfNeeded();
    },
  ],
  [
    'responses-selected',
    `/forms/${shortId}/responses`,
    async (p) => p.getByRole('checkbox', { name: `Select response ${subId}` }).check(),
  ],
  ['response-detail', `/forms/${shortId}/responses/${subId}`],
  [
    'response-delete',
    `/forms/${shortId}/responses/${subId}`,
    async (p) => p.getByRole('button', { name: 'Delete', exact: true }).click(),
  ],
  [
    'erase',
    `/forms/${shortId}/responses`,
    async (p) => p.getByRole('button', { name: "Delete a person's data" }).click(),
  ],
  [
    'availability',
    '/dashboard',
    async (p) => {
      await p.getByRole('button', { name: /Settings for Plan picker/ }).click();
      await p.getByRole('menuitem', { name: 'Availability' }).click();
    },
  ],
];

for (const width of [375, 1280]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
  for (const [name, path, act] of screens) {
    if (only && !only.includes(name)) continue;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (act) await act(page);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: !act });
  }
  await page.close();
}
// Signed out: the auth screen.
const anon = await browser.newContext({ baseURL: base });
for (const width of [375, 1280]) {
  const page = await anon.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/auth-${width}.png` });
  // Building before signing up: the visitor's own draft, generated without an account.
  await page.goto(
    '/buildform?prompt=A%20quote%20form%20for%20roof%20repairs%3A%20roof%20type%2C%20roof%20size%20and%20contact',
  );
  await page.getByText('Form generated successfully!', { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/builder-signed-out-${width}.png` });
  await page.close();
}
await browser.close();
console.log('screenshots in', out);
