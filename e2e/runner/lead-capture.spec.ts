// Lead capture journeys: consent enforced, hidden fields, prefill, piping, availability, resume.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

const consentFirst = {
  title: 'Consent first',
  steps: [
    { type: 'contact', title: 'How can we reach you?' },
    { type: 'textbox', title: 'Anything else?', rows: 2 },
  ],
};

test('an unticked consent box keeps the respondent on the contact step', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, consentFirst);
  await page.goto(url);
  await expectStep(page, 1, 2, 'How can we reach you?');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await expect(page.getByText('You must agree to the data processing terms.')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  // Enter in a field submits the step's form: it must not move on either.
  await page.getByLabel('Email').press('Enter');
  await expectStep(page, 1, 2, 'How can we reach you?');

  await page.getByRole('checkbox').check();
  await expect(page.getByText('You must agree to the data processing terms.')).toBeHidden();
  await continueButton(page).click();
  await expectStep(page, 2, 2, 'Anything else?');
  await page.getByRole('button', { name: /Previous/ }).click();
  await page.getByRole('checkbox').uncheck();
  await expect(continueButton(page)).toBeDisabled();
});

// A host page on another origin (localhost vs the server's 127.0.0.1), with a thank-you page to redirect to.
let host: Server;
let hostUrl = '';
const hostPages = new Map<string, string>();
test.beforeAll(async () => {
  host = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPages.get(path) ?? '<!doctype html><title>Thanks</title><h1>Thank you page</h1>');
  });
  await new Promise<void>((done) => host.listen(0, 'localhost', done));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => host.close());

function loaderPage(serverOrigin: string, form: { label: string; language: string }) {
  return `<!doctype html><html><head><title>Host shop</title></head><body style="margin:0;font-family:sans-serif">
<h1>Our solar offer</h1>
<script src="${serverOrigin}/embed.js" data-language="${form.language}" data-label="${form.label}" data-domain=""></script>
</body></html>`;
}

const oneStep = {
  title: 'One step',
  steps: [{ type: 'contact', title: 'How can we reach you?' }],
};

async function fillContact(frame: Page | FrameLocator) {
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill('Lovelace');
  await frame.getByLabel('Email').fill('ada@example.com');
  await frame.getByRole('checkbox').check();
}

test('a closed form shows its message instead of step 1, in English and German', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, shortConfig);
  const put = await request.put(`/api/forms/${form.id}/settings`, {
    data: { closesAt: '2020-01-01T00:00:00Z' },
  });
  expect(put.ok()).toBe(true);
  await page.goto(url);
  await expect(
    page.getByRole('heading', { name: 'This form is no longer accepting responses.' }),
  ).toBeVisible();
  await expect(page.getByText('Question 1 of')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue|Submit/ })).toHaveCount(0);

  const de = await publishForm(request, shortConfig, { language: 'de' });
  await request.put(`/api/forms/${de.id}/settings`, { data: { closesAt: '2020-01-01T00:00:00Z' } });
  await page.goto(embedPath(de));
  await expect(
    page.getByRole('heading', { name: 'Dieses Formular nimmt keine Antworten mehr an.' }),
  ).toBeVisible();
});

test('a full form shows the owner’s closed message; raising the limit opens it again', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, oneStep);
  await request.put(`/api/forms/${form.id}/settings`, {
    data: { maxResponses: 1, closedMessage: 'We have all the applicants we need, thank you!' },
  });
  // The first respondent takes the last place.
  await page.goto(url);
  await fillContact(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.goto(url);
  await expect(
    page.getByRole('heading', { name: 'We have all the applicants we need, thank you!' }),
  ).toBeVisible();
  await request.put(`/api/forms/${form.id}/settings`, { data: { maxResponses: 5 } });
  await page.goto(url);
  await expect(page.getByLabel('First name')).toBeVisible();
});

test('after submitting, the loader sends the host page to the owner’s redirect address', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, oneStep);
  const target = `${hostUrl}/thanks?from=form`;
  await request.put(`/api/forms/${form.id}/settings`, { data: { redirectUrl: target } });
  hostPages.set('/solar', loaderPage(baseURL as string, form));
  await page.goto(`${hostUrl}/solar`);
  const frame = page.frameLocator('iframe');
  await fillContact(frame);
  await frame.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(target);
  await expect(page.getByRole('heading', { name: 'Thank you page' })).toBeVisible();
  const responses = await request.get(`/api/forms/${form.id}/responses`);
  expect(JSON.stringify(await responses.json())).toContain('ada@example.com');
});

