// Eight tiles: two rows of four on a desktop, two columns on a phone, long German labels whole and inside their tiles.
import { expect, type Page, test } from '@playwright/test';
import { publishedEmbed } from './helpers.ts';

const labels = [
  'Flachdach',
  'Steildach',
  'Flachdachbahn',
  'Bitumenschindeln',
  'Dachbegrünung mit Substrat',
  'Metalldach',
  'Reetdach',
  'Tonziegel',
];
const config = {
  language: 'de',
  steps: [
    {
      type: 'tiles',
      title: 'Welche Dachart haben Sie?',
      options: labels.map((title, i) => ({ id: `o${i + 1}`, title, icon: 'Home' })),
    },
    { type: 'contact', title: 'Ihre Kontaktdaten' },
  ],
};

/** Columns (distinct left edges) of the tile grid, words broken over two lines, and content that spills out. */
function layout(page: Page) {
  return page.locator('.fe-tiles').evaluate((grid) => {
    const tiles = [...grid.querySelectorAll<HTMLElement>('.fe-tile')];
    const lefts = new Set(tiles.map((t) => Math.round(t.getBoundingClientRect().left)));
    const spills = tiles
      .filter((t) => {
        const title = t.querySelector<HTMLElement>('.fe-tile-title');
        return t.scrollWidth > t.clientWidth + 1 || (title && title.scrollWidth > title.clientWidth + 1);
      })
      .map((t) => t.textContent);
    // A word split over two lines has two boxes.
    const broken: string[] = [];
    for (const title of grid.querySelectorAll('.fe-tile-title')) {
      const text = title.firstChild as Text;
      for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        if (range.getClientRects().length > 1) broken.push(m[0]);
      }
    }
    return {
      broken,
      tiles: tiles.length,
      columns: lefts.size,
      spills,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const [width, columns] of [
  [375, 2],
  [1280, 4],
] as const) {
  test(`eight tiles at ${width} px: ${columns} columns, nothing spills out`, async ({ page }) => {
    const { url } = await publishedEmbed(page.request, config);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await expect(page.locator('.fe-runner')).toHaveAttribute('lang', 'de');
    await expect(page.locator('.fe-tile')).toHaveCount(8);
    expect(await layout(page)).toEqual({ broken: [], tiles: 8, columns, spills: [], pageOverflows: false });
    await page.screenshot({ path: `docs/screenshots/tiles-8-${width}.png`, fullPage: true });
  });
}
