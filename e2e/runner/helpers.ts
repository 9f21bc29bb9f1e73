// Shared steps of the runner journeys: publishing a form, answering each step type, document-call stand-ins.
import { expect, type Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { embedPath, publishForm, registerOwner } from '../fixtures/api.ts';

export async function publishedEmbed(
  request: APIRequestContext,
  config: unknown,
  props: Parameters<typeof publishForm>[2] = {},
  extra: Record<string, string> = {},
) {
  await registerOwner(request, `runner${Math.floor(Math.random() * 1e6)}`);
  const form = await publishForm(request, config, props);
  return { form, url: embedPath(form, extra) };
}

/** The document endpoints may not exist on the server yet: these stand-ins answer like the spec says. */
export async function standInDocumentCalls(page: Page, opts: { uploadFails?: boolean } = {}) {
  const quotationBodies: unknown[] = [];
  await page.route('**/api/upload-document', (route) =>
    opts.uploadFails
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
      : route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ documentUrl: '/uploads/bill.pdf', extractedText: 'Total due: $142.17' }),
        }),
  );
  await page.route('**/api/generate-quotation', async (route) => {
    quotationBodies.push(route.request().postDataJSON());
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ quotation: 'Estimated saving: $120 per month.' }),
    });
  });
  return { quotationBodies };
}

export const heading = (page: Page) => page.locator('.fe-step h2');
export const continueButton = (page: Page) => page.getByRole('button', { name: /^(Continue|Submit)/ });

export async function expectStep(page: Page, n: number, total: number, title: string) {
  await expect(page.getByText(`Question ${n} of ${total}`)).toBeVisible();
  await expect(heading(page)).toHaveText(title);
}

export const PDF = { name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') };

/** The day `n` days after today on this machine (the browser's clock and zone), as a date field takes it. */
export function dayFromToday(n: number, weekday?: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  // Moved on to the given weekday (0 Sunday … 6 Saturday) when one is asked for.
  while (weekday !== undefined && d.getDay() !== weekday) d.setDate(d.getDate() + 1);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
