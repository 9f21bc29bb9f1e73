// Owner journeys in the browser: sign up, generate, refine by chat, publish, manage on the dashboard, preview.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';

test('an owner signs up, generates a form from the landing page, refines it by chat, publishes and manages it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = crypto.randomUUID().slice(0, 6);

  // Sign up on /auth, then land on '/'.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(`owner-${tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sup3r$ecret');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();

  // The landing prompt goes to the builder, which generates once.
  const go = page.getByRole('button', { name: 'Go', exact: true });
  await expect(go).toBeDisabled();
  await page
    .getByLabel('Describe the form you want to create')
    .fill('A lead form for a cleaning company: service type, home size and contact details');
  await go.click();
  await expect(page).toHaveURL(/\/buildform\?prompt=/);
  await expect(
    page.getByText('Form generated successfully! You can now ask me', { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('builder-status')).toHaveText(/Form generated successfully/);
  await expect(page.getByText('Enter a prompt to generate a form', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Prompt')).toHaveAttribute(
    'placeholder',
    'Describe how you want to modify the form...',
  );

  // A chat edit: Enter sends.
  await page.getByLabel('Prompt').fill('Add a step asking for the budget');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByText('Form updated successfully! You can continue', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/JSON/)).toHaveCount(0);

  // Publish opens the share panel with the form's permanent link.
  await page.getByRole('button', { name: 'Publish' }).click();
  const share = page.getByRole('dialog', { name: 'Share your form' });
  await expect(share.getByRole('textbox', { name: 'Permanent link' })).toHaveValue(/\/embed\?id=\d+$/);
  await share.getByRole('button', { name: 'Close' }).click();

  // The dashboard shows the card; properties and colour change it.
  await page.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page.getByText('You have 1 form(s)')).toBeVisible();
  const card = page.getByTestId('form-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Created on /)).toBeVisible();

  const label = `Cleaning leads ${tag}`;
  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Properties' }).click();
  const props = page.getByRole('dialog', { name: 'Edit Properties' });
  await expect(
    props.getByText('The combination of language, label and domain must be unique.'),
  ).toBeVisible();
  await props.getByLabel('Label').fill(label);
  await props.getByLabel('Domain identifier').fill(`clean-${tag}.example.com`);
  await expect(props.getByRole('textbox', { name: 'Embed URL' })).toHaveValue(/label=Cleaning\+leads/);
  await props.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Form properties updated successfully', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: label })).toBeVisible();

  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Change Form Color' }).click();
  const color = page.getByRole('dialog', { name: 'Change Form Color' });
  await color.getByLabel('Hex').fill('#abc');
  await color.getByRole('button', { name: 'Save Color' }).click();
  await expect(page.getByText('Form color updated successfully', { exact: true })).toBeVisible();
  await expect(card.getByText('#aabbcc')).toBeVisible();

  await card.getByRole('button', { name: /^Settings for/ }).click();
  await page.getByRole('menuitem', { name: 'Copy Embed URL' }).click();
  await expect(page.getByText('Embed URL copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `domain=clean-${tag}.example.com`,
  );

  // Preview from the card: the iframe shows the renamed form.
  await card.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/forms\/\d+\/preview$/);
  await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute('src', /label=Cleaning\+leads/);
  await expect(page.frameLocator('iframe[title^="Preview of"]').getByText(/Question 1 of/)).toBeVisible();
  const height = await page
    .locator('iframe[title^="Preview of"]')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(600);
});
