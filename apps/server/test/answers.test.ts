// Answers API over real HTTP: sessions, temporary saves, submissions, the generic submit and responses.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  sampleConfig,
  signedInClient,
  startServer,
  storedAs,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let owner: Client;
let formId: number;
const anon = () => new Client(server.url);

const complete = {
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 220,
  'Anything else?': 'South-facing roof',
  'How can we reach you?': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
    consent: true,
  },
};

beforeAll(async () => {
  server = await startServer();
  owner = (await signedInClient(server.url)).client;
  const res = await owner.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  formId = res.body.id;
});
afterAll(() => server.close());

type Row = {
  id: number;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
};

describe('answer sessions', () => {
  it('numbers sessions per form from 1 upwards', async () => {
    const other = await owner.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    const a = await anon().post(`/api/forms/${other.body.id}/session`);
    const b = await anon().post(`/api/forms/${other.body.id}/session`);
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), sessionNo: 1 });
    expect(b.body.sessionNo).toBe(2);
  });

  it('hands out distinct numbers under concurrent session creation', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, () => anon().post<{ sessionNo: number }>(`/api/forms/${formId}/session`)),
    );
    const numbers = results.map((r) => r.body.sessionNo);
    expect(new Set(numbers).size).toBe(15);
  });

  it('answers 404 for sessions of unknown forms', async () => {
    const res = await anon().post('/api/forms/987654/session');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Form not found' });
  });
});

