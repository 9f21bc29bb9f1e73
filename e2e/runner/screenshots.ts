// Screenshots of every step type at 375 px and 1280 px, for looking at the layout:
// node --import tsx e2e/runner/screenshots.ts [distDir] [outDir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../fixtures/chromium.ts';
import { allStepsConfig } from '../fixtures/configs.ts';
import { mockRespondentApi } from './mock-api.ts';
import { serveStatic } from './static-server.ts';

const dist = resolve(process.argv[2] ?? 'apps/web/dist');
const out = resolve(process.argv[3] ?? '/tmp/runner-shots');
mkdirSync(out, { recursive: true });

async function answer(page: Page, type: string) {
  const cont = page.getByRole('button', { name: /Continue|Submit/ });
  switch (type) {
    case 'tiles':
      await page.locator('.fe-tile').first().click();
      await page.waitForTimeout(700);
      return;
    case 'yesNo':
      await page.locator('.fe-yes-no-button').first().click();
      await page.waitForTimeout(700);
      return;
    case 'number':
      await page.locator('.fe-number-input').fill('120');
      break;
    case 'rating':
      await page.locator('.fe-rating-radio').nth(3).check();
      break;
    case 'imageChoice':
      await page.locator('.fe-image-option').first().click();
      break;
    case 'date':
      await page
        .locator('.fe-date-input')
        .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
      await page.locator('.fe-date-slot').first().click();
      break;
    case 'multiSelect':
      await page.locator('.fe-choice').first().click();
      break;
    case 'dropdown':
      await page.locator('select').selectOption({ index: 1 });
      break;
    case 'followup':
      await page.locator('.fe-choice').nth(1).click();
      await page.locator('input[type=text]:not([name=website])').fill('A friend');
      break;
    case 'textbox':
      await page.locator('textarea').fill('We have two dogs.');
      break;
    case 'location':
      await page.getByPlaceholder('Street, city and postal code').fill('1 Main St, Springfield, IL 62701');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('Our service is available in 62701!').waitFor();
      break;
    case 'documentUpload':
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await page.getByText('bill.pdf').waitFor();
      break;
    case 'documentInfo':
      await page.locator('.fe-doc').waitFor();
      break;
    case 'contact':
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByRole('checkbox').check();
      break;
  }
  await cont.click();
}

const browser = await launchChromium();
const { server, url } = await serveStatic(dist);
try {
  for (const [width, iconMode] of [
    [1280, 'lucide'],
    [375, 'lucide'],
    [375, 'emoji'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (e) => console.error('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
    await mockRespondentApi(page, { config: allStepsConfig, iconMode });
    await page.goto(`${url}/embed?language=en&label=demo&domain=`);
    for (const [i, step] of allStepsConfig.steps.entries()) {
      await page.locator('.fe-step').waitFor();
      await page.waitForTimeout(250);
      const name = `${width}-${iconMode}-${String(i + 1).padStart(2, '0')}-${step.type}`;
      if (step.type === 'documentInfo') await page.locator('.fe-doc').waitFor();
      writeFileSync(`${out}/${name}.png`, await page.screenshot({ fullPage: true }));
      await answer(page, step.type);
    }
    await page.locator('.fe-done').waitFor();
    writeFileSync(`${out}/${width}-${iconMode}-done.png`, await page.screenshot({ fullPage: true }));
    await page.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  server.close();
  await browser.close();
}
