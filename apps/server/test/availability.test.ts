// Availability over real HTTP: close date, response limit, redirect and closed message; the public payload carries
// them; closed or full forms refuse new sessions and submissions; respondents part-way keep their lead (grace rule).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({}, { RATE_LIMITS: 'off' });
});
afterAll(() => srv.close());

const anon = () => new Client(srv.url);
const answers = {
  'What type of property do you have?': 'house',
  'How can we reach you?': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    consent: true,
  },
};
const EN = 'This form is no longer accepting responses.';
const DE = 'Dieses Formular nimmt keine Antworten mehr an.';

async function newForm(language = 'en') {
  const { client } = await signedInClient(srv.url, 'avail');
  const label = uniqueLabel('Avail');
  const res = await client.post<{ id: number }>('/api/publish', { config: sampleConfig(), label, language });
  expect(res.status).toBe(200);
  return { client, formId: res.body.id, label, language };
}

interface Payload {
  availability: {
    open: boolean;
    reason: string | null;
    closesAt: string | null;
    message: string;
    redirectUrl: string | null;
  };
}
const publicPayload = async (f: { label: string; language: string }) =>
  (
    await anon().get<Payload>(
      `/api/forms/by-properties?${new URLSearchParams({ language: f.language, label: f.label, domain: '' })}`,
    )
  ).body.availability;

describe('availability settings', () => {
  it('reads the defaults and saves every field', async () => {
    const { client, formId } = await newForm();
    const empty = await client.get(`/api/forms/${formId}/settings`);
    expect(empty.body).toEqual({
      closesAt: null,
      maxResponses: null,
      redirectUrl: null,
      closedMessage: null,
      retentionDays: null,
      unfinishedRetentionDays: 30,
      effectiveClosedMessage: EN,
      status: { open: true, reason: null, completed: 0 },
    });
    const put = await client.put(`/api/forms/${formId}/settings`, {
      closesAt: '2099-12-31T18:00:00+01:00',
      maxResponses: 100,
      redirectUrl: 'https://client.example/thanks?src=form',
      closedMessage: 'Applications are closed for this season.',
      retentionDays: 90,
      unfinishedRetentionDays: 14,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      closesAt: '2099-12-31T17:00:00.000Z',
      maxResponses: 100,
      redirectUrl: 'https://client.example/thanks?src=form',
      closedMessage: 'Applications are closed for this season.',
      retentionDays: 90,
      unfinishedRetentionDays: 14,
      effectiveClosedMessage: 'Applications are closed for this season.',
      status: { open: true },
    });
    expect((await client.get(`/api/forms/${formId}/settings`)).body).toEqual(put.body);
    // Empty values switch each setting off again.
    const off = await client.put(`/api/forms/${formId}/settings`, {
      closesAt: '',
      maxResponses: null,
      redirectUrl: '',
      closedMessage: '',
      retentionDays: null,
    });
    // Unfinished answers are never kept forever: without a value they go after the default 30 days.
    expect(off.body).toMatchObject({
      closesAt: null,
      maxResponses: null,
      redirectUrl: null,
      closedMessage: null,
      retentionDays: null,
      unfinishedRetentionDays: 30,
    });
  });

  it.each([
    [
      { closesAt: 'next tuesday' },
      'Close date must be a date and time like 2026-12-31T18:00:00Z, between the years 1 and 9999',
    ],
    [
      { closesAt: 5 },
      'Close date must be a date and time like 2026-12-31T18:00:00Z, between the years 1 and 9999',
    ],
    [{ maxResponses: 0 }, 'Response limit must be a whole number of at least 1'],
    [{ maxResponses: 2.5 }, 'Response limit must be a whole number of at least 1'],
    [{ maxResponses: '10' }, 'Response limit must be a whole number of at least 1'],
    [
      { redirectUrl: 'javascript:alert(1)' },
      'The address to go to after submitting must start with http:// or https://',
    ],
    [
      { redirectUrl: 'ftp://files.example.com' },
      'The address to go to after submitting must start with http:// or https://',
    ],
    [
      { redirectUrl: 'not a url' },
      'The address to go to after submitting must start with http:// or https://',
    ],
    [{ closedMessage: 'x'.repeat(1001) }, 'The message when closed must be at most 1000 characters'],
    [{ retentionDays: 0 }, 'Days to keep leads must be a whole number from 1 to 3650'],
    [{ retentionDays: 3651 }, 'Days to keep leads must be a whole number from 1 to 3650'],
    [{ retentionDays: 1.5 }, 'Days to keep leads must be a whole number from 1 to 3650'],
    [{ retentionDays: '30' }, 'Days to keep leads must be a whole number from 1 to 3650'],
  ])('refuses bad input (%#) with a 400 naming the field', async (body, message) => {
    const { client, formId } = await newForm();
    const res = await client.put(`/api/forms/${formId}/settings`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it("is the owner's alone", async () => {
    const { formId } = await newForm();
    const other = await signedInClient(srv.url, 'intruder');
    expect((await anon().put(`/api/forms/${formId}/settings`, {})).status).toBe(401);
    expect((await other.client.get(`/api/forms/${formId}/settings`)).status).toBe(403);
    expect((await other.client.put(`/api/forms/${formId}/settings`, { maxResponses: 1 })).status).toBe(403);
  });
});

describe('a closed form', () => {
  it('shows the closed message in the public payload and refuses new sessions and submissions', async () => {
    const form = await newForm();
    expect(await publicPayload(form)).toEqual({
      open: true,
      reason: null,
      closesAt: null,
      message: EN,
      redirectUrl: null,
    });
    // A respondent who started before the close…
    const early = await anon().post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${form.formId}/session`,
    );
    await form.client.put(`/api/forms/${form.formId}/settings`, {
      closesAt: new Date().toISOString(),
    });

    const payload = await publicPayload(form);
    expect(payload).toMatchObject({ open: false, reason: 'closed', message: EN });
    const session = await anon().post(`/api/forms/${form.formId}/session`);
    expect(session.status).toBe(403);
    expect(session.body).toEqual({ error: EN });
    const sessionless = await anon().post(`/api/forms/${form.formId}/submit`, answers);
    expect(sessionless.status).toBe(403);
    expect(sessionless.body).toEqual({ error: EN });
    const generic = await anon().post('/api/submit', {
      response: { formData: answers },
      form_config_id: form.formId,
    });
    expect(generic.status).toBe(403);

    // …keeps their lead: temporary saves and the submission still go through (grace rule).
    const temp = await anon().patch(`/api/sessions/${early.body.sessionId}/temp-response`, {
      tempResponse: { 'Anything else?': 'x' },
    });
    expect(temp.status).toBe(200);
    const late = await anon().post(`/api/forms/${form.formId}/submit`, {
      ...answers,
      _sessionInfo: early.body,
    });
    expect(late.status).toBe(200);
  });

  it('stops the grace 24 hours after the close', async () => {
    const form = await newForm();
    const s = await anon().post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${form.formId}/session`,
    );
    await srv.app.ctx.database.db.execute(
      sql`update answer_sessions set created_at = now() - interval '3 days' where id = ${s.body.sessionId}`,
    );
    await form.client.put(`/api/forms/${form.formId}/settings`, {
      closesAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
    });
    const res = await anon().post(`/api/forms/${form.formId}/submit`, { ...answers, _sessionInfo: s.body });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: EN });
  });

  it("uses the owner's message, and the German default for German forms", async () => {
    const de = await newForm('de');
    await de.client.put(`/api/forms/${de.formId}/settings`, { closesAt: '2000-01-01T00:00:00Z' });
    expect(await publicPayload(de)).toMatchObject({ open: false, message: DE });
    expect((await anon().post(`/api/forms/${de.formId}/session`)).body).toEqual({ error: DE });
    await de.client.put(`/api/forms/${de.formId}/settings`, {
      closesAt: '2000-01-01T00:00:00Z',
      closedMessage: 'Bis bald!',
    });
    expect(await publicPayload(de)).toMatchObject({ message: 'Bis bald!' });
    expect((await anon().post(`/api/forms/${de.formId}/session`)).body).toEqual({ error: 'Bis bald!' });
  });

  it('opens again when the close date moves into the future', async () => {
    const form = await newForm();
    await form.client.put(`/api/forms/${form.formId}/settings`, { closesAt: '2000-01-01T00:00:00Z' });
    expect((await anon().post(`/api/forms/${form.formId}/session`)).status).toBe(403);
    const future = new Date(Date.now() + 3600_000).toISOString();
    await form.client.put(`/api/forms/${form.formId}/settings`, { closesAt: future });
    expect(await publicPayload(form)).toMatchObject({ open: true, closesAt: future });
    expect((await anon().post(`/api/forms/${form.formId}/session`)).status).toBe(201);
  });
});

