// The local stand-ins for Google (OAuth and Sheets), Slack, HubSpot, Pipedrive, Meta's Conversions API and GA4's
// Measurement Protocol on one port, each under its own path prefix: every request is recorded, checked against the
// service's documented shape and auth, and answered as the service would — or made to fail, hang or lose its
// answer on demand.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { FakeGa4, FakeMeta } from './conversions.ts';
import { FakeGoogle } from './google.ts';
import { FakeHubSpot } from './hubspot.ts';
import { FakePipedrive } from './pipedrive.ts';
import { FakeSlack } from './slack.ts';

export interface FakeRequest {
  service: Service;
  method: string;
  /** The path after the service's prefix, with its query. */
  path: string;
  headers: Record<string, string>;
  body: string;
  json: unknown;
  /** The body read as a form (the OAuth token endpoint's). */
  form: URLSearchParams;
}

export type Service = 'google' | 'sheets' | 'slack' | 'hubspot' | 'pipedrive' | 'meta' | 'ga4';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a fake's handler gets: the request, and its URL parsed. */
export interface Incoming extends FakeRequest {
  url: URL;
}

/** A service's answer when it refuses a request it does not understand (a bug in the sender the test should see). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

export interface Fault {
  /** Answer this instead (the write is not applied). */
  reply?: Reply;
  /** Apply the request, then hold the answer this long (a sender killed meanwhile never learns it went through). */
  holdMs?: number;
  /** Only requests whose path (after the prefix) matches. */
  path?: RegExp;
}

export class FakeServices {
  readonly google = new FakeGoogle();
  readonly slack = new FakeSlack();
  readonly hubspot = new FakeHubSpot();
  readonly pipedrive = new FakePipedrive();
  readonly meta = new FakeMeta();
  readonly ga4 = new FakeGa4();
  readonly requests: FakeRequest[] = [];
  /** Requests a service refused as malformed: a test that expects none checks this is empty. */
  readonly refusals: { request: FakeRequest; reason: string }[] = [];
  private readonly faults = new Map<Service, Fault[]>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The environment that points the app at these fakes. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: FakeGoogle.CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FakeGoogle.CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${this.base}/google/auth`,
      GOOGLE_TOKEN_URL: `${this.base}/google/token`,
      GOOGLE_SHEETS_API_BASE: `${this.base}/sheets`,
      SLACK_API_BASE: `${this.base}/slack/api`,
      HUBSPOT_API_BASE: `${this.base}/hubspot`,
      PIPEDRIVE_API_BASE: `${this.base}/pipedrive/api`,
      META_GRAPH_API_BASE: `${this.base}/meta`,
      GA4_MP_BASE: `${this.base}/ga4`,
    };
  }

  /** The next matching request of a service fails or hangs as described (once). */
  fault(service: Service, fault: Fault): void {
    const list = this.faults.get(service) ?? [];
    list.push(fault);
    this.faults.set(service, list);
  }

  of(service: Service): FakeRequest[] {
    return this.requests.filter((r) => r.service === service);
  }

  async up(port = 0): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.listen(port || this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    this.google.base = this.base;
    return this;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }

  private takeFault(service: Service, path: string): Fault | undefined {
    const list = this.faults.get(service) ?? [];
    const i = list.findIndex((f) => !f.path || f.path.test(path));
    if (i < 0) return undefined;
    return list.splice(i, 1)[0];
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.base);
    const [, prefix] = url.pathname.split('/');
    const service = prefix as Service;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v ?? '')]),
    );
    let json: unknown = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      json = null;
    }
    const path = url.pathname.slice(prefix.length + 1) + url.search;
    const record: FakeRequest = {
      service,
      method: req.method ?? 'GET',
      path,
      headers,
      body,
      json,
      form: new URLSearchParams(body),
    };
    this.requests.push(record);
    const incoming: Incoming = { ...record, url };
    const send = (reply: Reply) => {
      if (res.destroyed) return;
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': typeof reply.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
        ...reply.headers,
      });
      res.end(text);
    };
    const fault = this.takeFault(service, path);
    if (fault?.reply) return send(fault.reply);
    let reply: Reply;
    try {
      reply = this.route(service, incoming);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      this.refusals.push({ request: record, reason: err.message });
      reply = { status: err.status, body: err.body };
    }
    if (fault?.holdMs) {
      setTimeout(() => send(reply), fault.holdMs);
      return;
    }
    send(reply);
  }

  private route(service: Service, req: Incoming): Reply {
    switch (service) {
      case 'google':
        return this.google.handleAuth(req);
      case 'sheets':
        return this.google.handleSheets(req);
      case 'slack':
        return this.slack.handle(req);
      case 'hubspot':
        return this.hubspot.handle(req);
      case 'pipedrive':
        return this.pipedrive.handle(req);
      case 'meta':
        return this.meta.handle(req);
      case 'ga4':
        return this.ga4.handle(req);
      default:
        return { status: 404, body: { error: `no fake service at /${String(service)}` } };
    }
  }
}

/** A refusal unless the condition holds: the fakes' way of checking a documented request shape. */
export function expectShape(ok: boolean, status: number, body: unknown): void {
  if (!ok) throw new Refused(status, body);
}

/** The bearer token of a request, or ''. */
export function bearerOf(req: FakeRequest): string {
  return /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
}
