// The path-aware funnel over real HTTP: sessions of a branching form send the path of steps they were shown with
// their saves; GET /api/forms/{id}/funnel counts each step only for the sessions whose path holds it, per version,
// by start date and campaign — the numbers a hand count of this file's sessions gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { isolatedDatabase } from './webhook-receiver.ts';
import { solarConfig } from './solar-config.ts';

type Funnel = {
  version: number | null;
  versions: number[];
  views: number;
  started: number;
  completed: number;
  steps: { id: string; title: string; viewed: number; dropped: number }[];
  sources: string[];
  campaigns: string[];
};

const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };
const config = () => ({ ...solarConfig(), hiddenFields: ['utm_source', 'utm_campaign'] });

let server: TestServer;
let dropDb = async () => {};
let owner: Client;
let formId: number;
const anon = () => new Client(server.url);

/** One respondent: opens a session, saves after each step shown (answers so far and the path), maybe submits. */
async function respondent(
  steps: { path: string[]; answers: Record<string, unknown> }[],
  opts: { hidden?: Record<string, string>; submit?: Record<string, unknown> } = {},
) {
  const client = anon();
  const session = await client.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
  expect(session.status).toBe(201);
  for (const { path, answers } of steps) {
    const tempResponse = opts.hidden ? { ...answers, _hidden: opts.hidden } : answers;
    const res = await client.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse,
      path,
    });
    expect(res.status).toBe(200);
  }
  if (opts.submit) {
    const body = {
      ...opts.submit,
      _sessionInfo: session.body,
      ...(opts.hidden ? { _hidden: opts.hidden } : {}),
    };
    expect((await client.post(`/api/forms/${formId}/submit`, body)).status).toBe(200);
  }
}

/** The runner's count of one page load showing the form. */
async function view(body?: Record<string, unknown>) {
  const res = await anon().post(`/api/forms/${formId}/views`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const funnel = (query = '', client = owner) => client.get<Funnel>(`/api/forms/${formId}/funnel${query}`);
const counts = (f: Funnel) => Object.fromEntries(f.steps.map((s) => [s.id, [s.viewed, s.dropped]]));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const db = await isolatedDatabase();
  dropDb = db.drop;
  server = await startServer({ databaseUrl: db.url, memoryDb: !db.url }, { RATE_LIMITS: 'off' });
  owner = (await signedInClient(server.url)).client;
  const res = await owner.post<{ id: number }>('/api/publish', {
    config: config(),
    label: uniqueLabel('Funnel'),
  });
  expect(res.status).toBe(200);
  formId = res.body.id;

  // Nine page loads showed the form: four from facebook (one of the spring campaign), two from google.
  await view({ utm_source: 'facebook', utm_campaign: 'spring' });
  for (let i = 0; i < 3; i++) await view({ utm_source: 'facebook' });
  for (let i = 0; i < 2; i++) await view({ utm_source: 'google' });
  // A campaign value too long to be one is dropped, not refused: the view still counts.
  await view({ utm_source: 'x'.repeat(201), variant: 'not a variant' });
  for (let i = 0; i < 2; i++) await view();

  const own = { 'Do you own the property?': 'own' };
  // A: rents — logic ends the form after the first step, and the lead is submitted there.
  await respondent([{ path: ['owner'], answers: { 'Do you own the property?': 'rent' } }], {
    submit: { 'Do you own the property?': 'rent' },
  });
  // B (facebook, spring): a small bill skips the battery question; submitted.
  const b = { ...own, 'Monthly electricity bill': 200, 'Roof area (m²)': 40, 'Roof material': 'tile' };
  await respondent(
    [
      { path: ['owner', 'bill'], answers: own },
      { path: ['owner', 'bill', 'area'], answers: { ...own, 'Monthly electricity bill': 200 } },
      { path: ['owner', 'bill', 'area', 'roof', 'contact'], answers: b },
    ],
    {
      hidden: { utm_source: 'facebook', utm_campaign: 'spring' },
      submit: { ...b, 'How can we reach you?': CONTACT },
    },
  );
  // C (facebook): a big bill leads to the battery question, left there.
  await respondent(
    [
      { path: ['owner', 'bill'], answers: own },
      { path: ['owner', 'bill', 'battery'], answers: { ...own, 'Monthly electricity bill': 400 } },
    ],
    { hidden: { utm_source: 'facebook' } },
  );
  // D (google): left on the bill.
  await respondent([{ path: ['owner', 'bill'], answers: own }], { hidden: { utm_source: 'google' } });
  // E: shown the battery question, went Back, lowered the bill and left on the roof area: battery is off its path.
  await respondent([
    { path: ['owner', 'bill', 'battery'], answers: { ...own, 'Monthly electricity bill': 400 } },
    { path: ['owner', 'bill'], answers: { ...own, 'Monthly electricity bill': 400 } },
    { path: ['owner', 'bill', 'area', 'unknown-step'], answers: { ...own, 'Monthly electricity bill': 100 } },
  ]);
});
afterAll(async () => {
  await server.close();
  await dropDb();
});

