// Hidden fields over real HTTP: declared on the form, stored under _hidden on temporary and complete responses
// (declared names only, capped), read by logic, in the CSV and the webhook payload; bad declarations refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { isolatedDatabase, Receiver, waitFor } from './webhook-receiver.ts';

let srv: TestServer;
let dropDb = async () => {};
const receivers: Receiver[] = [];
beforeAll(async () => {
  const db = await isolatedDatabase();
  dropDb = db.drop;
  srv = await startServer(
    { databaseUrl: db.url, memoryDb: !db.url },
    { RATE_LIMITS: 'off', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '25', WEBHOOK_COALESCE_MS: '50' },
  );
});
afterAll(async () => {
  await srv.close();
  await dropDb();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});

const PROPERTY = 'What type of property do you have?';
const CONTACT = 'How can we reach you?';
const config = (extra: Record<string, unknown> = {}) => ({
  title: 'Solar quote',
  hiddenFields: ['utm_source', 'utm_campaign', 'gclid'],
  steps: [
    {
      id: 'property',
      type: 'tiles',
      title: PROPERTY,
      options: [
        { id: 'house', title: 'House' },
        { id: 'flat', title: 'Apartment' },
      ],
      logic: [{ if: { hidden: 'utm_source', op: 'equals', value: 'partner' }, goTo: 'partners' }],
    },
    { id: 'contact', type: 'contact', title: CONTACT },
  ],
  endings: [
    { id: 'partners', title: 'A partner will call you', description: 'Thanks for coming via our partner.' },
  ],
  ...extra,
});
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };

async function newForm(cfg: unknown = config()) {
  const { client } = await signedInClient(srv.url, 'hidden');
  const res = await client.post<{ id: number; error?: string }>('/api/publish', {
    config: cfg,
    label: uniqueLabel('Hidden'),
    language: 'en',
  });
  return { client, res, formId: res.body.id };
}

interface Row {
  id: number;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
  ending: string | null;
}

