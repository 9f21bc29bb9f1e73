// The respondent writes (session, temporary save, submission) over HTTP: what each stores and answers on every
// outcome, under concurrency, with the webhook delivery and the new-lead queue entry committed with the answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import type { AnswersService } from '../src/services/answers.ts';
import {
  Client,
  sampleAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  storedAs,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let db: Db;
let answers: AnswersService;

beforeAll(async () => {
  // No worker loop: the queued deliveries and lead entries stay as the writes left them.
  server = await startServer({ workers: false }, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  db = server.app.ctx.database.db;
  answers = server.app.ctx.answers;
});
afterAll(() => server.close());

const PROPERTY = 'What type of property do you have?';
/** The step id its answers are stored under. */
const PROPERTY_ID = 'what_type_of_property_do_you_have';

async function tempOf(sessionId: string) {
  const rows = rowsOf<{
    temp_response: Record<string, unknown> | null;
    response: Record<string, unknown> | null;
  }>(await db.execute(sql`select temp_response, response from responses where session_id = ${sessionId}`));
  return rows[0];
}

async function newForm() {
  const { client } = await signedInClient(server.url);
  const form = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect(form.status).toBe(200);
  const respondent = new Client(server.url);
  // A lookup fills the published-form cache, as the embed's does before a respondent writes.
  expect((await respondent.get(`/api/forms/${form.body.id}`)).status).toBe(200);
  return { owner: client, formId: form.body.id, respondent };
}

describe('respondent writes', () => {
  it('create a session, save and submit: the answers stored with the session, queued as a new lead', async () => {
    const { formId, respondent } = await newForm();
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    expect(session.status).toBe(201);
    const { sessionId, sessionNo } = session.body;
    expect(sessionNo).toBe(1);

    const save = await respondent.patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: { [PROPERTY]: 'flat' },
    });
    expect(save.status).toBe(200);
    expect(save.body).toEqual({ success: true, saved: true });
    expect((await tempOf(sessionId)).temp_response).toEqual({ [PROPERTY_ID]: 'flat' });

    const submit = await respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('Stored'),
      _sessionInfo: { sessionId, sessionNo },
    });
    expect(submit.status).toBe(200);
    const result = { body: submit.body };

    const [row] = rowsOf<{
      response: Record<string, unknown>;
      temp_response: unknown;
      queued: boolean;
    }>(
      await db.execute(
        sql`select response, temp_response, exists(select 1 from lead_queue q where q.response_id = r.id) as queued
          from responses r where id = ${result.body.id}`,
      ),
    );
    expect(row.response).toMatchObject({
      ...storedAs(sampleAnswers('Stored')),
      _sessionInfo: { sessionId, sessionNo: 1 },
    });
    expect(row.temp_response).toBeNull();
    // Queued for its new-lead e-mails with the answers (no worker runs here).
    expect(row.queued).toBe(true);
  });

  it('numbers concurrent sessions of a form 1..n without gaps or repeats', async () => {
    const { formId, respondent } = await newForm();
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        respondent.post<{ sessionNo: number }>(`/api/forms/${formId}/session`),
      ),
    );
    expect(created.map((c) => c.status)).toEqual(Array(20).fill(201));
    expect(created.map((c) => c.body.sessionNo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('answers every refusal as before: unknown form or session 404, another form’s session 404, twice 409', async () => {
    const { formId, respondent } = await newForm();
    const other = await newForm();
    expect((await respondent.post('/api/forms/99999999/session')).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const save = await respondent.patch(`/api/sessions/${unknown}/temp-response`, { tempResponse: {} });
    expect(save.status).toBe(404);
    expect(save.body).toEqual({ error: 'Session not found' });
    const orphan = await respondent.post(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('x'),
      _sessionInfo: { sessionId: unknown, sessionNo: 1 },
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body).toEqual({ error: 'Session not found' });

    const foreign = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${other.formId}/session`,
    );
    const crossed = await respondent.post(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('x'),
      _sessionInfo: foreign.body,
    });
    expect(crossed.status).toBe(404);

    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const first = await respondent.post(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('first'),
      _sessionInfo: session.body,
    });
    expect(first.status).toBe(200);
    const twice = await respondent.post(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('second'),
      _sessionInfo: session.body,
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      error: 'This response has already been submitted. Start over to send another one.',
    });
    // A save after the submission is ignored, and says so.
    const late = await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse: { [PROPERTY]: 'flat' },
    });
    expect(late.body).toEqual({ success: true, saved: false });
    const [row] = rowsOf<{ response: Record<string, unknown>; temp_response: unknown }>(
      await db.execute(
        sql`select response, temp_response from responses where session_id = ${session.body.sessionId}`,
      ),
    );
    expect(row.response.anything_else).toBe('first');
    expect(row.temp_response).toBeNull();

    // Without a session: stored with its own new row, each time.
    const sessionless = await Promise.all(
      [1, 2].map(() =>
        respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, sampleAnswers('no session')),
      ),
    );
    expect(sessionless.map((r) => r.status)).toEqual([200, 200]);
    expect(sessionless[0].body.id).not.toBe(sessionless[1].body.id);
  });

  it('refuses a form unpublished a moment ago even while this instance still has it cached', async () => {
    const { formId, respondent } = await newForm();
    // The publish's own notification reaches the cache a moment later (PostgreSQL) and drops the form once more:
    // once a marker sent after it has arrived, the lookup below keeps the form cached.
    await new Promise<void>((resolve, reject) => {
      const marker = `marker-${formId}`;
      const listening = server.app.ctx.database.listen('form_changes', (payload) => {
        if (payload !== marker) return;
        void listening.then((stop) => stop());
        resolve();
      });
      listening.then(() => db.execute(sql`select pg_notify('form_changes', ${marker})`)).catch(reject);
    });
    expect((await respondent.get(`/api/forms/${formId}`)).status).toBe(200);
    // As if another instance unpublished it and this one has not heard yet: the change skips the triggers
    // that announce it, so the cache here keeps the published version.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update forms set published_config = null where id = ${formId}`);
    });
    expect(await server.app.ctx.published.byId(formId)).not.toBeNull();
    const res = await respondent.post(`/api/forms/${formId}/submit`, sampleAnswers('too late'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Form not found' });
  });
});

