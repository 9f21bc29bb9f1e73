// An answer typed into /embed's server-rendered first step before the runner has taken over is saved even if the
// respondent leaves first (decision 125): the boot script opens the answer session on the first edit and saves the
// answer when the page is hidden; the runner, when it does take over, continues that same session.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { holdScript } from '../fixtures/hold-script.ts';
import { publishedEmbed } from './helpers.ts';

const RUNNER_SCRIPT = /\/assets\/embed-[^/]*\.js$/;

interface Row {
  session_id: string | null;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
}

const rowsOf = async (request: APIRequestContext, formId: number) => {
  const res = await request.get(`/api/forms/${formId}/responses`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Row[];
};

/** Counts the answer sessions the page asks for. */
function countSessions(page: Page, formId: number) {
  const created: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/forms/${formId}/session`)) created.push(1);
  });
  return () => created.length;
}

const textForm = {
  hiddenFields: ['utm_source'],
  steps: [
    { type: 'textbox', title: 'Tell us about your project', placeholder: 'Your notes', rows: 3 },
    { type: 'contact', title: 'Your details' },
  ],
};

test('the runner never loads: the typed answer and the link’s hidden value are saved as an incomplete response when the respondent leaves', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm, {}, { utm_source: 'newsletter' });
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  const sessions = countSessions(page, form.id);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.locator('.fe-step textarea');
  await expect(box).toBeVisible();
  const session = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/session`));
  await box.pressSequentially('Solar on a barn');
  expect((await session).status()).toBe(201);
  // The keepalive save outlives the page (Playwright does not report it, the database shows it).
  await page.goto('about:blank');
  await expect.poll(async () => (await rowsOf(request, form.id)).length).toBe(1);
  const [row] = await rowsOf(request, form.id);
  expect(row.response).toBeNull();
  expect(row.temp_response).toEqual({
    'Tell us about your project': 'Solar on a barn',
    _hidden: { utm_source: 'newsletter' },
  });
  expect(sessions()).toBe(1);
});

test('the runner never loads: a contact first step’s fields are saved as the runner’s contact answer', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, {
    steps: [
      { type: 'contact', title: 'How can we reach you?' },
      { type: 'textbox', title: 'Anything else?' },
    ],
  });
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  await page.goto(url, { waitUntil: 'commit' });
  const session = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/session`));
  await page.getByLabel('First name').pressSequentially('Ada');
  await session;
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  await page.goto('about:blank');
  await expect.poll(async () => (await rowsOf(request, form.id)).length).toBe(1);
  const [row] = await rowsOf(request, form.id);
  expect(row.response).toBeNull();
  expect(row.temp_response).toEqual({
    'How can we reach you?': {
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: '',
      consent: true,
    },
  });
});

test('typing before and after the runner takes over: one answer session, the whole answer kept', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  const release = await holdScript(page, RUNNER_SCRIPT);
  const sessions = countSessions(page, form.id);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.locator('.fe-step textarea');
  const session = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/session`));
  await box.pressSequentially('Solar');
  const created = (await (await session).json()) as { sessionId: string };
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await expect(box).toHaveValue('Solar');
  await box.pressSequentially(' on a barn');
  await expect(box).toHaveValue('Solar on a barn');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'Solar on a barn' }]);
  const [row] = await rowsOf(request, form.id);
  expect(row.session_id).toBe(created.sessionId);
  expect(sessions()).toBe(1);
  // The runner's own saves go on in the same session: the next step, then leaving.
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response?.['Your details']))
    .toEqual([expect.objectContaining({ firstName: 'Ada' })]);
  expect(sessions()).toBe(1);
});

test('a respondent who does not type opens no answer session, with or without the runner', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  const sessions = countSessions(page, form.id);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await page.goto('about:blank');
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('.fe-step textarea')).toBeVisible();
  await page.locator('.fe-step textarea').focus();
  await page.goto('about:blank');
  // The page is gone and nothing was asked for: no session, no response row.
  expect(sessions()).toBe(0);
  expect(await rowsOf(request, form.id)).toEqual([]);
});
