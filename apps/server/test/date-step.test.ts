// The date step over real HTTP: a day with its time slot is stored as sent, a past day, a closed weekday or an unknown
// slot is refused with a 400 that says why, and the owner's e-mail and CSV write the day in the form's language.
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
import { Receiver, waitFor } from './webhook-receiver.ts';

const steps = [
  {
    id: 'visit',
    type: 'date',
    title: 'Wunschtermin',
    minDays: 1,
    excludedWeekdays: [0, 6],
    slots: [
      { id: 'early', label: '08:00–10:00' },
      { id: 'late', label: '10:00–12:00' },
    ],
  },
  { id: 'call', type: 'date', title: 'Rückruf am', validation: { required: false } },
  { id: 'contact', type: 'contact', title: 'Ihre Daten' },
];
const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true };
// 2099-12-01 is a Tuesday.
const valid = { Wunschtermin: { date: '2099-12-01', slot: 'early' }, 'Ihre Daten': anna };

let server: TestServer;
let owner: Client;
let ownerEmail: string;
let formId: number;
let smtp: SmtpReceiver;
let receiver: Receiver;

const submit = (answers: Record<string, unknown>) => submitWithSession(server.url, formId, answers);

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  receiver = await new Receiver().up();
  server = await startServer(
    {},
    { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '25', WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMITS: 'off' },
  );
  const signedIn = await signedInClient(server.url);
  owner = signedIn.client;
  ownerEmail = signedIn.email;
  expect((await owner.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
  const res = await owner.post<{ id: number }>('/api/publish', {
    config: { title: 'Termin', language: 'de', steps },
    label: uniqueLabel(),
    language: 'de',
  });
  expect(res.status).toBe(200);
  formId = res.body.id;
});
afterAll(async () => {
  await server.close();
  await smtp.down();
  await receiver.down();
});

describe('the date step', () => {
  it('stores the day and the slot id under the step id, and sends them in the webhook', async () => {
    const res = await submit(valid);
    expect(res.status).toBe(200);
    const lead = await owner.get<{ response: Record<string, unknown> }>(
      `/api/forms/${formId}/responses/${res.body.id}`,
    );
    expect(lead.body.response.visit).toEqual({ date: '2099-12-01', slot: 'early' });
    const got = await waitFor(
      () => receiver.received.find((r) => r.payload.type === 'response.completed'),
      15_000,
      'the response.completed webhook',
    );
    expect(got.body).toContain('"date":"2099-12-01"');
    expect(got.body).toContain('"slot":"early"');
  });

  it.each([
    ['a past day', { date: '2020-03-03', slot: 'early' }, /the date must be \d{4}-\d{2}-\d{2} or later/],
    ['a closed weekday', { date: '2099-12-06', slot: 'early' }, /Sunday is not available/],
    ['an unknown slot', { date: '2099-12-01', slot: 'evening' }, /not one of the step’s slots/],
    ['no slot', { date: '2099-12-01' }, /choose one of the time slots/],
    ['a day that does not exist', { date: '2099-02-30', slot: 'early' }, /a date written YYYY-MM-DD/],
    ['text instead of a day', 'next week', /a date written YYYY-MM-DD/],
  ])('refuses %s with a 400 naming the question and the reason', async (_what, answer, reason) => {
    const res = await submit({ ...valid, Wunschtermin: answer });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Invalid answer for "Wunschtermin"');
    expect(res.body.error).toMatch(reason);
  });

  it('refuses a past day on an optional date step too, and takes it left out', async () => {
    const past = await submit({ ...valid, 'Rückruf am': { date: '2020-03-03' } });
    expect(past.status).toBe(400);
    expect(past.body.error).toContain('Invalid answer for "Rückruf am"');
    expect((await submit(valid)).status).toBe(200);
  });

  it('refuses a form whose date step has an impossible fixed day (400, never a 500)', async () => {
    const res = await owner.post<{ error?: string }>('/api/publish', {
      config: { title: 'Bad', steps: [{ type: 'date', title: 'Wann?', maxDate: '2099-02-30' }] },
      label: uniqueLabel(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });

  it("writes the day in the form's language in the owner's e-mail and CSV", async () => {
    const mail = await waitFor(() => smtp.to(ownerEmail)[0], 15_000, 'owner notification');
    expect(mail.text).toContain('Wunschtermin\n  Di., 1. Dez. 2099, 08:00–10:00');
    const csv = String((await owner.get(`/api/forms/${formId}/responses.csv`)).body);
    expect(csv).toContain('"Di., 1. Dez. 2099, 08:00–10:00"');
  });
});
