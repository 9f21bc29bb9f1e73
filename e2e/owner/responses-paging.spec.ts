// A form with more responses than one page: the newest show first, the next page loads as the table (or, on a
// phone, the page) scrolls to its end, and search and the status filter narrow the list on the server.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

const COUNT = 130;

test('the responses list pages through 130 responses as it scrolls, newest first, and search finds one', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(context, 'pager');
  const form = await publishForm(context.request, shortConfig, {
    label: `Pages ${crypto.randomUUID().slice(0, 6)}`,
  });
  // Respondents (no cookies) submit one after another, so "Ada Byron 129" is the newest (the compact table shows
  // the name; the comment is behind the column picker but still searched).
  const respondent = await playwright.request.newContext({ baseURL });
  for (let n = 0; n < COUNT; n++) {
    const res = await respondent.post(`/api/forms/${form.id}/submit`, {
      data: {
        'Pick a plan': n % 2 ? 'pro' : 'basic',
        'Any comments?': `note ${n}`,
        'Your details': {
          firstName: 'Ada',
          lastName: `Byron ${n}`,
          email: `ada${n}@example.com`,
          consent: true,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }
  await respondent.dispose();

  // The first page is asked for without its total; the total alone is asked for after the rows are drawn
  //, the next pages by cursor.
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith(`/api/forms/${form.id}/responses`))
      asked.push(`${url.pathname}${url.search}`);
  });
  const firstPage = `/api/forms/${form.id}/responses?limit=100&count=none`;
  const pages = () =>
    asked.filter((u) => u.startsWith(`/api/forms/${form.id}/responses?`) && u !== firstPage);
  await page.goto(`/forms/${form.id}/responses`);
  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.locator('tbody tr').first()).toContainText('Ada Byron 129');
  expect(asked.filter((u) => u === firstPage)).toHaveLength(1);
  expect(pages()).toEqual([]);
  await expect(page.getByText(`${COUNT} response(s) received`)).toBeVisible();
  const countUrl = `/api/forms/${form.id}/responses/count`;
  expect(asked).toContain(countUrl);
  expect(pages()).toEqual([]);
  const opens = table.getByRole('link', { name: /^Open (unfinished )?response/ });
  // The first page: 100 rows (the first frame draws the top ones, the rest follow), newest first.
  await expect(opens).toHaveCount(100);
  await expect(table.getByRole('button', { name: `Load more (100 of ${COUNT} shown)` })).toBeVisible();
  await expect(table.getByText('Ada Byron 0', { exact: true })).toHaveCount(0);

  // Scrolling the table to its end loads the rest.
  await table.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(opens).toHaveCount(COUNT);
  await expect(table.getByText('Ada Byron 0', { exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: /Load more/ })).toHaveCount(0);
  expect(pages()).toHaveLength(1);
  expect(pages()[0]).toMatch(/^\/api\/forms\/\d+\/responses\?limit=100&cursor=[^&]+&count=none$/);

  // Search narrows on the server: one response.
  await page.getByLabel('Search answers').fill('note 77');
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  expect(asked).toContain(`${countUrl}?q=note+77`);
  expect(pages()).toContain(`/api/forms/${form.id}/responses?q=note+77&limit=100&count=none`);
  await expect(opens).toHaveCount(1);
  await expect(table.getByText('Ada Byron 77', { exact: true })).toBeVisible();
  await page.getByLabel('Search answers').fill('');
  await expect(page.getByText(`${COUNT} response(s) received`)).toBeVisible();

  // On a phone the list is cards, and the page's own scroll loads the next page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const cards = page.getByRole('list', { name: 'Responses' }).getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(100);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cards).toHaveCount(COUNT);
});
