// A local model server that speaks the real OpenAI (responses, chat completions) and Anthropic (messages) wire
// formats: each request takes the next queued reply and is recorded, so tests see what the engine sent.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmReply = { body: unknown; delayMs?: number } | { status: number; body: unknown };
export interface FakeLlmRequest {
  path: string;
  body: Record<string, unknown>;
}

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

export class FakeLlm {
  /** Cleared in place by reset(), so a test may keep references to these arrays. */
  readonly replies: FakeLlmReply[] = [];
  readonly requests: FakeLlmRequest[] = [];
  private server: Server | null = null;
  private port = 0;

  /** The base URL an AI SDK provider is pointed at (`…/v1`). */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  reset(): void {
    this.replies.length = 0;
    this.requests.length = 0;
  }

  async start(): Promise<void> {
    const server = createServer(async (req, res) => {
      const body = await readJson(req);
      const path = req.url ?? '';
      this.requests.push({ path, body });
      const reply = this.replies.shift();
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
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}
