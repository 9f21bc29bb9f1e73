// A local CRM stand-in for webhook tests: records every request and can be down, slow, failing or gone on demand.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '../src/services/webhooks.ts';
import { postgresForTest, type TempPostgres } from './processes.ts';

export type ReceiverMode = 'ok' | 'slow' | 'error' | 'gone' | 'redirect';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: WebhookPayload;
  headers: Record<string, string>;
  mode: ReceiverMode;
}

export class Receiver {
  mode: ReceiverMode = 'ok';
  slowMs = 2000;
  received: Received[] = [];
  port = 0;
  private server: http.Server | null = null;
  private readonly sockets = new Set<import('node:net').Socket>();

  get url() {
    return `http://127.0.0.1:${this.port}/crm`;
  }

  /** Listens (again) — on the same port as before when it was up already, so a saved URL keeps working. */
  async up(): Promise<this> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
        );
        const mode = this.mode;
        let payload: WebhookPayload;
        try {
          payload = JSON.parse(body) as WebhookPayload;
        } catch {
          payload = {} as WebhookPayload;
        }
        this.received.push({
          id: headers['webhook-id'],
          timestamp: headers['webhook-timestamp'],
          signature: headers['webhook-signature'],
          body,
          payload,
          headers,
          mode,
        });
        if (mode === 'slow') {
          setTimeout(() => {
            if (!res.destroyed) res.writeHead(200).end('late');
          }, this.slowMs);
          return;
        }
        if (mode === 'error') return void res.writeHead(500).end('CRM is having a bad day');
        if (mode === 'gone') return void res.writeHead(410).end('gone');
        if (mode === 'redirect')
          return void res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening and drops open connections: the CRM is unreachable (connection refused). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }

  ok() {
    return this.received.filter((r) => r.mode === 'ok');
  }

  byResponse(responseId: number) {
    return this.received.filter((r) => r.payload?.data?.response?.id === responseId);
  }
}

/** Polls until the check passes (returns its value) or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * With DATABASE_URL set (CI runs the suite on PostgreSQL too), a fresh database on that server for this test's
 * instances, so instances of other test files — with other retry settings — never claim these jobs.
 * Without it: undefined, and startServer's in-memory PGlite is already private.
 */
export async function isolatedDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const { default: postgres } = await import('postgres');
  const name = `fe_webhook_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A PostgreSQL database of the test's own: `isolatedDatabase()` on DATABASE_URL's server, else a throw-away cluster. */
export async function ownPostgres(): Promise<TempPostgres> {
  const iso = await isolatedDatabase();
  return iso.url ? { url: iso.url, stop: iso.drop } : postgresForTest();
}
