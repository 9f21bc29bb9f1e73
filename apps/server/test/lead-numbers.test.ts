// Lead numbers: each form numbers its submitted leads 1, 2, 3 … once each, under concurrent submissions and across
// two instances sharing one PostgreSQL; incomplete responses have none and a deleted lead leaves its gap.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  Client,
  publishSample,
  sampleAnswers,
  startServer,
  type TestInstances,
  type TestServer,
  twoInstances,
} from './helper.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Row = { id: number; lead_no: number | null; response: unknown };

async function submit(url: string, formId: number, note: string) {
  const respondent = new Client(url);
  const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
    `/api/forms/${formId}/session`,
  );
  const res = await respondent.post<{ id: number }>(`/api/forms/${formId}/submit`, {
    ...sampleAnswers(note),
    _sessionInfo: session.body,
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

async function leadNumbers(owner: Client, formId: number) {
  const rows = (await owner.get<Row[]>(`/api/forms/${formId}/responses?limit=200`)).body;
  return rows.filter((r) => r.response !== null).map((r) => r.lead_no);
}

it('numbers 30 concurrent submissions 1 to 30, each once, per form', async () => {
  const a = await publishSample(server.url, 'numbers-a');
  const b = await publishSample(server.url, 'numbers-b');
  await Promise.all(
    Array.from({ length: 30 }, (_, i) => submit(server.url, i % 3 === 0 ? b.id : a.id, `Lead ${i}`)),
  );
  const numbersA = (await leadNumbers(a.client, a.id)).sort((x, y) => Number(x) - Number(y));
  const numbersB = (await leadNumbers(b.client, b.id)).sort((x, y) => Number(x) - Number(y));
  expect(numbersA).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(numbersB).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
});

it('gives an incomplete response no number, and the next submission the next one after a deleted lead', async () => {
  const form = await publishSample(server.url, 'numbers-gap');
  const first = await submit(server.url, form.id, 'One');
  const second = await submit(server.url, form.id, 'Two');
  const respondent = new Client(server.url);
  const session = await respondent.post<{ sessionId: string }>(`/api/forms/${form.id}/session`);
  expect(
    (
      await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
        tempResponse: { 'Anything else?': 'Still typing' },
      })
    ).status,
  ).toBe(200);
  expect((await form.client.delete(`/api/forms/${form.id}/responses/${second}`)).status).toBe(200);
  await submit(server.url, form.id, 'Three');

  const rows = (await form.client.get<Row[]>(`/api/forms/${form.id}/responses`)).body;
  const incomplete = rows.find((r) => r.response === null);
  expect(incomplete?.lead_no).toBeNull();
  expect(rows.find((r) => r.id === first)?.lead_no).toBe(1);
  expect(await leadNumbers(form.client, form.id)).toEqual([3, 1]);
  const detail = await form.client.get<Row>(`/api/forms/${form.id}/responses/${first}`);
  expect(detail.body.lead_no).toBe(1);
});

it('numbers submissions to two instances on one PostgreSQL consecutively', async () => {
  const instances: TestInstances = await twoInstances();
  try {
    const [one, two] = instances.servers;
    const form = await publishSample(one.url, 'numbers-two');
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => submit(i % 2 ? two.url : one.url, form.id, `Lead ${i}`)),
    );
    const numbers = (await leadNumbers(form.client, form.id)).sort((x, y) => Number(x) - Number(y));
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  } finally {
    await instances.close();
  }
});
