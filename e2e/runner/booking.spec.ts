// Booking a site visit in Chromium: the booking step frames a static stand-in for Cal.com's embed (prefilled from
// the contact step, carrying the step's reference), its "booked" message answers the step, a signed BOOKING_CREATED
// from a local fake arrives, and the owner sees the booked time on the lead, then "Cancelled" on the lead's page once
// the calendar's signed BOOKING_CANCELLED arrives. Runs its own server in-process on the built web app, like the
// verification journey.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { CalendarStandIn, calcomBooking, sendCalcom } from '../../apps/server/test/fakes/calendars.ts';
import { PASSWORD } from '../fixtures/api.ts';
import { bookingConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

const standIn = new CalendarStandIn();
let app: App;
let base = '';
let dataDir = '';
let formId = 0;
let owner: BrowserContext;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

test.beforeAll(async ({ browser }) => {
  await standIn.up();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-booking-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp(
    loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', PUBLIC_URL: base },
      { memoryDb: true, port },
    ),
  );
  await app.listen({ port, host: '127.0.0.1' });
  owner = await browser.newContext({ baseURL: base });
  const email = `owner-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await owner.request.post('/api/auth/register', { data: { username: 'owner', email, password: PASSWORD } });
  // The flat-roof answer picks the other salesperson's event type.
  const config = {
    ...bookingConfig,
    steps: bookingConfig.steps.map((s) =>
      s.type === 'booking'
        ? {
            ...s,
            url: `${standIn.base}/acme/site-visit`,
            eventTypes: [
              {
                when: { step: 'roof', op: 'equals', value: 'flat' },
                url: `${standIn.base}/acme-flat/site-visit`,
              },
            ],
          }
        : s,
    ),
  };
  const published = await owner.request.post('/api/publish', {
    data: { config, label: 'Roof visit', language: 'en', domain: '' },
  });
  expect(published.status()).toBe(200);
  formId = ((await published.json()) as { id: number }).id;
});

test.afterAll(async () => {
  await owner?.close();
  await app?.close();
  await standIn.down();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a respondent books a site visit in the calendar, the webhook confirms it and the lead shows the time', async ({
  page,
}) => {
  await page.goto(`${base}/embed?id=${formId}`);
  await page.getByRole('button', { name: /Flat roof/ }).click();
  await page.getByLabel('First name').fill('Vic');
  await page.getByLabel('Last name').fill('Vance');
  await page.getByLabel('Email').fill('vic@example.com');
  await page.getByLabel('Phone').fill('+49 170 1234567');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'When should we visit you?' })).toBeVisible();
  // A required booking: Submit waits for it.
  await expect(page.getByRole('button', { name: /^Submit/ })).toBeDisabled();
  const calendar = page.frameLocator('iframe[title="Calendar to pick a time"]');
  await expect(calendar.getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  const opened = standIn.opened.at(-1) as URL;
  expect(opened.pathname).toBe('/acme-flat/site-visit');
  expect(opened.searchParams.get('name')).toBe('Vic Vance');
  expect(opened.searchParams.get('email')).toBe('vic@example.com');
  expect(opened.searchParams.get('attendeePhoneNumber')).toBe('+49 170 1234567');
  const ref = opened.searchParams.get('metadata[fe_ref]') as string;
  expect(ref).toMatch(/^[0-9a-f-]{36}$/);

  expect(await axeViolations(page, { keepCsp: true })).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screenshots/booking-step-${width}.png` });
  }

  await calendar.getByRole('button', { name: 'Confirm 10:00' }).click();
  await expect(page.getByText('Your time is booked. The confirmation comes by e-mail.')).toBeVisible();

  // Cal.com's webhook, signed with the form's secret; it finds the session once the reference is saved.
  const settings = (await (await owner.request.get(`/api/forms/${formId}/booking-webhook`)).json()) as {
    secret: string;
  };
  const booking = calcomBooking({
    ref,
    uid: `cal-${ref}`,
    start: '2026-12-01T09:00:00.000Z',
    end: '2026-12-01T10:00:00.000Z',
  });
  await expect
    .poll(
      async () =>
        (await sendCalcom(`${base}/api/bookings/calcom/${formId}`, settings.secret, booking)).status,
    )
    .toBe(200);

  await page.getByRole('button', { name: /^Submit/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  const lead = await owner.newPage();
  await lead.goto(`/forms/${formId}/responses`);
  await expect(lead.getByRole('cell', { name: 'Booked: 2026-12-01 09:00 UTC' })).toBeVisible();

  // The respondent cancels in the calendar: Cal.com's BOOKING_CANCELLED for the same booking.
  const cancelled = await sendCalcom(
    `${base}/api/bookings/calcom/${formId}`,
    settings.secret,
    calcomBooking({
      ref,
      uid: `cal-${ref}`,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      trigger: 'BOOKING_CANCELLED',
    }),
  );
  expect(cancelled.body).toMatchObject({ status: 'cancelled' });
  const list = (await (await owner.request.get(`/api/forms/${formId}/responses`)).json()) as { id: number }[];
  await lead.goto(`/forms/${formId}/responses/${list[0]?.id}`);
  await expect(lead.getByText('Cancelled (was 2026-12-01 09:00 UTC)')).toBeVisible();
  expect(await axeViolations(lead, { rules: 'wcag', keepCsp: true })).toEqual([]);
  for (const width of [375, 1280]) {
    await lead.setViewportSize({ width, height: 900 });
    await lead.screenshot({ path: `docs/screenshots/booking-cancelled-${width}.png`, fullPage: true });
  }
  await lead.close();
});
