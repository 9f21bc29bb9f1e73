// Respondent polish (issue 16 item 10): the progress bar takes the form's own colour, long tile titles stay inside
// their tiles on a phone, and a touch screen is told to tap rather than drag.
import { expect, test } from '@playwright/test';
import { publishedEmbed } from './helpers.ts';

const longTitles = {
  steps: [
    {
      type: 'tiles',
      title: 'Which package?',
      options: [
        { id: 'a', title: 'Photovoltaikkomplettinstallationspaket', icon: 'Sun' },
        { id: 'b', title: 'Batteriespeichernachrüstungsangebot mit Wallbox', icon: 'Zap' },
      ],
    },
    { type: 'textbox', title: 'Anything else?' },
  ],
};

test('the progress bar is drawn in shades of the form colour, not the purple second theme colour', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, longTitles, { color: '#dc2626' });
  await page.goto(url);
  const colours = await page.locator('.fe-bar-fill').evaluate((fill) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--fe-secondary)';
    fill.appendChild(probe);
    const secondary = getComputedStyle(probe).color;
    probe.remove();
    return { image: getComputedStyle(fill).backgroundImage, secondary };
  });
  expect(colours.image).toContain('rgb(220, 38, 38)');
  expect(colours.secondary).not.toBe('rgb(220, 38, 38)');
  expect(colours.image).not.toContain(colours.secondary);
});

test('long tile titles wrap inside their tiles at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { url } = await publishedEmbed(request, longTitles);
  await page.goto(url);
  const tiles = page.locator('.fe-tile');
  await expect(tiles).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const gap = await tiles.nth(i).evaluate((tile) => {
      const title = tile.querySelector('.fe-tile-title') as HTMLElement;
      const t = tile.getBoundingClientRect();
      const r = title.getBoundingClientRect();
      return {
        left: r.left - t.left,
        right: t.right - r.right,
        overflow: title.scrollWidth - title.clientWidth,
      };
    });
    // The title keeps the tile's inner padding on both sides and nothing overflows it.
    expect(gap.left).toBeGreaterThanOrEqual(8);
    expect(gap.right).toBeGreaterThanOrEqual(8);
    expect(gap.overflow).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: '/tmp/polish-375.png' });
});

const uploadForm = (labels?: Record<string, string>) => ({
  steps: [
    { type: 'textbox', title: 'Anything else?' },
    { type: 'documentUpload', title: 'Upload your latest bill', ...(labels ? { config: { labels } } : {}) },
  ],
});

async function toUpload(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Upload your latest bill' })).toBeVisible();
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the upload says "Tap to choose a file", in German too, also with the generator’s default label', async ({
    page,
    request,
  }) => {
    const { url } = await publishedEmbed(
      request,
      uploadForm({ dragDropText: 'Drag and drop your file here' }),
    );
    await page.goto(url);
    await toUpload(page);
    await expect(page.getByText('Tap to choose a file')).toBeVisible();
    await expect(page.getByText('Drag and drop your file here')).toHaveCount(0);

    const de = await publishedEmbed(request, uploadForm(), { language: 'de' });
    await page.goto(de.url);
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expect(page.getByText('Tippen, um eine Datei auszuwählen')).toBeVisible();
  });

  test('an owner’s own drop text is kept', async ({ page, request }) => {
    const { url } = await publishedEmbed(request, uploadForm({ dragDropText: 'Send us your bill' }));
    await page.goto(url);
    await toUpload(page);
    await expect(page.getByText('Send us your bill')).toBeVisible();
  });
});

test('with a mouse the upload still offers drag and drop', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, uploadForm());
  await page.goto(url);
  await toUpload(page);
  await expect(page.getByText('Drag and drop your file here')).toBeVisible();
});
