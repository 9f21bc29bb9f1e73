// One response for its owner over real HTTP (session facts, uploads, neighbours under the list's filters, who may
// read it), and the streamed CSV with contact answers split into columns and the upload's absolute download URL.
import { answerColumns, buildCsv } from '@forms-engine/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const PUBLIC_URL = 'https://forms.example.com';
/** A 1×1 PNG: the roof photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const config = {
  title: 'Roof check',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'What roof do you have?',
      options: [
        { id: 'pitched', title: 'Pitched roof' },
        { id: 'flat', title: 'Flat roof' },
      ],
    },
    { id: 'where', type: 'location', title: 'Where is the house?', validation: { required: false } },
    { id: 'photo', type: 'documentUpload', title: 'Photo of the roof' },
    { id: 'details', type: 'contact', title: 'Your details' },
  ],
  calculations: [{ id: 'score', label: 'Lead score', formula: '10' }],
};
const ROOF = 'What roof do you have?';
const WHERE = 'Where is the house?';
const PHOTO = 'Photo of the roof';
const DETAILS = 'Your details';

interface Detail {
  id: number;
  created_at: string;
  started_at: string;
  submitted_at: string | null;
  session_no: number | null;
  source: string;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
  calculations: Record<string, number> | null;
  files: Record<string, { name: string; mimeType: string; size: number }>;
  neighbours: { previous: number | null; next: number | null; position: number | null; total: number };
}

let server: TestServer;
let owner: Client;
let formId: number;
let documentId: string;
/** Oldest first: Ann (complete, with photo), an abandoned session, Bob (complete, sent without a session). */
let ann: number;
let abandoned: number;
let bob: number;
const anon = () => new Client(server.url);

