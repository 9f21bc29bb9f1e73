// The manual editor's booking panel (calendar, event type link, an event type chosen by answers, the calendar's
// webhook address and secret) and the contact step's choice for unverified leads, saved as the draft.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
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
  await page.getByRole('button', { name: /MANUAL MODE/ }).click();

  await page.getByRole('button', { name: /Step 2 \(contact\)$/ }).click();
  await page.getByLabel('Verify with a code').selectOption('phone');
  await page.getByLabel('Unverified leads').selectOption('hold');

  await page.getByRole('button', { name: /Step 3 \(booking\)$/ }).click();
  const step = page.getByRole('region', { name: /Step 3 \(booking\)$/ });
  await step.getByLabel('Calendar').selectOption('calendly');
  await step.getByLabel('Event type link', { exact: true }).fill('https://calendly.com/acme/visit');
  await expect(step.getByLabel('Event type 1 link')).toHaveValue('https://cal.com/acme-flat/site-visit');
  await step.getByLabel('Event type 1 link').fill('https://calendly.com/acme-flat/visit');
  await step.getByRole('button', { name: 'Show the webhook for Calendly' }).click();
  await expect(step.getByText(`/api/bookings/calendly/${form.id}`)).toBeVisible();
  expect(await axeViolations(page, { keepCsp: true })).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await step.screenshot({ path: `docs/screenshots/booking-editor-${width}.png` });
  }

  await page.getByRole('button', { name: 'SAVE AND VIEW CHANGES' }).click();
  await expect(page.getByText('Form updated', { exact: true })).toBeVisible();
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
