// Graceful shutdown of a real server process: SIGTERM stops new connections, lets the in-flight request and the
// running webhook delivery finish, then exits 0; the delivery is recorded as delivered.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, requiredAnswers, sampleConfig, signedInClient, uniqueLabel } from './helper.ts';
import { startChildServer } from './processes.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

/** A CRM stand-in that holds every request until the test releases it. */
class HoldingReceiver {
  readonly held: { path: string; body: string; release: () => void }[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () =>
      this.held.push({
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        release: () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
      }),
    );
  });
  url = '';
  async up() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/crm`;
    return this;
  }
  async down() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

describe('graceful shutdown', () => {
  it('finishes the in-flight request and webhook delivery after SIGTERM, refuses new connections, exits 0', async () => {
    const receiver = await new HoldingReceiver().up();
    cleanup.push(() => receiver.down());
    const db = await isolatedDatabase();
    cleanup.push(db.drop);
    const env = {
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '25',
      WEBHOOK_COALESCE_MS: '0',
      WEBHOOK_TIMEOUT_MS: '60000',
      SHUTDOWN_GRACE_MS: '60000',
      RATE_LIMITS: 'off',
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-shutdown-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startChildServer({ ...env, DATA_DIR: dataDir });
    cleanup.push(() => server.stop('SIGKILL'));

    const { client } = await signedInClient(server.url);
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    await client.post('/api/user/webhook', { webhookUrl: receiver.url });
    const submitted = await new Client(server.url).post<{ id: number }>(
      `/api/forms/${form.body.id}/submit`,
      requiredAnswers(),
    );
    expect(submitted.status).toBe(200);
    // The delivery is running (held by the receiver)…
    await waitFor(() => receiver.held.find((h) => h.body.includes('response.completed')), 20_000, 'delivery');
    // …and so is a request: the test webhook waits for the receiver's answer.
    const inFlight = client.post('/api/user/webhook/test', { webhookUrl: receiver.url });
    await waitFor(() => receiver.held.find((h) => h.body.includes('webhook.test')), 20_000, 'test request');

    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    // New connections are refused while the in-flight work is still held.
    await waitFor(
      async () => {
        try {
          await fetch(`${server.url}/healthz`);
          return false;
        } catch {
          return true;
        }
      },
      20_000,
      'new connections refused',
    );
    expect(server.proc.exitCode).toBeNull();

    for (const h of receiver.held) h.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Test webhook sent successfully' });
    expect(await exited).toBe(0);

    // Started again on the same database: the delivery is recorded as delivered, once.
    const again = await startChildServer({ ...env, DATA_DIR: dataDir });
    cleanup.push(() => again.stop());
    const owner = new Client(again.url);
    owner.cookies = client.cookies;
    const deliveries = await owner.get<{ event: string; status: string; attempts: number }[]>(
      '/api/user/webhook/deliveries',
    );
    const completed = deliveries.body.filter((d) => d.event === 'response.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(receiver.held.filter((h) => h.body.includes('response.completed'))).toHaveLength(1);
  }, 120_000);

  it('drains on SIGTERM: /readyz answers 503 while requests are still served (with Connection: close); a second SIGTERM ends the drain; exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-drain-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // A drain longer than the test: the second signal is what ends it.
    const server = await startChildServer({
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: '600000',
      RATE_LIMITS: 'off',
    });
    cleanup.push(() => server.stop('SIGKILL'));
    const { client } = await signedInClient(server.url);
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect((await new Client(server.url).get('/readyz')).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    const notReady = await waitFor(
      async () => {
        const res = await fetch(`${server.url}/readyz`);
        return res.status === 503 ? res : undefined;
      },
      20_000,
      '/readyz 503',
    );
    expect(await notReady.json()).toEqual({ status: 'not ready', database: 'ok', migrations: 'applied' });
    // Still serving: a respondent opens a session and submits, and each answer closes its connection.
    const respondent = new Client(server.url);
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${form.body.id}/session`,
    );
    expect(session.status).toBe(201);
    expect(session.headers.get('connection')).toBe('close');
    const submitted = await respondent.post(`/api/forms/${form.body.id}/submit`, {
      ...requiredAnswers(),
      _sessionInfo: session.body,
    });
    expect(submitted.status).toBe(200);
    expect(server.proc.exitCode).toBeNull();

    server.proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);

  it('on the embedded database (PGlite): exits 0 after SIGTERM and a restart reads every write', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-shutdown-pglite-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMITS: 'off' };
    const server = await startChildServer(env);
    cleanup.push(() => server.stop('SIGKILL'));
    const { client } = await signedInClient(server.url);
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect(form.status).toBe(200);
    const saves = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const respondent = new Client(server.url);
        const session = await respondent.post<{ sessionId: string }>(`/api/forms/${form.body.id}/session`);
        expect(session.status).toBe(201);
        const saved = await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
          tempResponse: { 'Anything else?': `note ${i}` },
        });
        expect(saved.status).toBe(200);
        return session.body.sessionId;
      }),
    );
    const exited = new Promise<number | null>((resolve) => server.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    expect(await exited).toBe(0);

    const again = await startChildServer(env);
    cleanup.push(() => again.stop());
    const owner = new Client(again.url);
    owner.cookies = client.cookies;
    const rows = await owner.get<{ session_id: string; temp_response: Record<string, string> | null }[]>(
      `/api/forms/${form.body.id}/responses?limit=100`,
    );
    expect(rows.status).toBe(200);
    const notes = new Map(rows.body.map((r) => [r.session_id, r.temp_response?.anything_else]));
    expect(saves.map((id) => notes.get(id))).toEqual(saves.map((_, i) => `note ${i}`));
  }, 180_000);
});
