// /embed's first step arrives rendered by the server: readable without JavaScript, taken over (hydrated) by the
// runner without a layout shift or a second copy, and the journey goes on as before.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { shortConfig } from '../fixtures/configs.ts';
import { continueButton, expectStep, heading, publishedEmbed } from './helpers.ts';
import { holdScript } from '../fixtures/hold-script.ts';
import { expectScriptsAfterFirstPaint } from '../fixtures/paint-order.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** Sums layout shifts (not caused by input) from the first paint on, as Core Web Vitals' CLS does. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const takenOver = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-runner', 'hydrated');

/** Holds the runner's script back until release(), so the page shows only what the server sent. */
const holdRunnerScript = (page: Page) => holdScript(page, /\/assets\/embed-[^/]*\.js$/);

/** One first step of each kind below, then a contact step so there is a journey to finish. */
const firstSteps = {
  textbox: { type: 'textbox', title: 'Tell us about your project', placeholder: 'Your notes', rows: 3 },
  slider: {
    type: 'slider',
    title: 'Monthly electricity bill',
    min: 50,
    max: 500,
    step: 10,
    defaultValue: 150,
  },
  dropdown: {
    type: 'dropdown',
    title: 'Which roof type do you have?',
    options: [
      { id: 'pitched', title: 'Pitched' },
      { id: 'flat', title: 'Flat' },
    ],
  },
  multiSelect: {
    type: 'multiSelect',
    title: 'Which services interest you?',
    options: [
      { id: 'panels', title: 'Solar panels', icon: 'Sun' },
      { id: 'battery', title: 'Battery storage', icon: 'Battery' },
    ],
  },
  contact: { type: 'contact', title: 'How can we reach you?' },
} as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first step’s question and choices are on the page', async ({ page, request }) => {
    const { url } = await publishedEmbed(request, shortConfig);
    await page.goto(url);
    await expect(heading(page)).toHaveText('Pick a plan');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Basic' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pro' })).toBeVisible();
  });

  test('a German form’s first step is in German', async ({ page, request }) => {
    const { url } = await publishedEmbed(
      request,
      { steps: [{ type: 'textbox', title: 'Was sollen wir wissen?' }, firstSteps.contact] },
      { language: 'de' },
    );
    await page.goto(url);
    await expect(heading(page)).toHaveText('Was sollen wir wissen?');
    await expect(page.getByText('Frage 1 von 2')).toBeVisible();
    await expect(page.getByRole('button', { name: /Weiter/ })).toBeVisible();
  });

  for (const [type, step] of Object.entries(firstSteps)) {
    test(`a ${type} first step shows its question`, async ({ page, request }) => {
      const { url } = await publishedEmbed(request, { steps: [step, { type: 'textbox', title: 'Last' }] });
      await page.goto(url);
      await expect(heading(page)).toHaveText(step.title);
      await expect(heading(page)).toBeVisible();
    });
  }
});

