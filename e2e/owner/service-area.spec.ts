// Service areas (beyond the spec): the owner limits where the business operates; the runner's location step follows.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { embedPath, publishForm, signIn } from '../fixtures/api.ts';

test('an owner limits a form to postal prefixes and to a radius; respondents outside are told it is not served yet', async ({
  page,
  context,
}) => {
  await signIn(context, 'areas');
  const label = `Areas ${crypto.randomUUID().slice(0, 6)}`;
  const form = await publishForm(
    context.request,
    { steps: [{ type: 'location', title: 'Where is the job?' }] },
    { label },
  );

  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Service Area' }).click();
  const dialog = page.getByRole('dialog', { name: 'Service Area' });
  await expect(dialog.getByText('Every address we can find is served.')).toBeVisible();
  await dialog.getByLabel('Serve').selectOption('postalCodes');
  await dialog.getByLabel('Postal codes or prefixes').fill('627, 10115');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Postal codes starting with 627, 10115.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const respondent = await context.newPage();
  await respondent.goto(embedPath(form));
  const input = respondent.getByPlaceholder('Street, city and postal code');
  await input.fill('1 Main St, Springfield, IL 62701');
  await input.press('Enter');
  await expect(respondent.getByText('Our service is available in 62701!')).toBeVisible();
  await input.fill('350 5th Ave, New York, NY 10118');
  await input.press('Enter');
  // Found, but outside the area: its own message, not "couldn't find".
  await expect(respondent.getByText("We don't serve this area yet.")).toBeVisible();

  // A radius of 50 km around Munich: Munich itself is served, Berlin is not.
  await page.getByRole('button', { name: `Settings for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Service Area' }).click();
  await expect(dialog.getByText('Now: Postal codes starting with 627, 10115.')).toBeVisible();
  await dialog.getByLabel('Serve').selectOption('radius');
  await dialog.getByLabel('Centre (address with postal code)').fill('Marienplatz 1, 80331 München');
  await dialog.getByLabel('Radius (km)').fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = await (await context.request.get(`/api/forms/${form.id}/service-area`)).json();
  expect(saved.serviceArea).toMatchObject({ type: 'radius', radiusKm: 50 });

  await respondent.reload();
  await input.fill('Leopoldstraße 10, 80802 München');
  await input.press('Enter');
  await expect(respondent.getByText('Our service is available in 80802!')).toBeVisible();
  await input.fill('Unter den Linden 1, 10117 Berlin');
  await input.press('Enter');
  await expect(respondent.getByText("We don't serve this area yet.")).toBeVisible();
});
