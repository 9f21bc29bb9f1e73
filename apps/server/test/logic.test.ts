// Conditional logic over real HTTP: path-aware submissions, server-computed calculations, refused configs with
// their messages (publish, edits, generator output, public API) and the estimate in the document analysis.
import { normalizeConfig, type TFormConfig } from '@forms-engine/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormGenerator } from '../src/providers/ai/types.ts';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { isolatedDatabase, Receiver, waitFor } from './webhook-receiver.ts';
import { solarConfig } from './solar-config.ts';

const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };

let server: TestServer;
let owner: Client;
let formId: number;
const anon = () => new Client(server.url);

type Row = {
  id: number;
  response: Record<string, unknown> | null;
  calculations: Record<string, number> | null;
  ending: string | null;
};

async function publish(config: unknown, client = owner) {
  return client.post<{ id: number; error?: string }>('/api/publish', { config, label: uniqueLabel('Logic') });
}

async function row(id: number, form = formId): Promise<Row> {
  const list = await owner.get<Row[]>(`/api/forms/${form}/responses`);
  const found = list.body.find((r) => r.id === id);
  if (!found) throw new Error(`response ${id} not listed`);
  return found;
}

beforeAll(async () => {
  server = await startServer();
  owner = (await signedInClient(server.url)).client;
  const res = await publish(solarConfig());
  expect(res.status).toBe(200);
  formId = res.body.id;
});
afterAll(() => server.close());

describe('submissions follow the path', () => {
  it('requires only the steps on the path and stores the recomputed calculations', async () => {
    // A small bill skips the battery question: it is not required.
    const res = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 200,
      'Roof area (m²)': 130,
      'Roof material': 'metal',
      'How can we reach you?': CONTACT,
    });
    expect(res.status).toBe(200);
    const stored = await row(res.body.id);
    expect(stored.calculations).toEqual({ estimate: 1500 + 130 * 45 + 500, score: 5 });
    expect(stored.ending).toBeNull();
  });

  it('requires a step the answers lead to', async () => {
    const res = await anon().post(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 400, // → the battery question, which is missing
      'Roof area (m²)': 40,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Missing answer for "Would you like a battery?"' });
  });

  it('strips answers to steps off the path (they do not count in calculations either)', async () => {
    const res = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 100,
      'Would you like a battery?': 'yes', // left behind: a bill of 100 never asks it
      'Roof area (m²)': 20,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
    });
    expect(res.status).toBe(200);
    const stored = await row(res.body.id);
    expect(stored.response).not.toHaveProperty('battery');
    expect(stored.response).toHaveProperty('area', 20);
    expect(stored.calculations?.estimate).toBe(1500 + 20 * 45);
  });

  it('keeps a disqualified lead with the ending it reached, and nothing after it is required', async () => {
    const session = await anon().post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    const res = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'rent',
      'Roof area (m²)': 80, // answered before going back and choosing "rent": dropped
      _sessionInfo: session.body,
    });
    expect(res.status).toBe(200);
    const stored = await row(res.body.id);
    expect(stored.ending).toBe('renters');
    expect(stored.response).toEqual({ owner: 'rent', _sessionInfo: session.body });
    expect(stored.calculations).toEqual({ estimate: 1500, score: 5 });
  });

  it('never trusts calculations or endings sent by the client', async () => {
    const forged = await anon().post(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 100,
      'Roof area (m²)': 20,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
      calculations: { estimate: 1 },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: 'Unknown question "calculations" in response' });
    const res = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 100,
      'Roof area (m²)': 20,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
    });
    expect((await row(res.body.id)).calculations?.estimate).toBe(2400);
  });

  it('still refuses invalid answers on the path', async () => {
    const res = await anon().post(`/api/forms/${formId}/submit`, {
      'Do you own the property?': 'castle',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid option for "Do you own the property?"' });
  });

  it('the generic submit stores the server-computed calculations and ending too', async () => {
    const res = await anon().post<{ id: number }>('/api/submit', {
      label: 'x',
      language: 'en',
      response: { formData: { 'Do you own the property?': 'rent' }, questions: [] },
      domain: null,
      form_config_id: formId,
    });
    expect(res.status).toBe(200);
    expect(await row(res.body.id)).toMatchObject({ ending: 'renters', calculations: { estimate: 1500 } });
  });

  it('forms without logic answer exactly as before (calculations and ending null)', async () => {
    const plain = await publish({
      steps: [
        { type: 'textbox', title: 'Name?' },
        { type: 'tiles', title: 'Pick', options: [{ id: 'a', title: 'A' }] },
      ],
    });
    const res = await anon().post<{ id: number }>(`/api/forms/${plain.body.id}/submit`, { Pick: 'a' });
    expect(res.status).toBe(200);
    expect(await row(res.body.id, plain.body.id)).toMatchObject({ calculations: null, ending: null });
    const missing = await anon().post(`/api/forms/${plain.body.id}/submit`, { 'Name?': 'x' });
    expect(missing.body).toEqual({ error: 'Missing answer for "Pick"' });
  });
});

