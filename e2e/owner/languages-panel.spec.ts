// The manual editor's Languages card: "Add French" fills the texts the engine knows, highlights the ones it does
// not, and the owner's own translation is saved with the form.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { draftSaved, openWholeForm } from '../fixtures/builder.ts';

const config = {
  title: 'Solar quote',
  language: 'en',
  steps: [
    {
      type: 'tiles',
      title: 'Is your roof shaded by trees?',
      options: [
        { id: 'yes', title: 'Yes', icon: 'Home' },
        { id: 'no', title: 'No', icon: 'Building' },
      ],
    },
    { type: 'contact', title: 'How can we reach you?' },
  ],
};

test('the owner adds French: known texts are filled, the rest marked, and a typed translation is saved', async ({
  page,
  context,
}) => {
  await signIn(context, 'languages');
  const form = await publishForm(context.request, config, {
    label: `Langs ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  await openWholeForm(page);
  const panel = page.getByRole('region', { name: 'Languages' });
  await panel.getByRole('button', { name: 'Add Français' }).click();
  await expect(panel.getByLabel('Français: How can we reach you?')).toHaveValue(
    'Comment pouvons-nous vous joindre ?',
  );
  await expect(panel.getByLabel('Français: Yes')).toHaveValue('Oui');
  const unknown = panel.getByLabel('Français: Is your roof shaded by trees?');
  await expect(unknown).toHaveValue('');
  await expect(unknown).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('status')).toContainText('see them in English until you write them');
  // Publishing with a text missing says so: it shows in the default language meanwhile.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByTitle(
      /^Your form is live\. .* 2 texts have no Français translation yet: shown in English until written\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The preview shows the form in each of its languages.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('button', { name: /Oui/ })).toBeVisible();
  await expect(page.getByText('Question 1 sur 2')).toBeVisible();
  await unknown.fill('Votre toit est-il ombragé ?');
  await expect(page.getByRole('heading', { name: 'Votre toit est-il ombragé ?' })).toBeVisible();
  await expect(unknown).not.toHaveAttribute('aria-invalid', 'true');
  await panel.getByRole('switch').click();

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    config: Record<string, unknown>;
    draftConfig?: Record<string, unknown> | null;
  };
  const saved = (stored.draftConfig ?? stored.config) as {
    languageSwitch?: boolean;
    translations?: Record<string, Record<string, string>>;
  };
  expect(saved.languageSwitch).toBe(true);
  expect(saved.translations?.fr).toMatchObject({
    'steps.is_your_roof_shaded_by_trees.title': 'Votre toit est-il ombragé ?',
    'steps.how_can_we_reach_you.title': 'Comment pouvons-nous vous joindre ?',
  });
});

test('the owner writes the respondent confirmation in French; it is kept, and a later save keeps it', async ({
  page,
  context,
}) => {
  await signIn(context, 'langmail');
  const label = `Langs ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(context.request, config, { label });
  const openDialog = async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Settings for ${label}` }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    return page.getByRole('dialog', { name: 'Notifications' });
  };
  let dialog = await openDialog();
  await dialog.getByRole('switch', { name: 'Send respondents a confirmation' }).click();
  await dialog.getByLabel('Subject', { exact: true }).fill('Thanks, we got your request');
  await dialog.getByLabel('Message', { exact: true }).fill('We will call you.');
  await dialog.getByText('In other languages').click();
  await dialog.getByLabel('Subject (Français)').fill('Merci, bien reçu');
  await dialog.getByLabel('Message (Français)').fill('Nous vous rappelons.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = async () =>
    (await (await context.request.get(`/api/forms/${form.id}/notifications`)).json()) as {
      respondent: { translations?: Record<string, { subject: string; text: string }> };
    };
  expect((await saved()).respondent.translations).toEqual({
    fr: { subject: 'Merci, bien reçu', text: 'Nous vous rappelons.' },
  });
  // Saving again without opening the other languages keeps them.
  dialog = await openDialog();
  await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue('Thanks, we got your request');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await saved()).respondent.translations?.fr?.subject).toBe('Merci, bien reçu');
});
