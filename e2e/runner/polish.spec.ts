// Respondent polish (issue 16 item 10): the progress bar takes the form's own colour, long tile titles stay inside
// their tiles on a phone.
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
