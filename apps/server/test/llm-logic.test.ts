// The LLM engine writes logic over real HTTP: a model (a local server speaking the OpenAI chat protocol) answers
// with rules, an ending and a price; the saved, published form branches and prices; broken logic is repaired.
import type { TFormConfig } from '@forms-engine/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeLlm } from './fake-llm.ts';
import { Client, signedInClient, startServer, type TestServer } from './helper.ts';
import { leaf, solarLlmForm } from './llm-forms.ts';

const llm = new FakeLlm();
let server: TestServer;

beforeAll(async () => {
  await llm.start();
  server = await startServer(
    {},
    {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '10000',
    },
  );
});
afterAll(async () => {
  await server.close();
  await llm.close();
});
beforeEach(() => llm.reset());

const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };

type Row = { id: number; calculations: Record<string, number> | null; ending: string | null };

async function generateAndPublish(client: Client) {
  const made = await client.post<{ id: number; config: TFormConfig; credits: number }>('/api/prompt', {
    prompt:
      'A solar quote: renters get a polite ending, bills over 300 are asked about a battery, and a price',
  });
  expect(made.status).toBe(200);
  const published = await client.post(`/api/forms/${made.body.id}/publish`, {});
  expect(published.status).toBe(200);
  return made.body;
}

describe('a model answering with logic', () => {
  it('produces a saved form whose rules, ending and estimate work for respondents', async () => {
    llm.replies.push({ body: solarLlmForm });
    const { client } = await signedInClient(server.url);
    const made = await generateAndPublish(client);
    expect(llm.requests).toHaveLength(1);
    expect(made.credits).toBe(9);
    expect(made.config.endings).toEqual([
      { id: 'renters', title: 'Sorry, we only install on homes you own' },
    ]);

    const anon = new Client(server.url);
    const renter = await anon.post<{ id: number }>(`/api/forms/${made.id}/submit`, {
      'Do you own the property?': 'rent',
    });
    expect(renter.status).toBe(200);
    const lead = await anon.post<{ id: number }>(`/api/forms/${made.id}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 420,
      'Would you like a battery?': 'yes',
      'Roof area (m²)': 100,
      'Roof material': 'metal',
      'Anything we should know about the metal roof?': 'It is new',
      'How can we reach you?': CONTACT,
    });
    expect(lead.status).toBe(200);
    // A tiled roof skips the notes question, so it is not required.
    const tiled = await anon.post<{ id: number }>(`/api/forms/${made.id}/submit`, {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 120,
      'Roof area (m²)': 40,
      'Roof material': 'tile',
      'How can we reach you?': CONTACT,
    });
    expect(tiled.status).toBe(200);

    const rows = (await client.get<Row[]>(`/api/forms/${made.id}/responses`)).body;
    const byId = (id: number) => rows.find((r) => r.id === id);
    expect(byId(renter.body.id)).toMatchObject({ ending: 'renters' });
    expect(byId(lead.body.id)).toMatchObject({ ending: null, calculations: { estimate: 10_500 } });
    expect(byId(tiled.body.id)).toMatchObject({ ending: null, calculations: { estimate: 3300 } });
  });

  it('gets one repair round for a backwards jump, naming the step, and saves the repaired form', async () => {
    const backwards = {
      ...solarLlmForm,
      steps: solarLlmForm.steps.map((s) =>
        s.id === 'area' ? { ...s, logic: [{ if: leaf(null, 'gt', 150), goTo: 'owner' }] } : s,
      ),
    };
    llm.replies.push({ body: backwards }, { body: solarLlmForm });
    const { client } = await signedInClient(server.url);
    const made = await generateAndPublish(client);
    expect(llm.requests).toHaveLength(2);
    const repair = llm.requests[1].body.messages as { role: string; content: unknown }[];
    expect(JSON.stringify(repair.at(-1))).toContain(
      'Step 4 \\"Roof area (m²)\\": rule 1 jumps back to Step 1 \\"Do you own the property?\\" (only forward jumps are allowed, so a form never loops)',
    );
    const saved = await client.get<{ config: TFormConfig }>(`/api/forms/${made.id}`);
    expect(saved.body.config.steps[3].logic).toBeUndefined();
    expect(saved.body.config.steps[0].logic).toEqual([
      { if: { op: 'equals', value: 'rent' }, goTo: 'renters' },
    ]);
  });

  it('refuses a model that jumps backwards twice with the step named, and charges nothing', async () => {
    const backwards = {
      ...solarLlmForm,
      steps: solarLlmForm.steps.map((s) => (s.id === 'roof' ? { ...s, otherwise: 'bill' } : s)),
    };
    llm.replies.push({ body: backwards }, { body: backwards });
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/prompt', { prompt: 'A solar quote with logic' });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      'The AI model returned an invalid form twice: Step 5 "Roof material": "otherwise" jumps back to Step 2 "Monthly electricity bill" (only forward jumps are allowed, so a form never loops)',
    );
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 10 });
  });

  it('edits a form with logic by instruction: the model sees the logic and its answer keeps it', async () => {
    llm.replies.push({ body: solarLlmForm });
    const { client } = await signedInClient(server.url);
    const made = await generateAndPublish(client);
    const edited = {
      ...solarLlmForm,
      summary: 'Raised the base price to 2000.',
      iconMode: null,
      calculations: solarLlmForm.calculations.map((c) => ({
        ...c,
        formula: c.formula.replace('1500', '2000'),
      })),
    };
    llm.replies.push({ body: edited });
    const res = await client.post<{ config: TFormConfig; summary: string }>('/api/edit-form', {
      currentConfig: made.config,
      instruction: 'raise the base price to 2000',
      formId: made.id,
    });
    expect(res.status).toBe(200);
    const sent = JSON.stringify(llm.requests[1].body);
    expect(sent).toContain('\\"goTo\\":\\"renters\\"');
    expect(sent).toContain('1500 + area * 45 + roof + battery');
    expect(res.body.config.calculations?.[0].formula).toBe('2000 + area * 45 + roof + battery');
    expect(res.body.config.steps[0].logic).toEqual(made.config.steps[0].logic);
    expect(res.body.config.endings).toEqual(made.config.endings);
  });

  it('sends the owners’ instructions the offline engine reads (terse, chatty, German, with typos) to the model as written', async () => {
    llm.replies.push({ body: solarLlmForm });
    const { client } = await signedInClient(server.url);
    const made = await generateAndPublish(client);
    const instructions = [
      'fee: tiles 1200, everything else 90',
      'honestly nobody picks metal, can you take that out of the roof question',
      'Preis anzeigen: 1,20 € pro m² plus 40 € Anfahrt',
      'retitle the bill questoin to: What do you pay for power?',
    ];
    for (const [k, instruction] of instructions.entries()) {
      const title = `Edited ${k}`;
      llm.replies.push({ body: { ...solarLlmForm, title, summary: `Applied ${k}.`, iconMode: null } });
      const res = await client.post<{ config: TFormConfig; summary: string }>('/api/edit-form', {
        currentConfig: made.config,
        instruction,
        formId: made.id,
      });
      expect(res.status).toBe(200);
      expect(res.body.summary).toBe(`Applied ${k}.`);
      expect(res.body.config.title).toBe(title);
      // The model reads the owner's words unchanged, with the form they refer to.
      const sent = JSON.parse(JSON.stringify(llm.requests[k + 1].body)) as {
        messages: { content: string }[];
      };
      expect(sent.messages.map((m) => m.content).join('\n')).toContain(instruction);
      expect(res.body.config.steps[0].logic).toEqual(made.config.steps[0].logic);
    }
  });
});
