// A/B tests over real HTTP: the owner starts a test of a published form and gives variant B its own config (the
// draft as edited in the builder); pages open sessions with the variant they assigned, whose answers are checked
// against that variant; the results name the winner with its Bayesian probability; a test that promotes by itself
// publishes the winner into the version history, one that does not leaves the form alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  requiredAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { leadFacts } from '../src/services/destinations/lead-facts.ts';
import { drained } from './helper.ts';
import { isolatedDatabase, Receiver } from './webhook-receiver.ts';

type Variant = {
  key: string;
  weight: number;
  stepCount: number;
  visitors: number;
  leads: number;
  conversionRate: number;
  probabilityBest: number;
  expectedLoss: number;
};
type AbTest = {
  id: number;
  status: string;
  threshold: number;
  minSample: number;
  autoPromote: boolean;
  winner: string | null;
  variants: Variant[];
  leader: string | null;
  decided: boolean;
};

let server: TestServer;
let dropDb = async () => {};
let owner: Client;
let receiver: Receiver;

/** Variant B: the sample form without its (required) property question, the optional note before the bill. */
function shorterConfig() {
  const [, bill, note, contact] = sampleConfig().steps;
  return { ...sampleConfig(), steps: [note, bill, contact] };
}

/** A complete submission for a variant: B has no property question. */
function answersFor(key: string): Record<string, unknown> {
  const { 'What type of property do you have?': _property, ...rest } = requiredAnswers();
  return key === 'B' ? rest : requiredAnswers();
}

async function publishedForm(): Promise<number> {
  const res = await owner.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel('AB'),
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

/** A test of a fresh form with B taken from the draft (edited as in the builder). */
async function formUnderTest(body: Record<string, unknown> = {}): Promise<number> {
  const formId = await publishedForm();
  expect((await owner.put(`/api/forms/${formId}/draft`, { config: shorterConfig() })).status).toBe(200);
  const started = await owner.post<{ test: AbTest }>(`/api/forms/${formId}/ab-test`, body);
  expect(started.status).toBe(201);
  const b = await owner.put<{ test: AbTest }>(`/api/forms/${formId}/ab-test/variants/B`, { fromDraft: true });
  expect(b.status).toBe(200);
  expect(b.body.test.variants.map((v) => v.stepCount)).toEqual([4, 3]);
  return formId;
}

/**
 * `visitors` sessions of each variant through the service layer (the routes' own calls), the first `leads[key]`
 * of each submitted: 2,000 sessions over HTTP would take most of a minute on a shared machine.
 */
async function simulate(formId: number, visitors: number, leads: Record<string, number>) {
  const { answers } = server.app.ctx;
  for (const [key, converted] of Object.entries(leads)) {
    for (let start = 0; start < visitors; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, visitors - start) }, async (_, i) => {
          const sessionId = crypto.randomUUID();
          const session = await answers.openSession(formId, sessionId, key);
          if (start + i < converted)
            await answers.submit(formId, { ...answersFor(key), _sessionInfo: session });
        }),
      );
    }
  }
}

const results = async (formId: number) => {
  const res = await owner.get<{ test: AbTest }>(`/api/forms/${formId}/ab-test`);
  expect(res.status).toBe(200);
  return res.body.test;
};

beforeAll(async () => {
  const db = await isolatedDatabase();
  dropDb = db.drop;
  server = await startServer(
    { databaseUrl: db.url, memoryDb: !db.url },
    { RATE_LIMITS: 'off', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '25' },
  );
  owner = (await signedInClient(server.url)).client;
  receiver = await new Receiver().up();
});

afterAll(async () => {
  await receiver?.down();
  await server?.close();
  await dropDb();
});