describe('hidden fields', () => {
  it('keeps declared values on temporary saves and submissions, drops unknown names and caps long values', async () => {
    const { client, formId } = await newForm();
    const anon = new Client(srv.url);
    const session = await anon.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    expect(session.status).toBe(201);
    const hidden = { utm_source: 'facebook', gclid: 'x'.repeat(900), evil: 'dropped', utm_campaign: 42 };
    const temp = await anon.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse: { [PROPERTY]: 'house', _hidden: hidden },
    });
    expect(temp.status).toBe(200);
    let rows = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows[0].temp_response?._hidden).toEqual({
      utm_source: 'facebook',
      gclid: 'x'.repeat(500),
      utm_campaign: '42',
    });

    const sent = await anon.post(`/api/forms/${formId}/submit`, {
      [PROPERTY]: 'house',
      [CONTACT]: contact,
      _hidden: hidden,
      _sessionInfo: session.body,
    });
    expect(sent.status).toBe(200);
    rows = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows).toHaveLength(1);
    expect(rows[0].response?._hidden).toEqual({
      utm_source: 'facebook',
      gclid: 'x'.repeat(500),
      utm_campaign: '42',
    });
    expect(rows[0].ending).toBeNull();
  });

  it('stores nothing under _hidden when the form declares no hidden fields or the value is not an object', async () => {
    const { client, formId } = await newForm(
      config({ hiddenFields: undefined, steps: config().steps.slice(1) }),
    );
    const anon = new Client(srv.url);
    expect(
      (await anon.post(`/api/forms/${formId}/submit`, { [CONTACT]: contact, _hidden: { utm_source: 'x' } }))
        .status,
    ).toBe(200);
    const { formId: other, client: otherOwner } = await newForm();
    expect(
      (
        await anon.post(`/api/forms/${other}/submit`, {
          [PROPERTY]: 'flat',
          [CONTACT]: contact,
          _hidden: 'x',
        })
      ).status,
    ).toBe(200);
    const rows = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows[0].response).not.toHaveProperty('_hidden');
    const otherRows = (await otherOwner.get<Row[]>(`/api/forms/${other}/responses`)).body;
    expect(otherRows[0].response).not.toHaveProperty('_hidden');
  });

  it('lets logic branch on a hidden field, on the server as in the runner', async () => {
    const { client, formId } = await newForm();
    const anon = new Client(srv.url);
    // utm_source=partner sends the respondent from step 1 to the partner ending: the contact step is not on the path.
    const res = await anon.post(`/api/forms/${formId}/submit`, {
      [PROPERTY]: 'flat',
      [CONTACT]: contact,
      _hidden: { utm_source: 'partner' },
    });
    expect(res.status).toBe(200);
    const [row] = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(row.ending).toBe('partners');
    expect(row.response).toEqual({ property: 'flat', _hidden: { utm_source: 'partner' } });
  });

  it('adds one CSV column per declared hidden field, values escaped like any cell', async () => {
    const { client, formId } = await newForm();
    const anon = new Client(srv.url);
    await anon.post(`/api/forms/${formId}/submit`, {
      [PROPERTY]: 'house',
      [CONTACT]: contact,
      _hidden: { utm_source: 'facebook', utm_campaign: '=cmd|"spring, sale"' },
    });
    const csv = await client.get<string>(`/api/forms/${formId}/responses.csv`);
    expect(csv.status).toBe(200);
    const [header, line] = csv.body.trim().split('\r\n');
    // The contact answer is split into its parts, first (issue 16 item 6); hidden fields follow the answers.
    expect(header).toBe(
      `ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,${PROPERTY},utm_source,utm_campaign,gclid,Ending`,
    );
    expect(line).toMatch(/,facebook,"'=cmd\|""spring, sale""",,$/);
  });

  it('sends the hidden values in the webhook payload as data.response.hidden', async () => {
    const { client, formId } = await newForm();
    const receiver = await new Receiver().up();
    receivers.push(receiver);
    expect((await client.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
    await new Client(srv.url).post(`/api/forms/${formId}/submit`, {
      [PROPERTY]: 'house',
      [CONTACT]: contact,
      _hidden: { utm_source: 'newsletter', gclid: 'abc-123' },
    });
    const got = await waitFor(
      () => receiver.received.find((r) => r.payload.type === 'response.completed'),
      15_000,
      'the response.completed webhook',
    );
    expect(got.payload.data.response.hidden).toEqual({ utm_source: 'newsletter', gclid: 'abc-123' });
    expect(got.payload.data.response.answers).not.toHaveProperty('_hidden');
  });

  it('refuses malformed declarations, conditions on undeclared fields and piping to unknown names (400 naming them)', async () => {
    const bad = async (cfg: unknown) => {
      const { res } = await newForm(cfg);
      expect(res.status).toBe(400);
      return res.body.error ?? '';
    };
    expect(await bad(config({ hiddenFields: ['utm source'] }))).toMatch(
      /hiddenFields.*letters, digits, _ or -/,
    );
    expect(await bad(config({ hiddenFields: 'utm_source' }))).toMatch(/hiddenFields must be a list of names/);
    expect(await bad(config({ hiddenFields: ['gclid', 'gclid', 'utm_source'] }))).toMatch(
      /"gclid" is declared twice/,
    );
    expect(await bad(config({ hiddenFields: ['gclid'] }))).toMatch(
      /hidden field "utm_source".*does not declare/,
    );
    const piped = config();
    (piped.steps[1] as { title: string }).title = 'Thanks {{hidden.ref}}, how can we reach you?';
    expect(await bad(piped)).toMatch(/\{\{hidden\.ref\}\} names no hidden field/);
    const unknownStep = config();
    (unknownStep.steps[1] as { title: string }).title = 'About your {{roof}}';
    expect(await bad(unknownStep)).toMatch(/\{\{roof\}\} names no step id/);
  });
});
