// How /embed's runner opens the answer session: only once the respondent answers, under an id the page makes up
// (`PUT /api/forms/{id}/sessions/{id}`), so an answer left while that call is on its way is saved into the same
// session; a proof-of-work challenge on that call is solved and the call retried.
import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishedEmbed } from './helpers.ts';

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

/** Counts the answer sessions the page asks for: the spec's POST …/session, and each id the runner PUTs. */
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
 * through) until `until` settles, then lets each through; the held calls' URLs.
 */
async function holdSessionOpening(
  page: Page,
  url: (u: URL) => boolean,
  until: () => Promise<unknown>,
): Promise<string[]> {
  const held: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().postData()) return route.fallback();
    held.push(route.request().url());
    await until();
    await route.fallback().catch(() => undefined);
  });
  return held;
}

const pause = (ms: number) => () => new Promise((done) => setTimeout(done, ms));

const textForm = {
  hiddenFields: ['utm_source'],
  steps: [
    { type: 'textbox', title: 'Tell us about your project', placeholder: 'Your notes', rows: 3 },
    { type: 'contact', title: 'Your details' },
  ],
};

test('a respondent who does not type opens no answer session', async ({ page, request }) => {
  const { form, url } = await publishedEmbed(request, textForm);
  const sessions = countSessions(page, form.id);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');
  await page.locator('.fe-step textarea').focus();
  await page.goto('about:blank');
  // The page is gone and nothing was asked for: no session, no response row.
  expect(sessions()).toBe(0);
  expect(await rowsOf(request, form.id)).toEqual([]);
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
    .toEqual([{ tell_us_about_your_project: 'Answered after the takeover' }]);
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
    .toEqual([{ tell_us_about_your_project: 'Solved and saved' }]);
  expect(opens).toHaveLength(2);
  const pass = JSON.parse(Buffer.from(opens[1].pass ?? '', 'base64').toString()) as { number: number };
  expect(pass).toEqual(expect.objectContaining({ number: 42, salt, challenge }));
});