async function upload(sessionId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('formId', String(formId));
  form.append('sessionId', sessionId);
  form.append('document', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.url}/api/upload-document`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; documentUrl: string; fileName: string };
}

beforeAll(async () => {
  server = await startServer({ publicUrl: PUBLIC_URL });
  owner = (await signedInClient(server.url)).client;
  formId = (await owner.post<{ id: number }>('/api/publish', { config, label: uniqueLabel() })).body.id;

  const c = anon();
  const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
  await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, { tempResponse: { [ROOF]: 'flat' } });
  const photo = await upload(s.body.sessionId, 'roof.png', PNG);
  documentId = photo.id;
  ann = (
    await c.post<{ id: number }>(`/api/forms/${formId}/submit`, {
      [ROOF]: 'flat',
      [WHERE]: {
        fullAddress: 'Unter den Linden 1, 10117 Berlin',
        postalCode: '10117',
        isAvailable: true,
        lat: 52.517,
        lng: 13.389,
      },
      [PHOTO]: { documentUrl: photo.documentUrl, fileName: photo.fileName, extractedText: '' },
      [DETAILS]: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '+1 555 0100',
        consent: true,
      },
      _sessionInfo: s.body,
    })
  ).body.id;

  const s2 = await anon().post<{ sessionId: string }>(`/api/forms/${formId}/session`);
  const saved = await anon().patch(`/api/sessions/${s2.body.sessionId}/temp-response`, {
    tempResponse: { [ROOF]: 'pitched' },
  });
  expect(saved.status).toBe(200);
  // The temporary save does not name its row (the spec's answer): the list does.
  const listed = await owner.get<{ id: number; response: unknown }[]>(
    `/api/forms/${formId}/responses?status=incomplete`,
  );
  expect(listed.body).toHaveLength(1);
  abandoned = listed.body[0].id;

  bob = (
    await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
      [ROOF]: 'pitched',
      [PHOTO]: 'Upload your document',
      [DETAILS]: { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', consent: true },
    })
  ).body.id;
});
afterAll(() => server.close());

const detail = (id: number, query = '', client = owner) =>
  client.get<Detail>(`/api/forms/${formId}/responses/${id}${query}`);

describe('GET /api/forms/{id}/responses/{responseId}', () => {
  it('gives the owner one response with its session facts and outcome', async () => {
    const res = await detail(ann);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const d = res.body;
    expect(d.id).toBe(ann);
    expect(d.response?.roof).toBe('flat');
    expect(d.temp_response).toBeNull();
    expect(d.session_no).toBe(1);
    expect(d.source).toBe('form');
    expect(d.calculations).toEqual({ score: 10 });
    expect(d.submitted_at).not.toBeNull();
    // Started when the session began, before the response was first stored and before it was submitted.
    expect(Date.parse(d.started_at)).toBeLessThanOrEqual(Date.parse(d.created_at));
    expect(Date.parse(d.started_at)).toBeLessThanOrEqual(Date.parse(d.submitted_at as string));
  });

  it("lists the response's upload with the name and type the download uses", async () => {
    const { files } = (await detail(ann)).body;
    expect(files).toEqual({ [documentId]: { name: 'roof.png', mimeType: 'image/png', size: PNG.length } });
  });

  it('says an abandoned response is not submitted, and a response sent without a session started when stored', async () => {
    const open = (await detail(abandoned)).body;
    expect(open.submitted_at).toBeNull();
    expect(open.response).toBeNull();
    expect(open.temp_response).toEqual({ roof: 'pitched' });
    const direct = (await detail(bob)).body;
    expect(direct.session_no).toBeNull();
    expect(direct.started_at).toBe(direct.created_at);
    expect(direct.files).toEqual({});
  });

  it('names its neighbours in the list order (newest first) with its position', async () => {
    expect((await detail(abandoned)).body.neighbours).toEqual({
      previous: bob,
      next: ann,
      position: 2,
      total: 3,
    });
    expect((await detail(bob)).body.neighbours).toEqual({
      previous: null,
      next: abandoned,
      position: 1,
      total: 3,
    });
    expect((await detail(ann)).body.neighbours).toEqual({
      previous: abandoned,
      next: null,
      position: 3,
      total: 3,
    });
  });

  it("walks the list's filters: complete responses skip the abandoned one, a response left out has no position", async () => {
    expect((await detail(bob, '?status=complete')).body.neighbours).toEqual({
      previous: null,
      next: ann,
      position: 1,
      total: 2,
    });
    expect((await detail(ann, '?q=flat%20roof')).body.neighbours).toEqual({
      previous: null,
      next: null,
      position: 1,
      total: 1,
    });
    const outside = await detail(bob, '?status=incomplete');
    expect(outside.status).toBe(200);
    expect(outside.body.neighbours).toEqual({ previous: null, next: abandoned, position: null, total: 1 });
  });

  it('refuses bad ids and filters with a clear 400, and answers 404 for a response the form does not have', async () => {
    for (const path of [`/responses/abc`, `/responses/0`, `/responses/-1`, `/responses/99999999999`]) {
      const res = await owner.get<{ error: string }>(`/api/forms/${formId}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toMatch(/Response id must be a positive integer/);
    }
    const badFilter = await detail(ann, '?status=done');
    expect(badFilter.status).toBe(400);
    expect(typeof (badFilter.body as unknown as { error: unknown }).error).toBe('string');
    const missing = await detail(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Response not found' });
  });

  it("is only for the form's owner: another owner gets 403 on this form and 404 through a form of their own", async () => {
    const stranger = (await signedInClient(server.url, 'stranger')).client;
    const refused = await detail(ann, '', stranger);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'You do not have access to this form' });
    const theirs = (
      await stranger.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Theirs') })
    ).body.id;
    const through = await stranger.get(`/api/forms/${theirs}/responses/${ann}`);
    expect(through.status).toBe(404);
    expect(JSON.stringify(through.body)).not.toContain('ann@example.com');
    expect((await detail(ann, '', anon())).status).toBe(401);
    // Nor can the stranger fetch the photo the detail view links.
    expect((await stranger.get(`/api/documents/${documentId}`)).status).toBe(404);
  });

  it("does not reveal another form's upload that an answer names", async () => {
    const other = (await owner.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Other') }))
      .body.id;
    const c = anon();
    const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    // A respondent of this form copies the URL of the photo uploaded to it into an answer on the other form.
    const id = (
      await c.post<{ id: number }>(`/api/forms/${other}/submit`, {
        [ROOF]: 'flat',
        [PHOTO]: { documentUrl: `/api/documents/${documentId}`, fileName: 'copied.png' },
        [DETAILS]: { firstName: 'Eve', lastName: 'X', email: 'eve@example.com', consent: true },
      })
    ).body.id;
    expect(s.status).toBe(201);
    const res = await owner.get<Detail>(`/api/forms/${other}/responses/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual({});
  });
});

describe('the streamed CSV export', () => {
  it('writes contact answers in their own columns and the upload as its absolute owner-only download URL', async () => {
    const res = await owner.get(`/api/forms/${formId}/responses.csv?status=complete`);
    expect(res.status).toBe(200);
    const lines = String(res.body).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,Where is the house?,What roof do you have?,Photo of the roof,Photo of the roof (download URL),Lead score',
    );
    const annLine = lines.find((l) => l.startsWith(`${ann},`)) ?? '';
    expect(annLine).toContain(
      `,Complete,Ann,Lee,ann@example.com,'+1 555 0100,"Unter den Linden 1, 10117 Berlin",Flat roof,roof.png,${PUBLIC_URL}/api/documents/${documentId},10`,
    );
    const bobLine = lines.find((l) => l.startsWith(`${bob},`)) ?? '';
    expect(bobLine).toContain(',Complete,Bob,Stone,bob@example.com,,,Pitched roof,Upload your document,,10');
  });

  it('matches the rows the API lists, built by the same column module', async () => {
    const rows = (await owner.get<Detail[]>(`/api/forms/${formId}/responses`)).body;
    const csv = await owner.get(`/api/forms/${formId}/responses.csv`);
    const keys = ['roof', 'where', 'photo', 'details'];
    const { outcomeColumns } = await import('@forms-engine/model');
    expect(csv.body).toBe(
      buildCsv(rows, [
        ...answerColumns(config.steps, keys, { origin: PUBLIC_URL }),
        ...outcomeColumns([], config, 'en'),
      ]),
    );
  });
});