describe('the funnel of a branching form', () => {
  it('counts each step only for the sessions whose path holds it (a step logic skipped is no drop-off)', async () => {
    const res = await funnel();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, versions: [1], views: 9, started: 5, completed: 2 });
    expect(res.body.steps.map((s) => s.title)).toEqual([
      'Do you own the property?',
      'Monthly electricity bill',
      'Would you like a battery?',
      'Roof area (m²)',
      'Roof material',
      'How can we reach you?',
    ]);
    // [viewed, dropped]: A ends at the owner step as a completed lead; E's battery view was taken back.
    expect(counts(res.body)).toEqual({
      owner: [5, 0],
      bill: [4, 1],
      battery: [1, 1],
      area: [2, 1],
      roof: [1, 0],
      contact: [1, 0],
    });
    expect(res.body.sources).toEqual(['facebook', 'google']);
    expect(res.body.campaigns).toEqual(['spring']);
  });

  it('filters by utm_source and utm_campaign', async () => {
    const fb = (await funnel('?utm_source=facebook')).body;
    expect(fb).toMatchObject({ views: 4, started: 2, completed: 1, sources: ['facebook', 'google'] });
    expect(counts(fb)).toEqual({
      owner: [2, 0],
      bill: [2, 0],
      battery: [1, 1],
      area: [1, 0],
      roof: [1, 0],
      contact: [1, 0],
    });
    expect((await funnel('?utm_source=facebook&utm_campaign=spring')).body).toMatchObject({
      views: 1,
      started: 1,
      completed: 1,
    });
    expect((await funnel('?utm_campaign=spring')).body).toMatchObject({ views: 1, started: 1 });
    expect((await funnel('?utm_source=newsletter')).body).toMatchObject({
      views: 0,
      started: 0,
      completed: 0,
    });
  });

  it('filters by the day the session started', async () => {
    expect((await funnel(`?from=${day(0)}&to=${day(0)}`)).body).toMatchObject({ views: 9, started: 5 });
    expect((await funnel(`?from=${day(1)}`)).body).toMatchObject({ views: 0, started: 0 });
    expect((await funnel(`?to=${day(-1)}`)).body).toMatchObject({ views: 0, started: 0 });
  });

  it('is per version: sessions of a new version are counted under it, with its steps', async () => {
    const draft = config();
    draft.steps = draft.steps.filter((s) => s.id !== 'contact');
    expect((await owner.put(`/api/forms/${formId}/draft`, { config: draft })).status).toBe(200);
    expect((await owner.post(`/api/forms/${formId}/publish`)).status).toBe(200);
    await view();
    await view();
    await respondent([{ path: ['owner', 'bill'], answers: { 'Do you own the property?': 'own' } }]);

    const live = (await funnel()).body;
    expect(live).toMatchObject({ version: 2, versions: [2, 1], views: 2, started: 1, completed: 0 });
    expect(counts(live)).toEqual({
      owner: [1, 0],
      bill: [1, 1],
      battery: [0, 0],
      area: [0, 0],
      roof: [0, 0],
    });
    expect((await funnel('?version=1')).body).toMatchObject({
      version: 1,
      views: 9,
      started: 5,
      completed: 2,
    });
  });

  it('answers 400 for a bad query, 404 for a version the form does not keep, 403 to another owner', async () => {
    expect((await funnel('?version=x')).status).toBe(400);
    expect((await funnel('?version=x')).body).toEqual({ error: 'version must be a number' });
    expect((await funnel('?from=soon')).status).toBe(400);
    const missing = await funnel('?version=9');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Version not found' });
    const stranger = (await signedInClient(server.url, 'stranger')).client;
    expect((await funnel('', stranger)).status).toBe(403);
  });

  it('counts views only of a form that is there', async () => {
    const missing = await anon().post('/api/forms/999999999/views', {});
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Form not found' });
    expect((await anon().post('/api/forms/abc/views', {})).status).toBe(400);
  });

  it('refuses a path that is not a list of step ids', async () => {
    const client = anon();
    const session = await client.post<{ sessionId: string }>(`/api/forms/${formId}/session`);
    const res = await client.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse: {},
      path: 'owner',
    });
    expect(res.status).toBe(400);
  });
});

