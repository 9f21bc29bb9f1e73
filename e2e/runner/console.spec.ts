// Form Console in the runner: "Auto Select First Option" pre-selects the configured tile and starts past it.
import { expect, test } from '@playwright/test';
import { shortConfig } from '../fixtures/configs.ts';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

test('the configured first option is pre-selected, the form opens on step 2 and the answer is submitted', async ({
  page,
  request,
}) => {
  const { form, url } = await publishedEmbed(request, shortConfig);
  const put = await request.put(`/api/console/${form.id}`, {
    data: {
      consoleConfig: {
        enable: true,
        formConfig: {
          enabled_actions: ['auto_select_first_option'],
          trigger: { slide_no: 0, option: 'pro' },
        },
        responseConfig: { enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' },
      },
    },
  });
  expect(put.status()).toBe(200);

  await page.goto(url);
  await expectStep(page, 2, 3, 'Any comments?');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 1, 3, 'Pick a plan');
  await expect(page.getByRole('button', { name: 'Pro' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pro' }).click();
  await expectStep(page, 2, 3, 'Any comments?');
  await continueButton(page).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('checkbox').check();
  await continueButton(page).click();
  await expect(page.getByText('Thank you!')).toBeVisible();

  const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as {
    response: Record<string, unknown> | null;
  }[];
  expect(rows[0].response?.pick_a_plan).toBe('pro');
});

test('without an enabled console the form starts on step 1', async ({ page, request }) => {
  const { url } = await publishedEmbed(request, shortConfig);
  await page.goto(url);
  await expectStep(page, 1, 3, 'Pick a plan');
});
