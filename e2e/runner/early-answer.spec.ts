// An answer given in /embed's server-rendered first step before the runner has taken over is saved even if the
// respondent leaves first: the boot script opens the answer session on the first edit (under
// an id it makes up) and saves the answer when the page is hidden — into that same session even while the call
// opening it is still on its way, or into a returning respondent's stored one; the runner, when it does take over,
// continues that same session.
import { createHash } from 'node:crypto';
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

/** Counts the answer sessions the page asks for: the runner's POST …/session, and each id the early script PUTs. */
function countSessions(page: Page, formId: number) {
  const created = new Set<string>();
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/forms/${formId}/session`))
      created.add(`post${created.size}`);
    const put =
      r.method() === 'PUT' && r.url().match(new RegExp(`/api/forms/${formId}/sessions/([0-9a-f-]{36})$`));
    if (put) created.add(put[1]);
  });
  return () => created.size;
}

/**
 * Holds the page's calls matching `url` that open an answer session without answers (a call carrying answers goes
 * through) until `until` settles, then lets each through or, with `abort`, cancels it; the held calls' URLs.
 */
async function holdSessionOpening(
  page: Page,
  url: string | ((u: URL) => boolean),
  until: () => Promise<unknown>,
  then: 'fallback' | 'abort' = 'fallback',
): Promise<string[]> {
  const held: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().postData()) return route.fallback();
    held.push(route.request().url());
    await until();
    await (then === 'abort' ? route.abort() : route.fallback()).catch(() => undefined);
  });
  return held;
}

const pause = (ms: number) => () => new Promise((done) => setTimeout(done, ms));

/** The early script's call opening the answer session (its id is made up by the page). */
const earlySession = (page: Page, formId: number) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/forms/${formId}/sessions/`),
  );

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
  const session = earlySession(page, form.id);
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
  const session = earlySession(page, form.id);
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
  const session = earlySession(page, form.id);
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

test('the runner takes over while the call opening the session is on its way, the respondent answers on and switches away: saved in that one session', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  const release = await holdScript(page, RUNNER_SCRIPT);
  // The boot script's call opening the session (no body) never gets through: a phone switching apps with the
  // call still on its way, and the tab then discarded.
  let unhold = () => {};
  const gone = new Promise<void>((done) => {
    unhold = done;
  });
  const held = await holdSessionOpening(page, `**/api/forms/${form.id}/sessions/*`, () => gone, 'abort');
  const sessions = countSessions(page, form.id);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.locator('.fe-step textarea');
  await box.pressSequentially('Solar');
  await expect.poll(() => held.length).toBe(1);
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await box.pressSequentially(' on a barn');
  await expect(box).toHaveValue('Solar on a barn');
  // The respondent switches to another app: the page is hidden while the call is still held.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'Solar on a barn' }]);
  const [row] = await rowsOf(request, form.id);
  // Saved under the boot script's id: the runner neither waited for the call nor opened a second session.
  expect(held[0]).toContain(`/sessions/${row.session_id}`);
  expect(sessions()).toBe(1);
  unhold();
  await page.close();
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

test('leaving while the call opening the session is still on its way: the answer is saved in that one session', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  // The call opening the session (no body) is held past the respondent's leaving; the keepalive save is not.
  const held = await holdSessionOpening(page, `**/api/forms/${form.id}/sessions/*`, pause(1500));
  const sessions = countSessions(page, form.id);
  await page.goto(url, { waitUntil: 'commit' });
  const box = page.locator('.fe-step textarea');
  await box.fill('Leaving at once');
  await expect.poll(() => held.length).toBe(1);
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'Leaving at once' }]);
  const [row] = await rowsOf(request, form.id);
  expect(row.response).toBeNull();
  // One id: the save went to the session the held call names, not to a second one.
  expect(held[0]).toContain(`/sessions/${row.session_id}`);
  expect(sessions()).toBe(1);
});

