// The respondent writes as one statement each (session, temporary save, submission), their answers on every
// outcome, and the transactional path they fall back to when a form has a webhook endpoint or availability rules.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import {
  Client,
  sampleAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  // No worker loop: its polls would mix into the statements counted per request.
  server = await startServer({ workers: false }, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  db = server.app.ctx.database.db;
  // Nor the published cache's poll of the change log (PostgreSQL): this instance's own changes still reach
  // its cache through its own hook, which is all these tests make.
  await server.app.ctx.published.stop();
});
afterAll(() => server.close());

const PROPERTY = 'What type of property do you have?';
/**
 * The database calls (statements and transactions) this app makes while `fn` runs. On PostgreSQL the publish
 * can reach the published-form cache late (NOTIFY, the change log's poll) and make it reload the form (three
 * selects) during the request: those reads are left out, and only when the cache did load.
 */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const loadsBefore = server.app.ctx.published.stats.loads;
  const all = await countedAll(fn);
  const reloaded = server.app.ctx.published.stats.loads !== loadsBefore;
  return { result: all.result, calls: reloaded ? all.calls.filter((c) => c !== 'select') : all.calls };
}

async function countedAll<T>(fn: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  const target = db as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const name of ['execute', 'select', 'insert', 'update', 'delete', 'transaction']) {
    const original = target[name];
    originals.set(name, original);
    target[name] = function (this: unknown, ...args: unknown[]) {
      calls.push(name);
      return original.apply(this, args);
    };
  }
  // Named prepared statements (db/prepared.ts) go to the session directly: counted as 'prepared'.
  const session = db._.session as unknown as Record<string, (...args: unknown[]) => unknown>;
  const prepareQuery = session.prepareQuery;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    if (args[2] !== undefined) calls.push('prepared');
    return prepareQuery.apply(this, args);
  };
  try {
    return { result: await fn(), calls };
  } finally {
    for (const [name, original] of originals) target[name] = original;
    session.prepareQuery = prepareQuery;
  }
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

describe('one statement per respondent write', () => {
  it('creates a session and submits with one database statement each, saves with a session lookup and one statement, no transaction', async () => {
    const { formId, respondent } = await newForm();
    const session = await counted(() =>
      respondent.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`),
    );
    expect(session.result.status).toBe(201);
    expect(session.calls).toEqual(['prepared']);
    const { sessionId, sessionNo } = session.result.body;
    expect(sessionNo).toBe(1);

    const save = await counted(() =>
      respondent.patch(`/api/sessions/${sessionId}/temp-response`, { tempResponse: { [PROPERTY]: 'flat' } }),
    );
    expect(save.result.status).toBe(200);
    expect(save.result.body).toEqual({ success: true, saved: true });
    // The session's form is read first: a save keeps only that form's questions.
    expect(save.calls.at(-1)).toBe('prepared');
    expect(save.calls).toHaveLength(2);

    const submit = await counted(() =>
      respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
        ...sampleAnswers('One statement'),
        _sessionInfo: { sessionId, sessionNo },
      }),
    );
    expect(submit.result.status).toBe(200);
    expect(submit.calls).toEqual(['prepared']);

    const [row] = rowsOf<{
      response: Record<string, unknown>;
      temp_response: unknown;
      queued: boolean;
    }>(
      await db.execute(
        sql`select response, temp_response, exists(select 1 from lead_queue q where q.response_id = r.id) as queued
          from responses r where id = ${submit.result.body.id}`,
      ),
    );
    expect(row.response).toMatchObject({
      ...sampleAnswers('One statement'),
      _sessionInfo: { sessionId, sessionNo: 1 },
    });
    expect(row.temp_response).toBeNull();
    // Queued for its new-lead e-mails by the same statement (no worker runs here).
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
    expect(row.response['Anything else?']).toBe('first');
    expect(row.temp_response).toBeNull();

    // Without a session: one statement too, stored with its own new row.
    const sessionless = await counted(() =>
      respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, sampleAnswers('no session')),
    );
    expect(sessionless.result.status).toBe(200);
    expect(sessionless.calls).toEqual(['prepared']);
  });

  it('refuses a form unpublished a moment ago even while this instance still has it cached', async () => {
    const { formId, respondent } = await newForm();
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

describe('the transactional path', () => {
  it('queues the webhook delivery with the answers when the owner has a live endpoint', async () => {
    const { owner, formId, respondent } = await newForm();
    expect((await owner.post('/api/user/webhook', { webhookUrl: 'http://127.0.0.1:9/hook' })).status).toBe(
      200,
    );
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const save = await counted(() =>
      respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
        tempResponse: { [PROPERTY]: 'flat' },
      }),
    );
    expect(save.result.status).toBe(200);
    expect(save.calls).toContain('transaction');
    const submit = await counted(() =>
      respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
        ...sampleAnswers('hooked'),
        _sessionInfo: session.body,
      }),
    );
    expect(submit.result.status).toBe(200);
    expect(submit.calls).toContain('transaction');
    const events = rowsOf<{ event: string; status: string }>(
      await db.execute(
        sql`select event, status from webhook_deliveries where response_id = ${submit.result.body.id} order by id`,
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

  it('applies the response limit through the locked path: the last slot goes to one respondent only', async () => {
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
