// Drafts, versions, aliases and the share panel in the browser: what respondents get changes only on Publish,
// old links survive renames, a version can be restored, and the share panel's snippets work on a host page.
import crypto from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

let host: Server;
let hostUrl = '';
let hostHtml = '';
test.beforeAll(async () => {
  // A host page on another origin (localhost vs the app's 127.0.0.1), like a customer's site.
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostHtml);
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => host.close());

const tag = () => crypto.randomUUID().slice(0, 6);
function titled(first: string) {
  return {
    ...shortConfig,
    steps: [{ ...shortConfig.steps[0], title: first }, ...shortConfig.steps.slice(1)],
  };
}

/** What a respondent (no cookies) sees at a path: the first step's title, or the embed's message. */
async function respondentSees(context: BrowserContext, path: string): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const anon = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await anon.newPage();
  await page.goto(path);
  return page;
}

test('renaming a form keeps its old embed link working, and the old link can be retired', async ({
  page,
  context,
}) => {
  await signIn(context, 'renamer');
  const form = await publishForm(context.request, titled('Which plan suits you?'), {
    label: `Plans ${tag()}`,
  });
  await page.goto('/dashboard');
  // The owner's only form (its card's text changes with the rename).
  const card = page.getByTestId('form-card');
  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Properties' }).click();
  const props = page.getByRole('dialog', { name: 'Edit Properties' });
  const renamed = `Renamed ${tag()}`;
  await props.getByLabel('Label').fill(renamed);
  await props.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Form properties updated successfully', { exact: true })).toBeVisible();

  const old = await respondentSees(context, embedPath(form));
  await expect(old.getByRole('heading', { name: 'Which plan suits you?' })).toBeVisible();
  const fresh = await respondentSees(context, embedPath({ ...form, label: renamed }));
  await expect(fresh.getByRole('heading', { name: 'Which plan suits you?' })).toBeVisible();

  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Properties' }).click();
  const oldLinks = props.getByRole('region', { name: 'Old links that still work' });
  await expect(oldLinks).toContainText(form.label);
  await oldLinks.getByRole('button', { name: `Retire old link ${form.label}` }).click();
  // (The open dialog hides the toast region from the accessibility tree: matched by its exact text.)
  await expect(page.getByText(`“${form.label}” no longer opens this form.`, { exact: true })).toBeVisible();
  await old.reload();
  await expect(old.getByText('Form not found')).toBeVisible();
  await old.context().close();
  await fresh.context().close();
});

