// Answers kept under their step's id over real HTTP: a lead reads the same after its questions are renamed, moved and
// deleted (the list, one response and the CSV), the payloads keep the specification's titles, and the webhook carries
// both shapes.
import { answerItems } from '@forms-engine/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const steps = [
  {
    id: 'roof',
    type: 'tiles',
    title: 'What roof do you have?',
    options: [
      { id: 'pitched', title: 'Pitched roof' },
      { id: 'flat', title: 'Flat roof' },
    ],
  },
  { id: 'notes', type: 'textbox', title: 'Anything else?' },
  { id: 'area', type: 'slider', title: 'Roof area (m²)', min: 10, max: 500, step: 10 },
  { id: 'contact', type: 'contact', title: 'Your details' },
];
const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true };

interface Record {
  id: number;
  response: { [key: string]: unknown } | null;
  temp_response: { [key: string]: unknown } | null;
  labels?: { [key: string]: string } | null;
}

let server: TestServer;
let owner: Client;
let formId: number;
let lead: number;
const anon = () => new Client(server.url);

const csv = async () => String((await owner.get(`/api/forms/${formId}/responses.csv`)).body).split('\r\n');
const detail = async () => (await owner.get<Record>(`/api/forms/${formId}/responses/${lead}`)).body;
const config = async () =>
  (await owner.get<{ config: { steps: unknown[] } }>(`/api/forms/${formId}`)).body.config.steps;

beforeAll(async () => {
  server = await startServer();
  owner = (await signedInClient(server.url)).client;
  formId = (
    await owner.post<{ id: number }>('/api/publish', {
      config: { title: 'Roofs', steps },
      label: uniqueLabel(),
    })
  ).body.id;
  const c = anon();
  const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
  // The specification's payload: answers under the questions' titles.
  const res = await c.post<{ id: number }>(`/api/forms/${formId}/submit`, {
    'What roof do you have?': 'flat',
    'Anything else?': 'Call after 5',
    'Roof area (m²)': 120,
    'Your details': anna,
    _sessionInfo: s.body,
  });
  expect(res.status).toBe(200);
  lead = res.body.id;
});
afterAll(() => server.close());

describe('a lead after its questions are renamed, moved and deleted', () => {
  let before: { csv: string[]; detail: Record };

  beforeAll(async () => {
    before = { csv: await csv(), detail: await detail() };
    // Rename one question, put the contact step first, drop the roof area, and publish that.
    const [roof, notes, , contact] = steps;
    const changed = [contact, roof, { ...notes, title: 'Anything else we should know?' }];
    expect(
      (await owner.put(`/api/forms/${formId}/draft`, { config: { title: 'Roofs', steps: changed } })).status,
    ).toBe(200);
    expect((await owner.post(`/api/forms/${formId}/publish`)).status).toBe(200);
  });

  it('is stored under the step ids, with the title each question had when it was answered', () => {
    expect(before.detail.response).toMatchObject({
      roof: 'flat',
      notes: 'Call after 5',
      area: 120,
      contact: anna,
    });
    expect(before.detail.response).not.toHaveProperty('Anything else?');
    expect(before.detail.labels).toEqual({
      roof: 'What roof do you have?',
      notes: 'Anything else?',
      area: 'Roof area (m²)',
      contact: 'Your details',
    });
  });

  it('keeps its answers and labels as they were, in the list and on its own', async () => {
    const now = await detail();
    expect(now.response).toEqual(before.detail.response);
    expect(now.labels).toEqual(before.detail.labels);
    const list = (await owner.get<Record[]>(`/api/forms/${formId}/responses`)).body;
    expect(list.find((r) => r.id === lead)).toMatchObject({
      response: before.detail.response,
      labels: before.detail.labels,
    });
  });

  it('reads under the current titles in the current order, the deleted question under the title it had', async () => {
    const now = await detail();
    const items = answerItems(await config(), now.response ?? {}, now.labels ?? {});
    expect(items.map((i) => [i.number, i.question, i.text])).toEqual([
      [1, 'Your details', 'Anna Schmidt, anna@example.com'],
      [2, 'What roof do you have?', 'Flat roof'],
      [3, 'Anything else we should know?', 'Call after 5'],
      [undefined, 'Roof area (m²)', '120'],
    ]);
  });

  it('keeps its CSV row, under headers that follow the current titles', async () => {
    expect(before.csv[0]).toBe(
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,What roof do you have?,Anything else?,Roof area (m²)',
    );
    const now = await csv();
    expect(now[0]).toBe(
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,What roof do you have?,Anything else we should know?,Roof area (m²)',
    );
    expect(now[1]).toBe(before.csv[1]);
    expect(now[1]).toMatch(
      /^\d+,\d+,[^,]+,Complete,Anna,Schmidt,anna@example\.com,,Flat roof,Call after 5,120$/,
    );
  });

  it('resumes and submits with the specification payloads under the current titles', async () => {
    const c = anon();
    const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    const saved = await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
      tempResponse: { 'Anything else we should know?': 'Soon', 'Anything else?': 'a title no longer asked' },
    });
    expect(saved.status).toBe(200);
    const back = await c.get<{ tempResponse: { [key: string]: unknown } }>(
      `/api/sessions/${s.body.sessionId}/temp-response`,
    );
    expect(back.body.tempResponse).toEqual({ 'Anything else we should know?': 'Soon' });
    const old = await c.post(`/api/forms/${formId}/submit`, { 'Roof area (m²)': 90, 'Your details': anna });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ error: 'Unknown question "Roof area (m²)" in response' });
  });
});
