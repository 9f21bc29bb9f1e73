// Domains dialog: a domain another account uses is refused, then proved by a DNS TXT record (local fake DNS) and used.
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type FakeDns, startFakeDns } from '../../apps/server/test/fake-dns.ts';
import { publishForm, registerOwner, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

let dns: FakeDns;
test.beforeAll(async () => {
  // The server asks this port (DOMAIN_VERIFY_DNS_SERVERS in playwright.config.ts).
  dns = await startFakeDns({}, Number(process.env.E2E_DNS_PORT));
});
test.afterAll(() => dns.close());

test('an owner proves control of a domain another account uses, then puts a form on it', async ({
  page,
  context,
  browser,
}) => {
  const domain = `brand-${crypto.randomUUID().slice(0, 6)}.example.com`;
  // Another account used the domain first.
  const other = await browser.newContext();
  await registerOwner(other.request, 'first');
  await publishForm(other.request, shortConfig, { domain });
  await other.close();

  await signIn(context, 'brand');
  const mine = await publishForm(context.request, shortConfig, { label: `Brand form ${domain}` });
  await page.goto('/dashboard');

  // Moving my form onto the domain is refused with the reason.
  await page.getByRole('button', { name: `Settings for ${mine.label}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Properties' }).click();
  const props = page.getByRole('dialog', { name: 'Edit Properties' });
  await props.getByLabel('Domain identifier').fill(domain);
  await props.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page
      .getByLabel('Notifications (F8)')
      .getByText(`The domain "${domain}" is already used by another account.`, { exact: false }),
  ).toBeVisible();
  await props.getByRole('button', { name: 'Cancel' }).click();

  // The Domains dialog gives the token; verifying without the record explains what is missing.
  await page.getByRole('button', { name: 'Domains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Domains' });
  await expect(dialog.getByText('No domains yet.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Verify a domain').fill(domain.toUpperCase());
  await dialog.getByRole('button', { name: 'Add' }).click();
  const item = dialog.getByTestId('domain-item');
  await expect(item.getByText(domain, { exact: true })).toBeVisible();
  await expect(item.getByText('Needs verification')).toBeVisible();
  await expect(item.getByText(`_forms-engine.${domain}`)).toBeVisible();
  const value = (await item.locator('code').nth(1).textContent()) ?? '';
  expect(value).toMatch(/^forms-engine-verification=[0-9a-f]{32}$/);
  await expect(item.getByText(`https://${domain}/.well-known/forms-engine.txt`)).toBeVisible();
  await item.getByRole('button', { name: 'Verify' }).click();
  await expect(item.getByRole('alert')).toContainText(`Could not verify ${domain}`);

  // With the TXT record published the domain is verified.
  dns.records.set(`_forms-engine.${domain}`, { TXT: [value] });
  await item.getByRole('button', { name: 'Verify' }).click();
  await expect(item.getByText('Verified')).toBeVisible();
  await expect(item.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: `Settings for ${mine.label}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Properties' }).click();
  await props.getByLabel('Domain identifier').fill(domain);
  await props.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Form properties updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('form-card').getByText(domain, { exact: true })).toBeVisible();
});