describe('the CSV export without PUBLIC_URL', () => {
  // Its own server, started in a hook: starting one is slow on a loaded machine and is not what the test measures.
  let local: TestServer;
  beforeAll(async () => {
    local = await startServer();
  });
  afterAll(() => local.close());

  it('builds the URL from the address the request came to', async () => {
    const me = (await signedInClient(local.url)).client;
    const id = (await me.post<{ id: number }>('/api/publish', { config, label: uniqueLabel() })).body.id;
    const c = new Client(local.url);
    const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${id}/session`);
    const form = new FormData();
    form.append('sessionId', s.body.sessionId);
    form.append('document', new Blob([new Uint8Array(PNG)]), 'roof.png');
    const up = (await (
      await fetch(`${local.url}/api/upload-document`, { method: 'POST', body: form })
    ).json()) as {
      id: string;
      documentUrl: string;
    };
    await c.post(`/api/forms/${id}/submit`, {
      [ROOF]: 'flat',
      [PHOTO]: { documentUrl: up.documentUrl, fileName: 'roof.png' },
      [DETAILS]: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
      _sessionInfo: s.body,
    });
    const csv = String((await me.get(`/api/forms/${id}/responses.csv`)).body);
    const url = `${local.url}/api/documents/${up.id}`;
    expect(csv).toContain(`,roof.png,${url},`);
    // The URL is the owner's download: it gives the owner the file's bytes.
    const file = await fetch(url, {
      headers: { cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const anonymous = await fetch(url);
    await anonymous.arrayBuffer();
    expect(anonymous.status).toBe(404);
  });
});
