// Logic in the builder: a branching rule and an ending built from pickers, saved and taken by a respondent;
// a calculation checked as typed (not stored while wrong, previewed when right) that appears on the final screen;
// save-time problems shown readably; the builder's preview follows the rules.
import crypto from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';
import { draftSaved, editQuestion, openWholeForm } from '../fixtures/builder.ts';

const CONTACT_STEP = { type: 'contact', title: 'How can we reach you?' };

/** A form without logic yet: the owner adds it in the editor. */
const plainSolar = {
  title: 'Solar quote',
  steps: [
    {
      type: 'tiles',
      title: 'Do you own the property?',
      options: [
        { id: 'own', title: 'I own it', icon: 'Home' },
        { id: 'rent', title: 'I rent', icon: 'Building' },
      ],
    },
    { type: 'slider', title: 'Monthly electricity bill', min: 50, max: 800, step: 10, defaultValue: 150 },
    { type: 'textbox', title: 'Anything else?' },
    CONTACT_STEP,
  ],
};

type StoredForm = {
  config: {
    steps: Array<{ id?: string; logic?: unknown; otherwise?: string; options?: Array<{ value?: number }> }>;
    endings?: unknown;
    calculations?: Array<{ formula: string }>;
  };
};

async function openManualEditor(page: Page, formId: number) {
  await page.goto(`/edit/${formId}`);
  await editQuestion(page, 1);
}

/** The owner's working copy: the saved draft when there is one, else the published config. */
async function stored(page: Page, formId: number): Promise<StoredForm> {
  const form = (await (await page.context().request.get(`/api/forms/${formId}`)).json()) as StoredForm & {
    draftConfig?: StoredForm['config'] | null;
  };
  return { config: form.draftConfig ?? form.config };
}

