// An owner reads in their language what the form model and the server word: in the builder what a chat edit
// changed (also after reopening the form), the logic checker's problems and the pickers' entries; in the settings
// dialogs the e-mail placeholders and the default closed message.
import crypto from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { axeViolations } from '../fixtures/axe.ts';

test.use({ bypassCSP: true, reducedMotion: 'reduce', locale: 'de-DE' });

const roofCheck = {
  title: 'Dachcheck',
  language: 'de',
  steps: [
    {
      id: 'dach',
      type: 'tiles',
      title: 'Welches Dach haben Sie?',
      options: [
        { id: 'flach', title: 'Flachdach', icon: 'Home' },
        { id: 'steil', title: 'Steildach', icon: 'Building' },
      ],
    },
    {
      id: 'anmerkungen',
      type: 'textbox',
      title: 'Noch Anmerkungen?',
      placeholder: 'Hier eingeben',
      rows: 2,
      validation: { required: true },
    },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
};

const UNCHANGED_DE = 'Nichts geändert. Es wurde kein Credit verbraucht.';

/** Words of the English texts this journey makes the builder show, were any left untranslated. */
const ENGLISH =
  /\b(Added|Made|Renamed|Step \d|rule \d|Calculation|formula|which is not|Thank-you|Fix this)\b/;

async function noEnglish(area: Locator) {
  expect(await area.innerText()).not.toMatch(ENGLISH);
}

test('a German owner reads a chat edit and a logic problem in German', async ({ page, context }) => {
  await signIn(context, 'sprache');
  const form = await publishForm(context.request, roofCheck, {
    label: `Dach ${crypto.randomUUID().slice(0, 6)}`,
    language: 'de',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/buildform?formId=${form.id}`);
  await expect(page.getByTestId('outline-item')).toHaveCount(3);

  // A chat edit: what it changed, one line each, in German.
  await page
    .getByLabel('Beschreibung')
    .fill('Mache Schritt 2 optional und füge Metalldach zu Schritt 1 hinzu');
  await page.getByLabel('Beschreibung').press('Enter');
  await expect(page.getByText('Formular aktualisiert!', { exact: false })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('edit-summary');
  await expect(summary).toHaveText(
    '„Metalldach“ zu „Welches Dach haben Sie?“ hinzugefügt\n„Noch Anmerkungen?“ optional gemacht',
  );
  await noEnglish(summary);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(summary).toBeVisible();
    // The header's German Publish button stays on the screen.
    const publish = await page.getByRole('button', { name: 'Veröffentlichen' }).boundingBox();
    expect((publish?.x ?? width) + (publish?.width ?? 0)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `docs/screenshots/builder-chat-de-${width}.png` });
  }
  expect(await axeViolations(page, { exclude: [['iframe']] })).toEqual([]);

  // Reopened, the kept conversation reads the same.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('edit-summary')).toHaveText(
    '„Metalldach“ zu „Welches Dach haben Sie?“ hinzugefügt\n„Noch Anmerkungen?“ optional gemacht',
  );
  await expect(page.getByText('Formular aktualisiert!', { exact: false })).toBeVisible();
  // The same instruction again changes nothing: said in German, live and once reopened.
  await page.getByLabel('Beschreibung').fill('Mache Schritt 2 optional');
  await page.getByLabel('Beschreibung').press('Enter');
  const unchanged = page.getByText(UNCHANGED_DE);
  await expect(unchanged).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('edit-summary')).toHaveCount(1);
  await expect(unchanged).toHaveCount(1);

  // The logic pickers name steps and the end in German.
  await page.getByTestId('outline-item').first().locator('button').first().click();
  const logic = page.getByRole('region', { name: 'Logik von Frage 1' });
  await logic.getByRole('button', { name: /^Logik/ }).click();
  await logic.getByRole('button', { name: 'Regel hinzufügen' }).click();
  const goTo = logic.getByLabel('Regel 1: weiter zu');
  await expect(goTo.locator('option')).toHaveText([
    '2. Noch Anmerkungen?',
    '3. Wie erreichen wir Sie?',
    'Dankesseite (Ende)',
  ]);
  await goTo.selectOption({ label: 'Dankesseite (Ende)' });

  // A formula naming an unknown id: the checker's problem, live and as the reason the draft is held back.
  await page.getByRole('button', { name: 'Ganzes Formular' }).click();
  const calcs = page.getByRole('region', { name: 'Berechnungen' });
  await calcs.getByRole('button', { name: 'Berechnung hinzufügen' }).click();
  await calcs.getByLabel('Formel').fill('1500 + flaeche');
  const problem =
    'Berechnung „estimate“: Die Formel nennt „flaeche“, das ist weder eine Schritt-ID noch eine Berechnung.';
  await expect(calcs.getByText(problem)).toBeVisible();
  const held = page.getByTestId('save-problem');
  await expect(held).toContainText(`Beheben Sie zuerst dieses Problem: ${problem}`);
  await noEnglish(calcs);
  await noEnglish(held);
  expect(await axeViolations(page, { exclude: [['iframe']] })).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(held).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/builder-logic-de-${width}.png` });
  }
});

test.describe('a French owner', () => {
  test.use({ locale: 'fr-FR' });

  test('reads the e-mail placeholders, the default closed message and a refused upload in French', async ({
    page,
    context,
  }) => {
    await signIn(context, 'francais');
    const label = `Toit ${crypto.randomUUID().slice(0, 6)}`;
    await publishForm(
      context.request,
      { ...roofCheck, language: 'fr', hiddenFields: ['utm_source'] },
      { label },
    );
    await page.goto('/dashboard');
    const settings = page.getByRole('button', { name: `Paramètres de ${label}` });

    await settings.click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    const insert = notifications.getByLabel('Insérer une réponse dans le message');
    await expect(insert.locator('option')).toContainText([
      'Insérer une réponse…',
      'Welches Dach haben Sie?',
      'Wie erreichen wir Sie? — prénom',
      'Wie erreichen wir Sie? — e-mail',
      'Champ masqué : utm_source',
    ]);
    await page.keyboard.press('Escape');

    await settings.click();
    await page.getByRole('menuitem', { name: 'Disponibilité' }).click();
    const availability = page.getByRole('dialog', { name: 'Disponibilité' });
    await expect(
      availability.getByText('Par défaut : Ce formulaire n’accepte plus de réponses.'),
    ).toBeVisible();
    await noEnglish(availability);
    await page.keyboard.press('Escape');

    // A refused upload in the builder: the server's code in French, not its English words.
    const form = (await (await context.request.get('/api/forms')).json()) as Array<{ id: number }>;
    await page.goto(`/edit/${form[0].id}`);
    await page.getByTestId('outline-item').first().locator('button').first().click();
    const panel = page.getByRole('region', { name: 'Modifier la question 1' });
    await page.locator('#step-0-type').click();
    await page.getByRole('combobox', { name: 'Rechercher un type d’étape' }).fill('image');
    await page.getByRole('combobox', { name: 'Rechercher un type d’étape' }).press('Enter');
    await panel.getByLabel('Image de l’option 1').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(panel.getByRole('alert')).toHaveText('Ce type de fichier n’est pas pris en charge.');
  });
});