describe('forms with a webhook endpoint or availability rules', () => {
  it('queue the webhook delivery with the answers when the owner has a live endpoint', async () => {
    const { owner, formId, respondent } = await newForm();
    expect((await owner.post('/api/user/webhook', { webhookUrl: 'http://127.0.0.1:9/hook' })).status).toBe(
      200,
    );
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const save = await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse: { [PROPERTY]: 'flat' },
    });
    expect(save.status).toBe(200);
    const submit = await respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('hooked'),
      _sessionInfo: session.body,
    });
    expect(submit.status).toBe(200);
    const submitted = { result: submit };
    const events = rowsOf<{ event: string; status: string }>(
      await db.execute(
        sql`select event, status from webhook_deliveries where response_id = ${submitted.result.body.id} order by id`,
      ),
    );
    // The completion's delivery was queued in the submission's transaction. Its status is not asserted exactly:
    // on a shared PostgreSQL database another test file's server runs the webhook worker, which may already
    // have claimed it ('delivering') or tried the closed port and scheduled a retry ('pending') — never the
    // owner-side 'cancelled' of the superseded temporary-save event.
    expect(events.map((e) => e.event)).toEqual(['response.updated', 'response.completed']);
    expect(events[0].status).toBe('cancelled');
    expect(['pending', 'delivering', 'failed']).toContain(events[1].status);
  });

  it('apply the response limit: the last slot goes to one respondent only', async () => {
    const { owner, formId, respondent } = await newForm();
    expect((await owner.put(`/api/forms/${formId}/settings`, { maxResponses: 1 })).status).toBe(200);
    const results = await Promise.all(
      [1, 2, 3].map((n) => respondent.post(`/api/forms/${formId}/submit`, sampleAnswers(`racer ${n}`))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
    const full = await respondent.post(`/api/forms/${formId}/session`);
    expect(full.status).toBe(403);
  });
});