/** Publish makes the saved draft what respondents get; the share panel it opens is closed again. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Form published', { exact: true })).toBeVisible();
  // The panel is loaded on demand: close it once it is there, not before.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function fillContact(frame: Page | ReturnType<Page['frameLocator']>) {
  await frame.getByLabel('First name').fill('Ada');
  await frame.getByLabel('Last name').fill('Lovelace');
  await frame.getByLabel('Email').fill('ada@example.com');
  await frame.getByRole('checkbox').check();
}

test('the owner builds a branching rule and an ending; the published form takes the branch to the ending', async ({
  page,
  context,
}) => {
  await signIn(context, 'logiceditor');
  const form = await publishForm(context.request, plainSolar, {
    label: `Logic ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openManualEditor(page, form.id);

  // An ending first, so a rule can lead to it.
  await openWholeForm(page);
  const endings = page.getByRole('region', { name: 'Endings' });
  await expect(endings.getByText('No endings yet.')).toBeVisible();
  await endings.getByRole('button', { name: 'Add ending' }).click();
  await endings.getByLabel('Title').fill('Sorry, we only install on homes you own');
  await endings.getByLabel('Description').fill('Ask your landlord to get in touch.');

  // Question 1's Logic panel: ids are set for every step, a rule built from pickers.
  await editQuestion(page, 1);
  const logic = page.getByRole('region', { name: 'Logic of question 1' });
  await logic.getByRole('button', { name: /^Logic/ }).click();
  await expect(logic.getByLabel('Question id')).toHaveValue('do_you_own_the_property');
  await logic.getByLabel('Question id').fill('owner');
  await logic.getByRole('button', { name: 'Add rule' }).click();
  const rule = logic.getByTestId('logic-rule');
  // The comparison offers only what fits a tiles question; the answer picker lists its options.
  await expect(rule.getByLabel('Rule 1 condition 1: comparison').locator('option')).toHaveText([
    'is',
    'is not',
    'is one of',
    'is none of',
    'is answered',
    'is skipped',
  ]);
  await rule.getByLabel('Rule 1 condition 1: answer').selectOption({ label: 'I rent' });
  // go-to lists later questions, the ending and the end — never this question.
  const goTo = rule.getByLabel('Rule 1: go to');
  await expect(goTo.locator('option')).toHaveText([
    '2. Monthly electricity bill',
    '3. Anything else?',
    '4. How can we reach you?',
    'Ending: Sorry, we only install on homes you own',
    'Thank-you screen (end)',
  ]);
  await expect(goTo).toHaveValue('ending');
  // Where owners go when no rule matches.
  await logic.getByLabel('Otherwise go to').selectOption({ label: '2. Monthly electricity bill' });
  // Renaming the ending carries the rule along.
  await openWholeForm(page);
  await expect(endings.getByText('Used by 1 rule.')).toBeVisible();
  await endings.getByLabel('Id').fill('renters');
  await editQuestion(page, 1);
  await expect(goTo).toHaveValue('renters');

  await draftSaved(page);
  const saved = await stored(page, form.id);
  expect(saved.config.steps.map((s) => s.id)).toEqual([
    'owner',
    'monthly_electricity_bill',
    'anything_else',
    'how_can_we_reach_you',
  ]);
  expect(saved.config.steps[0].logic).toEqual([{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }]);
  expect(saved.config.steps[0].otherwise).toBe('monthly_electricity_bill');
  expect(saved.config.endings).toEqual([
    {
      id: 'renters',
      title: 'Sorry, we only install on homes you own',
      description: 'Ask your landlord to get in touch.',
    },
  ]);

  // The edit preview (the real runner) follows the rule: a renter's choice ends the form, so Submit shows.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await preview.getByRole('button', { name: 'I rent' }).click();
  await expect(preview.getByRole('button', { name: 'Submit' })).toBeVisible();

  await publish(page);
  // A respondent on the published form takes the branch and reaches the ending; the lead is kept with it.
  const respondent = await context.browser()?.newPage();
  if (!respondent) throw new Error('no browser');
  await respondent.goto(`${new URL(page.url()).origin}${embedPath(form)}`);
  await respondent.getByRole('button', { name: 'I rent' }).click();
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(
    respondent.getByRole('heading', { name: 'Sorry, we only install on homes you own' }),
  ).toBeVisible();
  await expect(respondent.getByText('Ask your landlord to get in touch.')).toBeVisible();
  const rows = (await (await context.request.get(`/api/forms/${form.id}/responses`)).json()) as Array<{
    ending: string | null;
  }>;
  expect(rows.map((r) => r.ending)).toContain('renters');
  // An owner goes on to the next question instead.
  await respondent.goto(`${new URL(page.url()).origin}${embedPath(form)}`);
  await respondent.getByRole('button', { name: 'I own it' }).click();
  await expect(respondent.locator('.fe-step h2')).toHaveText('Monthly electricity bill');
  await respondent.close();
});

test('nested groups: a rule with an "any" group inside, saved as the public format', async ({
  page,
  context,
}) => {
  await signIn(context, 'logicgroups');
  const form = await publishForm(
    context.request,
    {
      steps: [
        { id: 'bill', type: 'slider', title: 'Monthly electricity bill', min: 50, max: 800, step: 10 },
        plainSolar.steps[0],
        plainSolar.steps[2],
        CONTACT_STEP,
      ],
    },
    { label: `Groups ${crypto.randomUUID().slice(0, 6)}` },
  );
  await openManualEditor(page, form.id);
  await editQuestion(page, 2);
  const logic = page.getByRole('region', { name: 'Logic of question 2' });
  await logic.getByRole('button', { name: /^Logic/ }).click();
  await logic.getByRole('button', { name: 'Add rule' }).click();
  await logic.getByRole('button', { name: 'Add a group to Rule 1 condition' }).click();
  const group = logic.getByRole('group', { name: 'Rule 1 condition 2 group' });
  await group
    .getByLabel('Rule 1 condition 2.1: question')
    .selectOption({ label: '1. Monthly electricity bill' });
  await group.getByLabel('Rule 1 condition 2.1: comparison').selectOption({ label: 'is more than' });
  await group.getByLabel('Rule 1 condition 2.1: number').fill('300');
  await group.getByRole('button', { name: 'Add a condition to Rule 1 condition 2' }).click();
  await group
    .getByLabel('Rule 1 condition 2.2: question')
    .selectOption({ label: '1. Monthly electricity bill' });
  await group.getByLabel('Rule 1 condition 2.2: comparison').selectOption({ label: 'is less than' });
  await group.getByLabel('Rule 1 condition 2.2: number').fill('80');
  await logic.getByLabel('Rule 1 condition: match').selectOption('all');
  await logic.getByLabel('Rule 1: go to').selectOption({ label: '4. How can we reach you?' });
  await draftSaved(page);
  expect((await stored(page, form.id)).config.steps[1].logic).toEqual([
    {
      if: {
        all: [
          { op: 'equals', value: 'own' },
          {
            any: [
              { step: 'bill', op: 'gt', value: 300 },
              { step: 'bill', op: 'lt', value: 80 },
            ],
          },
        ],
      },
      goTo: 'how_can_we_reach_you',
    },
  ]);
});

test('a calculation is checked as typed, is not stored while wrong, previews its value and shows on the final screen', async ({
  page,
  context,
}) => {
  await signIn(context, 'logiccalc');
  const form = await publishForm(
    context.request,
    {
      steps: [
        {
          type: 'tiles',
          title: 'Roof material',
          options: [
            { id: 'tile', title: 'Tiles', icon: 'Home' },
            { id: 'metal', title: 'Metal', icon: 'Factory' },
          ],
        },
        { type: 'slider', title: 'Roof area', min: 10, max: 200, step: 5, defaultValue: 40 },
        CONTACT_STEP,
      ],
    },
    { label: `Calc ${crypto.randomUUID().slice(0, 6)}` },
  );
  await openManualEditor(page, form.id);

  // Option values on the option step: metal adds 500.
  await page.getByLabel('Option 2 value').fill('500');

  await openWholeForm(page);
  const calcs = page.getByRole('region', { name: 'Calculations' });
  await calcs.getByRole('button', { name: 'Add calculation' }).click();
  const formula = calcs.getByLabel('Formula');
  // Shown with the questions' names, not their ids; a picker inserts a name.
  await expect(formula).toHaveValue('[Roof material] + [Roof area]');
  const insert = calcs.getByLabel('Insert a question:');
  await expect(insert.locator('option')).toHaveText(['Choose…', 'Roof material', 'Roof area']);

  // A formula that does not parse, then one naming an unknown question: the message, live.
  await formula.fill('1500 +');
  await expect(calcs.getByText(/^Calculation "estimate": the formula does not parse: /)).toBeVisible();
  await expect(formula).toHaveAttribute('aria-invalid', 'true');
  await formula.fill('1500 + [Roof area] × 45 + [Roof materal]');
  await expect(calcs.getByText('There is no question or calculation called "Roof materal"')).toBeVisible();
  await expect(calcs.getByTestId('calculation-preview')).toHaveCount(0);
  // The draft is not stored, and the builder says why.
  await expect(page.getByTestId('save-state')).toHaveText('Not saved');
  await expect(page.getByTestId('save-problem')).toContainText(
    'Fix this problem first: Calculation "estimate"',
  );
  await page.getByTestId('save-problem').getByRole('button', { name: 'Show where' }).click();
  await expect(formula).toBeFocused();
  expect((await stored(page, form.id)).config.calculations).toBeUndefined();

  // The good formula previews with the sample answers (first option, minimum), which the owner can change.
  await formula.fill('1500 + [Roof area] × 45');
  await insert.selectOption({ label: 'Roof material' });
  await expect(formula).toHaveValue('1500 + [Roof area] × 45 [Roof material]');
  await formula.fill('1500 + [roof area] × 45 + [Roof material]');
  await expect(formula).toHaveValue('1500 + [Roof area] × 45 + [Roof material]');
  await expect(formula).not.toHaveAttribute('aria-invalid');
  const preview = calcs.getByTestId('calculation-preview');
  await expect(preview).toHaveText('Preview with the sample answers: Estimated price: $1,950');
  await calcs.getByText('Sample answers for the preview').click();
  await calcs.getByLabel('1. Roof material').selectOption({ label: 'Metal (500)' });
  await calcs.getByLabel('2. Roof area').fill('100');
  await expect(preview).toHaveText('Preview with the sample answers: Estimated price: $6,500');
  await calcs.getByLabel('Currency').selectOption('EUR');
  await expect(preview).toHaveText('Preview with the sample answers: Estimated price: €6,500');

  await draftSaved(page);
  await expect(page.getByTestId('save-problem')).toHaveCount(0);
  const saved = await stored(page, form.id);
  expect(saved.config.steps[0].options?.map((o) => o.value)).toEqual([undefined, 500]);
  expect(saved.config.calculations).toEqual([
    {
      id: 'estimate',
      label: 'Estimated price',
      formula: '1500 + roof_area * 45 + roof_material',
      format: 'currency',
      currency: 'EUR',
      show: true,
    },
  ]);

  await publish(page);
  // A respondent sees the estimate on the final screen.
  const respondent = await context.browser()?.newPage();
  if (!respondent) throw new Error('no browser');
  await respondent.goto(`${new URL(page.url()).origin}${embedPath(form)}`);
  await respondent.getByRole('button', { name: 'Metal' }).click();
  await respondent.getByRole('button', { name: /^40/ }).click();
  await respondent.getByRole('textbox').fill('100');
  await respondent.getByRole('textbox').press('Enter');
  await respondent.getByRole('button', { name: 'Continue' }).click();
  await fillContact(respondent);
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(respondent.locator('[data-calculation="estimate"]')).toContainText('Estimated price');
  await expect(respondent.locator('[data-calculation="estimate"]')).toContainText('€6,500');
  await respondent.close();
});

test("the server's refusal of a save is shown readably", async ({ page, context }) => {
  await signIn(context, 'logicrefused');
  const form = await publishForm(context.request, plainSolar, {
    label: `Refused ${crypto.randomUUID().slice(0, 6)}`,
  });
  await openManualEditor(page, form.id);
  await page.locator('#step-0-title').fill('x'.repeat(1001));
  const problem = page.getByTestId('save-problem');
  await expect(problem).toContainText('Not saved');
  await expect(problem).toContainText(/Invalid form configuration: Step 1 "x{80}…?" \(title\): /);
});

test('the builder preview follows the rules of the form it shows', async ({ page, context }) => {
  await signIn(context, 'logicbuilder');
  const form = await publishForm(
    context.request,
    {
      ...plainSolar,
      steps: plainSolar.steps.map((s, i) =>
        i === 0
          ? { ...s, id: 'owner', logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }] }
          : s,
      ),
      endings: [{ id: 'renters', title: 'Sorry, homeowners only' }],
    },
    { label: `Builder ${crypto.randomUUID().slice(0, 6)}` },
  );
  await page.goto(`/buildform?formId=${form.id}`);
  const preview = page.getByRole('region', { name: 'Live preview' });
  await preview.getByRole('button', { name: 'I rent' }).click();
  await expect(preview.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(preview.locator('.fe-step h2')).toHaveText('Do you own the property?');
  await preview.getByRole('button', { name: 'I own it' }).click();
  await expect(preview.locator('.fe-step h2')).toHaveText('Monthly electricity bill');
});
