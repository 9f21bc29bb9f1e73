// "Add language" with a configured model: the texts go to the model by key, its translations come back by key, and
// the keys it left out are named as needing the owner's translation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeLlm } from './fake-llm.ts';
import { signedInClient, startServer, type TestServer } from './helper.ts';

const llm = new FakeLlm();
let server: TestServer;
beforeAll(async () => {
  await llm.start();
  server = await startServer(
    { memoryDb: true },
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

const config = {
  language: 'en',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'What type of roof do you have?',
      options: [{ id: 'slate', title: 'Slate' }],
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

describe('Add language with a model', () => {
  it('sends every text by key and takes the model’s translations; a key it left out needs translation', async () => {
    llm.replies.push({
      body: {
        texts: [
          { key: 'steps.roof.title', text: 'Quel type de toit avez-vous ?' },
          { key: 'steps.roof.options.slate.title', text: 'Ardoise' },
          { key: 'not.a.text', text: 'ignored' },
        ],
      },
    });
    const { client } = await signedInClient(server.url, 'llmtranslate');
    const res = await client.post<{ texts: Record<string, string>; untranslated: string[] }>(
      '/api/forms/translate',
      { config, language: 'fr' },
    );
    expect(res.status).toBe(200);
    expect(res.body.texts).toEqual({
      'steps.roof.title': 'Quel type de toit avez-vous ?',
      'steps.roof.options.slate.title': 'Ardoise',
    });
    expect(res.body.untranslated).toEqual(['steps.contact.title']);
    expect(llm.requests).toHaveLength(1);
    const sent = JSON.stringify(llm.requests[0].body);
    expect(sent).toContain('steps.roof.options.slate.title');
    expect(sent).toContain('into French');
  });
});
