// No human refused: many people behind one address finish with production defaults, while bots are challenged.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { solveChallenge, type PowChallenge } from '@forms-engine/runner';
import {
  Client,
  publishSample,
  randomIp,
  requiredAnswers,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const answers = requiredAnswers();
// The counters' clock stands still: a per-minute window never ends in the middle of a test, whatever the time of
// day (how long a session has existed is the database's own clock, so the minimum fill time is still real).
const frozen = Date.now();
const clock = { now: () => frozen };
const publishForm = (url: string) => publishSample(url, 'guard', uniqueLabel('Guard'));

type Challenged = { error: string; challenge?: PowChallenge };

describe('production defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Only TRUST_PROXY (to play many addresses); every limit is the production default and limits are on.
    server = await startServer(clock, { TRUST_PROXY: 'true', RATE_LIMITS: 'on' });
    expect(server.app.ctx.config.rateLimits).toBe(true);
  });
  afterAll(() => server.close());

  test('50 people behind one address each fill the form at a human pace: none refused, none challenged', async () => {
    const { id, label } = await publishForm(server.url);
    const ip = randomIp();
    const statuses: number[] = [];
    const journey = async (n: number) => {
      const c = new Client(server.url, { 'x-forwarded-for': ip });
      const track = <T extends { status: number }>(res: T) => {
        statuses.push(res.status);
        return res;
      };
      // People arrive spread out, not all in the same millisecond.
      await sleep(n * 20);
      track(await c.get(`/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`));
      const session = track(
        await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${id}/session`),
      );
      for (let step = 0; step < 5; step++) {
        await sleep(700);
        track(
          await c.patch(`/api/sessions/${session.body.sessionId}/temp-response`, { tempResponse: { step } }),
        );
      }
      const done = track(await c.post(`/api/forms/${id}/submit`, { ...answers, _sessionInfo: session.body }));
      return done.status;
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => journey(n)));
    expect(results.every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(statuses).toHaveLength(50 * 8);
    // 400 real requests (350 durable writes) from 50 concurrent clients plus 3.5 s of human pauses: on a
    // 2-core machine shared with other test files this is honest work, not a hang.
  }, 120_000);

  test('a scripted bot that submits the moment its session starts is challenged; the solved challenge lets it through', async () => {
    const { id } = await publishForm(server.url);
    const bot = new Client(server.url, { 'x-forwarded-for': randomIp() });
    const session = await bot.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${id}/session`);
    expect(session.status).toBe(201);
    const body = { ...answers, _sessionInfo: session.body };
    const refused = await bot.post<Challenged>(`/api/forms/${id}/submit`, body);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many requests. Please try again later.');
    const challenge = refused.body.challenge as PowChallenge;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256' });
    // A made-up solution is no pass.
    const forged = Buffer.from(JSON.stringify({ ...challenge, number: 1 })).toString('base64');
    expect((await bot.post(`/api/forms/${id}/submit`, body, { 'x-altcha': forged })).status).toBe(429);
    const solved = await solveChallenge(challenge);
    expect(solved).not.toBeNull();
    const accepted = await bot.post(`/api/forms/${id}/submit`, body, { 'x-altcha': solved as string });
    expect(accepted.status).toBe(200);
  });

  test('a bot hammering one answer session is challenged, other sessions behind the same address are not', async () => {
    const { id } = await publishForm(server.url);
    const ip = randomIp();
    const bot = new Client(server.url, { 'x-forwarded-for': ip });
    const session = await bot.post<{ sessionId: string }>(`/api/forms/${id}/session`);
    const limit = server.app.ctx.config.limits.savesPerSessionPerMinute;
    const save = (c: Client, sid: string) =>
      c.patch(`/api/sessions/${sid}/temp-response`, { tempResponse: { q: 1 } });
    let challenged = 0;
    for (let i = 0; i <= limit; i++)
      if ((await save(bot, session.body.sessionId)).status === 429) challenged++;
    expect(challenged).toBe(1);
    const neighbour = new Client(server.url, { 'x-forwarded-for': ip });
    const own = await neighbour.post<{ sessionId: string }>(`/api/forms/${id}/session`);
    expect((await save(neighbour, own.body.sessionId)).status).toBe(200);
  });
});

describe('volume thresholds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(clock, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '5',
      RATE_LIMIT_PER_PASS_PER_MINUTE: '4',
      RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE: '3',
      RESPONDENT_MIN_FILL_SECONDS: '0',
    });
  });
  afterAll(() => server.close());

  test('an address past its allowance is challenged, never refused; a pass has its own allowance, then a new challenge', async () => {
    const { id } = await publishForm(server.url);
    const c = new Client(server.url, { 'x-forwarded-for': randomIp() });
    for (let i = 0; i < 5; i++)
      expect(
        (await c.post('/api/submit', { response: { formData: answers }, form_config_id: id })).status,
      ).toBe(200);
    const over = await c.post<Challenged>(`/api/forms/${id}/submit`, answers);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('1');
    const pass = (await solveChallenge(over.body.challenge as PowChallenge)) as string;
    for (let i = 0; i < 4; i++) {
      expect((await c.post(`/api/forms/${id}/submit`, answers, { 'x-altcha': pass })).status).toBe(200);
    }
    const again = await c.post<Challenged>(`/api/forms/${id}/submit`, answers, { 'x-altcha': pass });
    expect(again.status).toBe(429);
    expect(again.body.challenge?.signature).not.toBe(over.body.challenge?.signature);
  });

  test('a form with abnormal volume of new sessions challenges new respondents from any address', async () => {
    const { id } = await publishForm(server.url);
    for (let i = 0; i < 3; i++) {
      expect(
        (await new Client(server.url, { 'x-forwarded-for': randomIp() }).post(`/api/forms/${id}/session`))
          .status,
      ).toBe(201);
    }
    const fresh = await new Client(server.url, { 'x-forwarded-for': randomIp() }).post<Challenged>(
      `/api/forms/${id}/session`,
    );
    expect(fresh.status).toBe(429);
    const pass = (await solveChallenge(fresh.body.challenge as PowChallenge)) as string;
    const solved = await new Client(server.url, { 'x-forwarded-for': randomIp() }).post(
      `/api/forms/${id}/session`,
      undefined,
      {
        'x-altcha': pass,
      },
    );
    expect(solved.status).toBe(201);
  });
});