test('the plain /embed page goes to the redirect address itself', async ({ page, request }) => {
  const { form, url } = await publishedEmbed(request, oneStep);
  const target = `${hostUrl}/done`;
  await request.put(`/api/forms/${form.id}/settings`, { data: { redirectUrl: target } });
  await page.goto(url);
  await fillContact(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(target);
});

test('a host page’s ?utm_source reaches the responses table, the CSV and the webhook through the loader', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The owner's CRM: a local receiver that records what the webhook posts.
  const posts: { type: string; data: { response: { hidden: Record<string, string> } } }[] = [];
  const crm = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((done) => crm.listen(0, '127.0.0.1', done));
  try {
    const crmPort = (crm.address() as { port: number }).port;
    await signIn(context, 'utm');
    const saved = await context.request.post('/api/user/webhook', {
      data: { webhookUrl: `http://127.0.0.1:${crmPort}/crm` },
    });
    expect(saved.ok()).toBe(true);
    const form = await publishForm(context.request, {
      ...oneStep,
      hiddenFields: ['utm_source', 'utm_campaign', 'gclid'],
    });
    hostPages.set('/solar-utm', loaderPage(baseURL as string, form));

    // A visitor from a Facebook ad: the host page's own query carries the campaign; `token` is not declared.
    const visitor = await browser.newContext();
    const host = await visitor.newPage();
    await host.goto(`${hostUrl}/solar-utm?utm_source=facebook&utm_campaign=spring%20sale&token=secret`);
    const src = await host.locator('iframe').getAttribute('src');
    // The host query travels in the fragment, so it never reaches the server's logs.
    expect(src).toMatch(/\/embed\?[^#]*#utm_source=facebook&utm_campaign=spring(\+|%20)sale&token=secret$/);
    const frame = host.frameLocator('iframe');
    await fillContact(frame);
    await frame.getByRole('button', { name: 'Submit' }).click();
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await visitor.close();

    await page.goto(`/forms/${form.id}/responses`);
    const table = page.getByRole('region', { name: 'Responses table' });
    // The compact table names the lead's source; the campaign is one tick away in the column picker.
    await expect(table.getByRole('columnheader', { name: 'Source' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'facebook', exact: true })).toBeVisible();
    await page.getByTestId('column-picker').locator('summary').click();
    await page.getByRole('checkbox', { name: 'utm_campaign' }).check();
    await expect(table.getByRole('columnheader', { name: 'utm_campaign' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'spring sale', exact: true })).toBeVisible();
    await expect(table.getByText('secret')).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,utm_source,utm_campaign,gclid',
    );
    expect(lines[1]).toMatch(/,facebook,spring sale,$/);

    await expect
      .poll(() => posts.find((p) => p.type === 'response.completed')?.data.response.hidden, {
        timeout: 20_000,
      })
      .toEqual({ utm_source: 'facebook', utm_campaign: 'spring sale' });
  } finally {
    crm.closeAllConnections();
    crm.close();
  }
});

test('data-hidden on the loader sets fixed values; the page’s own query wins for the same name', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, { ...oneStep, hiddenFields: ['utm_source', 'ref'] });
  hostPages.set(
    '/fixed',
    loaderPage(baseURL as string, form).replace(
      'data-domain=""',
      'data-domain="" data-hidden="ref=footer&utm_source=website&label=hijack"',
    ),
  );
  await page.goto(`${hostUrl}/fixed?utm_source=newsletter`);
  const frame = page.frameLocator('iframe');
  await fillContact(frame);
  await frame.getByRole('button', { name: 'Submit' }).click();
  await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as {
    response: Record<string, unknown>;
  }[];
  expect(rows[0].response._hidden).toEqual({ utm_source: 'newsletter', ref: 'footer' });
});

