// A session id planted in a link is never adopted (docs/security.md, "Answer sessions and links"): an attacker who
// opens a session and sends a respondent the owner's page with `?fe_session=<id>` (embed.js hands the page's query
// to the frame) or an /embed link with `#fe_session=<id>` reads nothing the respondent types or uploads; the
// respondent's own session still resumes from the loader's record and from the frame's own storage.
import crypto from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test';
import { publishedEmbed } from './helpers.ts';

const config = {
  steps: [
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    { id: 'notes', type: 'textbox', title: 'Anything we should know?', rows: 2 },
    { type: 'documentUpload', id: 'roof_photo', title: 'A photo of your roof' },
    { type: 'textbox', title: 'Last words?' },
  ],
};
/** What the respondent types; none of it may reach the planted session. */
const SECRETS = ['Vera', 'Victim', 'vera@example.com', '555 0199', 'The key is under the mat'];

// Host pages on another origin (localhost vs the server's 127.0.0.1).
let host: Server;
let hostUrl = '';
const hostPages = new Map<string, string>();
test.beforeAll(async () => {
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPages.get(new URL(req.url ?? '/', 'http://x').pathname) ?? 'not found');
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => host.close());

type Respondent = Page | FrameLocator;
const next = (r: Respondent) => r.getByRole('button', { name: /^(Continue|Submit)/ });
const stepShown = (r: Respondent, n: number) => expect(r.getByText(`Question ${n} of 4`)).toBeVisible();

/** The respondent's details and notes, moving on to step 3. */
async function answerFirstSteps(r: Respondent) {
  await r.getByLabel('First name').fill('Vera');
  await r.getByLabel('Last name').fill('Victim');
  await r.getByLabel('Email').fill('vera@example.com');
  await r.getByLabel('Phone').fill('+1 555 0199');
  await r.getByRole('checkbox').check();
  await next(r).click();
  await stepShown(r, 2);
  await r.getByRole('textbox').fill('The key is under the mat');
  await next(r).click();
  await stepShown(r, 3);
}

/** The attacker: a client of their own that opens an answer session under an id they chose. */
async function plantSession(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, formId: number) {
  const attacker = await playwright.request.newContext({ baseURL });
  const planted = crypto.randomUUID();
  expect((await attacker.put(`/api/forms/${formId}/sessions/${planted}`)).status()).toBe(201);
  return { attacker, planted };
}

/** Every request of the page (and its frames) to the forms server that names the planted id. */
function watchFor(page: Page, server: string, planted: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server)) return;
    if (r.url().includes(planted) || r.headers()['x-session-id'] === planted)
      seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

type Row = { session_id: string | null; temp_response: Record<string, unknown> | null };

/** The owner's row holding the respondent's notes, once saved. */
async function respondentRow(owner: APIRequestContext, formId: number): Promise<Row> {
  let found: Row | undefined;
  await expect
    .poll(async () => {
      const rows = (await (await owner.get(`/api/forms/${formId}/responses`)).json()) as Row[];
      found = rows.find((r) => JSON.stringify(r.temp_response).includes('The key is under the mat'));
      return found !== undefined;
    })
    .toBe(true);
  return found as Row;
}

/** The planted session as the attacker reads it: none of the respondent's answers. */
async function expectNothingLeaked(attacker: APIRequestContext, planted: string) {
  const res = await attacker.get(`/api/sessions/${planted}/temp-response`);
  expect(res.status()).toBe(200);
  const body = await res.text();
  for (const secret of SECRETS) expect(body).not.toContain(secret);
}

