import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

test.describe('a browser preferring German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the sign-in screen in German, with the page language set', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // An e-mail link asked for without an address says so in German.
    await page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }).click();
    await expect(page.getByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `docs/screenshots/owner-language-auth-de-${width}.png`, fullPage: true });
    }
  });
});

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE' });

  test('gets the landing page in German once it has loaded, with German example prompts', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Beschreiben Sie es. Erhalten Sie ein Formular.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Beschreiben Sie das gewünschte Formular')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden / Registrieren' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Kundenumfrage mit einer Bewertung/ })).toBeVisible();
  });
});

test.describe('a German owner', () => {
  test.use({ locale: 'de-DE' });

  test('sees the dashboard in German, forms counted the German way', async ({ page, context }) => {
    await signIn(context, 'deutsch');
    const forms = [];
    for (const label of ['Dach', 'Fenster'])
      forms.push(await publishForm(context.request, shortConfig, { label }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meine Formulare' })).toBeVisible();
    await expect(page.getByText('Sie haben 2 Formulare')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Credits kaufen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neues Formular' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screenshots/owner-language-dashboard-de-${width}.png` });
    }
    // Prices as German writes dollars.
    await page.getByRole('button', { name: 'Credits kaufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits kaufen' });
    await expect(dialog.getByText('Am beliebtesten')).toBeVisible();
    await expect(dialog.getByText('0,40 $ pro Credit')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pro kaufen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Domains' }).click();
    const domains = page.getByRole('dialog', { name: 'Domains' });
    await expect(domains.getByLabel('Domain bestätigen')).toBeVisible();
    await expect(domains.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await domains.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('link', { name: 'Leads an Ihr CRM senden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads an Ihr CRM senden' })).toBeVisible();
    await expect(page.getByLabel('Webhook-URL')).toBeVisible();
    await expect(page.getByText('Noch keine Zustellungen.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/form-console');
    await expect(page.getByRole('heading', { level: 1, name: 'Automatische Aktionen' })).toBeVisible();
    await expect(page.getByLabel('Formular', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible();
    await page.goto(`/forms/${forms[0].id}/preview`);
    await expect(page.getByRole('button', { name: 'Teilen' })).toBeVisible();
    await expect(page.getByText('Angaben zum Formular')).toBeVisible();
    await expect(page.getByRole('link', { name: 'In neuem Tab öffnen' })).toBeVisible();
    await expect(page.getByTitle('Vorschau von Dach')).toBeVisible();
  });
});

test.describe('a German owner following up leads', () => {
  test.use({ locale: 'de-DE' });

  test('reads the form card, its settings, the leads and a lead in German', async ({ page, context }) => {
    await signIn(context, 'leads-de');
    const label = `Dachangebot ${crypto.randomUUID().slice(0, 6)}`;
    const form = await publishForm(context.request, shortConfig, { label });
    const sent = await context.request.post(`/api/forms/${form.id}/submit`, {
      data: {
        'Pick a plan': 'pro',
        'Any comments?': 'Bitte abends anrufen',
        'Your details': { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true },
      },
    });
    expect(sent.status()).toBe(200);
    await page.goto('/dashboard');
    const card = page.getByTestId('form-card');
    await expect(card.getByText('3 Schritte')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
    await expect(card.getByText('Abgeschlossen')).toBeVisible();
    await card.getByRole('button', { name: `Einstellungen für ${label}` }).click();
    await page.getByRole('menuitem', { name: 'Verfügbarkeit' }).click();
    const availability = page.getByRole('dialog', { name: 'Verfügbarkeit' });
    await expect(availability.getByTestId('availability-status')).toHaveText('Aktuell: Geöffnet.');
    // A refused value comes back from the server in English; the app names the field in German.
    await availability.getByLabel('Nach dem Absenden weiterleiten zu').fill('ftp://example.com');
    await availability.getByRole('button', { name: 'Speichern' }).click();
    await expect(availability.getByRole('alert')).toHaveText(
      'Bitte prüfen Sie „Nach dem Absenden weiterleiten zu“: Dieser Wert wird nicht akzeptiert.',
    );
    await availability.getByRole('button', { name: 'Abbrechen' }).click();

    await card.getByRole('link', { name: 'Antworten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Antworten' })).toBeVisible();
    await expect(page.getByText('1 Antwort erhalten')).toBeVisible();
    const table = page.getByRole('region', { name: 'Antworttabelle' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Gesendet am',
      'Name',
      'Kontakt',
      'Pick a plan',
      'Quelle',
    ]);
    await expect(table.getByRole('cell', { name: 'Direkt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV exportieren' })).toBeVisible();
    expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `docs/screenshots/owner-language-responses-de-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await table.getByRole('link', { name: 'Antwort #1 öffnen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Schmidt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu den Antworten' })).toBeVisible();
    await expect(page.getByText('3 Fragen beantwortet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Als Spam markieren' })).toBeVisible();
    await expect(page.getByText('Sitzung')).toBeVisible();
  });
});

test.describe('a German owner on the form screens', () => {
  test.use({ locale: 'de-DE' });

  test('reads the A/B test, the form details, the notifications and API access in German', async ({
    page,
    context,
  }) => {
    await signIn(context, 'screens-de');
    const label = `Fenster ${crypto.randomUUID().slice(0, 6)}`;
    const form = await publishForm(context.request, shortConfig, { label });
    await page.goto(`/forms/${form.id}/ab`);
    await expect(page.getByRole('heading', { level: 1, name: 'A/B-Test' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test starten' })).toBeVisible();
    await page.goto(`/forms/${form.id}`);
    await expect(page.getByLabel('Formulartitel')).toHaveValue(label);
    await expect(page.getByText('3 Schritte')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Formular aktualisieren' })).toBeVisible();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Einstellungen für ${label}` }).click();
    await page.getByRole('menuitem', { name: 'Benachrichtigungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await expect(dialog.getByText('Jeden neuen Lead per E-Mail an mich')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/api-access');
    await expect(page.getByRole('heading', { level: 1, name: 'API-Zugang' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'API-Schlüssel anzeigen' })).toBeVisible();
  });

  test('reads the integrations screen in German: adding one, lead routing and the delivery log', async ({
    page,
    context,
  }) => {
    await signIn(context, 'integrations-de');
    const label = `Dach ${crypto.randomUUID().slice(0, 6)}`;
    const form = await publishForm(context.request, shortConfig, { label });
    await page.goto(`/forms/${form.id}/integrations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrationen' })).toBeVisible();
    await expect(
      page.getByText(`Wohin die Leads von „${label}“ außer in Ihren Posteingang gehen.`),
    ).toBeVisible();
    await expect(page.getByLabel('Leads senden an')).toHaveValue('slack');
    await expect(page.getByLabel('Incoming-Webhook-URL')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Slack hinzufügen' })).toBeVisible();
    await page.getByLabel('Leads senden an').selectOption('hubspot');
    await expect(page.getByLabel('Token der privaten App')).toBeVisible();
    await page.getByRole('button', { name: 'Regel hinzufügen' }).click();
    await expect(page.getByLabel('Regel 1: Feld')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verteilung speichern' })).toBeVisible();
    await expect(page.getByText('Noch keine Zustellungen.')).toBeVisible();
  });
});

test.describe('a German owner on the funnel and the embed options', () => {
  test.use({ locale: 'de-DE' });

  test('reads the funnel, its filters and the share panel’s Embed tab in German', async ({
    page,
    context,
  }) => {
    await signIn(context, 'funnel-de');
    const label = `Trichter ${crypto.randomUUID().slice(0, 6)}`;
    const form = await publishForm(context.request, shortConfig, { label });
    await page.goto(`/forms/${form.id}/funnel`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trichter', exact: true })).toBeVisible();
    await expect(
      page.getByText(`Wo Befragte von „${label}“ weitermachen und wo sie abspringen.`),
    ).toBeVisible();
    await expect(page.getByText('Erreichte Schritte')).toBeVisible();
    const chart = page.getByRole('list', { name: 'Trichterdiagramm' });
    await expect(chart.getByText('Aufrufe', { exact: true })).toBeVisible();
    await expect(chart.getByText('Abgeschlossen', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Schritt', exact: true })).toBeVisible();
    await expect(page.getByLabel('Von', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Version', { exact: true })).toContainText('Live-Version');
    await expect(page.getByLabel('utm_source')).toContainText('Alle Quellen');
    expect(await axeViolations(page, { rules: 'wcag' })).toEqual([]);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: `${label} teilen` }).click();
    const share = page.getByRole('dialog', { name: 'Formular teilen' });
    await share.getByRole('tab', { name: 'Einbetten' }).click();
    await expect(share.getByRole('group', { name: 'Darstellung' })).toBeVisible();
    await expect(share.getByRole('button', { name: 'Loader-Snippet kopieren' })).toBeVisible();
    await share.getByRole('radio', { name: /^Popup/ }).check();
    await expect(share.getByLabel('Öffnet sich')).toHaveValue('click');
    await expect(share.getByLabel('Nach dem Absenden')).toContainText('Nach 3 Sekunden schließen');
    await expect(share.getByTitle('Vorschau: Popup auf einer Webseite')).toBeVisible();
  });
});

test.describe('a French owner', () => {
  test.use({ locale: 'fr-FR' });

  test('reads the responses screen in French', async ({ page, context }) => {
    await signIn(context, 'leads-fr');
    const form = await publishForm(context.request, shortConfig, {
      label: `Toiture ${crypto.randomUUID().slice(0, 6)}`,
    });
    await page.goto(`/forms/${form.id}/responses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Réponses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucune réponse pour le moment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
  });
});

test.describe('a German owner in the builder', () => {
  test.use({ locale: 'de-DE' });

  test('edits a form in German: outline, step types, the step editor, logic words and Publish', async ({
    page,
    context,
  }) => {
    await signIn(context, 'baukasten');
    const form = await publishForm(context.request, shortConfig, { label: 'Tarife' });
    await page.setViewportSize({ width: 1280, height: 900 });
    // An old editor link lands on the builder, in German.
    await page.goto(`/edit/${form.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Formular-Assistent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
    await expect(page.getByLabel('Beschreibung')).toHaveAttribute(
      'placeholder',
      'Beschreiben Sie, was am Formular geändert werden soll...',
    );
    const outline = page.getByRole('navigation', { name: 'Fragenübersicht' });
    await expect(outline.getByRole('heading', { name: 'Fragen' })).toBeVisible();
    await expect(outline.getByRole('button', { name: 'Schritt 1 nach unten verschieben' })).toBeEnabled();
    await expect(outline.locator('button[title="Kacheln (Einfachauswahl): Pick a plan"]')).toBeVisible();

    await outline.locator('button[title="Textfeld: Any comments?"]').click();
    const editor = page.getByRole('region', { name: 'Frage 2 bearbeiten' });
    await expect(editor.getByLabel('Titel', { exact: true })).toHaveValue('Any comments?');
    await expect(editor.getByRole('button', { name: 'Schritt 2 kopieren' })).toBeVisible();
    await page.locator('#step-1-type').click();
    await expect(page.getByRole('combobox', { name: 'Schritttypen durchsuchen' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Schieberegler' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The logic editor's words.
    const logic = editor.getByRole('region', { name: 'Logik von Frage 2' });
    await logic.getByRole('button', { name: /^Logik/ }).click();
    await logic.getByRole('button', { name: 'Regel hinzufügen' }).click();
    await logic.getByLabel('Regel 1 Bedingung 1: Frage').selectOption({ label: '1. Pick a plan' });
    await expect(logic.getByLabel('Regel 1 Bedingung 1: Vergleich').locator('option')).toContainText([
      'ist',
      'ist nicht',
    ]);
    await expect(logic.getByText('dann weiter zu')).toBeVisible();
    await expect(logic.getByLabel('Sonst weiter zu')).toBeVisible();

    // The whole form's settings.
    await page.getByRole('button', { name: 'Ganzes Formular' }).click();
    await expect(page.getByLabel('Bilder bei Auswahlmöglichkeiten').locator('option')).toHaveText([
      'Symbole',
      'Emoji',
      'Nichts',
    ]);
    await expect(page.getByTestId('save-state')).toHaveText('Entwurf gespeichert');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `docs/screenshots/owner-language-builder-de-${width}.png` });
    }
  });
});

test.describe('a French owner in the builder', () => {
  test.use({ locale: 'fr-FR' });

  test('is warned in French before publishing a question without a title', async ({ page, context }) => {
    await signIn(context, 'constructeur');
    const form = await publishForm(context.request, shortConfig, { label: 'Offres' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/buildform?formId=${form.id}`);
    await page.getByTestId('outline-item').first().locator('button').first().click();
    await page.locator('#step-0-title').fill('');
    await page.getByRole('button', { name: 'Publier' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'La question 1 n’a pas de titre' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Publier quand même' })).toBeVisible();
  });
});

test.describe('a browser preferring a language the app does not speak', () => {
  test.use({ locale: 'pt-BR' });

  test('gets English', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Form Builder' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  });
});

test('the account menu switches the language, and the choice outlasts a reload', async ({
  page,
  context,
}) => {
  await signIn(context, 'polyglot');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /account menu for/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  const menu = page.getByRole('button', { name: /menu du compte de/ });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'docs/screenshots/owner-language-menu-fr-375.png' });
  // The open menu hides the page from assistive technology on purpose; the page is checked with it closed.
  await page.keyboard.press('Escape');
  expect(await axeViolations(page)).toEqual([]);
  await menu.click();
  // Back to English for good.
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.reload();
  await page.getByRole('button', { name: /account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
