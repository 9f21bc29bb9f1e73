// throwaway: screenshots of the edit page (not committed)
import { chromium } from 'playwright-core';
const base = process.argv[2];
const out = '/tmp/lvshots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ baseURL: base });
const req = context.request;
const reg = await req.post('/api/auth/register', { data: { username: 'Jane Doe', email: `e-${Date.now()}@example.com`, password: 'Sup3r$ecret' } });
if (!reg.ok()) throw new Error(await reg.text());
const config = {
  title: 'Solar quote',
  steps: [
    { type: 'tiles', title: 'Do you own the property?', options: [{ id: 'own', title: 'I own it', icon: 'Home', value: 0 }, { id: 'rent', title: 'I rent', icon: 'Building' }, { id: 'a', title: 'A', icon: 'Sun' }, { id: 'b', title: 'B', icon: 'Sun' }, { id: 'c', title: 'Fifth option', icon: 'Sun' }] },
    { type: 'slider', title: 'Monthly electricity bill', min: 50, max: 800, step: 10, defaultValue: 150 },
    { type: 'documentUpload', title: 'Upload a photo of your roof' },
    { type: 'contact', title: 'How can we reach you?' },
  ],
};
const pub = await req.post('/api/publish', { data: { config, label: 'Solar quote', language: 'en', domain: '' } });
const formId = ((await pub.json()) as { id: number }).id;
for (const width of [375, 1280]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/edit/${formId}`);
  await page.getByRole('button', { name: /MANUAL MODE/ }).click();
  await page.waitForTimeout(1000);
  await page.locator('#step-0-title').fill('Do you own the property you want panels on?');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/edit-${width}.png`, fullPage: width === 375 ? false : true });
  if (width === 375) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/edit-375-b.png` });
  }
  await page.close();
}
await browser.close();
