// The newer step types over real HTTP: a submission of each is stored as sent, a wrong shape is refused with a 400
// that says why, and the owner's CSV and new-lead e-mail show the answer in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
  submitWithSession,
} from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { waitFor } from './webhook-receiver.ts';

const steps = [
  { id: 'own', type: 'yesNo', title: 'Do you own the home?' },
  { id: 'pets', type: 'yesNo', title: 'Any pets?', yesLabel: 'Yes, we have pets', noLabel: 'No pets' },
  { id: 'area', type: 'number', title: 'Living area', unit: 'm²', min: 10, max: 1000, integer: true },
  { id: 'people', type: 'number', title: 'People', min: 0.5, validation: { required: false } },
  { id: 'stars', type: 'rating', title: 'Rate us' },
  { id: 'contact', type: 'contact', title: 'Your details' },
];
const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true };
const valid = {
  'Do you own the home?': true,
  'Any pets?': false,
  'Living area': 120,
  People: 2.5,
  'Rate us': 4,
  'Your details': anna,
};

let server: TestServer;
let owner: Client;
let ownerEmail: string;
let formId: number;
let smtp: SmtpReceiver;

const submit = (answers: Record<string, unknown>) => submitWithSession(server.url, formId, answers);

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  server = await startServer({}, { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '25' });
  const signedIn = await signedInClient(server.url);
  owner = signedIn.client;
  ownerEmail = signedIn.email;
  const res = await owner.post<{ id: number }>('/api/publish', {
    config: { title: 'New step types', steps },
    label: uniqueLabel(),
  });
  expect(res.status).toBe(200);
  formId = res.body.id;
});
afterAll(async () => {
  await server.close();
  await smtp.down();
});

describe('submitting the newer step types', () => {
  it('stores a valid answer of each as sent, under the step ids', async () => {
    const res = await submit(valid);
    expect(res.status).toBe(200);
    const lead = await owner.get<{ response: Record<string, unknown> }>(
      `/api/forms/${formId}/responses/${res.body.id}`,
    );
    expect(lead.body.response).toMatchObject({ own: true, pets: false, area: 120, people: 2.5, stars: 4 });
  });

  it.each([
    [
      'a yes/no answered with a word',
      { 'Do you own the home?': 'yes' },
      'Do you own the home?',
      'true (yes) or false (no)',
    ],
    ['a yes/no answered with a number', { 'Any pets?': 0 }, 'Any pets?', 'true (yes) or false (no)'],
    ['a number answered with words', { 'Living area': 'big' }, 'Living area', 'must be a number'],
    ['a number below its minimum', { 'Living area': 5 }, 'Living area', 'at least 10'],
    ['decimals on a whole-number step', { 'Living area': 10.5 }, 'Living area', 'a whole number'],
    ['a rating off its scale', { 'Rate us': 0 }, 'Rate us', 'a whole number from 1 to 5'],
  ])('refuses %s with a 400 naming the question', async (_what, change, question, reason) => {
    const res = await submit({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(`Invalid answer for "${question}"`);
    expect(res.body.error).toContain(reason);
  });

  it('takes an optional number left out', async () => {
    const { People: _, ...rest } = valid;
    expect((await submit(rest)).status).toBe(200);
  });

  it('refuses a missing yes/no answer', async () => {
    const { 'Any pets?': _, ...rest } = valid;
    const res = await submit(rest);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Missing answer for "Any pets?"');
  });

  it("writes each answer in words in the owner's new-lead e-mail", async () => {
    const mail = await waitFor(() => smtp.to(ownerEmail)[0], 15_000, 'owner notification');
    expect(mail.text).toContain('Do you own the home?\n  Yes');
    expect(mail.text).toContain('Any pets?\n  No pets');
    expect(mail.text).toContain('Living area\n  120 m²');
    expect(mail.text).toContain('People\n  2.5');
    expect(mail.text).toContain('Rate us\n  4/5');
  });

  it("shows each answer in words in the owner's CSV, with the step's own button texts", async () => {
    const csv = String((await owner.get(`/api/forms/${formId}/responses.csv`)).body);
    // No cell of this form holds a comma or a quote, so a plain split reads it.
    const [header, ...rows] = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (title: string) => rows.map((row) => row[header.indexOf(title)]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(column('Do you own the home?'))).toEqual(new Set(['Yes']));
    expect(new Set(column('Any pets?'))).toEqual(new Set(['No pets']));
    expect(new Set(column('Living area'))).toEqual(new Set(['120 m²']));
    expect(new Set(column('Rate us'))).toEqual(new Set(['4/5']));
  });
});
