// The builder keeps the conversation with the draft, undoes the last change, and warns before publishing a
// question without a title.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

test('a chat edit can be undone, and the conversation is still there after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, 'undoer');
  const form = await publishForm(context.request, shortConfig, {
    label: `Undo ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/buildform?formId=${form.id}`);
  const outline = page.getByTestId('outline-item');
  await expect(outline).toHaveCount(3);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();

  await page.getByLabel('Prompt').fill('Add a step asking for the preferred date');
  await page.getByLabel('Prompt').press('Enter');
  await expect(outline).toHaveCount(4, { timeout: 30_000 });
  await undo.click();
  await expect(outline).toHaveCount(3);
  await expect(page.getByText('Undone: the form is back as it was before the last change.')).toBeVisible();
  await expect(undo).toBeDisabled();

  await page.reload();
  await expect(outline).toHaveCount(3);
  // The exchange is kept with the form on the server.
  await expect(
    page.locator('[data-role="user"]').filter({ hasText: 'Add a step asking for the preferred date' }),
  ).toBeVisible();
  await expect(page.getByText('Form updated successfully! You can continue', { exact: false })).toBeVisible();
});

test('publishing a question without a title asks first', async ({ page, context }) => {
  await signIn(context, 'blanktitle');
  const form = await publishForm(context.request, shortConfig, {
    label: `Blank ${crypto.randomUUID().slice(0, 6)}`,
  });
  const blank = {
    ...shortConfig,
    steps: shortConfig.steps.map((s, i) => (i === 1 ? { ...s, title: '' } : s)),
  };
  expect(
    (await context.request.put(`/api/forms/${form.id}/draft`, { data: { config: blank } })).status(),
  ).toBe(200);
  await page.goto(`/buildform?formId=${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Question 2 has no title' });
  await expect(warning).toBeVisible();
  const live = async () =>
    (
      (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
        hasUnpublishedChanges?: boolean;
      }
    ).hasUnpublishedChanges;
  expect(await live()).toBe(true);
  await warning.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(
    page.getByText('Your form is live. Share it or embed it on your site.', { exact: true }),
  ).toBeVisible();
  expect(await live()).toBe(false);
});

test('tile labels wrap between words, with the form language set for hyphenation', async ({
  page,
  context,
}) => {
  await signIn(context, 'tiles');
  const tiles = (language: string, titles: string[]) => ({
    title: 'Tiles',
    language,
    steps: [
      {
        type: 'tiles',
        title: 'Which roof?',
        options: titles.map((title, i) => ({ id: `o${i}`, title, icon: 'Home' })),
      },
      { type: 'contact', title: 'Your details' },
    ],
  });
  const english = await publishForm(
    context.request,
    tiles('en', ['Bitumen membrane roofing', 'Market researching', 'Synthetic underlayment', 'Clay']),
    { label: `Tiles ${crypto.randomUUID().slice(0, 6)}` },
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/embed?id=${english.id}`);
    const titles = page.locator('.fe-tile-title');
    await expect(titles).toHaveCount(4);
    // Every word of every label sits on one line: no "membr / ane".
    const split = await titles.evaluateAll((els) =>
      els.flatMap((el) => {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const value = text.textContent ?? '';
        for (const m of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index ?? 0);
          range.setEnd(text, (m.index ?? 0) + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) words.push(m[0]);
        }
        return words;
      }),
    );
    expect(split, `${width}px`).toEqual([]);
    await expect(page.locator('.fe-runner[lang="en"]')).toHaveCount(1);
  }
  const german = await publishForm(
    context.request,
    tiles('de', ['Flachdachbahn', 'Ziegeldach', 'Blechdach']),
    {
      label: `Kacheln ${crypto.randomUUID().slice(0, 6)}`,
      language: 'de',
    },
  );
  await page.goto(`/embed?id=${german.id}`);
  await expect(page.locator('.fe-runner[lang="de"]')).toHaveCount(1);
  await expect(page.locator('.fe-tile-title').first()).toHaveCSS('hyphens', 'auto');
  await expect(page.locator('.fe-tile-title').first()).toHaveCSS('overflow-wrap', 'break-word');
});

test('a /buildform?prompt= link opened again before signing up shows the form it made', async ({ page }) => {
  test.setTimeout(90_000);
  const link = `/buildform?prompt=${encodeURIComponent('A quote form for roof repairs: roof type, roof size and contact')}`;
  await page.goto(link);
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/, {
    timeout: 30_000,
  });
  const outline = page.getByTestId('outline-item');
  const count = await outline.count();
  expect(count).toBeGreaterThan(1);
  await page.goto(link);
  await expect(
    page.getByText('You opened this link before, so here is the form it made, with your changes.', {
      exact: false,
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(outline).toHaveCount(count);
  await expect(
    page.locator('[data-role="assistant"]').filter({ hasText: 'I did not understand' }),
  ).toHaveCount(0);
});

test('the preview shows the form at real size, on a desktop or on a phone', async ({ page, context }) => {
  await signIn(context, 'previewer');
  const form = await publishForm(context.request, shortConfig, {
    label: `Size ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/buildform?formId=${form.id}`);
  const frame = page.getByTestId('preview-frame');
  await expect(frame.locator('.fe-runner')).toBeVisible();
  expect((await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(700);
  await expect(frame.locator('.fe-runner.fe-mobile')).toHaveCount(0);
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  const box = await frame.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(375);
  expect(Math.round(box?.height ?? 0)).toBe(740);
  await expect(frame.locator('.fe-runner.fe-mobile')).toHaveCount(1);
});