const prefillForm = {
  title: 'Prefill',
  hiddenFields: ['utm_source'],
  steps: [
    {
      id: 'plan',
      type: 'tiles',
      title: 'Pick a plan',
      options: [
        { id: 'basic', title: 'Basic' },
        { id: 'pro', title: 'Pro' },
      ],
    },
    {
      id: 'budget',
      type: 'slider',
      title: 'Your budget',
      min: 100,
      max: 900,
      step: 50,
      defaultValue: 500,
      prefix: '$',
    },
    { id: 'notes', type: 'textbox', title: 'Anything else?', rows: 2 },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

test('URL parameters named after step ids prefill those steps; invalid values are ignored', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(
    request,
    prefillForm,
    {},
    {
      plan: 'pro',
      budget: '400',
      notes: 'Call me after 5pm',
    },
  );
  await page.goto(url);
  await expectStep(page, 1, 4, 'Pick a plan');
  await expect(page.getByRole('button', { name: /Pro/ })).toHaveAttribute('aria-pressed', 'true');
  // A prefilled tiles choice offers Continue, since the respondent did not click it.
  await continueButton(page).click();
  await expectStep(page, 2, 4, 'Your budget');
  await expect(page.getByRole('slider')).toHaveValue('400');
  await continueButton(page).click();
  await expect(page.getByRole('textbox')).toHaveValue('Call me after 5pm');
  await continueButton(page).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as {
    response: Record<string, unknown>;
  }[];
  expect(rows[0].response).toMatchObject({ plan: 'pro', budget: 400, notes: 'Call me after 5pm' });

  // An unknown option, a budget out of range and an unknown step id change nothing and show no error.
  await page.goto(embedPath(form, { plan: 'gold', budget: '99999', colour: 'red' }));
  await expectStep(page, 1, 4, 'Pick a plan');
  await expect(page.getByRole('button', { name: /Basic/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /Pro/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: /Basic/ }).click();
  await expect(page.getByRole('slider')).toHaveValue('500');
});

test('piping shows an option title, a first name and a hidden value in later texts; missing ones stay empty', async ({
  page,
  request,
}) => {
  const piped = {
    ...prefillForm,
    steps: [
      prefillForm.steps[0],
      prefillForm.steps[3],
      {
        id: 'notes',
        type: 'textbox',
        title: 'Thanks {{contact.firstName}}! Anything to add about the {{plan}} plan?',
        subtitle: 'You came from {{hidden.utm_source}}.{{notes}}',
        rows: 2,
      },
    ],
    submission: {
      title: 'Thank you, {{contact.firstName}}!',
      description: 'Your {{plan}} quote is on its way.',
    },
  };
  const { url } = await publishedEmbed(request, piped, {}, { utm_source: 'newsletter' });
  await page.goto(url);
  await page.getByRole('button', { name: /Pro/ }).click();
  await fillContact(page);
  await continueButton(page).click();
  await expect(page.locator('.fe-step h2')).toHaveText('Thanks Ada! Anything to add about the Pro plan?');
  await expect(page.locator('.fe-step .fe-subtitle')).toHaveText('You came from newsletter.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();
  await expect(page.getByText('Your Pro quote is on its way.')).toBeVisible();
  await expect(page.getByText('{{')).toHaveCount(0);
});

const resumeForm = {
  title: 'Resume',
  steps: [
    {
      id: 'plan',
      type: 'tiles',
      title: 'Pick a plan',
      options: [
        { id: 'basic', title: 'Basic' },
        { id: 'pro', title: 'Pro' },
      ],
    },
    { id: 'notes', type: 'textbox', title: 'Anything else?', rows: 2 },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

test('reloading continues the same answer session at the same step; Start Over and a submit clear it', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, resumeForm);
  await page.goto(url);
  await page.getByRole('button', { name: /Pro/ }).click();
  await expectStep(page, 2, 3, 'Anything else?');
  const saved = page.waitForResponse((r) => r.url().includes('/temp-response') && r.ok());
  await page.getByRole('textbox').fill('Call after 5pm');
  await saved;
  await page.reload();
  await expectStep(page, 2, 3, 'Anything else?');
  await expect(page.getByRole('textbox')).toHaveValue('Call after 5pm');
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(page.getByRole('button', { name: /Pro/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Pro/ }).click();
  await continueButton(page).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // One response for the whole visit: the reload continued the same session.
  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as {
    response: Record<string, unknown> | null;
  }[];
  expect(rows).toHaveLength(1);
  expect(rows[0].response).toMatchObject({ plan: 'pro', notes: 'Call after 5pm' });

  // After the submit, a reload starts a new, empty form.
  await page.reload();
  await expectStep(page, 1, 3, 'Pick a plan');
  await expect(page.getByRole('button', { name: /Pro/ })).toHaveAttribute('aria-pressed', 'false');

  // Start Over forgets the session too.
  await page.getByRole('button', { name: /Basic/ }).click();
  await expectStep(page, 2, 3, 'Anything else?');
  await page.reload();
  await expectStep(page, 2, 3, 'Anything else?');
  await page.getByRole('button', { name: /Previous/ }).click();
  await page.getByRole('button', { name: /Basic/ }).click();
  await continueButton(page).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Start Over' }).click();
  await page.reload();
  await expectStep(page, 1, 3, 'Pick a plan');
});

test('with the frame’s storage blocked, the loader keeps the session on the host page and the form resumes', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, resumeForm);
  hostPages.set('/resume', loaderPage(baseURL as string, form));
  // Third-party storage blocked (Safari, Chrome's blocking settings): localStorage throws inside the frame only.
  await page.addInitScript(() => {
    if (window.top === window) return;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
  });
  await page.goto(`${hostUrl}/resume?utm_source=ads`);
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: /Pro/ }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/temp-response') && r.ok());
  await frame.getByRole('textbox').fill('Evenings only');
  await saved;
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fe-session:'))))
    .toHaveLength(1);

  await page.reload();
  await expect(frame.getByText('Question 2 of 3')).toBeVisible();
  await expect(frame.getByRole('textbox')).toHaveValue('Evenings only');
  await continueButton(frame as unknown as Page).click();
  await fillContact(frame);
  await frame.getByRole('button', { name: 'Submit' }).click();
  await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The submit makes the loader forget the session; the next visit starts fresh.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fe-session:'))))
    .toHaveLength(0);
  await page.reload();
  await expect(frame.getByText('Question 1 of 3')).toBeVisible();
  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as unknown[];
  expect(rows).toHaveLength(1);
});

test('Continue checks a typed address; outside the service area says so in English and German and keeps the lead', async ({
  page,
  context,
}) => {
  await signIn(context, 'area');
  const steps = [
    { type: 'location', id: 'job', title: 'Where is the job?' },
    { type: 'textbox', title: 'Anything else?', rows: 2 },
  ];
  const form = await publishForm(context.request, { steps });
  const de = await publishForm(context.request, { steps }, { language: 'de' });
  for (const f of [form, de]) {
    const put = await context.request.put(`/api/forms/${f.id}/service-area`, {
      data: { serviceArea: { type: 'postalCodes', postalCodes: ['627'] } },
    });
    expect(put.ok()).toBe(true);
  }
  const respondent = page;
  await respondent.goto(embedPath(form));
  const input = respondent.getByPlaceholder('Street, city and postal code');
  // Typed but not checked: Continue is enabled and runs the check, then moves on.
  await input.fill('1 Main St, Springfield, IL 62701');
  await continueButton(respondent).click();
  await expectStep(respondent, 2, 2, 'Anything else?');
  await respondent.getByRole('button', { name: /Previous/ }).click();

  // Outside the area: its own message (not "couldn't find"), the step stays; a second Continue keeps the lead.
  await input.fill('350 5th Ave, New York, NY 10118');
  await continueButton(respondent).click();
  await expect(respondent.getByText("We don't serve this area yet.")).toBeVisible();
  await expect(respondent.getByText("Sorry, we couldn't find this address.")).toHaveCount(0);
  await expectStep(respondent, 1, 2, 'Where is the job?');
  await continueButton(respondent).click();
  await expectStep(respondent, 2, 2, 'Anything else?');
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(respondent.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const rows = (await (await context.request.get(`/api/forms/${form.id}/responses`)).json()) as {
    response: Record<string, { isAvailable?: boolean; postalCode?: string }>;
  }[];
  expect(rows[0].response.job).toMatchObject({ postalCode: '10118', isAvailable: false });

  // Not found: no answer, Continue does not move on.
  await respondent.goto(embedPath(form));
  await input.fill('Nowhere 00000');
  await continueButton(respondent).click();
  await expect(
    respondent.getByText("Sorry, we couldn't find this address. Please check and try again."),
  ).toBeVisible();
  await expectStep(respondent, 1, 2, 'Where is the job?');
  await expect(continueButton(respondent)).toBeDisabled();

  await respondent.goto(embedPath(de));
  await respondent.getByPlaceholder('Straße, Ort und Postleitzahl').fill('350 5th Ave, New York, NY 10118');
  await respondent.getByRole('button', { name: /Weiter/ }).click();
  await expect(respondent.getByText('In diesem Gebiet sind wir noch nicht tätig.')).toBeVisible();
});