describe('temporary responses and submission', () => {
  it('shows a saved temporary response as incomplete, then complete after submit', async () => {
    const s = await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    const { sessionId, sessionNo } = s.body;
    const temp = await anon().patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { 'What type of property do you have?': 'house' },
    });
    expect(temp.status).toBe(200);
    await anon().patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { 'What type of property do you have?': 'flat', 'Monthly electricity bill': 100 },
    });
    let rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    let mine = rows.find((r) => r.temp_response?.monthly_electricity_bill === 100);
    expect(mine).toBeDefined();
    expect(mine?.response).toBeNull();

    const submit = await anon().post(`/api/forms/${formId}/submit`, {
      ...complete,
      _sessionInfo: { sessionId, sessionNo },
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({ success: true, id: mine?.id });

    rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    mine = rows.find((r) => r.id === submit.body.id);
    expect(mine?.temp_response).toBeNull();
    expect(mine?.response).toMatchObject({ ...storedAs(complete), _sessionInfo: { sessionId, sessionNo } });

    // A late temporary save never turns a submitted response back into an incomplete one.
    const late = await anon().patch(`/api/sessions/${sessionId}/temp-response`, { tempResponse: { x: 1 } });
    expect(late.body).toMatchObject({ success: true, saved: false });
    rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows.find((r) => r.id === submit.body.id)?.response).not.toBeNull();
  });

  it('keeps an unticked consent box in a temporary save but refuses it on submit', async () => {
    const s = await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    const { sessionId, sessionNo } = s.body;
    const unticked = {
      ...complete,
      'Anything else?': `marker ${sessionId}`,
      'How can we reach you?': { ...complete['How can we reach you?'], consent: false },
    };
    const temp = await anon().patch(`/api/sessions/${sessionId}/temp-response`, { tempResponse: unticked });
    expect(temp.body).toMatchObject({ success: true, saved: true });
    const rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    const mine = rows.find((r) => r.temp_response?.anything_else === `marker ${sessionId}`);
    expect(mine?.response).toBeNull();
    expect(mine?.temp_response?.how_can_we_reach_you).toMatchObject({ consent: false });

    const refused = await anon().post(`/api/forms/${formId}/submit`, {
      ...unticked,
      _sessionInfo: { sessionId, sessionNo },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Invalid answer for "How can we reach you?": consent to the data processing terms is required',
    });
    const after = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body.find(
      (r) => r.id === mine?.id,
    );
    expect(after?.response).toBeNull();
  });

  it('accepts a submission without a session', async () => {
    const res = await anon().post(`/api/forms/${formId}/submit`, complete);
    expect(res.status).toBe(200);
  });

  it('skips the optional textbox and uses the slider default', async () => {
    const { 'Anything else?': _, 'Monthly electricity bill': __, ...rest } = complete;
    const res = await anon().post(`/api/forms/${formId}/submit`, rest);
    expect(res.status).toBe(200);
  });

  it.each([
    [
      { ...complete, 'What type of property do you have?': 'castle' },
      'Invalid option for "What type of property do you have?"',
    ],
    [
      { ...complete, 'What type of property do you have?': undefined },
      'Missing answer for "What type of property do you have?"',
    ],
    [
      { ...complete, 'How can we reach you?': { firstName: 'A', lastName: 'B', email: 'not-mail' } },
      'Invalid answer for "How can we reach you?"',
    ],
    [{ ...complete, 'Who are you?': 'x' }, 'Unknown question "Who are you?" in response'],
    [
      { ...complete, 'How can we reach you?': { ...complete['How can we reach you?'], consent: false } },
      'Invalid answer for "How can we reach you?": consent to the data processing terms is required',
    ],
    [
      { ...complete, 'How can we reach you?': { firstName: 'A', lastName: 'B', email: 'a@b.co' } },
      'Invalid answer for "How can we reach you?": consent to the data processing terms is required',
    ],
    [
      { ...complete, 'How can we reach you?': { ...complete['How can we reach you?'], consent: 'yes' } },
      'Invalid answer for "How can we reach you?": consent to the data processing terms is required',
    ],
  ])('refuses an invalid submission (%#) with a clear 400', async (body, message) => {
    const res = await anon().post(`/api/forms/${formId}/submit`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('answers 404 for unknown forms and sessions, 400 for bodies that are not answer maps', async () => {
    expect((await anon().post('/api/forms/987654/submit', complete)).status).toBe(404);
    const unknownSession = await anon().patch(
      '/api/sessions/00000000-0000-4000-8000-000000000000/temp-response',
      {
        tempResponse: {},
      },
    );
    expect(unknownSession.status).toBe(404);
    expect(unknownSession.body).toEqual({ error: 'Session not found' });
    expect(
      (await anon().patch('/api/sessions/not-a-session/temp-response', { tempResponse: {} })).status,
    ).toBe(404);
    expect((await anon().patch(`/api/sessions/x/temp-response`, { tempResponse: 'nope' })).status).toBe(400);
    expect((await anon().post(`/api/forms/${formId}/submit`, [1, 2])).status).toBe(400);
    const foreign = await anon().post(`/api/forms/${formId}/submit`, {
      ...complete,
      _sessionInfo: { sessionId: '00000000-0000-4000-8000-000000000000', sessionNo: 1 },
    });
    expect(foreign.status).toBe(404);
  });

  it('drops honeypot submissions silently', async () => {
    const before = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body.length;
    const res = await anon().post(`/api/forms/${formId}/submit`, { ...complete, _hp: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect((await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body.length).toBe(before);
  });
});

describe('generic submit', () => {
  it('stores the formData as a complete response of the named form', async () => {
    const res = await anon().post<{ id: number }>('/api/submit', {
      label: 'What type of property do you have?',
      language: 'en',
      response: { formData: complete, questions: [{ title: 'q', subtitle: '', type: 'textbox' }] },
      domain: null,
      form_config_id: formId,
    });
    expect(res.status).toBe(200);
    const rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows.find((r) => r.id === res.body.id)?.response).toEqual(storedAs(complete));
  });

  it('checks the answers exactly as the form submit does', async () => {
    const generic = (formData: Record<string, unknown>) =>
      anon().post('/api/submit', { response: { formData }, form_config_id: formId });
    // A question the form does not have, an answer that is not one of the options, a missing required answer.
    expect((await generic({ ...complete, q: 'a' })).body).toEqual({
      error: 'Unknown question "q" in response',
    });
    expect((await generic({ ...complete, 'What type of property do you have?': 'castle' })).status).toBe(400);
    const { 'How can we reach you?': _contact, ...noContact } = complete;
    expect((await generic(noContact)).status).toBe(400);
    // Contact details need the consent tick, as in the runner.
    const noConsent = await generic({
      ...complete,
      'How can we reach you?': { ...complete['How can we reach you?'], consent: false },
    });
    expect(noConsent.status).toBe(400);
    expect(String(noConsent.body.error)).toMatch(/consent/);
    // Hidden values the form does not declare are not stored.
    const hidden = await generic({ ...complete, _hidden: { utm_source: 'x', secret: 'y' } });
    expect(hidden.status).toBe(200);
    const rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    const stored = rows.find((r) => r.id === (hidden.body as { id: number }).id)?.response ?? {};
    expect(stored).not.toHaveProperty('_hidden.secret');
  });

  it("never stores another respondent's session: a session is the submit's own, and is submitted once", async () => {
    const victim = await anon().post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const mine = await anon().post('/api/submit', {
      response: { formData: { ...complete, _sessionInfo: victim.body } },
      form_config_id: formId,
    });
    expect(mine.status).toBe(200);
    // The session is now submitted: the same id cannot be used again by anyone.
    const again = await anon().post('/api/submit', {
      response: { formData: { ...complete, _sessionInfo: victim.body } },
      form_config_id: formId,
    });
    expect(again.status).toBe(409);
    const unknown = await anon().post('/api/submit', {
      response: { formData: { ...complete, _sessionInfo: { sessionId: crypto.randomUUID(), sessionNo: 1 } } },
      form_config_id: formId,
    });
    expect(unknown.status).toBe(404);
  });

  it('treats an empty response as a failure and needs a form', async () => {
    const empty = await anon().post('/api/submit', { response: { formData: {} }, form_config_id: formId });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Response is empty' });
    const noForm = await anon().post('/api/submit', {
      response: { formData: { a: 1 } },
      form_config_id: null,
    });
    expect(noForm.status).toBe(400);
    const unknown = await anon().post('/api/submit', {
      response: { formData: { a: 1 } },
      form_config_id: 987654,
    });
    expect(unknown.status).toBe(404);
  });
});
