// Abuse limits on the respondent endpoints over real HTTP: per IP and per form (challenged, never refused), the
// minimum fill time on every submit path, shared by instances, RATE_LIMITS=off; the honeypot.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PowChallenge, solveChallenge } from '@forms-engine/runner';
import {
  Client,
  publishSample,
  randomIp,
  requiredAnswers,
  startServer,
  type TestInstances,
  type TestServer,
  twoInstances,
} from './helper.ts';

/** A respondent at a given address (the server trusts X-Forwarded-For in these tests). */
const respondent = (url: string, ip: string) => new Client(url, { 'x-forwarded-for': ip });

const answers = requiredAnswers();

/** Past a per-address allowance: a proof-of-work challenge for the runner, not a refusal. */
function expectChallenge(res: { status: number; body: unknown; headers: Headers }) {
  expect429(res);
  expect((res.body as { challenge?: unknown }).challenge).toMatchObject({ algorithm: 'SHA-256' });
  // The owner app names it by its code, like any other 429.
  expect(res.headers.get('x-error-code')).toBe('rate_limited');
}

/** Solves the challenge of a 429 answer, as the runner does, and gives the X-Altcha header that carries the pass. */
async function passFor(res: { body: unknown }): Promise<Record<string, string>> {
  const solved = await solveChallenge((res.body as { challenge: PowChallenge }).challenge);
  if (!solved) throw new Error('challenge not solved');
  return { 'x-altcha': solved };
}

function expect429(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(429);
  expect((res.body as { error?: unknown }).error).toBe('Too many requests. Please try again later.');
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry) && retry >= 1).toBe(true);
}