describe('a full form', () => {
  it('closes to new respondents at maxResponses completed responses, but lets those part-way finish', async () => {
    const form = await newForm();
    await form.client.put(`/api/forms/${form.formId}/settings`, { maxResponses: 2 });
    const inProgress = await anon().post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${form.formId}/session`,
    );
    expect((await anon().post(`/api/forms/${form.formId}/submit`, answers)).status).toBe(200);
    expect(await publicPayload(form)).toMatchObject({ open: true });
    expect((await anon().post(`/api/forms/${form.formId}/submit`, answers)).status).toBe(200);

    expect(await publicPayload(form)).toMatchObject({ open: false, reason: 'full', message: EN });
    const session = await anon().post(`/api/forms/${form.formId}/session`);
    expect(session.status).toBe(403);
    expect(session.body).toEqual({ error: EN });
    expect((await anon().post(`/api/forms/${form.formId}/submit`, answers)).status).toBe(403);
    // Started before the form filled up: the lead is kept.
    const finish = await anon().post(`/api/forms/${form.formId}/submit`, {
      ...answers,
      _sessionInfo: inProgress.body,
    });
    expect(finish.status).toBe(200);
    expect((await form.client.get(`/api/forms/${form.formId}/settings`)).body).toMatchObject({
      status: { open: false, reason: 'full', completed: 3 },
    });
    // Raising the limit opens it again.
    await form.client.put(`/api/forms/${form.formId}/settings`, { maxResponses: 10 });
    expect((await anon().post(`/api/forms/${form.formId}/session`)).status).toBe(201);
  });

  it('lets only one of two simultaneous last-slot submissions through', async () => {
    const form = await newForm();
    await form.client.put(`/api/forms/${form.formId}/settings`, { maxResponses: 1 });
    const results = await Promise.all(
      [1, 2, 3].map(() => anon().post(`/api/forms/${form.formId}/submit`, answers)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });
});

describe('redirect after submit', () => {
  it('travels with the public form', async () => {
    const form = await newForm();
    await form.client.put(`/api/forms/${form.formId}/settings`, {
      redirectUrl: 'https://client.example/thank-you',
    });
    expect(await publicPayload(form)).toMatchObject({
      open: true,
      redirectUrl: 'https://client.example/thank-you',
    });
    const byId = await anon().get<Payload>(`/api/forms/${form.formId}`);
    expect(byId.body.availability.redirectUrl).toBe('https://client.example/thank-you');
  });
});
