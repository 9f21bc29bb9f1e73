// The LLM engine against a local server that speaks the real OpenAI (responses, chat) and Anthropic wire formats.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZFormConfig } from '@forms-engine/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGenerator, GeneratorError, generatorConfigFromEnv } from './index.ts';
import type { TLlmEdit, TLlmForm } from './llm.ts';

type Reply = { body: unknown; delayMs?: number } | { status: number; body: unknown };
interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let requests: Recorded[] = [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** What the model "says" (a JSON text), wrapped the way each API wraps it. */
function wrap(path: string, reqBody: Record<string, unknown>, text: string): unknown {
  if (path.endsWith('/responses'))
    return {
      id: 'resp_1',
      object: 'response',
      created_at: 1_700_000_000,
      model: 'test-model',
      status: 'completed',
      error: null,
      incomplete_details: null,
      output: [
        {
          type: 'message',
          id: 'msg_1',
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations: [] }],
        },
      ],
      usage: { input_tokens: 10, output_tokens: 20, total_tokens: 30 },
    };
  if (path.endsWith('/chat/completions'))
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    };
  if (path.endsWith('/messages')) {
    const tools = (reqBody.tools as { name: string }[] | undefined) ?? [];
    const jsonTool = tools.find((t) => t.name === 'json');
    return {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'test-model',
      content: jsonTool
        ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: JSON.parse(text) }]
        : [{ type: 'text', text }],
      stop_reason: jsonTool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 20 },
    };
  }
  throw new Error(`unexpected path ${path}`);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '';
    requests.push({ path, body });
    const reply = replies.shift();
    if (!reply) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'no reply queued' } }));
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(wrap(path, body, text)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  replies = [];
  requests = [];
});

const validForm: TLlmForm = {
  title: 'Solar quote',
  language: 'en',
  primaryColor: '#3b82f6',
  fontFamily: 'Roboto',
  submitButton: 'Send request',
  thankYouTitle: 'Thanks!',
  thankYouMessage: 'We will call you.',
  steps: [
    {
      id: 'property_type',
      type: 'tiles',
      title: 'What type of property is it?',
      subtitle: 'Choose one',
      required: true,
      options: [
        { id: 'opt_house', title: 'House', icon: 'Home', emoji: '🏠' },
        { id: 'opt_apartment', title: 'Apartment', icon: 'Building2', emoji: '🏢' },
      ],
      min: null,
      max: null,
      step: null,
      defaultValue: null,
      prefix: null,
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'What is your monthly bill?',
      subtitle: '',
      required: true,
      options: [],
      min: 50,
      max: 500,
      step: 10,
      defaultValue: 150,
      prefix: '$',
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
    },
    {
      id: 'contact',
      type: 'contact',
      title: 'How can we reach you?',
      subtitle: '',
      required: true,
      options: [],
      min: null,
      max: null,
      step: null,
      defaultValue: null,
      prefix: null,
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
    },
  ],
};

/** Schema-valid JSON but not a usable form: a slider whose min is above its max, tiles without options. */
const semanticallyBroken: TLlmForm = {
  ...validForm,
  steps: [
    { ...validForm.steps[0], options: [] },
    { ...validForm.steps[1], min: 900, max: 100 },
  ],
};

const providers = [
  { name: 'openai (responses API)', provider: 'openai' as const, path: '/v1/responses' },
  {
    name: 'openai-compatible (chat completions)',
    provider: 'openai-compatible' as const,
    path: '/v1/chat/completions',
  },
  { name: 'anthropic (messages)', provider: 'anthropic' as const, path: '/v1/messages' },
];