test('a returning respondent who types before the runner takes over continues their stored session: one response', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  const box = page.locator('.fe-step textarea');
  await box.fill('First visit');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'First visit' }]);
  const [first] = await rowsOf(request, form.id);
  await page.goto('about:blank');

  // Back again, the runner does not arrive: what they type goes to the stored session, nothing new is opened.
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  const sessions = countSessions(page, form.id);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(box).toBeVisible();
  await box.fill('Second visit');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => [r.session_id, r.temp_response]))
    .toEqual([[first.session_id, { 'Tell us about your project': 'Second visit' }]]);
  expect(sessions()).toBe(0);

  // The third time the runner loads and resumes that session with what was typed last.
  await page.unroute(RUNNER_SCRIPT);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await expect(box).toHaveValue('Second visit');
  await box.pressSequentially(', then more');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => [r.session_id, r.temp_response]))
    .toEqual([[first.session_id, { 'Tell us about your project': 'Second visit, then more' }]]);
  expect(sessions()).toBe(0);
});

test('the runner never loads: a dropdown first step’s choice is saved as the runner’s answer', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, {
    steps: [
      {
        type: 'dropdown',
        title: 'Which roof?',
        options: [
          { id: 'flat', title: 'Flat' },
          { id: 'pitched', title: 'Pitched' },
        ],
      },
      { type: 'textbox', title: 'Anything else?' },
    ],
  });
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.fe-step select').selectOption('pitched');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Which roof?': 'pitched' }]);
});

test('the runner never loads: a slider first step’s value is saved as the runner’s answer', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, {
    steps: [
      { type: 'slider', title: 'Monthly bill', min: 0, max: 500, step: 10, defaultValue: 100 },
      { type: 'textbox', title: 'Anything else?' },
    ],
  });
  await page.route(RUNNER_SCRIPT, (route) => route.abort());
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.fe-step input[type=range]').fill('250');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Monthly bill': 250 }]);
});

test('after the takeover, leaving while the runner’s own call opening the session is on its way: the answer is saved in that one session', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  // Any call opening a session without answers (the spec's POST …/session or a PUT …/sessions/{id}) is held past
  // the respondent's leaving; a call carrying answers is not.
  const held = await holdSessionOpening(
    page,
    (u) => u.pathname.startsWith(`/api/forms/${form.id}/session`),
    pause(1500),
  );
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  const box = page.locator('.fe-step textarea');
  await box.fill('Answered after the takeover');
  await expect.poll(() => held.length).toBe(1);
  await page.goto('about:blank');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'Answered after the takeover' }]);
  const [row] = await rowsOf(request, form.id);
  expect(row.response).toBeNull();
  expect(held[0]).toContain(`/sessions/${row.session_id}`);
});

test('the runner’s call opening the session is met with a proof-of-work challenge: it solves it, retries and saves', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, textForm);
  const salt = 'runner-put-salt';
  const challenge = createHash('sha256').update(`${salt}42`).digest('hex');
  const opens: { challenged: boolean; pass: string | null }[] = [];
  await page.route(`**/api/forms/${form.id}/sessions/*`, async (route) => {
    const req = route.request();
    if (req.postData()) return route.fallback();
    if (opens.length === 0) {
      opens.push({ challenged: true, pass: null });
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Too many requests',
          challenge: { algorithm: 'SHA-256', challenge, maxnumber: 1000, salt, signature: 'made-up' },
        }),
      });
    }
    const headers = { ...req.headers() };
    opens.push({ challenged: false, pass: headers['x-altcha'] ?? null });
    // The stand-in challenge's signature is not the server's: the retry goes on without the pass.
    delete headers['x-altcha'];
    return route.fallback({ headers });
  });
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await page.locator('.fe-step textarea').fill('Solved and saved');
  await expect
    .poll(async () => (await rowsOf(request, form.id)).map((r) => r.temp_response))
    .toEqual([{ 'Tell us about your project': 'Solved and saved' }]);
  expect(opens).toHaveLength(2);
  const pass = JSON.parse(Buffer.from(opens[1].pass ?? '', 'base64').toString()) as { number: number };
  expect(pass).toEqual(expect.objectContaining({ number: 42, salt, challenge }));
});
