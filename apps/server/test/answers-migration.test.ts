// The start-up conversion of answers stored under question titles: a database written the old way (configurations
// without step ids, answers by title, no labels) comes out of a restart with every answer under its step's id, the
// titles it was answered under as labels, answers to questions renamed since found, and a second run changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { isolatedDatabase } from './webhook-receiver.ts';

const MIGRATION = 'answers-by-step-id';
// A data directory that outlives one app (PGlite); with DATABASE_URL the restart opens the same PostgreSQL.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-answers-migration-'));
// On PostgreSQL a database of its own: the conversion this test runs again at start-up reads every form's
// responses, and must not meet the rows other test files are writing meanwhile.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
// No job loop: the unfinished-answer retention sweep would delete these months-old incomplete answers.
const start = () =>
  startServer({
    memoryDb: false,
    dataDir,
    workers: false,
    ...(isolated.url ? { databaseUrl: isolated.url } : {}),
  });

const contact = (title = 'Your details') => ({ type: 'contact', title });
/** Form A, written before steps had ids: v1, then v2 renamed one question, moved the contact step first and dropped one. */
const v1 = {
  steps: [
    { type: 'tiles', title: 'What roof do you have?', options: [{ id: 'flat', title: 'Flat roof' }] },
    { type: 'textbox', title: 'Anything else?' },
    { type: 'slider', title: 'Roof area (m²)', min: 10, max: 500 },
    contact(),
  ],
};
const v2 = {
  steps: [
    contact(),
    { type: 'tiles', title: 'What roof do you have?', options: [{ id: 'flat', title: 'Flat roof' }] },
    {
      type: 'textbox',
      title: 'Anything else we should know?',
      logic: [{ if: { step: 'What roof do you have?', op: 'answered' }, goTo: 'end' }],
    },
  ],
};
/** Form B, whose steps had ids: v2 renamed "notes" and gave its old title to a new question. */
const b1 = {
  steps: [
    { id: 'notes', type: 'textbox', title: 'Anything else?' },
    { id: 'contact', ...contact() },
  ],
};
const b2 = {
  steps: [
    { id: 'notes', type: 'textbox', title: 'Anything else we should know?' },
    { id: 'extra', type: 'textbox', title: 'Anything else?' },
    { id: 'contact', ...contact() },
  ],
};
const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com' };

let server: TestServer;
let owner: Client;
let formA: number;
let formB: number;
const db = () => server.app.ctx.database.db;
const json = (v: unknown) => JSON.stringify(v);
const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** A form as it was stored before: its draft and published configuration, and two published versions. */
async function oldForm(userId: number, first: object, second: object): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`insert into forms (user_id, label, config, published_config, published_version)
      values (${userId}, ${uniqueLabel()}, ${json(second)}::jsonb, ${json(second)}::jsonb, 2) returning id`),
  );
  const id = Number(row.id);
  await db().execute(sql`insert into form_versions (form_id, version, config, label, published_at) values
    (${id}, 1, ${json(first)}::jsonb, 'v1', '2026-01-01T00:00:00Z'),
    (${id}, 2, ${json(second)}::jsonb, 'v2', '2026-02-01T00:00:00Z')`);
  return id;
}

/** A response stored the old way (by title, no labels): complete, or incomplete at `at`. */
async function oldResponse(formId: number, answers: object, at: string, complete = true): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`insert into responses (form_id, response, temp_response, submitted_at, created_at, updated_at)
      values (${formId}, ${complete ? json(answers) : null}::jsonb, ${complete ? null : json(answers)}::jsonb,
        ${complete ? at : null}::timestamptz, ${at}::timestamptz, ${at}::timestamptz) returning id`),
  );
  return Number(row.id);
}

async function stored(id: number) {
  const [row] = rowsOf<{ response: unknown; temp_response: unknown; labels: unknown }>(
    await db().execute(sql`select response, temp_response, labels from responses where id = ${id}`),
  );
  return {
    response: parse(row.response),
    temp_response: parse(row.temp_response),
    labels: parse(row.labels),
  };
}

async function configs(formId: number) {
  const rows = rowsOf<{ config: unknown }>(
    await db().execute(sql`select config from forms where id = ${formId}
      union all select published_config from forms where id = ${formId}
      union all (select config from form_versions where form_id = ${formId} order by version)`),
  );
  return rows.map((r) => parse(r.config) as { steps: { id?: string; title: string; logic?: unknown }[] });
}

