// Dates outside the years a database stores (beyond 9999, before year 1) are refused at the edge with 400, never
// a 500 or a CSV cut off mid-stream.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Client, publishSample, requiredAnswers, startServer, type TestServer } from './helper.ts';

describe('far-off dates', () => {
  let server: TestServer;
  let owner: Client;
  let formId: number;
  let responseId: number;
  beforeAll(async () => {
    server = await startServer();
    const published = await publishSample(server.url);
    owner = published.client;
    formId = published.id;
    const submitted = await owner.post<{ id: number }>(`/api/forms/${formId}/submit`, requiredAnswers());
    responseId = submitted.body.id;
  });
  afterAll(() => server.close());

  test.each(['99999-01-01', '+099999-01-01T00:00:00Z', '-004714-01-01T00:00:00Z', '0000-01-01'])(
    'a close date of %s is refused with a message',
    async (closesAt) => {
      const res = await owner.put(`/api/forms/${formId}/settings`, { closesAt });
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toMatch(
        /Close date must be a date and time.*between the years 1 and 9999/,
      );
    },
  );

  test('a close date in year 9999 is kept', async () => {
    const res = await owner.put<{ closesAt: string }>(`/api/forms/${formId}/settings`, {
      closesAt: '9999-12-31T00:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.closesAt).toBe('9999-12-31T00:00:00.000Z');
    await owner.put(`/api/forms/${formId}/settings`, { closesAt: null });
  });

  test.each([
    ['the list', () => `/api/forms/${formId}/responses`],
    ['the count', () => `/api/forms/${formId}/responses/count`],
    ['one response', () => `/api/forms/${formId}/responses/${responseId}`],
    ['the CSV', () => `/api/forms/${formId}/responses.csv`],
  ])('%s refuses a filter date beyond 9999 with 400', async (_name, path) => {
    for (const q of ['from=99999-01-01', 'to=99999-01-01', 'from=-271821-04-20']) {
      const res = await owner.get(`${path()}?${q}`);
      expect(res.status, q).toBe(400);
      expect(String((res.body as { error?: string }).error)).toMatch(/must be a date like 2026-01-31/);
    }
    expect((await owner.get(`${path()}?from=2026-01-01`)).status).toBe(200);
  });
});