test('a session id in the host page’s link is not adopted; the loader’s own record still resumes after a reload', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const { form } = await publishedEmbed(request, config);
  hostPages.set(
    '/offer',
    `<!doctype html><title>Roofs</title><h1>Our roof offer</h1><script src="${baseURL}/embed.js" data-form="${form.id}"></script>`,
  );
  const { attacker, planted } = await plantSession(playwright, baseURL as string, form.id);
  // The frame's own storage is blocked (Safari, strict settings), so a reload resumes from the loader's record only.
  await page.addInitScript(() => {
    if (window.top === window) return;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
  });
  const asked = watchFor(page, baseURL as string, planted);

  await page.goto(`${hostUrl}/offer?fe_session=${planted}&fe_path=1`);
  const frame = page.frameLocator('iframe');
  await stepShown(frame, 1);
  await answerFirstSteps(frame);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload-document'));
  await frame.locator('input[type=file]').setInputFiles({
    name: 'roof.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Roof photo: the spare key is under the mat'),
  });
  expect((await uploaded).status()).toBe(200);
  await expect(frame.getByText('roof.txt')).toBeVisible();
  await next(frame).click();
  await stepShown(frame, 4);

  // The step change's save carries the upload; it may still be on its way when step 4 shows.
  const uploadOf = (r: Awaited<ReturnType<typeof respondentRow>>) =>
    (r.temp_response?.roof_photo as { documentUrl?: string } | undefined)?.documentUrl;
  await expect.poll(async () => uploadOf(await respondentRow(request, form.id))).toBeTruthy();
  const row = await respondentRow(request, form.id);
  expect(row.session_id).not.toBe(planted);
  expect(asked).toEqual([]);
  await expectNothingLeaked(attacker, planted);
  // The upload belongs to the respondent's own session: the planted id does not download it.
  const documentUrl = uploadOf(row);
  expect(documentUrl).toMatch(/\/api\/documents\//);
  const path = new URL(documentUrl as string, baseURL).pathname;
  expect((await attacker.get(path, { headers: { 'x-session-id': planted } })).status()).toBe(404);
  expect((await attacker.get(path, { headers: { 'x-session-id': row.session_id as string } })).status()).toBe(
    200,
  );

  // The loader kept the respondent's own session (never the planted one) and hands it back after a reload.
  const kept = await page.evaluate(() =>
    Object.entries(localStorage).filter(([k]) => k.startsWith('fe-session:')),
  );
  expect(kept).toHaveLength(1);
  expect(kept[0][1]).toContain(row.session_id as string);
  await page.reload();
  await stepShown(frame, 4);
  await frame.getByRole('button', { name: /Previous/ }).click();
  await frame.getByRole('button', { name: /Previous/ }).click();
  await expect(frame.getByRole('textbox')).toHaveValue('The key is under the mat');
  expect(asked).toEqual([]);
  await expectNothingLeaked(attacker, planted);
  await attacker.dispose();
});

test('a session id in an /embed link’s fragment is not adopted, framed or not; the frame’s own storage still resumes', async ({
  page,
  browser,
  request,
  baseURL,
  playwright,
}) => {
  const { form } = await publishedEmbed(request, config);
  const { attacker, planted } = await plantSession(playwright, baseURL as string, form.id);
  const link = `/embed?id=${form.id}#fe_session=${planted}&fe_path=1`;

  // Opened directly.
  const asked = watchFor(page, baseURL as string, planted);
  await page.goto(link);
  await stepShown(page, 1);
  await answerFirstSteps(page);
  const row = await respondentRow(request, form.id);
  expect(row.session_id).not.toBe(planted);
  expect(asked).toEqual([]);
  await expectNothingLeaked(attacker, planted);
  // The frame's own storage resumes the respondent's own session, the planted fragment notwithstanding.
  await page.reload();
  await stepShown(page, 3);
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(page.getByRole('textbox')).toHaveValue('The key is under the mat');
  expect(asked).toEqual([]);

  // Framed as is by a page that copies the link into its iframe (no embed.js), in a fresh browser.
  hostPages.set(
    '/framed',
    `<!doctype html><title>Framed</title><iframe src="${baseURL}${link}" style="width:100%;height:900px"></iframe>`,
  );
  const context = await browser.newContext();
  const other = await context.newPage();
  const askedFramed = watchFor(other, baseURL as string, planted);
  await other.goto(`${hostUrl}/framed`);
  const frame = other.frameLocator('iframe');
  await stepShown(frame, 1);
  await frame.getByLabel('First name').fill('Walt');
  await frame.getByLabel('Last name').fill('Other');
  await frame.getByLabel('Email').fill('walt@example.com');
  await frame.getByRole('checkbox').check();
  await next(frame).click();
  await stepShown(frame, 2);
  await frame.getByRole('textbox').fill('Second respondent');
  await expect
    .poll(async () => {
      const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as Row[];
      return rows.filter((r) => JSON.stringify(r.temp_response).includes('Second respondent')).length;
    })
    .toBe(1);
  expect(askedFramed).toEqual([]);
  const stolen = await (await attacker.get(`/api/sessions/${planted}/temp-response`)).text();
  expect(stolen).not.toContain('Walt');
  expect(stolen).not.toContain('Second respondent');
  await context.close();
  await attacker.dispose();
});
