// Document steps against the real server: upload, text extraction, the offline analysis, and who may read the file.
import { expect, test } from '@playwright/test';
import { continueButton, expectStep, publishedEmbed } from './helpers.ts';

const config = {
  steps: [
    { type: 'documentUpload', id: 'bill', title: 'Upload your latest electricity bill' },
    { type: 'documentInfo', title: 'Your bill analysis' },
    { type: 'textbox', title: 'Anything else?', placeholder: 'Notes', rows: 2 },
  ],
};

test('an uploaded bill is extracted, analysed with its figures, and readable by the owner and its session only', async ({
  page,
  request,
  playwright,
}) => {
  const { form, url } = await publishedEmbed(request, config);
  await page.goto(url);
  await expectStep(page, 1, 3, 'Upload your latest electricity bill');

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload-document'));
  await page.locator('input[type=file]').setInputFiles({
    name: 'bill.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Electricity bill March 2026\nUsage: 830 kWh\nTotal due: $142.17\n'),
  });
  expect((await uploaded).status()).toBe(200);
  // Continue during the upload would skip the analysis: wait until the upload has finished on the page too.
  await expect(page.locator('.fe-meter')).toHaveCount(0);
  await expect(page.getByText('bill.txt')).toBeVisible();
  await continueButton(page).click();

  await expectStep(page, 2, 3, 'Your bill analysis');
  await expect(page.locator('.fe-step')).toContainText('142.17');
  await expect(page.locator('.fe-step')).toContainText('830');
  await continueButton(page).click();
  await expectStep(page, 3, 3, 'Anything else?');

  // The temporary response holds the document answer; its URL serves the file to the owner only.
  let documentUrl = '';
  let sessionId = '';
  await expect
    .poll(async () => {
      const rows = (await (await request.get(`/api/forms/${form.id}/responses`)).json()) as {
        session_id: string | null;
        temp_response: Record<string, { documentUrl?: string }> | null;
      }[];
      documentUrl = rows[0]?.temp_response?.bill?.documentUrl ?? '';
      sessionId = rows[0]?.session_id ?? '';
      return documentUrl;
    })
    .not.toBe('');
  const owner = await request.get(documentUrl);
  expect(owner.status()).toBe(200);
  expect(await owner.text()).toContain('Total due: $142.17');
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await stranger.get(documentUrl)).status()).toBe(404);
  // The upload was tied to the respondent's answer session, which may read it back.
  const respondent = await stranger.get(documentUrl, { headers: { 'x-session-id': sessionId } });
  expect(respondent.status()).toBe(200);
  await stranger.dispose();
});