describe('the funnel of an A/B test variant', () => {
  const step = (id: string, title: string) => ({ id, type: 'textbox', title });
  const contact = { id: 'contact', type: 'contact', title: 'How can we reach you?' };
  const variantA = { steps: [step('need', 'What do you need?'), step('when', 'When?'), contact] };
  // B asks for a budget where A asks when: a step only B has.
  const variantB = { steps: [step('need', 'What do you need?'), step('budget', 'Your budget?'), contact] };
  let testForm: number;

  /** A session opened with its variant, saved along `path`, maybe submitted. */
  async function visitor(variant: string, path: string[], answers: Record<string, unknown>, submit = false) {
    const client = anon();
    const sessionId = crypto.randomUUID();
    const opened = await client.put<{ sessionNo: number }>(`/api/forms/${testForm}/sessions/${sessionId}`, {
      variant,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const saved = await client.patch(`/api/sessions/${sessionId}/temp-response`, {
      tempResponse: answers,
      path,
    });
    expect(saved.status).toBe(200);
    if (submit) {
      const res = await client.post(`/api/forms/${testForm}/submit`, {
        ...answers,
        _sessionInfo: { sessionId, sessionNo: opened.body.sessionNo },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
  const views = (variant?: string) => anon().post(`/api/forms/${testForm}/views`, variant ? { variant } : {});
  const variantFunnel = (query: string) =>
    owner.get<Funnel & { variant: string | null; variants: string[] }>(
      `/api/forms/${testForm}/funnel${query}`,
    );

  beforeAll(async () => {
    const res = await owner.post<{ id: number }>('/api/publish', {
      config: variantA,
      label: uniqueLabel('AB funnel'),
    });
    expect(res.status).toBe(200);
    testForm = res.body.id;
    expect((await owner.post(`/api/forms/${testForm}/ab-test`, {})).status).toBe(201);
    expect((await owner.put(`/api/forms/${testForm}/ab-test/variants/B`, { config: variantB })).status).toBe(
      200,
    );
    for (let i = 0; i < 3; i++) expect((await views('A')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await views('B')).status).toBe(200);
    // Not a variant of the running test: a view of the form without one.
    expect((await views('C')).status).toBe(200);
    await visitor('A', ['need'], { 'What do you need?': 'Panels' });
    await visitor('B', ['need', 'budget'], { 'What do you need?': 'Panels' });
    await visitor(
      'B',
      ['need', 'budget', 'contact'],
      {
        'What do you need?': 'Battery',
        'Your budget?': '5000',
        'How can we reach you?': CONTACT,
      },
      true,
    );
  });

  it('counts each variant along its own steps: a step only B has is in B’s funnel', async () => {
    const b = await variantFunnel('?variant=B');
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body).toMatchObject({ variant: 'B', variants: ['A', 'B'], views: 2, started: 2, completed: 1 });
    expect(counts(b.body)).toEqual({ need: [2, 0], budget: [2, 1], contact: [1, 0] });
    const a = (await variantFunnel('?variant=A')).body;
    expect(a).toMatchObject({ variant: 'A', views: 3, started: 1, completed: 0 });
    expect(counts(a)).toEqual({ need: [1, 1], when: [0, 0], contact: [0, 0] });
    // All visitors together: every view, and the live version's steps.
    const all = (await variantFunnel('')).body;
    expect(all).toMatchObject({ variant: null, variants: ['A', 'B'], views: 6, started: 3, completed: 1 });
  });

  it('answers 404 for a variant the test does not have and 400 for one that cannot be', async () => {
    const missing = await variantFunnel('?variant=D');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Variant not found' });
    const bad = await variantFunnel('?variant=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'variant must be A, B, C or D' });
    expect((await owner.get(`/api/forms/${formId}/funnel?variant=A`)).status).toBe(404);
  });
});
