// The builder's AI edits over real HTTP on the instructions: the offline engine does them (or refuses
// naming the part it did not understand, with nothing charged), and an instance with an LLM configured sends the
// same instructions to the model (a local server speaking the OpenAI chat protocol) and keeps its answer.
import type { TFormConfig } from '@forms-engine/model';
import { editOffline } from '@forms-engine/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configToLlm } from '../src/providers/ai/llm.ts';
import { FakeLlm } from './fake-llm.ts';
import { signedInClient, startServer, type TestServer } from './helper.ts';

const opt = (id: string, title: string) => ({ id, title });

const SOLAR: TFormConfig = {
  title: 'Solar quote',
  language: 'en',
  steps: [
    {
      id: 'ownership',
      type: 'tiles',
      title: 'Do you own or rent the property?',
      options: [opt('own', 'I own it'), opt('rent', 'I rent')],
    },
    { id: 'roof_size', type: 'slider', title: 'How big is your roof?', min: 10, max: 200, step: 5 },
    {
      id: 'roof_material',
      type: 'tiles',
      title: 'What is your roof made of?',
      options: [opt('tiles', 'Tiles'), opt('metal', 'Metal'), opt('flat', 'Flat')],
    },
    { id: 'photos', type: 'documentUpload', title: 'Please upload photos of the roof' },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

/** The instructions the owner saw refused (or mishandled) in the builder. */
const INSTRUCTIONS = [
  'Show a price estimate: 1200 plus 50 per square meter',
  'Let people pick more than one roof material',
  'Add a question asking how soon they want the installation: within a month, within 3 months, just researching',
  'Let the roof size go up to 300',
  'When the roof is smaller than 30 square meters, end the form and tell them it is too small for us',
  'Füge eine Frage hinzu, wie viele Personen im Haushalt leben, als Schieberegler von 1 bis 10',
  'End the form politely when the respondent rents the property',
  'if the roof is flat, skip the photos step',
];

type Edited = { config: TFormConfig; summary: string; changed: boolean; credits: number };

describe('AI edits with the offline engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.close());

  it("does each of the issue's instructions, one credit each", async () => {
    const { client } = await signedInClient(server.url);
    let credits = 10;
    for (const instruction of INSTRUCTIONS) {
      const res = await client.post<Edited>('/api/edit-form', { currentConfig: SOLAR, instruction });
      expect(res.status, instruction).toBe(200);
      expect(res.body.changed).toBe(true);
      credits -= 1;
      expect(res.body.credits).toBe(credits);
    }
  });

  it('refuses what it cannot do with a 422 naming the part and a suggestion, charging nothing', async () => {
    const { client } = await signedInClient(server.url);
    const undo = await client.post<{ error: string }>('/api/edit-form', {
      currentConfig: SOLAR,
      instruction: 'undo',
    });
    expect(undo.status).toBe(422);
    expect(undo.body.error).toMatch(
      /^I did not understand "undo"\. Undo is not something I can do from a sentence/,
    );
    const half = await client.post<{ error: string }>('/api/edit-form', {
      currentConfig: SOLAR,
      instruction: 'make it green and also have the form play music when it opens',
    });
    expect(half.status).toBe(422);
    expect(half.body.error).toMatch(
      /^I did not understand "have the form play music when it opens"\. I understood "make it green", but changed nothing/,
    );
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 10 });
  });
});

describe('AI edits with an LLM configured', () => {
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

  it('sends the same instructions to the model with the current form and keeps its answer', async () => {
    const { client } = await signedInClient(server.url);
    for (const instruction of INSTRUCTIONS) {
      llm.reset();
      // The model's answer: the form as the instruction wants it, in the model's structured shape.
      const wanted = editOffline(structuredClone(SOLAR), instruction);
      llm.replies.push({
        body: { ...configToLlm(wanted.config), summary: `Done: ${instruction}`, iconMode: null },
      });
      const res = await client.post<Edited>('/api/edit-form', { currentConfig: SOLAR, instruction });
      expect(res.status, instruction).toBe(200);
      expect(llm.requests).toHaveLength(1);
      expect(llm.requests[0].path).toBe('/v1/chat/completions');
      const sent = JSON.stringify(llm.requests[0].body);
      expect(sent).toContain(JSON.stringify(instruction).slice(1, -1));
      expect(sent).toContain('What is your roof made of?');
      expect(res.body.summary).toBe(`Done: ${instruction}`);
      expect(res.body.config.steps.map((s) => [s.id, s.type])).toEqual(
        wanted.config.steps.map((s) => [s.id, s.type]),
      );
      expect(res.body.config.calculations ?? []).toEqual(wanted.config.calculations ?? []);
    }
  });

  it('"undo", which the offline engine refuses, goes to the model too', async () => {
    llm.reset();
    llm.replies.push({
      body: { ...configToLlm(SOLAR), summary: 'There is nothing to undo in this form.', iconMode: null },
    });
    const { client } = await signedInClient(server.url);
    const res = await client.post<Edited>('/api/edit-form', { currentConfig: SOLAR, instruction: 'undo' });
    expect(res.status).toBe(200);
    expect(llm.requests).toHaveLength(1);
    expect(JSON.stringify(llm.requests[0].body)).toContain(
      'Apply this instruction and return the complete updated form plus a one-sentence summary: undo',
    );
    expect(res.body.summary).toBe('There is nothing to undo in this form.');
  });
});
