// Lead capture settings on the dashboard: the Notifications and Availability dialogs and the counts.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

const answers = {
  'Pick a plan': 'pro',
  'Your details': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
};

test('the owner sets new-lead e-mails in the Notifications dialog', async ({ page, context }) => {
  const owner = await signIn(context, 'notify');
  const label = `Notify ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(context.request, shortConfig, { label });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByText(`To ${owner.email}, with the answers`)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'E-mail me every new lead' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'E-mail me unfinished leads' })).not.toBeChecked();
  await expect(dialog.getByLabel('After this many idle minutes')).toHaveValue('30');

  await dialog.getByLabel('Also send to').fill('sales@example.com, not-an-address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('owner.extraRecipients must be an e-mail address');
  await dialog.getByLabel('Also send to').fill('sales@example.com, boss@example.com');
  await dialog.getByRole('switch', { name: 'E-mail me unfinished leads' }).click();
  await dialog.getByLabel('After this many idle minutes').fill('45');
  await dialog.getByRole('switch', { name: 'Send respondents a confirmation' }).click();
  // Answers are refused in the subject (it goes to whatever address a respondent typed).
  await dialog.getByLabel('Subject').fill('Thanks {{contact.firstName}}');
  await dialog.getByLabel('Message').fill('We will call you tomorrow, {{contact.firstName}}.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The confirmation subject cannot show answers');
  await dialog.getByLabel('Subject').fill('Thanks, we got your request');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The extra addresses get a link to confirm first.
  // The toast's text (its screen-reader announcement repeats it for a moment: the first is the toast).
  await expect(
    page.getByText('We sent sales@example.com, boss@example.com a link to confirm').first(),
  ).toBeVisible();

  const saved = await (await context.request.get(`/api/forms/${form.id}/notifications`)).json();
  expect(saved).toMatchObject({
    owner: { enabled: true, extraRecipients: ['sales@example.com', 'boss@example.com'] },
    unfinished: { enabled: true, idleMinutes: 45 },
    respondent: {
      enabled: true,
      subject: 'Thanks, we got your request',
      text: 'We will call you tomorrow, {{contact.firstName}}.',
    },
    unconfirmedRecipients: ['sales@example.com', 'boss@example.com'],
  });
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(dialog.getByLabel('Also send to')).toHaveValue('sales@example.com, boss@example.com');
  await expect(dialog.getByLabel('Subject')).toHaveValue('Thanks, we got your request');
  await expect(dialog.getByTestId('unconfirmed-recipients')).toHaveText(
    'Waiting for confirmation: sales@example.com, boss@example.com',
  );
});

test('the owner closes a form in the Availability dialog; the card counts its responses', async ({
  page,
  context,
}) => {
  await signIn(context, 'avail');
  const label = `Avail ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(context.request, shortConfig, { label });
  // Two sessions started, one of them submitted.
  for (const submit of [true, false]) {
    const s = await (await context.request.post(`/api/forms/${form.id}/session`)).json();
    await context.request.patch(`/api/sessions/${s.sessionId}/temp-response`, {
      data: { tempResponse: { 'Pick a plan': 'basic' } },
    });
    if (submit)
      await context.request.post(`/api/forms/${form.id}/submit`, { data: { ...answers, _sessionInfo: s } });
  }
  await page.goto('/dashboard');
  const card = page.getByTestId('form-card').filter({ hasText: label });
  const counts = card.getByRole('definition');
  await expect(counts).toHaveText(['1', '1', '50%']);

  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability' });
  await expect(dialog.getByTestId('availability-status')).toHaveText('Now: Open.');
  await dialog.getByLabel('Close after responses').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('maxResponses must be a whole number of at least 1');
  await dialog.getByLabel('Close after responses').fill('1');
  await dialog.getByLabel('After submitting, go to').fill('https://example.com/thanks');
  await dialog.getByLabel('Message when closed').fill('Bookings for this month are full.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Full — 1 of 1 responses received.').first()).toBeVisible();
  const saved = await (await context.request.get(`/api/forms/${form.id}/settings`)).json();
  expect(saved).toMatchObject({
    maxResponses: 1,
    redirectUrl: 'https://example.com/thanks',
    closedMessage: 'Bookings for this month are full.',
    status: { open: false, reason: 'full' },
  });
});
