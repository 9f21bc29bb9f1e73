// The builder's booking panel (calendar, event type link, an event type chosen by answers, the calendar's
// webhook address and secret) and the contact step's choice for unverified leads, saved as the draft.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { builderAtWidth, draftSaved, editQuestion, shootPanel } from '../fixtures/builder.ts';
import { bookingConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

test('the owner sets the calendar, an event type for flat roofs, reads the webhook and holds unverified leads', async ({
  page,
  context,
}) => {
  await signIn(context, 'booking-editor');
  const form = await publishForm(context.request, bookingConfig, {
    label: `Booking ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  await editQuestion(page, 2);
  await page.getByLabel('Verify with a code').selectOption('phone');
  await page.getByLabel('Unverified leads').selectOption('hold');

  const step = await editQuestion(page, 3);
  await step.getByLabel('Calendar').selectOption('calendly');
  await step.getByLabel('Event type link', { exact: true }).fill('https://calendly.com/acme/visit');
  await expect(step.getByLabel('Event type 1 link')).toHaveValue('https://cal.com/acme-flat/site-visit');
  await step.getByLabel('Event type 1 link').fill('https://calendly.com/acme-flat/visit');
  await step.getByRole('button', { name: 'Show the webhook for Calendly' }).click();
  await expect(step.getByText(`/api/bookings/calendly/${form.id}`)).toBeVisible();
  expect(await axeViolations(page, { keepCsp: true })).toEqual([]);
  // Stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    // The other layout draws the editor afresh, with the webhook folded.
    const show = step.getByRole('button', { name: 'Show the webhook for Calendly' });
    if (await show.isVisible()) await show.click();
    await expect(step.getByText(`/api/bookings/calendly/${form.id}`)).toBeVisible();
    await shootPanel(step, `docs/screenshots/booking-editor-${width}.png`);
  }

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: Record<string, unknown>[] };
  };
  const [, contact, booking] = stored.draftConfig.steps;
  expect(contact.config).toMatchObject({ verify: 'phone', unverified: 'hold' });
  expect(booking).toMatchObject({
    provider: 'calendly',
    url: 'https://calendly.com/acme/visit',
    eventTypes: [
      { when: { step: 'roof', op: 'equals', value: 'flat' }, url: 'https://calendly.com/acme-flat/visit' },
    ],
  });
  const hook = (await (await context.request.get(`/api/forms/${form.id}/booking-webhook`)).json()) as {
    secret: string;
  };
  await expect(step.getByText(hook.secret)).toBeVisible();
});