let leads: Record<'a1' | 'a2' | 'b1' | 'b2' | 'odd', number>;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  server = await start();
  const signedIn = await signedInClient(server.url);
  owner = signedIn.client;
  const { userId } = signedIn;
  formA = await oldForm(userId, v1, v2);
  formB = await oldForm(userId, b1, b2);
  leads = {
    a1: await oldResponse(
      formA,
      {
        'What roof do you have?': 'flat',
        'Anything else?': 'Call after 5',
        'Roof area (m²)': 120,
        'Your details': anna,
        'A question no version has': 'kept',
        _sessionInfo: { sessionId: 'x', sessionNo: 1 },
      },
      '2026-01-15T00:00:00Z',
    ),
    a2: await oldResponse(formA, { 'Anything else we should know?': 'Soon' }, '2026-02-15T00:00:00Z', false),
    b1: await oldResponse(formB, { 'Anything else?': 'old notes' }, '2026-01-15T00:00:00Z'),
    b2: await oldResponse(
      formB,
      { 'Anything else?': 'extra answer', 'Anything else we should know?': 'new notes' },
      '2026-02-15T00:00:00Z',
    ),
    odd: await oldResponse(formB, ['not', 'an', 'object'], '2026-02-16T00:00:00Z'),
  };
  // As before the upgrade: the conversion has not run.
  await db().execute(sql`delete from data_migrations where name = ${MIGRATION}`);
  await server.close();
  server = await start();
});
afterAll(async () => {
  await server.close();
  await isolated.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('converting answers stored by title at start-up', () => {
  it('gives every stored configuration step ids, one id per question through its versions', async () => {
    const [draft, published, first, second] = await configs(formA);
    const ids = ['your_details', 'what_roof_do_you_have', 'anything_else_we_should_know'];
    for (const c of [draft, published, second]) expect(c.steps.map((s) => s.id)).toEqual(ids);
    // v1's renamed question keeps the id it has now; the question dropped since gets its own.
    expect(first.steps.map((s) => [s.title, s.id])).toEqual([
      ['What roof do you have?', 'what_roof_do_you_have'],
      ['Anything else?', 'anything_else_we_should_know'],
      ['Roof area (m²)', 'roof_area_m2'],
      ['Your details', 'your_details'],
    ]);
    // A rule naming a step by its title now names its id.
    expect(draft.steps[2].logic).toEqual([
      { if: { step: 'what_roof_do_you_have', op: 'answered' }, goTo: 'end' },
    ]);
    expect((await configs(formB)).map((c) => c.steps.map((s) => s.id))).toEqual([
      ['notes', 'extra', 'contact'],
      ['notes', 'extra', 'contact'],
      ['notes', 'contact'],
      ['notes', 'extra', 'contact'],
    ]);
  });

  it('keeps answers under step ids with the titles they were given under, renamed questions found', async () => {
    expect(await stored(leads.a1)).toEqual({
      response: {
        what_roof_do_you_have: 'flat',
        anything_else_we_should_know: 'Call after 5',
        roof_area_m2: 120,
        your_details: anna,
        'A question no version has': 'kept',
        _sessionInfo: { sessionId: 'x', sessionNo: 1 },
      },
      temp_response: null,
      labels: {
        what_roof_do_you_have: 'What roof do you have?',
        anything_else_we_should_know: 'Anything else?',
        roof_area_m2: 'Roof area (m²)',
        your_details: 'Your details',
      },
    });
    expect(await stored(leads.a2)).toEqual({
      response: null,
      temp_response: { anything_else_we_should_know: 'Soon' },
      labels: { anything_else_we_should_know: 'Anything else we should know?' },
    });
  });

  it('reads a title by the version live when the answers were stored, so a title given to another question later is not confused', async () => {
    expect((await stored(leads.b1)).response).toEqual({ notes: 'old notes' });
    expect((await stored(leads.b2)).response).toEqual({ extra: 'extra answer', notes: 'new notes' });
    expect(await stored(leads.odd)).toEqual({
      response: ['not', 'an', 'object'],
      temp_response: null,
      labels: {},
    });
  });

  it('shows the old lead under the current titles, the dropped question under the title it had', async () => {
    // The owner's session outlives the restart; the app listens on a new port.
    const again = new Client(server.url);
    again.cookies = owner.cookies;
    const csv = String((await again.get(`/api/forms/${formA}/responses.csv?status=complete`)).body);
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,What roof do you have?,Anything else we should know?,A question no version has,Roof area (m²)',
      expect.stringMatching(
        /^\d+,,[^,]+,Complete,Anna,Schmidt,anna@example\.com,,Flat roof,Call after 5,kept,120$/,
      ),
    ]);
  });

  it('changes nothing when it runs again', async () => {
    const before = { a: await configs(formA), b: await configs(formB), lead: await stored(leads.a1) };
    await db().execute(sql`delete from data_migrations where name = ${MIGRATION}`);
    await server.close();
    server = await start();
    expect({ a: await configs(formA), b: await configs(formB), lead: await stored(leads.a1) }).toEqual(
      before,
    );
    const done = rowsOf<{ name: string }>(
      await db().execute(sql`select name from data_migrations where name = ${MIGRATION}`),
    );
    expect(done).toHaveLength(1);
  });
});
