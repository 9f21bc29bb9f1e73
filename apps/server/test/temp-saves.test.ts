// What an anonymous temporary save may store: the form's own questions, each within its type's limits, the whole
// within TEMP_SAVE_MAX_BYTES (413 past it) — on PATCH …/temp-response and on PUT …/sessions/{id} alike.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEMP_SAVE_MAX_BYTES } from '../src/services/answers.ts';
import { Client, publishSample, requiredAnswers, startServer, type TestServer } from './helper.ts';

const PROPERTY = 'What type of property do you have?';
const NOTES = 'Anything else?';

describe('temporary saves', () => {
  let server: TestServer;
  let owner: Client;
  let formId: number;
  const anon = () => new Client(server.url);
  beforeAll(async () => {
    server = await startServer();
    const published = await publishSample(server.url);
    owner = published.client;
    formId = published.id;
  });
  afterAll(() => server.close());

  async function session(): Promise<string> {
    const res = await anon().post<{ sessionId: string }>(`/api/forms/${formId}/session`);
    expect(res.status).toBe(201);
    return res.body.sessionId;
  }
  const read = async (sessionId: string) =>
    (await anon().get<{ tempResponse: Record<string, unknown> }>(`/api/sessions/${sessionId}/temp-response`))
      .body.tempResponse;

  test("keeps the form's own answers and drops keys the form does not have", async () => {
    const id = await session();
    const res = await anon().patch(`/api/sessions/${id}/temp-response`, {
      tempResponse: {
        [PROPERTY]: 'house',
        [NOTES]: 'south roof',
        junk: 'x'.repeat(5000),
        _sessionInfo: { a: 1 },
      },
    });
    expect(res.status).toBe(200);
    expect(await read(id)).toEqual({ [PROPERTY]: 'house', [NOTES]: 'south roof' });
  });

  test('refuses an answer past its type limit with a 400 naming the question', async () => {
    const id = await session();
    await anon().patch(`/api/sessions/${id}/temp-response`, { tempResponse: { [NOTES]: 'kept' } });
    const long = await anon().patch(`/api/sessions/${id}/temp-response`, {
      tempResponse: { [NOTES]: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: `The answer to "${NOTES}" is too long` });
    // An option answer that is an essay, and a contact answer of 50 KB.
    for (const tempResponse of [
      { [PROPERTY]: 'y'.repeat(1000) },
      { 'How can we reach you?': { firstName: 'z'.repeat(50_000) } },
    ]) {
      expect((await anon().patch(`/api/sessions/${id}/temp-response`, { tempResponse })).status).toBe(400);
    }
    expect(await read(id)).toEqual({ [NOTES]: 'kept' });
    // The same limit holds on submit.
    const submit = await anon().post(`/api/forms/${formId}/submit`, {
      ...requiredAnswers(),
      [NOTES]: 'x'.repeat(5001),
    });
    expect(submit.status).toBe(400);
    expect(submit.body).toEqual({ error: `The answer to "${NOTES}" is too long` });
  });

  test(`refuses a save over ${TEMP_SAVE_MAX_BYTES / 1024} KB with 413, on PATCH and on PUT`, async () => {
    const id = await session();
    const big = { [NOTES]: 'ok', pad: 'p'.repeat(TEMP_SAVE_MAX_BYTES) };
    const patched = await anon().patch(`/api/sessions/${id}/temp-response`, { tempResponse: big });
    expect(patched.status).toBe(413);
    expect(String(patched.body.error)).toMatch(/at most 512 KB/);
    const put = await anon().put(`/api/forms/${formId}/sessions/${crypto.randomUUID()}`, {
      tempResponse: big,
    });
    expect(put.status).toBe(413);
  });

  test('PUT …/sessions/{id} with answers keeps only what a save may keep', async () => {
    const id = crypto.randomUUID();
    const put = await anon().put(`/api/forms/${formId}/sessions/${id}`, {
      tempResponse: { [PROPERTY]: 'flat', invented: 'a'.repeat(700_000 / 2) },
    });
    expect(put.status).toBe(201);
    expect(await read(id)).toEqual({ [PROPERTY]: 'flat' });
  });

  test("twenty anonymous saves cannot grow the owner's responses page beyond the form's own answers", async () => {
    const before = JSON.stringify((await owner.get(`/api/forms/${formId}/responses`)).body).length;
    for (let i = 0; i < 20; i++) {
      const id = await session();
      await anon().patch(`/api/sessions/${id}/temp-response`, {
        tempResponse: { [PROPERTY]: 'house', [`k${i}`]: 'x'.repeat(40_000) },
      });
    }
    const after = JSON.stringify((await owner.get(`/api/forms/${formId}/responses`)).body).length;
    expect(after - before).toBeLessThan(20 * 1000);
  });
});
