// The respondents' writes batched (db/batch.ts): concurrent sessions, temporary saves and
// submissions share one statement and one commit, and each call gets its own exact outcome.
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
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let db: Db;
let answers: AnswersService;

beforeAll(async () => {
  server = await startServer({ workers: false });
  db = server.app.ctx.database.db;
  answers = server.app.ctx.answers;
});
afterAll(() => server.close());

const PROPERTY = 'What type of property do you have?';
async function newForm() {
  const { client } = await signedInClient(server.url);
  const form = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect(form.status).toBe(200);
  const respondent = new Client(server.url);
  expect((await respondent.get(`/api/forms/${form.body.id}`)).status).toBe(200);
  return { formId: form.body.id, respondent };
}

async function tempOf(sessionId: string) {
  const rows = rowsOf<{
    temp_response: Record<string, unknown> | null;
    response: Record<string, unknown> | null;
  }>(await db.execute(sql`select temp_response, response from responses where session_id = ${sessionId}`));
  return rows[0];
}

describe('batched respondent writes', () => {
  it('stores 40 concurrent journeys on two forms, each answered with its own session, row and number', async () => {
    const a = await newForm();
    const b = await newForm();
    const before = { ...answers.batches.temps.stats };
    const sessionsBefore = { ...answers.batches.sessions.stats };
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
    // Dense and unique numbers per form, as one at a time.
    for (const form of [a, b]) {
      const numbers = done
        .filter((d) => d.formId === form.formId)
        .map((d) => d.sessionNo)
        .sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
    // Each response id is its own, and holds its own answers and session.
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
        'Anything else?': `submitted ${d.n}`,
        _sessionInfo: { sessionId: d.sessionId, sessionNo: d.sessionNo },
      });
    }
    // The calls did share statements: fewer batches than calls.
    const temps = answers.batches.temps.stats;
    expect(temps.calls - before.calls).toBe(40);
    expect(temps.batches - before.batches).toBeLessThan(40);
    expect(answers.batches.sessions.stats.batches - sessionsBefore.batches).toBeLessThan(40);
  });

  it('gives each call of one batch its own outcome: saved, unknown session, already submitted', async () => {
    const { formId, respondent } = await newForm();
    const open = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const done = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    expect(
      (
        await respondent.post(`/api/forms/${formId}/submit`, {
          ...sampleAnswers('done'),
          _sessionInfo: done.body,
        })
      ).status,
    ).toBe(200);
    const batchesBefore = answers.batches.temps.stats.batches;
    // Issued in one turn: one batch.
    const outcomes = await Promise.allSettled([
      answers.saveTemp(open.body.sessionId, { [PROPERTY]: 'office' }),
      answers.saveTemp('00000000-0000-4000-8000-000000000000', { [PROPERTY]: 'flat' }),
      answers.saveTemp(done.body.sessionId, { [PROPERTY]: 'flat' }),
    ]);
    expect(answers.batches.temps.stats.batches - batchesBefore).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { saved: true } });
    expect(outcomes[1]).toMatchObject({
      status: 'rejected',
      reason: { status: 404, message: 'Session not found' },
    });
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { saved: false } });
    expect((await tempOf(open.body.sessionId)).temp_response).toEqual({ [PROPERTY]: 'office' });
    expect((await tempOf(done.body.sessionId)).temp_response).toBeNull();

    // Submissions in one batch: stored, already submitted (409), another form's session (404).
    const other = await newForm();
    const foreign = await other.respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${other.formId}/session`,
    );
    const submitsBefore = answers.batches.submits.stats.batches;
    const submitted = await Promise.all(
      [open.body, done.body, foreign.body].map((info, i) =>
        respondent.post<{ id?: number; error?: string }>(`/api/forms/${formId}/submit`, {
          ...sampleAnswers(`batch ${i}`),
          _sessionInfo: info,
        }),
      ),
    );
    expect(submitted.map((s) => s.status)).toEqual([200, 409, 404]);
    expect(submitted[1].body).toEqual({
      error: 'This response has already been submitted. Start over to send another one.',
    });
    expect(submitted[2].body).toEqual({ error: 'Session not found' });
    expect(answers.batches.submits.stats.batches - submitsBefore).toBeLessThanOrEqual(3);
    expect((await tempOf(open.body.sessionId)).response).toMatchObject({ 'Anything else?': 'batch 0' });
    expect((await tempOf(done.body.sessionId)).response).toMatchObject({ 'Anything else?': 'done' });
  });

  it('does not fail the other calls of a batch when one call’s row is refused by the database', async () => {
    const { formId, respondent } = await newForm();
    const ids = await Promise.all(
      [0, 1, 2].map(
        async () =>
          (await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body.sessionId,
      ),
    );
    const retriedBefore = answers.batches.temps.stats.retriedAlone;
    // A NUL character cannot be stored in jsonb (the HTTP layer refuses it with a 400 before it gets here): the
    // batch's statement fails as a whole, and each call is run again alone.
    const outcomes = await Promise.allSettled([
      answers.saveTemp(ids[0], { [PROPERTY]: 'house' }),
      answers.saveTemp(ids[1], { [PROPERTY]: 'bad \u0000 byte' }),
      answers.saveTemp(ids[2], { [PROPERTY]: 'flat' }),
    ]);
    expect(answers.batches.temps.stats.retriedAlone - retriedBefore).toBe(3);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await tempOf(ids[0])).temp_response).toEqual({ [PROPERTY]: 'house' });
    expect(await tempOf(ids[1])).toBeUndefined();
    expect((await tempOf(ids[2])).temp_response).toEqual({ [PROPERTY]: 'flat' });
  });

  it('keeps one session’s writes in order: a second save waits for the first one’s commit', async () => {
    const { formId, respondent } = await newForm();
    const { sessionId } = (await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body;
    const batchesBefore = answers.batches.temps.stats.batches;
    const saves = await Promise.all(
      ['house', 'flat', 'office'].map((v) => answers.saveTemp(sessionId, { [PROPERTY]: v })),
    );
    expect(saves.map((s) => s.saved)).toEqual([true, true, true]);
    expect(new Set(saves.map((s) => s.id)).size).toBe(1);
    // Never two writes of one row in one statement: three batches, the last one's answers kept.
    expect(answers.batches.temps.stats.batches - batchesBefore).toBe(3);
    expect((await tempOf(sessionId)).temp_response).toEqual({ [PROPERTY]: 'office' });
  });
});