test('the runner takes over the server’s markup: the same nodes, no layout shift, one copy, and the journey submits', async ({
  page,
  request,
}) => {
  await watchLayoutShifts(page);
  const { form, url } = await publishedEmbed(request, shortConfig);
  const release = await holdRunnerScript(page);
  // Not waiting for load (nor DOMContentLoaded): both wait for the held-back module script.
  await page.goto(url, { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Pick a plan');
  // Mark the server's nodes: hydrating keeps them, a fresh render would replace them.
  await page.evaluate(() => {
    (document.querySelector('.fe-step h2') as unknown as { __server: boolean }).__server = true;
  });
  release();
  await takenOver(page);
  expect(
    await page.evaluate(
      () => (document.querySelector('.fe-step h2') as unknown as { __server?: boolean }).__server,
    ),
  ).toBe(true);
  await expect(page.locator('.fe-runner')).toHaveCount(1);
  await expect(page.locator('.fe-step')).toHaveCount(1);
  await expect(page.locator('.fe-tile')).toHaveCount(2);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // /embed opens the answer session under an id it makes up.
  const sessionCreated = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/forms/${form.id}/sessions/`),
  );
  await page.getByRole('button', { name: 'Pro' }).click();
  expect((await sessionCreated).status()).toBe(201);
  await expectStep(page, 2, 3, 'Any comments?');
  await page.getByRole('textbox').fill('Looks good');
  await continueButton(page).click();
  await expectStep(page, 3, 3, 'Your details');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await submitted).status()).toBeLessThan(300);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});

test('what the link prefills is in the server-rendered field, and stays once the runner takes over', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(
    request,
    {
      steps: [
        { id: 'name', type: 'textbox', title: 'Your name', validation: { required: true } },
        { type: 'textbox', title: 'More' },
      ],
    },
    {},
    { name: 'Ann' },
  );
  const release = await holdRunnerScript(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Your name');
  await expect(page.getByRole('textbox')).toHaveValue('Ann');
  await expect(page.locator('#root')).not.toHaveAttribute('data-runner', /./);
  release();
  await takenOver(page);
  await expect(page.getByRole('textbox')).toHaveValue('Ann');
  await continueButton(page).click();
  await expectStep(page, 2, 2, 'More');
});

test('nothing is fetched or run before the first paint: the runner’s code is requested after it', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await takenOver(page);
  await expectScriptsAfterFirstPaint(page, /^\/assets\/embed-[\w-]+\.js$/);
});

test.describe('what the respondent does before the runner has taken over', () => {
  type Row = { response: Record<string, unknown> | null; temp_response: Record<string, unknown> | null };
  const rowsOf = async (request: APIRequestContext, formId: number) =>
    (await (await request.get(`/api/forms/${formId}/responses`)).json()) as Row[];
  /** Counts the page's POSTs to a form endpoint (…/session, …/submit). */
  const countPosts = (page: Page, ending: string) => {
    const seen = { count: 0 };
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(ending)) seen.count++;
    });
    return seen;
  };
  /**
   * A finger's tap on the server-rendered Next or Submit: the server rendered the step unanswered, so the button
   * carries the runner's aria-disabled (which Playwright's click waits out, a finger does not) until the runner has
   * the answer.
   */
  const tapHeld = (button: Locator) => button.click({ force: true });
  /** Opens the page with the runner's script held back: only the server's markup, no handler on it. */
  async function openHeld(page: Page, url: string) {
    const release = await holdRunnerScript(page);
    // Not waiting for load (nor DOMContentLoaded): both wait for the held-back module script.
    await page.goto(url, { waitUntil: 'commit' });
    await expect(heading(page)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-runner', /./);
    return release;
  }

  test('two taps on a choice choose it once and move on once; the choice is saved', async ({
    page,
    request,
  }) => {
    const { form, url } = await publishedEmbed(request, shortConfig);
    const release = await openHeld(page, url);
    await page.getByRole('button', { name: 'Pro' }).click();
    await page.getByRole('button', { name: 'Pro' }).click();
    // Nothing posted the page away in the meantime.
    await expect(heading(page)).toHaveText('Pick a plan');
    release();
    await takenOver(page);
    await expectStep(page, 2, 3, 'Any comments?');
    await expect
      .poll(async () => (await rowsOf(request, form.id))[0]?.temp_response)
      .toMatchObject({ pick_a_plan: 'pro' });
    // Still on step 2 a moment later: the second tap did not move the respondent on again.
    await page.waitForTimeout(800);
    await expectStep(page, 2, 3, 'Any comments?');
  });

  test('text typed into the first step is kept, reaches the runner and is saved', async ({
    page,
    request,
  }) => {
    const { form, url } = await publishedEmbed(request, {
      steps: [
        { type: 'textbox', title: 'Your story', validation: { required: true } },
        { type: 'textbox', title: 'More' },
      ],
    });
    const release = await openHeld(page, url);
    await page.getByRole('textbox').pressSequentially('Once upon a time');
    release();
    await takenOver(page);
    await expect(page.getByRole('textbox')).toHaveValue('Once upon a time');
    await expect
      .poll(async () => (await rowsOf(request, form.id))[0]?.temp_response)
      .toMatchObject({ your_story: 'Once upon a time' });
    // The runner holds the answer as valid: Continue moves on.
    await continueButton(page).click();
    await expectStep(page, 2, 2, 'More');
  });

  test('Next tapped twice after typing moves on exactly one step, with the answer', async ({
    page,
    request,
  }) => {
    const { form, url } = await publishedEmbed(request, {
      steps: [
        { type: 'textbox', title: 'Your story', validation: { required: true } },
        { type: 'textbox', title: 'More' },
        { type: 'textbox', title: 'Last' },
      ],
    });
    const release = await openHeld(page, url);
    await page.getByRole('textbox').fill('A new roof');
    await tapHeld(continueButton(page));
    await tapHeld(continueButton(page));
    await expect(heading(page)).toHaveText('Your story');
    release();
    await takenOver(page);
    await expectStep(page, 2, 3, 'More');
    await expect
      .poll(async () => (await rowsOf(request, form.id))[0]?.temp_response)
      .toMatchObject({ your_story: 'A new roof' });
    await page.waitForTimeout(500);
    await expectStep(page, 2, 3, 'More');
  });

  test('a choice picked from a list and Next are kept', async ({ page, request }) => {
    const { form, url } = await publishedEmbed(request, {
      steps: [
        { ...firstSteps.dropdown, validation: { required: true } },
        { type: 'textbox', title: 'Last' },
      ],
    });
    const release = await openHeld(page, url);
    await page.getByRole('combobox').selectOption('Flat');
    await tapHeld(continueButton(page));
    release();
    await takenOver(page);
    await expectStep(page, 2, 2, 'Last');
    await expect
      .poll(async () => (await rowsOf(request, form.id))[0]?.temp_response)
      .toMatchObject({ which_roof_type_do_you_have: 'flat' });
  });

  test('a contact step filled, ticked and submitted before takeover is submitted once, with every field', async ({
    page,
    request,
  }) => {
    const { form, url } = await publishedEmbed(request, { steps: [firstSteps.contact] });
    const submits = countPosts(page, '/submit');
    const release = await openHeld(page, url);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    // A checkbox works natively meanwhile: the tick shows at once.
    await page.getByRole('checkbox').check();
    await tapHeld(page.getByRole('button', { name: 'Submit' }));
    // Enter in a field is a tap on Submit too (the browser's implicit submission).
    await page.getByLabel('Email').press('Enter');
    await expect(heading(page)).toHaveText('How can we reach you?');
    expect(submits.count).toBe(0);
    release();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const rows = await rowsOf(request, form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.response?.how_can_we_reach_you).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(submits.count).toBe(1);
  });

  test('a tick and typed names made before takeover never show reset while the runner takes over', async ({
    page,
    request,
  }) => {
    const { url } = await publishedEmbed(request, { steps: [firstSteps.contact] });
    const release = await openHeld(page, url);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('checkbox').check();
    // Every frame and every task until well after takeover, the fields are read as the respondent would see them.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const box = document.querySelector<HTMLInputElement>('#root input[type=checkbox]');
        const first = document.querySelector<HTMLInputElement>('#root input[autocomplete="given-name"]');
        const now = `${box?.checked}|${first?.value}`;
        if (seen.at(-1) !== now) seen.push(now);
      };
      const frame = () => {
        look();
        if (seen.length < 50) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const tick = () => {
        look();
        if (document.getElementById('root')?.dataset.runner !== 'done') setTimeout(tick);
      };
      setTimeout(tick);
      new MutationObserver(look).observe(document.getElementById('root')!, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    release();
    await takenOver(page);
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    const seen = await page.evaluate(() => {
      document.getElementById('root')!.dataset.runner = 'done';
      return (window as unknown as { seen: string[] }).seen;
    });
    expect(seen).toEqual(['true|Ada']);
    // The runner's state has the tick: a click now unticks it, as it would for the respondent.
    await page.getByRole('checkbox').uncheck();
    await expect(page.getByRole('checkbox')).not.toBeChecked();
  });
});

test('on a phone the mobile layout comes from the server and stays put', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 760 }, userAgent: PHONE });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await takenOver(page);
  await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'mobile');
  await expect(page.locator('.fe-runner')).toHaveClass(/fe-mobile/);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await context.close();
});

test('a narrow frame on a desktop browser drops the desktop markup and renders the mobile layout itself', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 500, height: 760 });
  await watchLayoutShifts(page);
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'desktop');
  await expect(page.locator('.fe-runner')).toHaveClass(/fe-mobile/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-runner', 'hydrated');
  await expect(page.locator('.fe-runner')).toHaveCount(1);
  await expect(heading(page)).toHaveText('Pick a plan');
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

for (const [type, step] of Object.entries(firstSteps)) {
  test(`a ${type} first step is taken over without a shift or a second copy`, async ({ page, request }) => {
    await watchLayoutShifts(page);
    const { url } = await publishedEmbed(request, { steps: [step, { type: 'textbox', title: 'Last' }] });
    await page.goto(url);
    await takenOver(page);
    await expect(heading(page)).toHaveText(step.title);
    await expect(page.locator('.fe-step')).toHaveCount(1);
    // The hydrated step answers input.
    if (type === 'textbox') {
      await page.getByRole('textbox').fill('A new roof');
      await expect(continueButton(page)).toBeEnabled();
    } else if (type === 'dropdown') {
      await page.getByRole('combobox').selectOption('Flat');
      await expect(continueButton(page)).toBeEnabled();
    } else if (type === 'multiSelect') {
      await page.getByRole('button', { name: 'Battery storage' }).click();
      await expect(continueButton(page)).toBeEnabled();
    }
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('a theme kept in the frame’s storage replaces the server’s default colours once the runner takes over', async ({
  page,
  request,
}) => {
  const { url } = await publishedEmbed(request, shortConfig);
  // The server cannot see the frame's storage: it renders the default accent; the runner applies the stored one.
  const first = await (await page.request.get(url)).text();
  expect(first).toContain('--fe-accent:#14b8a6');
  await page.addInitScript(() => localStorage.setItem('accent', 'red'));
  await page.goto(url);
  await takenOver(page);
  await expect
    .poll(() => page.locator('.fe-runner').evaluate((el) => el.getAttribute('style') ?? ''))
    .toMatch(/--fe-accent:\s*#ef4444/);
});
