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
  await expect(dialog.getByRole('alert')).toHaveText('Each extra recipient must be an e-mail address');
  await dialog.getByLabel('Also send to').fill('sales@example.com, boss@example.com');
  await dialog.getByRole('switch', { name: 'E-mail me unfinished leads' }).click();
  await dialog.getByLabel('After this many idle minutes').fill('45');
  await dialog.getByRole('switch', { name: 'Send respondents a confirmation' }).click();
  // Answers are refused in the subject (it goes to whatever address a respondent typed).
  await dialog.getByLabel('Subject', { exact: true }).fill('Thanks {{contact.firstName}}');
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('We will call you tomorrow, {{your_details.firstName}}.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The confirmation subject cannot show answers');
  await dialog.getByLabel('Subject', { exact: true }).fill('Thanks, we got your request');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The extra addresses get a link to confirm first.
  // Within the toast list: Radix also announces a toast's text in a live region of its own for a moment.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('We sent sales@example.com, boss@example.com a link to confirm'),
  ).toBeVisible();

  const saved = await (await context.request.get(`/api/forms/${form.id}/notifications`)).json();
  expect(saved).toMatchObject({
    owner: { enabled: true, extraRecipients: ['sales@example.com', 'boss@example.com'] },
    unfinished: { enabled: true, idleMinutes: 45 },
    respondent: {
      enabled: true,
      subject: 'Thanks, we got your request',
      text: 'We will call you tomorrow, {{your_details.firstName}}.',
    },
    unconfirmedRecipients: ['sales@example.com', 'boss@example.com'],
  });
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(dialog.getByLabel('Also send to')).toHaveValue('sales@example.com, boss@example.com');
  await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue('Thanks, we got your request');
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
  await expect(card.getByTestId('form-status')).toHaveText('Live');

  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Availability' });
  await expect(dialog.getByTestId('availability-status')).toHaveText('Now: Open.');
  // Not a number, or 0: refused in words, never saved as "no limit".
  for (const typed of ['abc', '0']) {
    await dialog.getByLabel('Close after responses').fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Close after responses: enter a whole number of at least 1, or leave it empty for no limit.',
    );
  }
  expect(
    (await (await context.request.get(`/api/forms/${form.id}/settings`)).json()).maxResponses,
  ).toBeNull();
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
  // The card says the form takes nobody new, instead of "Live".
  await page.reload();
  await expect(card.getByTestId('form-status')).toHaveText('Full');
});

test('the owner switches on the "finish your request" e-mail and sets how long unfinished answers are kept', async ({
  page,
  context,
}) => {
  await signIn(context, 'recover');
  const label = `Recover ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(context.request, shortConfig, { label });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const invite = dialog.getByRole('switch', { name: 'Invite respondents back to finish' });
  await expect(invite).not.toBeChecked();
  await expect(dialog.getByLabel('Invite when idle for (minutes)')).toHaveValue('60');
  await invite.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('recovery.subject is required');
  await dialog.getByLabel('Invitation subject').fill('Your quote is nearly ready');
  await dialog.getByLabel('Invitation message').fill('You were nearly done.');
  await dialog.getByLabel('Invite when idle for (minutes)').fill('120');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = await (await context.request.get(`/api/forms/${form.id}/notifications`)).json();
  expect(saved.recovery).toMatchObject({
    enabled: true,
    idleMinutes: 120,
    subject: 'Your quote is nearly ready',
    text: 'You were nearly done.',
  });

  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Availability' }).click();
  const availability = page.getByRole('dialog', { name: 'Availability' });
  const keep = availability.getByLabel('Delete unfinished answers after (days)');
  await expect(keep).toHaveValue('30');
  await keep.fill('0');
  await availability.getByRole('button', { name: 'Save' }).click();
  await expect(availability.getByRole('alert')).toContainText('Delete unfinished answers after');
  await keep.fill('14');
  await availability.getByRole('button', { name: 'Save' }).click();
  await expect(availability).toBeHidden();
  const settings = await (await context.request.get(`/api/forms/${form.id}/settings`)).json();
  expect(settings.unfinishedRetentionDays).toBe(14);
});