describe('A/B tests', () => {
  it('starts with the defaults: A and B 50/50, 95 %, 100 visitors each, no automatic promotion', async () => {
    const formId = await publishedForm();
    const res = await owner.post<{ test: AbTest }>(`/api/forms/${formId}/ab-test`, {});
    expect(res.status).toBe(201);
    expect(res.body.test).toMatchObject({
      status: 'running',
      threshold: 95,
      minSample: 100,
      autoPromote: false,
      winner: null,
      leader: null,
      decided: false,
    });
    expect(res.body.test.variants.map((v) => [v.key, v.weight, v.visitors])).toEqual([
      ['A', 50, 0],
      ['B', 50, 0],
    ]);
    // The embed gets both variants with their weights; B starts as a copy of the published config.
    const payload = await new Client(server.url).get<{
      abTest: { variants: { key: string; weight: number; config: unknown }[] };
    }>(`/api/forms/${formId}`);
    expect(payload.body.abTest.variants.map((v) => v.key)).toEqual(['A', 'B']);
    expect(payload.body.abTest.variants[1].config).toEqual(payload.body.abTest.variants[0].config);
    // One test at a time.
    const again = await owner.post(`/api/forms/${formId}/ab-test`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'An A/B test of this form is running already' });
  });

  it('refuses bad settings with a message', async () => {
    const formId = await publishedForm();
    const cases: [unknown, string][] = [
      [{ weights: { A: 60, B: 30 } }, 'The weights must add up to 100'],
      [{ weights: { A: 50 } }, 'Give weights for variants A, B (and C, D in order)'],
      [{ weights: { A: 50, C: 50 } }, 'Give weights for variants A, B (and C, D in order)'],
      [{ weights: { A: 50, B: 'half' } }, 'Each weight must be a number'],
      [{ weights: { A: 50, Z: 50 } }, 'Unknown variant'],
      [{ threshold: 'high' }, 'threshold must be a number'],
      [{ threshold: 101 }, 'threshold must be between 50 and 99.9'],
      [{ minSample: 2.5 }, 'minSample must be a whole number'],
    ];
    for (const [body, error] of cases) {
      const res = await owner.post(`/api/forms/${formId}/ab-test`, body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
    await owner.post(`/api/forms/${formId}/ab-test`, { weights: { A: 70, B: 30 } });
    const unknown = await owner.put(`/api/forms/${formId}/ab-test/variants/C`, { fromDraft: true });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Unknown variant' }]);
    const badKey = await owner.put(`/api/forms/${formId}/ab-test/variants/X`, { fromDraft: true });
    expect([badKey.status, badKey.body]).toEqual([400, { error: 'Unknown variant' }]);
    const badConfig = await owner.put(`/api/forms/${formId}/ab-test/variants/B`, { config: { steps: 3 } });
    expect(badConfig.status).toBe(400);
    // A page cannot put a session into a variant the test does not have.
    const session = await new Client(server.url).put(`/api/forms/${formId}/sessions/${crypto.randomUUID()}`, {
      variant: 'Q',
    });
    expect([session.status, session.body]).toEqual([400, { error: 'Unknown variant' }]);
    // Someone else's form is not theirs to test.
    const stranger = (await signedInClient(server.url, 'stranger')).client;
    expect((await stranger.get(`/api/forms/${formId}/ab-test`)).status).toBe(403);
  });

  it("checks a session's answers against its own variant and keeps its first variant", async () => {
    const formId = await formUnderTest();
    const page = new Client(server.url);
    const sessionId = crypto.randomUUID();
    const opened = await page.put<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/sessions/${sessionId}`,
      { variant: 'B' },
    );
    expect(opened.status).toBe(201);
    // A repeat asking for another variant does not move the session.
    expect((await page.put(`/api/forms/${formId}/sessions/${sessionId}`, { variant: 'A' })).status).toBe(200);
    // B has no property question: answers without it are whole for B, and short of a required answer for A.
    const { 'Monthly electricity bill': bill, 'How can we reach you?': contact } = requiredAnswers();
    const answers = { 'Monthly electricity bill': bill, 'How can we reach you?': contact };
    const onA = await page.put<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/sessions/${crypto.randomUUID()}`,
      { variant: 'A' },
    );
    const refused = await page.post(`/api/forms/${formId}/submit`, { ...answers, _sessionInfo: onA.body });
    expect(refused.status).toBe(400);
    const submitted = await page.post(`/api/forms/${formId}/submit`, {
      ...answers,
      _sessionInfo: opened.body,
    });
    expect(submitted.status).toBe(200);
    const test = await results(formId);
    expect(test.variants.map((v) => [v.key, v.visitors, v.leads])).toEqual([
      ['A', 1, 0],
      ['B', 1, 1],
    ]);
    // B's visitors saw this config: it cannot change under them.
    const change = await owner.put(`/api/forms/${formId}/ab-test/variants/B`, { fromDraft: true });
    expect([change.status, change.body]).toEqual([
      409,
      { error: 'Variant B has visitors already; end this test and start a new one to change it' },
    ]);
  });

  it('names the better of 1,000 visitors per variant with its probability, and promotes it when asked to', async () => {
    const formId = await formUnderTest({ autoPromote: true, minSample: 1000, threshold: 95 });
    // A converts 10 % of its visitors, B 15 %: B is better with near certainty once both reach 1,000.
    await simulate(formId, 999, { A: 100, B: 150 });
    let test = await results(formId);
    expect(test.status).toBe('running');
    expect(test.leader).toBe('B');
    expect(test.decided).toBe(false);
    // The last visitor of B, who submits too: every variant has its minimum sample now, and B wins.
    await simulate(formId, 1, { A: 0, B: 1 });
    test = await results(formId);
    const [a, b] = test.variants;
    expect([a.visitors, a.leads, b.visitors, b.leads]).toEqual([1000, 100, 1000, 151]);
    expect(a.conversionRate).toBeCloseTo(0.1, 5);
    expect(b.conversionRate).toBeCloseTo(0.151, 5);
    expect(b.probabilityBest).toBeGreaterThan(0.999);
    expect(a.expectedLoss).toBeCloseTo(0.051, 2);
    expect(b.expectedLoss).toBeLessThan(0.0001);
    expect(test).toMatchObject({ status: 'ended', winner: 'B', leader: 'B', decided: true });
    // B is the form now, recorded in the version history with why.
    const versions = await owner.get<{
      versions: { version: number; summary?: string | null; isLive: boolean }[];
    }>(`/api/forms/${formId}/versions`);
    expect(versions.body.versions[0]).toMatchObject({
      version: 2,
      isLive: true,
      summary: 'A/B test: variant B won with 99 % probability',
    });
    const live = await new Client(server.url).get<{ config: { steps: unknown[] }; abTest?: unknown }>(
      `/api/forms/${formId}`,
    );
    expect(live.body.config.steps).toHaveLength(3);
    expect(live.body.abTest).toBeUndefined();
  }, 60_000);

  it('leaves the form alone when the winner is not to be promoted automatically, until the owner does', async () => {
    const formId = await formUnderTest({ minSample: 100 });
    await simulate(formId, 100, { A: 5, B: 40 });
    const test = await results(formId);
    expect(test).toMatchObject({ status: 'running', leader: 'B', decided: true, winner: null });
    const versions = await owner.get<{ versions: unknown[] }>(`/api/forms/${formId}/versions`);
    expect(versions.body.versions).toHaveLength(1);
    const ended = await owner.post<{ test: AbTest }>(`/api/forms/${formId}/ab-test/end`, { promote: 'A' });
    expect(ended.status).toBe(200);
    expect(ended.body.test).toMatchObject({ status: 'ended', winner: 'A' });
    const after = await owner.get<{ versions: { summary?: string | null }[] }>(
      `/api/forms/${formId}/versions`,
    );
    // A was the live config already: publishing it again makes no new version.
    expect(after.body.versions).toHaveLength(1);
    const none = await owner.post(`/api/forms/${formId}/ab-test/end`, {});
    expect([none.status, none.body]).toEqual([404, { error: 'This form has no running A/B test' }]);
  }, 60_000);

  it('carries the variant to the responses, their CSV and detail, the webhook and the lead facts', async () => {
    const formId = await formUnderTest();
    await owner.post('/api/user/webhook', { webhookUrl: receiver.url });
    const page = new Client(server.url);
    const opened = await page.put<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/sessions/${crypto.randomUUID()}`,
      { variant: 'B' },
    );
    const lead = await page.post<{ id: number }>(`/api/forms/${formId}/submit`, {
      ...answersFor('B'),
      _sessionInfo: opened.body,
    });
    expect(lead.status).toBe(200);
    const plain = await page.post<{ id: number }>(`/api/forms/${formId}/submit`, requiredAnswers());
    const list = await owner.get<{ id: number; variant?: string | null }[]>(`/api/forms/${formId}/responses`);
    expect(Object.fromEntries(list.body.map((r) => [r.id, r.variant]))).toEqual({
      [lead.body.id]: 'B',
      [plain.body.id]: null,
    });
    const detail = await owner.get<{ variant?: string | null }>(
      `/api/forms/${formId}/responses/${lead.body.id}`,
    );
    expect(detail.body.variant).toBe('B');
    const csv = await owner.get<string>(`/api/forms/${formId}/responses.csv`);
    const [header, ...rows] = csv.body.trim().split(/\r?\n/);
    const column = header.split(',').indexOf('Variant');
    expect(column).toBeGreaterThan(-1);
    expect(rows.map((r) => r.split(',')[column]).sort()).toEqual(['', 'B']);
    await drained(server);
    const sent = receiver.byResponse(lead.body.id).map((r) => r.payload.data.response);
    expect(sent.at(-1)).toMatchObject({ complete: true, variant: 'B', sessionNo: opened.body.sessionNo });
    expect(receiver.byResponse(plain.body.id).at(-1)?.payload.data.response.variant).toBeNull();
    // What integrations map: the variant is one of the response's facts.
    const facts = leadFacts(
      {
        id: 1,
        formId,
        formLabel: 'Quote',
        language: 'en',
        complete: true,
        sessionNo: 1,
        answers: {},
        labels: {},
        calculations: null,
        ending: null,
        submittedAt: null,
        variant: 'B',
      },
      null,
      server.url,
    );
    expect(facts.values['session:variant']).toBe('B');
  });
});
