// The date step in Chromium against the real server: a German respondent picks a day in the browser's date field
// (a closed weekday is refused in German), then a time slot; the owner's lead shows "Di., 8. Dez. 2026, 08:00–10:00".
// Screenshots at 375 and 1280 px (docs/screenshots/step-date-<width>.png), axe-core clean (WCAG 2.2 A/AA).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { embedPath } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';
import { dayFromToday, heading } from './helpers.ts';

const config = {
  title: 'Fensterreinigung',
  language: 'de',
  steps: [
    {
      id: 'visit',
      type: 'date',
      title: 'Wann dürfen wir kommen?',
      minDays: 1,
      excludedWeekdays: [0],
      slots: [
        { id: 'early', label: '08:00–10:00' },
        { id: 'late', label: '10:00–12:00' },
      ],
    },
    { id: 'contact', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
};
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function photograph(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const runner = page.locator('.fe-runner');
    if (width < 640) await expect(runner).toHaveClass(/fe-mobile/);
    else await expect(runner).not.toHaveClass(/fe-mobile/);
    await page.screenshot({ path: `${shots}/step-${name}-${width}.png`, fullPage: true });
    expect(await axeViolations(page, { rules: 'wcag' }), `${name} at ${width} px`).toEqual([]);
  }
}

// axe is injected as a script; the /embed page's CSP (script-src 'self') would refuse it otherwise.
test.use({ bypassCSP: true });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Weiter' });

test('a respondent picks a day and a time slot; the owner reads the day in German in the lead', async ({
  page,
}) => {
  await signIn(page.context(), `date${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(page.context().request, config, { language: 'de' });
  await page.goto(embedPath(form));
  await expect(page.getByText('Frage 1 von 2')).toBeVisible();
  await expect(heading(page)).toHaveText('Wann dürfen wir kommen?');
  const field = page.getByLabel('Wann dürfen wir kommen?');
  await expect(field).toHaveAttribute('min', dayFromToday(1));
  await expect(page.getByText('Nicht möglich: Sonntag')).toBeVisible();

  // A closed weekday and a day before the first one are named in German once the field is left; Continue waits.
  await field.fill(dayFromToday(2, 0));
  await field.blur();
  await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie einen anderen Tag als Sonntag');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await field.fill(dayFromToday(0));
  await expect(page.getByRole('alert')).toHaveText(/^Bitte wählen Sie den .+ oder später$/);
  await expect(continueButton(page)).toBeDisabled();

  // A Tuesday: the slots appear, and Continue waits for one.
  const tuesday = dayFromToday(2, 2);
  await field.fill(tuesday);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const slots = page.getByRole('group', { name: 'Uhrzeit wählen' });
  await expect(slots.getByRole('radio')).toHaveCount(2);
  await expect(continueButton(page)).toBeDisabled();
  await slots.getByRole('radio', { name: '08:00–10:00' }).check();
  await expect(continueButton(page)).toBeEnabled();
  await photograph(page, 'date');
  await continueButton(page).click();

  await expect(heading(page)).toHaveText('Wie erreichen wir Sie?');
  await page.getByLabel('Vorname').fill('Ada');
  await page.getByLabel('Nachname').fill('Lovelace');
  await page.getByLabel('E-Mail').fill('ada@example.com');
  await page.getByRole('checkbox').check();
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form.id}/submit`));
  await page.getByRole('button', { name: 'Absenden' }).click();
  const res = await submitted;
  expect(res.request().postDataJSON()).toMatchObject({
    'Wann dürfen wir kommen?': { date: tuesday, slot: 'early' },
  });
  const { id } = (await res.json()) as { id: number };

  const shown = `${new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${tuesday}T00:00:00Z`))}, 08:00–10:00`;
  expect(shown).toMatch(/^Di\., /);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/forms/${form.id}/responses/${id}`);
  await expect(page.getByText(shown)).toBeVisible();
  await page.goto(`/forms/${form.id}/responses`);
  await expect(page.getByRole('cell', { name: shown })).toBeVisible();
});