test('a generated form is a draft nobody can open; a chat edit of a live form waits for Publish', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(context, 'drafter');
  await page.goto('/buildform');
  await page.getByLabel('Prompt').fill('A booking form for a hair salon: service, stylist, date and contact');
  await page.getByLabel('Prompt').press('Enter');
  await expect(
    page.getByText('Form generated successfully! You can now ask me', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const id = Number(new URL(page.url()).searchParams.get('formId'));
  expect(id).toBeGreaterThan(0);

  const anon = await respondentSees(context, `/embed?id=${id}`);
  await expect(anon.getByText('Form not found')).toBeVisible();
  // Even the signed-in owner's own link shows what respondents see.
  const ownView = await context.newPage();
  await ownView.goto(`/embed?id=${id}`);
  await expect(ownView.getByText('Form not found')).toBeVisible();
  await ownView.close();

  await page.goto('/dashboard');
  const card = page.getByTestId('form-card');
  await expect(card.getByTestId('form-status')).toHaveText('Draft');
  await card.getByRole('button', { name: /^Share / }).click();
  const share = page.getByRole('dialog', { name: 'Share your form' });
  await expect(share).toContainText('nobody can open it until you publish it');
  await share.getByRole('button', { name: 'Publish' }).click();
  await expect(share.getByRole('tab', { name: 'Link' })).toBeVisible();
  await expect(card.getByTestId('form-status')).toHaveText('Live');
  await share.getByRole('button', { name: 'Close' }).click();
  await anon.reload();
  await expect(anon.getByText(/Question 1 of (\d+)/)).toBeVisible();
  const before = Number((await anon.getByText(/Question 1 of (\d+)/).textContent())?.match(/of (\d+)/)?.[1]);

  // A chat edit in the builder changes the draft only.
  await page.goto(`/buildform?formId=${id}`);
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/);
  await page
    .getByLabel('Prompt')
    .fill('Add a step asking how they heard about us with Google, Friend and Newspaper');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText('Form updated successfully! You can continue', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await anon.reload();
  await expect(anon.getByText(`Question 1 of ${before}`)).toBeVisible();

  await page.goto('/dashboard');
  await expect(card.getByTestId('form-status')).toHaveText('Unpublished changes');
  await card.getByRole('button', { name: /^Publish / }).click();
  await expect(card.getByTestId('form-status')).toHaveText('Live');
  await anon.reload();
  await expect(anon.getByText(`Question 1 of ${before + 1}`)).toBeVisible();
  await anon.context().close();
});

test('the version history lists who published when, and restores a version in one click', async ({
  page,
  context,
}) => {
  const owner = await signIn(context, 'historian');
  const form = await publishForm(context.request, titled('First wording?'), { label: `History ${tag()}` });
  const second = await context.request.post('/api/publish', {
    data: { config: titled('Second wording?'), originalFormId: form.id },
  });
  expect(second.ok()).toBe(true);
  const anon = await respondentSees(context, embedPath(form));
  await expect(anon.getByRole('heading', { name: 'Second wording?' })).toBeVisible();

  await page.goto('/dashboard');
  const card = page.getByTestId('form-card').filter({ hasText: form.label });
  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  const rows = history.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Version 2');
  await expect(rows.first()).toContainText('Live');
  await expect(rows.first()).toContainText(owner.username);
  await expect(rows.nth(1)).toContainText('Version 1');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Version 3');
  await expect(rows.first()).toContainText('restored from v1');

  await anon.reload();
  await expect(anon.getByRole('heading', { name: 'First wording?' })).toBeVisible();
  await anon.context().close();
});

test('the share panel: permanent link, Open in new tab, a QR code of the link, and snippets that work on a host page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context, 'sharer');
  const form = await publishForm(context.request, titled('Pasted on a host page?'), {
    label: `Share ${tag()}`,
  });
  await page.goto('/dashboard');
  const card = page.getByTestId('form-card').filter({ hasText: form.label });
  await card.getByRole('button', { name: `Share ${form.label}` }).click();
  const share = page.getByRole('dialog', { name: 'Share your form' });

  const link = `${baseURL}/embed?id=${form.id}`;
  await expect(share.getByRole('textbox', { name: 'Permanent link' })).toHaveValue(link);
  await share.getByRole('button', { name: 'Copy permanent link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    share.getByRole('link', { name: 'Open in new tab' }).click(),
  ]);
  expect(tab.url()).toBe(link);
  await expect(tab.getByRole('heading', { name: 'Pasted on a host page?' })).toBeVisible();
  await tab.close();

  await share.getByRole('tab', { name: 'QR code' }).click();
  const qr = share.getByTestId('share-qr');
  await expect(qr).toBeVisible();
  const expected = await QRCode.toString(link, { errorCorrectionLevel: 'M', margin: 2, type: 'svg' });
  const src = (await qr.getAttribute('src')) ?? '';
  expect(decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(expected);

  await share.getByRole('tab', { name: 'Embed' }).click();
  await share.getByRole('button', { name: 'Copy loader snippet' }).click();
  const loader = await page.evaluate(() => navigator.clipboard.readText());
  expect(loader).toBe(await share.getByTestId('snippet-loader-snippet').textContent());
  await share.getByRole('button', { name: 'Copy iframe snippet' }).click();
  const iframe = await page.evaluate(() => navigator.clipboard.readText());

  // Pasted into a customer's page: the loader's frame shows the form and grows with it.
  const hostPage = await context.newPage();
  hostHtml = `<!doctype html><html><body><h1>Our site</h1>${loader}<p>Footer</p></body></html>`;
  await hostPage.goto(hostUrl);
  const loaderFrame = hostPage.locator('iframe');
  // The loader names the form by id (`form` and `id` are the embed's two names for it).
  await expect(loaderFrame).toHaveAttribute('src', `${baseURL}/embed?form=${form.id}`);
  await expect(
    hostPage.frameLocator('iframe').getByRole('heading', { name: 'Pasted on a host page?' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await loaderFrame.boundingBox())?.height ?? 0, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(600);

  hostHtml = `<!doctype html><html><body><h1>Our site</h1>${iframe}</body></html>`;
  await hostPage.goto(hostUrl);
  await expect(hostPage.locator('iframe')).toHaveAttribute('height', '700');
  await expect(
    hostPage.frameLocator('iframe').getByRole('heading', { name: 'Pasted on a host page?' }),
  ).toBeVisible();
  // The plain iframe's form works: choosing a tile moves to the next step.
  await hostPage.frameLocator('iframe').getByRole('button', { name: 'Basic' }).click();
  await expect(hostPage.frameLocator('iframe').getByText('Question 2 of 3')).toBeVisible();
});
