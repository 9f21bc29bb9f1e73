// The share panel's Embed tab: each mode with a live preview of the real loader, its snippets for HTML, React and
// WordPress, a snippet that works when pasted into a host page, and no WCAG 2.2 A/AA violations.
import crypto from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

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

async function openEmbedTab(page: Page, label: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Share ${label}` }).click();
  const share = page.getByRole('dialog', { name: 'Share your form' });
  await share.getByRole('tab', { name: 'Embed' }).click();
  return share;
}

test('each mode shows in the live preview and gives HTML, React and WordPress snippets that match', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, 'embedder');
  const form = await publishForm(context.request, shortConfig, {
    label: `Embed ${crypto.randomUUID().slice(0, 6)}`,
  });
  const share = await openEmbedTab(page, form.label);
  const preview = share.getByTestId('embed-preview').contentFrame();
  const html = share.getByTestId('snippet-loader-snippet');

  // Inline by default: the loader tag as before, and the form inside the stand-in page.
  await expect(html).toHaveText(
    `<script src="${baseURL}/embed.js" data-form="${form.id}" data-title="${form.label}"></script>`,
  );
  await expect(
    preview.locator('main iframe').contentFrame().getByRole('button', { name: 'Basic' }),
  ).toBeVisible();

  for (const [mode, name] of [
    ['Popup', 'popup'],
    ['Slider', 'slider'],
    ['Popover', 'popover'],
    ['Side tab', 'sidetab'],
    ['Full page', 'fullpage'],
  ]) {
    const radio = share.getByRole('radio', { name: new RegExp(`^${mode}`) });
    await radio.check();
    await expect(html).toContainText(`data-mode="${name}"`);
    // The real loader opens the dialog in the preview; the preview never takes focus from the panel.
    const dialog = preview.getByRole('dialog', { name: form.label });
    await expect(
      dialog.locator('iframe').contentFrame().getByRole('button', { name: 'Basic' }),
    ).toBeVisible();
    await expect(preview.locator(`[data-forms-engine="${name}"]`)).toHaveCount(1);
    await expect(radio).toBeFocused();
  }

  // A slider on exit intent, once per visitor, never after a submission, closing 3 s after one.
  await share.getByRole('radio', { name: /^Slider/ }).check();
  await share.getByLabel('Opens').selectOption('exit');
  await share.getByLabel('Only once per visitor').check();
  await share.getByLabel('Not again after the visitor submitted it').check();
  await share.getByLabel('After a submission').selectOption('3');
  await expect(html).toHaveText(
    `<script src="${baseURL}/embed.js" data-form="${form.id}" data-title="${form.label}" data-mode="slider" data-trigger="exit" data-show-once data-hide-after-submit data-close-after="3"></script>`,
  );
  await share.getByRole('tab', { name: 'React' }).click();
  await expect(share.getByTestId('snippet-React-snippet')).toHaveText(
    `import { FormsEngineSlider } from '@forms-engine/react';<FormsEngineSlider host="${baseURL}" form={${form.id}} title="${form.label}" trigger="exit" showOnce hideAfterSubmit closeAfter={3} />`.replace(
      "';<",
      "';\n\n<",
    ),
  );
  await share.getByRole('tab', { name: 'WordPress' }).click();
  await expect(share.getByTestId('snippet-WordPress-shortcode')).toHaveText(
    `[forms_engine id="${form.id}" mode="slider" trigger="exit" show_once="1" hide_after_submit="1" close_after="3" title="${form.label}" host="${baseURL}"]`,
  );
  // After some seconds: the seconds field appears and the delay goes into the snippet.
  await share.getByLabel('Opens').selectOption('time');
  await share.getByLabel('Seconds').fill('12');
  await expect(share.getByTestId('snippet-WordPress-shortcode')).toContainText('trigger="time" delay="12"');
});

test('a popup snippet copied from the panel opens the form from its button on a host page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, 'paster');
  const form = await publishForm(context.request, shortConfig, {
    label: `Paste ${crypto.randomUUID().slice(0, 6)}`,
  });
  const share = await openEmbedTab(page, form.label);
  await share.getByRole('radio', { name: /^Popup/ }).check();
  await share.getByLabel('Button text').fill('Ask for a price');
  await share.getByRole('button', { name: 'Copy loader snippet' }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());

  const hostPage = await context.newPage();
  hostHtml = `<!doctype html><html lang="en"><head><title>Our site</title></head><body><h1>Our site</h1>${snippet}</body></html>`;
  await hostPage.goto(hostUrl);
  await hostPage.getByRole('button', { name: 'Ask for a price' }).click();
  const dialog = hostPage.getByRole('dialog', { name: form.label });
  await expect(dialog.locator('iframe').contentFrame().getByRole('button', { name: 'Basic' })).toBeVisible();
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the app's policy (script-src 'self') would refuse.
  test.use({ bypassCSP: true });

  test('the Embed tab has no WCAG 2.2 A or AA violations, at phone and desktop widths', async ({
    page,
    context,
  }) => {
    await signIn(context, 'axe');
    const form = await publishForm(context.request, shortConfig, {
      label: `Axe ${crypto.randomUUID().slice(0, 6)}`,
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const share = await openEmbedTab(page, form.label);
      await share.getByRole('radio', { name: /^Popover/ }).check();
      await share.getByLabel('Opens').selectOption('scroll');
      await expect(share.getByTestId('embed-preview').contentFrame().getByRole('dialog')).toBeVisible();
      await page.addScriptTag({
        path: path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
      });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: unknown,
                opts: unknown,
              ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        // The preview's inside is the host page and the runner, checked by their own journeys.
        const result = await axe.run(
          { include: [['[role="dialog"]']], exclude: [['iframe']] },
          { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
        );
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, `${width} px`).toEqual([]);
    }
  });
});