describe('concurrent respondent writes', () => {
  it('store 40 concurrent journeys on two forms, each answered with its own session, row and number', async () => {
    const a = await newForm();
    const b = await newForm();
    const journeys = Array.from({ length: 40 }, (_, n) => ({ n, form: n % 2 ? a : b }));
    const done = await Promise.all(
      journeys.map(async ({ n, form }) => {
        const session = await form.respondent.post<{ sessionId: string; sessionNo: number }>(
          `/api/forms/${form.formId}/session`,
        );
        expect(session.status).toBe(201);
        const save = await form.respondent.patch<{ success: boolean; saved: boolean }>(
          `/api/sessions/${session.body.sessionId}/temp-response`,
          { tempResponse: { [PROPERTY]: 'flat', 'Anything else?': `respondent ${n}` } },
        );
        expect(save.status).toBe(200);
        expect(save.body).toEqual({ success: true, saved: true });
        const submit = await form.respondent.post<{ id: number }>(`/api/forms/${form.formId}/submit`, {
          ...sampleAnswers(`submitted ${n}`),
          _sessionInfo: session.body,
        });
        expect(submit.status).toBe(200);
        return { n, formId: form.formId, ...session.body, id: submit.body.id };
      }),
    );
    // Dense and unique numbers per form.
    for (const form of [a, b]) {
      const numbers = done
        .filter((d) => d.formId === form.formId)
        .map((d) => d.sessionNo)
        .sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
    expect(new Set(done.map((d) => d.id)).size).toBe(40);
    const stored = rowsOf<{
      id: number;
      form_id: number;
      response: Record<string, unknown>;
      temp_response: unknown;
    }>(
      await db.execute(
        sql`select id, form_id, response, temp_response from responses where form_id in (${a.formId}, ${b.formId})`,
      ),
    );
    expect(stored).toHaveLength(40);
    for (const d of done) {
      const row = stored.find((r) => Number(r.id) === d.id);
      expect(row?.form_id).toBe(d.formId);
      expect(row?.temp_response).toBeNull();
      expect(row?.response).toMatchObject({
        anything_else: `submitted ${d.n}`,
        _sessionInfo: { sessionId: d.sessionId, sessionNo: d.sessionNo },
      });
    }
  });

  it('give each call its own outcome: saved, unknown session, already submitted, another form’s session', async () => {
    const { formId, respondent } = await newForm();
    const open = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const done = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const first = await respondent.post(`/api/forms/${formId}/submit`, {
      ...sampleAnswers('done'),
      _sessionInfo: done.body,
    });
    expect(first.status).toBe(200);
    const outcomes = await Promise.allSettled([
      answers.saveTemp(open.body.sessionId, { [PROPERTY]: 'office' }),
      answers.saveTemp('00000000-0000-4000-8000-000000000000', { [PROPERTY]: 'flat' }),
      answers.saveTemp(done.body.sessionId, { [PROPERTY]: 'flat' }),
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { saved: true } });
    expect(outcomes[1]).toMatchObject({
      status: 'rejected',
      reason: { status: 404, message: 'Session not found' },
    });
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { saved: false } });
    expect((await tempOf(open.body.sessionId)).temp_response).toEqual({ [PROPERTY_ID]: 'office' });
    expect((await tempOf(done.body.sessionId)).temp_response).toBeNull();

    const other = await newForm();
    const foreign = await other.respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${other.formId}/session`,
    );
    const submitted = await Promise.all(
      [open.body, done.body, foreign.body].map((info, i) =>
        respondent.post<{ id?: number; error?: string }>(`/api/forms/${formId}/submit`, {
          ...sampleAnswers(`together ${i}`),
          _sessionInfo: info,
        }),
      ),
    );
    expect(submitted.map((s) => s.status)).toEqual([200, 409, 404]);
    expect(submitted[1].body).toEqual({
      error: 'This response has already been submitted. Start over to send another one.',
    });
    expect(submitted[2].body).toEqual({ error: 'Session not found' });
    expect((await tempOf(open.body.sessionId)).response).toMatchObject({ anything_else: 'together 0' });
    expect((await tempOf(done.body.sessionId)).response).toMatchObject({ anything_else: 'done' });
  });

  it('fail only the save the database refuses, not the others made at the same time', async () => {
    const { formId, respondent } = await newForm();
    const ids = await Promise.all(
      [0, 1, 2].map(
        async () =>
          (await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body.sessionId,
      ),
    );
    // A NUL character cannot be stored in jsonb (the HTTP layer refuses it with a 400 before it gets here).
    const outcomes = await Promise.allSettled([
      answers.saveTemp(ids[0], { [PROPERTY]: 'house' }),
      answers.saveTemp(ids[1], { [PROPERTY]: 'bad \u0000 byte' }),
      answers.saveTemp(ids[2], { [PROPERTY]: 'flat' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await tempOf(ids[0])).temp_response).toEqual({ [PROPERTY_ID]: 'house' });
    expect(await tempOf(ids[1])).toBeUndefined();
    expect((await tempOf(ids[2])).temp_response).toEqual({ [PROPERTY_ID]: 'flat' });
  });

  it('keep one session’s saves in the order they came: the last one sent is the one kept', async () => {
    const { formId, respondent } = await newForm();
    const { sessionId } = (await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body;
    const saves = await Promise.all(
      ['house', 'flat', 'office'].map((v) => answers.saveTemp(sessionId, { [PROPERTY]: v })),
    );
    expect(saves.map((s) => s.saved)).toEqual([true, true, true]);
    expect(new Set(saves.map((s) => s.id)).size).toBe(1);
    expect((await tempOf(sessionId)).temp_response).toEqual({ [PROPERTY_ID]: 'office' });
  });
});
