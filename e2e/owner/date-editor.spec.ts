// The date step's panel in the builder: the window from today, closed weekdays and time slots, saved to the
// draft. Screenshots at 375 and 1280 px (docs/screenshots/editor-date-<width>.png), axe-core clean (WCAG 2.2 A/AA).
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { builderAtWidth, draftSaved, editQuestion, shootPanel } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

test('an owner turns a step into a date with closed Sundays and two time slots, and saves the draft', async ({
  page,
  context,
}) => {
  await signIn(context, 'dates');
  const form = await publishForm(context.request, shortConfig, {
    label: `Dates ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  const panel = await editQuestion(page, 2);
  await page.locator('#step-1-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('date');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  // A new date step starts tomorrow.
  await expect(panel.getByLabel('Earliest day: days from today (0 is today)')).toHaveValue('1');
  await panel.getByLabel('Latest day: days from today').fill('60');
  await panel.getByRole('checkbox', { name: 'Sun' }).check();
  await panel.getByRole('button', { name: 'Add a time slot' }).click();
  await panel.getByLabel('Time slot 1').fill('08:00–10:00');
  await panel.getByRole('button', { name: 'Add a time slot' }).click();
  await panel.getByLabel('Time slot 2').fill('Afternoon');
  await panel.getByLabel('Time slot 2').blur();
  // The draft is stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(panel).toBeVisible();
    await shootPanel(panel, `${shots}/editor-date-${width}.png`);
    expect(
      await axeViolations(page, { rules: 'wcag', exclude: [['iframe']] }),
      `date panel at ${width} px`,
    ).toEqual([]);
  }

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: unknown[] };
  };
  expect(stored.draftConfig.steps[1]).toMatchObject({
    type: 'date',
    minDays: 1,
    maxDays: 60,
    excludedWeekdays: [0],
    // A slot gets its id from its label once named.
    slots: [
      { id: 'slot_0800_1000', label: '08:00–10:00' },
      { id: 'slot_afternoon', label: 'Afternoon' },
    ],
  });
});