describe.each(providers)('the LLM engine over $name', ({ provider, path }) => {
  const make = (timeoutMs = 5000) =>
    createGenerator({ provider, baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });

  it('turns valid structured output into a valid form config', async () => {
    replies.push({ body: validForm });
    const config = await make().generate({ prompt: 'solar quote form with property type and bill slider' });
    expect(ZFormConfig.safeParse(config).success).toBe(true);
    expect(config.steps.map((s) => s.type)).toEqual(['tiles', 'slider', 'contact']);
    expect(config.theme?.colors?.primary).toBe('#3b82f6');
    expect(config.theme?.font?.family).toBe('Roboto');
    expect(config.ui?.buttons?.submit).toBe('Send request');
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe(path);
    // The system prompt is built from the step registry's hints.
    expect(JSON.stringify(requests[0].body)).toContain('several options can be picked');
  });

  it('sends the validation problems back once and accepts the repaired output', async () => {
    replies.push({ body: semanticallyBroken }, { body: validForm });
    const config = await make().generate({ prompt: 'solar quote form' });
    expect(config.steps).toHaveLength(3);
    expect(requests).toHaveLength(2);
    const repair = JSON.stringify(requests[1].body);
    expect(repair).toContain('min must be below max');
    expect(repair).toContain('needs at least 2 options');
  });

  it('repairs output that does not even match the schema', async () => {
    replies.push({ body: '{"title": "x", "steps": "nope"}' }, { body: validForm });
    const config = await make().generate({ prompt: 'solar quote form' });
    expect(config.steps).toHaveLength(3);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1].body)).toContain('not a valid form');
  });

  it('gives up with invalid_output after one failed repair', async () => {
    replies.push({ body: semanticallyBroken }, { body: semanticallyBroken });
    await expect(make().generate({ prompt: 'solar quote form' })).rejects.toMatchObject({
      code: 'invalid_output',
    });
    expect(requests).toHaveLength(2);
  });

  it('times out with a clear error when the model is too slow', async () => {
    replies.push({ body: validForm, delayMs: 1500 });
    const started = Date.now();
    const err = await make(300)
      .generate({ prompt: 'solar quote form' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeneratorError);
    expect((err as GeneratorError).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('edits a form and returns the summary and icon mode', async () => {
    const edited: TLlmEdit = {
      ...validForm,
      primaryColor: '#ef4444',
      steps: validForm.steps.slice(1),
      summary: 'Removed the property question and made it red.',
      iconMode: 'emoji',
    };
    replies.push({ body: validForm }, { body: edited });
    const gen = make();
    const config = await gen.generate({ prompt: 'solar quote form' });
    const result = await gen.edit(config, 'remove the property question and make it red, use emoji icons');
    expect(result.summary).toBe('Removed the property question and made it red.');
    expect(result.iconMode).toBe('emoji');
    expect(result.config.steps.map((s) => s.type)).toEqual(['slider', 'contact']);
    expect(JSON.stringify(requests[1].body)).toContain('remove the property question');
  });
});

describe('provider errors', () => {
  it('maps an HTTP error of the provider to provider_error', async () => {
    replies.push({
      status: 401,
      body: { error: { message: 'Invalid API key', type: 'invalid_request_error' } },
    });
    const gen = createGenerator({ provider: 'openai-compatible', baseUrl, model: 'm', timeoutMs: 2000 });
    await expect(gen.generate({ prompt: 'a form' })).rejects.toMatchObject({ code: 'provider_error' });
  });

  it('writes a document analysis with the model', async () => {
    replies.push({ body: 'Summary\n- Total: €89.50' });
    const gen = createGenerator({ provider: 'openai-compatible', baseUrl, model: 'm' });
    const text = await gen.analyze({ formResponses: { Plan: 'Basic' }, documentText: 'Total €89.50' });
    expect(text).toContain('€89.50');
  });
});

describe('generatorConfigFromEnv', () => {
  it('defaults to the offline engine', () => {
    expect(generatorConfigFromEnv({}).provider).toBe('offline');
    expect(createGenerator(generatorConfigFromEnv({})).name).toBe('offline');
  });

  it('reads the provider, model, base URL, key and timeout', () => {
    expect(
      generatorConfigFromEnv({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: 'k',
        AI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      model: 'llama3',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'k',
      timeoutMs: 5000,
    });
  });

  it('rejects an unknown provider', () => {
    expect(() => generatorConfigFromEnv({ AI_PROVIDER: 'gemini' })).toThrow(/AI_PROVIDER/);
  });
});
