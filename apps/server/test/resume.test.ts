// Resume over real HTTP: GET /api/sessions/{id}/temp-response gives a returning respondent their saved answers
// while the session is open and active within 7 days; submitted, expired and unknown sessions are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({}, { RATE_LIMITS: 'off' });
});
afterAll(() => srv.close());

const PROPERTY = 'What type of property do you have?';
const CONTACT = 'How can we reach you?';

async function openSession() {
  const { client } = await signedInClient(srv.url, 'resume');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: { ...sampleConfig(), hiddenFields: ['utm_source'] },
    label: uniqueLabel('Resume'),
    language: 'en',
  });
  const anon = new Client(srv.url);
  const session = await anon.post<{ sessionId: string; sessionNo: number }>(
    `/api/forms/${form.body.id}/session`,
  );
  return { anon, formId: form.body.id, ...session.body };
}

describe('GET /api/sessions/{id}/temp-response', () => {
  it('returns the saved partial answers (hidden values included) of an open session', async () => {
    const { anon, formId, sessionId, sessionNo } = await openSession();
    const empty = await anon.get(`/api/sessions/${sessionId}/temp-response`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ formId, sessionNo, tempResponse: {} });
    await anon.patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { [PROPERTY]: 'flat', 'Anything else?': 'Call after 5', _hidden: { utm_source: 'ads' } },
    });
    const res = await anon.get(`/api/sessions/${sessionId}/temp-response`);
    expect(res.body).toEqual({
      formId,
      sessionNo,
      tempResponse: { [PROPERTY]: 'flat', 'Anything else?': 'Call after 5', _hidden: { utm_source: 'ads' } },
    });
  });

  it('refuses a submitted session with 409, so a finished lead is never reopened', async () => {
    const { anon, formId, sessionId, sessionNo } = await openSession();
    await anon.patch(`/api/sessions/${sessionId}/temp-response`, { tempResponse: { [PROPERTY]: 'house' } });
    const sent = await anon.post(`/api/forms/${formId}/submit`, {
      [PROPERTY]: 'house',
      [CONTACT]: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true },
      _sessionInfo: { sessionId, sessionNo },
    });
    expect(sent.status).toBe(200);
    const res = await anon.get(`/api/sessions/${sessionId}/temp-response`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This response has already been submitted. Start over to send another one.',
    });
  });

  it('refuses a session idle for more than 7 days, and unknown or malformed ids, with 404', async () => {
    const { anon, sessionId } = await openSession();
    await anon.patch(`/api/sessions/${sessionId}/temp-response`, { tempResponse: { [PROPERTY]: 'house' } });
    await srv.app.ctx.database.db.execute(
      sql`update responses set updated_at = now() - interval '8 days' where session_id = ${sessionId}`,
    );
    const old = await anon.get(`/api/sessions/${sessionId}/temp-response`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: 'This answer session has expired. Start over to answer again.' });
    await srv.app.ctx.database.db.execute(
      sql`update responses set updated_at = now() - interval '6 days' where session_id = ${sessionId}`,
    );
    expect((await anon.get(`/api/sessions/${sessionId}/temp-response`)).status).toBe(200);
    const unknown = await anon.get(`/api/sessions/${crypto.randomUUID()}/temp-response`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Session not found' });
    expect((await anon.get('/api/sessions/not-a-session/temp-response')).status).toBe(404);
  });
});