describe('respondent limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      {
        TRUST_PROXY: 'true',
        // Submissions without a session are tested against their allowances here; the fill time has its own test.
        RESPONDENT_MIN_FILL_SECONDS: '0',
        RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '6',
        RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: '8',
        RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: '2',
        RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: '8',
        RATE_LIMIT_GEOCODE_PER_IP_PER_MINUTE: '2',
        RATE_LIMIT_UPLOAD_PER_IP_PER_HOUR: '1',
        RATE_LIMIT_QUOTATION_PER_IP_PER_HOUR: '1',
      },
    );
  });
  afterAll(() => server.close());

  test('one IP is challenged (429 with a proof-of-work, Retry-After) after its per-minute allowance; another IP is unaffected', async () => {
    const { id: formId } = await publishSample(server.url);
    const a = respondent(server.url, randomIp());
    const session = await a.post<{ sessionId: string }>(`/api/forms/${formId}/session`);
    expect(session.status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const saved = await a.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
        tempResponse: { q: i },
      });
      expect(saved.status).toBe(200);
    }
    expectChallenge(
      await a.patch(`/api/sessions/${session.body.sessionId}/temp-response`, { tempResponse: { q: 9 } }),
    );
    expectChallenge(await a.post(`/api/forms/${formId}/session`));
    expect((await respondent(server.url, randomIp()).post(`/api/forms/${formId}/session`)).status).toBe(201);
  });

  test('submissions past the per-IP hourly allowance are challenged, sessionless ones too', async () => {
    const { id: formId } = await publishSample(server.url);
    const a = respondent(server.url, randomIp());
    expect((await a.post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    expect((await a.post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    expectChallenge(await a.post(`/api/forms/${formId}/submit`, answers));
    // The generic submit endpoint shares the allowance.
    expectChallenge(await a.post('/api/submit', { response: { formData: answers }, form_config_id: formId }));
    expect(
      (await respondent(server.url, randomIp()).post(`/api/forms/${formId}/submit`, answers)).status,
    ).toBe(200);
  });

  test("a form's submission volume challenges new respondents from any address, never refuses them", async () => {
    const { id: formId } = await publishSample(server.url);
    const { id: otherForm } = await publishSample(server.url);
    for (let i = 0; i < 8; i++) {
      const via = i % 2 === 0 ? 'form' : 'generic';
      const c = respondent(server.url, randomIp());
      const res =
        via === 'form'
          ? await c.post(`/api/forms/${formId}/submit`, answers)
          : await c.post('/api/submit', { response: { formData: answers }, form_config_id: String(formId) });
      expect(res.status, `submission ${i} (${via})`).toBe(200);
    }
    const fresh = respondent(server.url, randomIp());
    const challenged = await fresh.post(`/api/forms/${formId}/submit`, answers);
    expectChallenge(challenged);
    expect((await fresh.post(`/api/forms/${formId}/submit`, answers, await passFor(challenged))).status).toBe(
      200,
    );
    expect(
      (await respondent(server.url, randomIp()).post(`/api/forms/${otherForm}/submit`, answers)).status,
    ).toBe(200);
  });

  test("a form's volume of new answer sessions challenges new respondents, never refuses them", async () => {
    const { id: formId } = await publishSample(server.url);
    for (let i = 0; i < 8; i++) {
      expect((await respondent(server.url, randomIp()).post(`/api/forms/${formId}/session`)).status).toBe(
        201,
      );
    }
    const fresh = respondent(server.url, randomIp());
    const challenged = await fresh.post(`/api/forms/${formId}/session`);
    expectChallenge(challenged);
    expect(
      (await fresh.post(`/api/forms/${formId}/session`, undefined, await passFor(challenged))).status,
    ).toBe(201);
  });

  test('geocoding and static maps share a per-IP allowance; uploads and quotations have their own', async () => {
    const a = respondent(server.url, randomIp());
    expect((await a.post('/api/geocode', { address: '10115 Berlin' })).status).not.toBe(429);
    expect((await a.get('/api/staticmap?center=52.5,13.4&zoom=14&size=800x400')).status).not.toBe(429);
    expectChallenge(await a.post('/api/geocode', { address: '10115 Berlin' }));
    const b = respondent(server.url, randomIp());
    expect(
      (await b.post('/api/generate-quotation', { formResponses: {}, documentData: {} })).status,
    ).not.toBe(429);
    expectChallenge(await b.post('/api/generate-quotation', { formResponses: {}, documentData: {} }));
    const uploader = randomIp();
    const upload = () =>
      fetch(`${server.url}/api/upload-document`, {
        method: 'POST',
        headers: { 'x-forwarded-for': uploader },
        body: (() => {
          const f = new FormData();
          f.append('document', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
          return f;
        })(),
      });
    expect((await upload()).status).not.toBe(429);
    const limited = await upload();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('owner endpoints are not respondent-limited', async () => {
    const { client: owner, id: formId } = await publishSample(server.url);
    for (let i = 0; i < 10; i++) expect((await owner.get(`/api/forms/${formId}`)).status).toBe(200);
  });

  test('a submission with the honeypot filled is answered like any other but not stored', async () => {
    const { client: owner, id: formId } = await publishSample(server.url);
    const bot = await respondent(server.url, randomIp()).post(`/api/forms/${formId}/submit`, {
      ...answers,
      _hp: 'http://spam.example',
    });
    expect(bot.status).toBe(200);
    expect(bot.body).toMatchObject({ success: true });
    const human = await respondent(server.url, randomIp()).post(`/api/forms/${formId}/submit`, {
      ...answers,
      _hp: '',
    });
    expect(human.status).toBe(200);
    const list = await owner.get<{ id: number; response: Record<string, unknown> | null }[]>(
      `/api/forms/${formId}/responses`,
    );
    expect(list.body).toHaveLength(1);
    expect(list.body[0].id).toBe(human.body.id);
    expect(JSON.stringify(list.body)).not.toContain('spam.example');
  });
});

describe('RATE_LIMITS=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      {
        RATE_LIMITS: 'off',
        RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '1',
        RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: '1',
        RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: '1',
        RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: '1',
      },
    );
  });
  afterAll(() => server.close());

  test('lifts every respondent limit', async () => {
    const { id: formId } = await publishSample(server.url);
    const a = new Client(server.url);
    for (let i = 0; i < 4; i++) {
      expect((await a.post(`/api/forms/${formId}/session`)).status).toBe(201);
      expect((await a.post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    }
  });
});

describe('limits shared by two instances on one PostgreSQL', () => {
  let instances: TestInstances;
  let urls: string[];

  beforeAll(async () => {
    instances = await twoInstances(
      { workers: false },
      { TRUST_PROXY: 'true', RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: '3', RESPONDENT_MIN_FILL_SECONDS: '0' },
    );
    urls = instances.servers.map((s) => s.url);
  }, 120_000);

  afterAll(() => instances?.close());

  test('hits on instance A count on instance B once the instances have synced (once a second)', async () => {
    const { id: formId } = await publishSample(urls[0]);
    const ip = randomIp();
    // Counting writes nothing per request: each instance adds its counts to the shared ones every second.
    // Two rounds: an instance's sync reads back the total as of its own write, so in the first round one instance
    // may sync before the other has written; after the second, every instance has read every write.
    const flushAll = () => Promise.all(instances.servers.map((s) => s.app.ctx.guard.counters.flush()));
    const synced = async () => {
      await flushAll();
      await flushAll();
    };
    expect((await respondent(urls[0], ip).post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    await synced();
    expect((await respondent(urls[1], ip).post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    await synced();
    expect((await respondent(urls[0], ip).post(`/api/forms/${formId}/submit`, answers)).status).toBe(200);
    await synced();
    expectChallenge(await respondent(urls[1], ip).post(`/api/forms/${formId}/submit`, answers));
    expectChallenge(await respondent(urls[0], ip).post(`/api/forms/${formId}/submit`, answers));
  });
});

describe('one party cannot use up what every respondent shares (the form-wide thresholds at 40)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      {
        TRUST_PROXY: 'true',
        RESPONDENT_MIN_FILL_SECONDS: '0',
        RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: '40',
        RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: '40',
      },
    );
  });
  afterAll(() => server.close());

  test('an address that solves no challenge is challenged long before the form is, and a new respondent elsewhere gets through', async () => {
    const { id: formId } = await publishSample(server.url);
    const attacker = respondent(server.url, randomIp());
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await attacker.post(`/api/forms/${formId}/submit`, answers)).status);
      statuses.push((await attacker.post(`/api/forms/${formId}/session`)).status);
      statuses.push(
        (await attacker.post('/api/submit', { response: { formData: answers }, form_config_id: formId }))
          .status,
      );
    }
    // A quarter of each threshold at most, then challenges (never a refusal without one).
    expect(statuses.filter((s) => s === 200 || s === 201).length).toBeLessThanOrEqual(10 + 10);
    expect(statuses.filter((s) => s !== 200 && s !== 201).every((s) => s === 429)).toBe(true);

    const someone = respondent(server.url, randomIp());
    const session = await someone.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    expect(session.status).toBe(201);
    const submitted = await someone.post(`/api/forms/${formId}/submit`, {
      ...answers,
      _sessionInfo: session.body,
    });
    expect(submitted.status).toBe(200);
  });
});

describe('the minimum fill time holds on every submit path (production default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { TRUST_PROXY: 'true', RATE_LIMITS: 'on' });
    expect(server.app.ctx.config.limits.minFillSeconds).toBeGreaterThan(0);
  });
  afterAll(() => server.close());

  test('a submission without a session, on either path, proves its work first', async () => {
    const { id: formId } = await publishSample(server.url);
    const bot = respondent(server.url, randomIp());
    const direct = await bot.post(`/api/forms/${formId}/submit`, answers);
    expectChallenge(direct);
    const generic = await bot.post('/api/submit', {
      response: { formData: answers },
      form_config_id: formId,
    });
    expectChallenge(generic);
    expect((await bot.post(`/api/forms/${formId}/submit`, answers, await passFor(direct))).status).toBe(200);
  });

  test('a submission the moment its session started is challenged through /api/submit too', async () => {
    const { id: formId } = await publishSample(server.url);
    const bot = respondent(server.url, randomIp());
    const session = await bot.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    const generic = await bot.post('/api/submit', {
      response: { formData: { ...answers, _sessionInfo: session.body } },
      form_config_id: formId,
    });
    expectChallenge(generic);
  });
});
