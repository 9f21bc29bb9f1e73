// Fake Slack: incoming webhooks (POST JSON to the hook URL; "ok" or a status with a reason) and the Web API's
// chat.postMessage and conversations.history with a bot token, checking Block Kit's documented limits.
import crypto from 'node:crypto';
import { bearerOf, expectShape, type Incoming, Refused, type Reply } from './server.ts';

export interface SlackMessage {
  channel: string;
  ts: string;
  text: string;
  blocks: Record<string, unknown>[];
  metadata?: { event_type?: string; event_payload?: Record<string, unknown> };
  via: 'webhook' | 'bot';
}

/** Block Kit's limits (api.slack.com/reference/block-kit): a message a real workspace would refuse is refused. */
function checkBlocks(blocks: unknown): string | null {
  if (blocks === undefined) return null;
  if (!Array.isArray(blocks)) return 'blocks must be an array';
  if (blocks.length > 50) return 'no more than 50 items allowed [json-pointer:/blocks]';
  const textObj = (t: unknown, max: number, plainOnly = false) => {
    const o = t as { type?: string; text?: string } | undefined;
    if (!o || (o.type !== 'plain_text' && (plainOnly || o.type !== 'mrkdwn'))) return 'bad text object';
    if (typeof o.text !== 'string' || o.text.length === 0 || o.text.length > max)
      return `text must be 1-${max} chars`;
    return null;
  };
  for (const b of blocks as Record<string, unknown>[]) {
    switch (b.type) {
      case 'header': {
        const e = textObj(b.text, 150, true);
        if (e) return `header: ${e}`;
        break;
      }
      case 'section': {
        const fields = b.fields as unknown[] | undefined;
        if (!b.text && !fields) return 'section needs text or fields';
        if (b.text) {
          const e = textObj(b.text, 3000);
          if (e) return `section: ${e}`;
        }
        if (fields) {
          if (fields.length > 10) return 'section: no more than 10 fields';
          for (const f of fields) {
            const e = textObj(f, 2000);
            if (e) return `section field: ${e}`;
          }
        }
        break;
      }
      case 'context': {
        const els = b.elements as unknown[] | undefined;
        if (!Array.isArray(els) || els.length === 0 || els.length > 10) return 'context: 1-10 elements';
        for (const el of els) {
          const e = textObj(el, 3000);
          if (e) return `context: ${e}`;
        }
        break;
      }
      case 'actions': {
        const els = b.elements as { type?: string; text?: unknown; url?: string }[] | undefined;
        if (!Array.isArray(els) || els.length === 0 || els.length > 25) return 'actions: 1-25 elements';
        for (const el of els) {
          if (el.type !== 'button') return 'actions: unknown element';
          const e = textObj(el.text, 75, true);
          if (e) return `button: ${e}`;
          if (
            el.url !== undefined &&
            (typeof el.url !== 'string' || el.url.length > 3000 || !/^https?:\/\//.test(el.url))
          )
            return 'button: url must be a URL of at most 3000 chars';
        }
        break;
      }
      case 'divider':
        break;
      default:
        return `unknown block type ${String(b.type)}`;
    }
  }
  return null;
}

export class FakeSlack {
  readonly messages: SlackMessage[] = [];
  /** Incoming webhooks by path (after /slack): their channel, and whether the channel was archived. */
  private readonly hooks = new Map<string, { channel: string; archived: boolean }>();
  /** Bot tokens: their channels (the bot is a member of), and whether revoked. */
  private readonly bots = new Map<string, { channels: Set<string>; revoked: boolean }>();

  /** An incoming webhook posting to `channel`; answers its path (prefix it with the fake's base + /slack). */
  addWebhook(channel: string): string {
    const path = `/hooks/T${crypto.randomBytes(4).toString('hex').toUpperCase()}/B${crypto.randomBytes(4).toString('hex').toUpperCase()}/${crypto.randomBytes(12).toString('hex')}`;
    this.hooks.set(path, { channel, archived: false });
    return path;
  }

  archiveWebhook(path: string): void {
    const hook = this.hooks.get(path);
    if (hook) hook.archived = true;
  }

  /** A bot token that is a member of these channels (ids like C0123ABCD). */
  addBot(channels: string[]): string {
    const token = `xoxb-${crypto.randomBytes(6).toString('hex')}-${crypto.randomBytes(10).toString('hex')}`;
    this.bots.set(token, { channels: new Set(channels), revoked: false });
    return token;
  }

  revokeBot(token: string): void {
    const bot = this.bots.get(token);
    if (bot) bot.revoked = true;
  }

  inChannel(channel: string): SlackMessage[] {
    return this.messages.filter((m) => m.channel === channel);
  }

  private post(channel: string, body: Record<string, unknown>, via: SlackMessage['via']): SlackMessage {
    const ts = `${Math.floor(Date.now() / 1000)}.${String(this.messages.length).padStart(6, '0')}`;
    const message: SlackMessage = {
      channel,
      ts,
      text: String(body.text ?? ''),
      blocks: (body.blocks as Record<string, unknown>[]) ?? [],
      metadata: body.metadata as SlackMessage['metadata'],
      via,
    };
    this.messages.push(message);
    return message;
  }

  handle(req: Incoming): Reply {
    const path = req.url.pathname.replace(/^\/slack/, '');
    if (path.startsWith('/hooks/')) return this.incoming(path, req);
    if (path === '/api/chat.postMessage') return this.postMessage(req);
    if (path === '/api/conversations.history') return this.history(req);
    return { status: 404, body: { ok: false, error: 'unknown_method' } };
  }

  private incoming(path: string, req: Incoming): Reply {
    const hook = this.hooks.get(path);
    if (!hook) return { status: 404, body: 'no_service' };
    if (hook.archived) return { status: 410, body: 'channel_is_archived' };
    expectShape(req.method === 'POST', 405, 'invalid_method');
    expectShape((req.headers['content-type'] ?? '').startsWith('application/json'), 400, 'invalid_payload');
    const body = req.json as Record<string, unknown> | null;
    expectShape(
      Boolean(body) && (typeof body?.text === 'string' || Array.isArray(body?.blocks)),
      400,
      'no_text',
    );
    const bad = checkBlocks(body?.blocks);
    expectShape(bad === null, 400, 'invalid_blocks');
    this.post(hook.channel, body as Record<string, unknown>, 'webhook');
    return { status: 200, body: 'ok' };
  }

  private auth(req: Incoming): { channels: Set<string> } | Reply {
    const token = bearerOf(req);
    const bot = this.bots.get(token);
    if (!token) return { status: 200, body: { ok: false, error: 'not_authed' } };
    if (!bot) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
    if (bot.revoked) return { status: 200, body: { ok: false, error: 'token_revoked' } };
    return bot;
  }

  private postMessage(req: Incoming): Reply {
    const bot = this.auth(req);
    if ('status' in bot) return bot;
    expectShape((req.headers['content-type'] ?? '').startsWith('application/json'), 200, {
      ok: false,
      error: 'invalid_arguments',
    });
    const body = (req.json ?? {}) as Record<string, unknown>;
    const channel = String(body.channel ?? '');
    if (!channel) return { status: 200, body: { ok: false, error: 'channel_not_found' } };
    if (!bot.channels.has(channel)) return { status: 200, body: { ok: false, error: 'not_in_channel' } };
    const bad = checkBlocks(body.blocks);
    if (bad) throw new Refused(200, { ok: false, error: 'invalid_blocks', errors: [bad] });
    const meta = body.metadata as SlackMessage['metadata'] | undefined;
    expectShape(
      meta === undefined || (typeof meta.event_type === 'string' && typeof meta.event_payload === 'object'),
      200,
      {
        ok: false,
        error: 'invalid_metadata_format',
      },
    );
    const message = this.post(channel, body, 'bot');
    return {
      status: 200,
      body: { ok: true, channel, ts: message.ts, message: { text: message.text, ts: message.ts } },
    };
  }

  private history(req: Incoming): Reply {
    const bot = this.auth(req);
    if ('status' in bot) return bot;
    const q = req.url.searchParams;
    const channel = q.get('channel') ?? '';
    if (!bot.channels.has(channel)) return { status: 200, body: { ok: false, error: 'not_in_channel' } };
    const oldest = Number(q.get('oldest') ?? 0);
    const withMeta = q.get('include_all_metadata') === 'true';
    const messages = this.inChannel(channel)
      .filter((m) => Number(m.ts) >= oldest)
      .reverse()
      .slice(0, Number(q.get('limit') ?? 100))
      .map((m) => ({
        type: 'message',
        ts: m.ts,
        text: m.text,
        ...(withMeta && m.metadata ? { metadata: m.metadata } : {}),
      }));
    return { status: 200, body: { ok: true, messages, has_more: false } };
  }
}
