// PUT /api/forms/{id}/sessions/{sessionId} over real HTTP: the answer session under an id the page
// chose, opened once however often (and however concurrently) it is asked for, with the answers so far saved in
// the same call; the session route's guard applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const PROPERTY = 'What type of property do you have?';
type Session = { sessionId: string; sessionNo: number };

async function publish(url: string) {
  const { client } = await signedInClient(url, 'open-session');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: { ...sampleConfig(), hiddenFields: ['utm_source'] },
    label: uniqueLabel('Open session'),
    language: 'en',
  });
  expect(form.status).toBe(200);
  return { client, formId: form.body.id };
}

describe('PUT /api/forms/{id}/sessions/{sessionId}', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({}, { RATE_LIMITS: 'off' });
  });
  afterAll(() => srv.close());

  it('opens the session under the page’s id once: a repeat is the same session, the answers go with it', async () => {
    const { formId } = await publish(srv.url);
    const anon = new Client(srv.url);
    const before = await anon.post<Session>(`/api/forms/${formId}/session`);
    const id = crypto.randomUUID();
    const opened = await anon.put<Session>(`/api/forms/${formId}/sessions/${id}`);
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ sessionId: id, sessionNo: before.body.sessionNo + 1 });
    const again = await anon.put<Session>(`/api/forms/${formId}/sessions/${id}`, {
      tempResponse: { [PROPERTY]: 'flat', _hidden: { utm_source: 'ads', undeclared: 'x' } },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(opened.body);
    const saved = await anon.get(`/api/sessions/${id}/temp-response`);
    expect(saved.body).toEqual({
      formId,
      sessionNo: opened.body.sessionNo,
      tempResponse: { [PROPERTY]: 'flat', _hidden: { utm_source: 'ads' } },
    });
    // The spec's PATCH continues it; numbering stays dense.
    await anon.patch(`/api/sessions/${id}/temp-response`, { tempResponse: { [PROPERTY]: 'house' } });
    expect((await anon.get(`/api/sessions/${id}/temp-response`)).body).toMatchObject({
      tempResponse: { [PROPERTY]: 'house' },
    });
    const after = await anon.post<Session>(`/api/forms/${formId}/session`);
    expect(after.body.sessionNo).toBe(opened.body.sessionNo + 1);
  });

  it('concurrent calls for one new id (the open and a keepalive save racing) open one session', async () => {
    const { client, formId } = await publish(srv.url);
    const id = crypto.randomUUID();
    const calls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Client(srv.url).put<Session>(
          `/api/forms/${formId}/sessions/${id}`,
          i % 2 ? { tempResponse: { [PROPERTY]: 'flat' } } : undefined,
        ),
      ),
    );
    expect(calls.map((c) => c.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(calls.map((c) => JSON.stringify(c.body)))).toEqual(
      new Set([JSON.stringify({ sessionId: id, sessionNo: 1 })]),
    );
    const rows = await client.get<{ session_id: string; temp_response: unknown }[]>(
      `/api/forms/${formId}/responses`,
    );
    expect(rows.body.map((r) => [r.session_id, r.temp_response])).toEqual([
      [id, { what_type_of_property_do_you_have: 'flat' }],
    ]);
    const next = await new Client(srv.url).post<Session>(`/api/forms/${formId}/session`);
    expect(next.body.sessionNo).toBe(2);
  });

  it('opens many new ids at once, each with its own number, numbered densely', async () => {
    const { formId } = await publish(srv.url);
    const ids = Array.from({ length: 30 }, () => crypto.randomUUID());
    const calls = await Promise.all(
      ids.map((id, i) =>
        new Client(srv.url).put<Session>(
          `/api/forms/${formId}/sessions/${id}`,
          i % 3 ? undefined : { tempResponse: { [PROPERTY]: 'flat' } },
        ),
      ),
    );
    expect(calls.map((c) => c.status)).toEqual(ids.map(() => 201));
    expect(calls.map((c) => c.body.sessionId)).toEqual(ids);
    expect(calls.map((c) => c.body.sessionNo).sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
    const again = await new Client(srv.url).put<Session>(`/api/forms/${formId}/sessions/${ids[7]}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(calls[7].body);
  });

  it('refuses a malformed id (400), another form’s session (409) and an unknown form (404)', async () => {
    const { formId } = await publish(srv.url);
    const other = await publish(srv.url);
    const anon = new Client(srv.url);
    for (const bad of [
      'not-a-session',
      crypto.randomUUID().toUpperCase(),
      '00000000-0000-1000-8000-000000000000',
    ]) {
      const res = await anon.put(`/api/forms/${formId}/sessions/${bad}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('sessionId must be a random UUID (version 4, lower case)');
    }
    const theirs = await anon.post<Session>(`/api/forms/${other.formId}/session`);
    const taken = await anon.put(`/api/forms/${formId}/sessions/${theirs.body.sessionId}`, {
      tempResponse: { [PROPERTY]: 'flat' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'This session belongs to another form' });
    expect((await anon.get(`/api/sessions/${theirs.body.sessionId}/temp-response`)).body).toMatchObject({
      tempResponse: {},
    });
    const missing = await anon.put(`/api/forms/99999999/sessions/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Form not found' });
  });

  it('a closed form opens no new session (403, its message) but a session opened before it closed continues', async () => {
    const { client, formId } = await publish(srv.url);
    const anon = new Client(srv.url);
    const before = crypto.randomUUID();
    expect((await anon.put(`/api/forms/${formId}/sessions/${before}`)).status).toBe(201);
    await client.put(`/api/forms/${formId}/settings`, {
      closesAt: new Date().toISOString(),
      closedMessage: 'Closed for the season.',
    });
    const fresh = await anon.put(`/api/forms/${formId}/sessions/${crypto.randomUUID()}`);
    expect(fresh.status).toBe(403);
    expect(fresh.body).toEqual({ error: 'Closed for the season.' });
    const resumed = await anon.put<Session>(`/api/forms/${formId}/sessions/${before}`, {
      tempResponse: { [PROPERTY]: 'flat' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.sessionId).toBe(before);
  });
});

describe('the session route’s guard', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer(
      {},
      {
        TRUST_PROXY: 'true',
        RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE: '2',
        RESPONDENT_MIN_FILL_SECONDS: '0',
      },
    );
  });
  afterAll(() => srv.close());

  it('shares the per-form allowance with POST …/session: past it a new respondent is challenged, nothing is opened', async () => {
    const { client, formId } = await publish(srv.url);
    const ip = () => ({
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect((await new Client(srv.url, ip()).post(`/api/forms/${formId}/session`)).status).toBe(201);
    expect(
      (await new Client(srv.url, ip()).put(`/api/forms/${formId}/sessions/${crypto.randomUUID()}`)).status,
    ).toBe(201);
    const id = crypto.randomUUID();
    const over = await new Client(srv.url, ip()).put<{ error: string; challenge?: unknown }>(
      `/api/forms/${formId}/sessions/${id}`,
      { tempResponse: { [PROPERTY]: 'flat' } },
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('Too many requests. Please try again later.');
    expect(over.body.challenge).toBeTruthy();
    const rows = await client.get<{ session_id: string }[]>(`/api/forms/${formId}/responses`);
    expect(rows.body.map((r) => r.session_id)).not.toContain(id);
  });
});
