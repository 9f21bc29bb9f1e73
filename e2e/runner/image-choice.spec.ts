// The image choice in Chromium against the real server: the owner's uploaded pictures (and plain tiles where none
// is uploaded yet) in a grid of two to eight, chosen by tap and keyboard, submitted, and read in the owner's lead.
// Screenshots at 375 and 1280 px (docs/screenshots/step-image-choice-*.png), axe-core clean (WCAG 2.2 A/AA).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';
import { continueButton, heading } from './helpers.ts';

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** A plain PNG of one colour, big enough to look like a photo in the grid. */
function png(rgb: [number, number, number], width = 160, height = 120): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return (~c >>> 0) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(request: APIRequestContext, bytes: Buffer): Promise<string> {
  const res = await request.post('/api/images', {
    multipart: { image: { name: 'picture.png', mimeType: 'image/png', buffer: bytes } },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function photograph(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const runner = page.locator('.fe-runner');
    if (width < 640) await expect(runner).toHaveClass(/fe-mobile/);
    else await expect(runner).not.toHaveClass(/fe-mobile/);
    // Every picture has arrived before the photograph.
    await expect
      .poll(() =>
        page
          .locator('img.fe-image')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.screenshot({ path: `${shots}/step-${name}-${width}.png`, fullPage: true });
    expect(await axeViolations(page, { rules: 'wcag' }), `${name} at ${width} px`).toEqual([]);
  }
}

// axe is injected as a script; the /embed page's CSP (script-src 'self') would refuse it otherwise.
test.use({ bypassCSP: true });

test('a respondent picks one picture and several tiles; the owner reads the choices in the lead', async ({
  page,
}) => {
  await signIn(page.context(), `pictures${Math.floor(Math.random() * 1e6)}`);
  const request = page.context().request;
  const modern = await upload(request, png([226, 232, 240]));
  const rustic = await upload(request, png([180, 120, 70]));
  const extras = [
    'Island',
    'Pantry',
    'Wine rack',
    'Breakfast bar',
    'Induction hob',
    'Double oven',
    'Boiling tap',
    'Skylight',
  ];
  const form = await publishForm(request, {
    title: 'Kitchens',
    steps: [
      {
        id: 'style',
        type: 'imageChoice',
        title: 'Which kitchen style do you like best?',
        options: [
          { id: 'modern', title: 'Modern', image: modern, alt: 'A bright white kitchen with flat doors' },
          { id: 'rustic', title: 'Rustic', image: rustic, alt: 'A warm wooden kitchen' },
        ],
      },
      {
        id: 'extras',
        type: 'imageChoice',
        title: 'Which extras would you like?',
        multiple: true,
        options: extras.map((title, i) => ({ id: `x${i}`, title })),
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  });
  await page.goto(embedPath(form));
  await expect(heading(page)).toHaveText('Which kitchen style do you like best?');

  // The pictures are buttons named by their titles, described by the owner's words for people who cannot see them.
  const group = page.getByRole('group', { name: 'Which kitchen style do you like best?' });
  await expect(group.getByRole('img', { name: 'A warm wooden kitchen' })).toBeVisible();
  const rusticButton = group.getByRole('button', { name: /Rustic/ });
  await expect(continueButton(page)).toBeDisabled();
  await group.getByRole('button', { name: /Modern/ }).click();
  await rusticButton.focus();
  await page.keyboard.press('Enter');
  await expect(rusticButton).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: /Modern/ })).toHaveAttribute('aria-pressed', 'false');
  // Two pictures sit side by side on a phone and on a desktop.
  await photograph(page, 'image-choice');
  await continueButton(page).click();

  // Eight options without pictures yet: plain tiles, two columns on a phone, four on a desktop.
  await expect(heading(page)).toHaveText('Which extras would you like?');
  const tiles = page.getByRole('group', { name: 'Which extras would you like?' }).getByRole('button');
  await expect(tiles).toHaveCount(8);
  await expect(page.locator('img.fe-image')).toHaveCount(0);
  await tiles.filter({ hasText: 'Island' }).click();
  await tiles.filter({ hasText: 'Skylight' }).click();
  await photograph(page, 'image-choice-8');
  for (const [width, columns] of [
    [375, 2],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // The runner re-renders for the new width: poll until its layout has settled.
    await expect
      .poll(
        async () =>
          new Set(await tiles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top))))
            .size,
        { message: `rows at ${width} px` },
      )
      .toBe(8 / columns);
  }
  await continueButton(page).click();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Submit' }).click();
  const res = await submitted;
  expect(res.request().postDataJSON()).toMatchObject({
    'Which kitchen style do you like best?': 'rustic',
    'Which extras would you like?': ['x0', 'x7'],
  });
  const { id } = (await res.json()) as { id: number };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/forms/${form.id}/responses/${id}`);
  await expect(page.getByText('Rustic', { exact: true })).toBeVisible();
  await expect(page.getByText('Island, Skylight', { exact: true })).toBeVisible();
});