describe('save-time checks answer 400 naming the step and the problem', () => {
  const broken = (change: (c: ReturnType<typeof solarConfig>) => void) => {
    const c = solarConfig();
    change(c);
    return c;
  };
  const cases: [string, ReturnType<typeof solarConfig>, string][] = [
    [
      'unknown goTo',
      broken((c) => {
        c.steps[0].logic = [{ if: { op: 'equals', value: 'rent' }, goTo: 'landlords' }];
      }),
      'Invalid form configuration: Step 1 "Do you own the property?": rule 1 goes to "landlords", which is not a step, an ending or "end"',
    ],
    [
      'jump to itself',
      broken((c) => {
        c.steps[1].otherwise = 'bill';
      }),
      'Invalid form configuration: Step 2 "Monthly electricity bill": "otherwise" jumps to itself',
    ],
    [
      'backward jump',
      broken((c) => {
        c.steps[3].logic = [{ if: { op: 'lt', value: 20 }, goTo: 'owner' }];
      }),
      'Invalid form configuration: Step 4 "Roof area (m²)": rule 1 jumps back to Step 1 "Do you own the property?" (only forward jumps are allowed, so a form never loops)',
    ],
    [
      'op that does not fit',
      broken((c) => {
        c.steps[0].logic = [{ if: { op: 'contains', value: 'own' }, goTo: 'renters' }];
      }),
      'Invalid form configuration: Step 1 "Do you own the property?": rule 1: "contains" does not fit Step 1 "Do you own the property?", a tiles step (use equals, notEquals, in, notIn, answered, skipped)',
    ],
    [
      'formula that does not parse',
      broken((c) => {
        c.calculations[0].formula = '1500 + area *';
      }),
      'Invalid form configuration: Calculation "estimate": the formula does not parse: Expected expression after * (at character 13)',
    ],
    [
      'formula naming an unknown id',
      broken((c) => {
        c.calculations[0].formula = '1500 + roof_area * 45';
      }),
      'Invalid form configuration: Calculation "estimate": the formula names "roof_area", which is not a step id or a calculation',
    ],
    [
      'calculations in a circle',
      broken((c) => {
        c.calculations[0].formula = 'score + 1';
        c.calculations[1].formula = 'estimate / 2';
      }),
      'Invalid form configuration: Calculations "estimate" → "score" → "estimate" depend on each other in a circle',
    ],
  ];

  it.each(cases)('publish refuses %s', async (_name, config, message) => {
    const res = await publish(config);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('refuses the same on an edit of a published form', async () => {
    const res = await owner.post('/api/publish', {
      config: cases[2][1],
      label: uniqueLabel('Logic'),
      originalFormId: formId,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: cases[2][2] });
    // The stored form is unchanged.
    const stored = await owner.get<{ config: TFormConfig }>(`/api/forms/${formId}`);
    expect(stored.body.config.steps[3].logic).toBeUndefined();
  });

  it('refuses an AI edit of a form whose current logic is broken', async () => {
    const res = await owner.post('/api/edit-form', {
      currentConfig: cases[0][1],
      instruction: 'make it blue',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: cases[0][2] });
  });

  it('stores and serves logic, endings, calculations and option values unchanged', async () => {
    const stored = await anon().get<{ config: TFormConfig }>(`/api/forms/${formId}`);
    const expected = normalizeConfig(solarConfig());
    expect(stored.body.config.steps[0].logic).toEqual(expected.steps[0].logic);
    expect(stored.body.config.steps[1].otherwise).toBe('area');
    expect(stored.body.config.endings).toEqual(expected.endings);
    expect(stored.body.config.calculations).toEqual(expected.calculations);
    const battery = stored.body.config.steps[2];
    expect(battery.type === 'tiles' && battery.options.map((o) => o.value)).toEqual([4000, 0]);
  });
});

describe('generator output and the public API', () => {
  let original: FormGenerator;
  // The session endpoints' service holds its generator; the public API looks it up per request.
  const generation = () => server.app.ctx.generation as unknown as { generator: FormGenerator };
  beforeAll(() => {
    original = server.app.ctx.generator;
  });
  afterAll(() => {
    server.app.ctx.generator = original;
    generation().generator = original;
  });

  function stub(config: unknown) {
    const generator: FormGenerator = {
      name: 'stub',
      generate: async () => config as TFormConfig,
      edit: async () => ({ config: config as TFormConfig, summary: 'changed' }),
      analyze: async () => 'analysis',
    };
    server.app.ctx.generator = generator;
    generation().generator = generator;
  }

  async function apiKey(client: Client) {
    return (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
  }

  const api = (key: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  it('the public API creates a form with logic that the embed serves and submissions follow', async () => {
    stub(normalizeConfig(solarConfig()));
    const { client } = await signedInClient(server.url, 'dev');
    const key = await apiKey(client);
    const generated = await api(key, '/api/generate-form', {
      prompt: 'A solar quote; renters get a polite ending',
    });
    expect(generated.status).toBe(200);
    expect(generated.body.endings).toEqual([expect.objectContaining({ id: 'renters' })]);
    expect(generated.body.calculations).toEqual(normalizeConfig(solarConfig()).calculations);
    const label = uniqueLabel('API');
    const created = await api(key, '/api/create-form-url', { prompt: 'A solar quote', label });
    expect(created.status).toBe(200);
    const byProps = await anon().get<{ id: number; config: TFormConfig }>(
      `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`,
    );
    expect(byProps.body.config.steps[0].logic).toEqual([
      { if: { op: 'equals', value: 'rent' }, goTo: 'renters' },
    ]);
    const submitted = await anon().post<{ id: number }>(`/api/forms/${byProps.body.id}/submit`, {
      'Do you own the property?': 'rent',
    });
    expect(submitted.status).toBe(200);
    const list = await client.get<Row[]>(`/api/forms/${byProps.body.id}/responses`);
    expect(list.body[0]).toMatchObject({ ending: 'renters', calculations: { estimate: 1500, score: 5 } });
  });

  it('generator output with broken logic is refused naming the problem, and nothing is charged', async () => {
    const bad = solarConfig();
    bad.calculations[0].formula = '1500 + arae * 45';
    stub(bad);
    const { client } = await signedInClient(server.url, 'dev');
    const key = await apiKey(client);
    const before = (await client.get<{ credits: number }>('/api/user/credits')).body.credits;
    const res = await api(key, '/api/generate-form', { prompt: 'A solar quote' });
    expect(res.status).toBe(500);
    expect(res.body.error).toBe(
      'The generated form is not valid: Invalid form configuration: Calculation "estimate": the formula names "arae", which is not a step id or a calculation',
    );
    const edit = await client.post('/api/edit-form', {
      currentConfig: solarConfig(),
      instruction: 'add a price',
    });
    expect(edit.status).toBe(502);
    expect(edit.body.error).toMatch(/^The generated form is not valid: .*the formula names "arae"/);
    expect((await client.get<{ credits: number }>('/api/user/credits')).body.credits).toBe(before);
  });
});

describe('document analysis states the estimate', () => {
  it('computes the shown calculations from the answers on the server', async () => {
    const res = await anon().post<{ quotation: string }>('/api/generate-quotation', {
      formResponses: {
        'Do you own the property?': 'own',
        'Monthly electricity bill': 120,
        'Roof area (m²)': 130,
        'Roof material': 'metal',
      },
      documentData: { documentContent: 'Annual consumption 4,200 kWh, total 1,380.00 USD' },
      contentPrompt: '',
      formId,
    });
    expect(res.status).toBe(200);
    expect(res.body.quotation).toContain('Estimated price: $7,850');
    // Only calculations shown to respondents appear in their analysis.
    expect(res.body.quotation).not.toContain('Lead score');
  });
});

describe('the CRM webhook carries calculations and the ending', () => {
  // Its own server (private webhook targets allowed), started in the hooks so the test measures delivery only.
  let srv: TestServer;
  let receiver: Receiver;
  let dropDb = async () => {};
  beforeAll(async () => {
    const db = await isolatedDatabase();
    dropDb = db.drop;
    srv = await startServer(
      { databaseUrl: db.url, memoryDb: !db.url },
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '25', RATE_LIMITS: 'off' },
    );
    receiver = await new Receiver().up();
  });
  afterAll(async () => {
    await receiver.down();
    await srv.close();
    await dropDb();
  });

  it('sends labelled, formatted calculations and the ending with the completed response', async () => {
    const { client } = await signedInClient(srv.url, 'crm');
    const form = await client.post<{ id: number }>('/api/publish', {
      config: solarConfig(),
      label: uniqueLabel(),
    });
    await client.post('/api/user/webhook', { webhookUrl: receiver.url });
    const submit = (answers: object) =>
      new Client(srv.url).post<{ id: number }>(`/api/forms/${form.body.id}/submit`, answers);
    const lead = await submit({
      'Do you own the property?': 'own',
      'Monthly electricity bill': 400,
      'Would you like a battery?': 'yes',
      'Roof area (m²)': 100,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
    });
    const renter = await submit({ 'Do you own the property?': 'rent' });
    const got = await waitFor(() => receiver.byResponse(lead.body.id)[0]);
    expect(got.payload.data.response).toMatchObject({
      complete: true,
      calculations: {
        estimate: { label: 'Estimated price', value: 10000, display: '$10,000' },
        score: { label: 'Lead score', value: 10, display: '10' },
      },
      ending: null,
    });
    const gone = await waitFor(() => receiver.byResponse(renter.body.id)[0]);
    expect(gone.payload.data.response.ending).toEqual({
      id: 'renters',
      title: 'Sorry, we only install on homes you own',
    });
  });
});
