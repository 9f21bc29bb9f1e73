// throwaway: screenshots of the responses list and detail (not committed)
import { chromium } from 'playwright-core';
const base = process.argv[2];
const out = '/tmp/lvshots';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ baseURL: base });
const req = context.request;
const reg = await req.post('/api/auth/register', {
  data: { username: 'Jane Doe', email: `s-${Date.now()}@example.com`, password: 'Sup3r$ecret' },
});
if (!reg.ok()) throw new Error(await reg.text());
const config = {
  title: 'Roof check',
  hiddenFields: ['utm_source'],
  steps: [
    {
      type: 'tiles',
      title: 'What roof do you have?',
      options: [
        { id: 'pitched', title: 'Pitched roof', icon: 'Home' },
        { id: 'flat', title: 'Flat roof', icon: 'Building' },
      ],
    },
    { type: 'documentUpload', title: 'Photo of the roof' },
    { type: 'location', title: 'Where is the house?', validation: { required: false } },
    { type: 'textbox', title: 'Anything else we should know?' },
    { type: 'contact', title: 'Your details' },
  ],
  calculations: [
    { id: 'estimate', label: 'Estimated price', formula: '4800', format: 'currency', currency: 'EUR' },
  ],
};
const pub = await req.post('/api/publish', {
  data: { config, label: 'Roof check', language: 'en', domain: '' },
});
const formId = ((await pub.json()) as { id: number }).id;
const anon = await (await browser.newContext({ baseURL: base })).request;
const people = [
  ['Ann', 'Lee', 'ann@example.com', '+49 30 1234567'],
  ['Bob', 'Stone', 'bob.stone@example.org', ''],
  ['Chloé', 'Martin-Durand', 'chloe.martin-durand@longcompanyname.example.com', '+33 1 23 45 67 89'],
];
let id = 0;
for (const [i, [f, l, e, p]] of people.entries()) {
  const s = (await (await anon.post(`/api/forms/${formId}/session`)).json()) as { sessionId: string };
  const up = (await (
    await anon.post('/api/upload-document', {
      multipart: {
        formId: String(formId),
        sessionId: s.sessionId,
        document: { name: `roof-${i}.png`, mimeType: 'image/png', buffer: PNG },
      },
    })
  ).json()) as { documentUrl: string; fileName: string };
  const r = await anon.post(`/api/forms/${formId}/submit`, {
    data: {
      'What roof do you have?': i % 2 ? 'pitched' : 'flat',
      'Photo of the roof': { documentUrl: up.documentUrl, fileName: up.fileName, extractedText: '' },
      'Where is the house?': {
        fullAddress: 'Unter den Linden 1, 10117 Berlin',
        postalCode: '10117',
        isAvailable: i !== 1,
        lat: 52.517,
        lng: 13.389,
      },
      'Anything else we should know?':
        'The roof was redone in 2009; there is a skylight on the south side and a chimney.',
      'Your details': { firstName: f, lastName: l, email: e, phone: p, consent: true },
      _hidden: { utm_source: 'spring-ads' },
      _sessionInfo: s,
    },
  });
  if (!r.ok()) throw new Error(await r.text());
  id = ((await r.json()) as { id: number }).id;
}
for (const width of [375, 1280]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/forms/${formId}/responses`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/list-${width}.png`, fullPage: true });
  await page.goto(`/forms/${formId}/responses/${id - 2}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/detail-${width}.png`, fullPage: true });
  await page.goto(`/forms/${formId}/responses/${id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/detail-long-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
