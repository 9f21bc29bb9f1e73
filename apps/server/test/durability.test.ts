// PGlite durability: every answer acknowledged with 2xx survives `kill -9` of the server process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, sampleConfig } from './helper.ts';
import { type ChildServer, startChildServer } from './processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-'));
let server: ChildServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it('keeps every acknowledged submission after the server is killed with SIGKILL', async () => {
    // Always PGlite here, whatever the suite's database: this is the embedded default's guarantee.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMITS: 'off' };
    server = await startChildServer(env);
    const owner = new Client(server.url);
    await owner.post('/api/auth/register', {
      username: 'durable',
      email: 'durable@example.com',
      password: PASSWORD,
    });
    const form = await owner.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: 'Durable',
    });
    const formId = form.body.id;

    const answer = {
      'What type of property do you have?': 'house',
      'How can we reach you?': { firstName: 'A', lastName: 'B', email: 'a@b.co', consent: true },
    };
    let acknowledged = 0;
    let stop = false;
    const writer = async () => {
      const c = new Client(server!.url);
      while (!stop) {
        try {
          const res = await c.post(`/api/forms/${formId}/submit`, answer);
          if (res.status === 200) acknowledged++;
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    const deadline = Date.now() + 60_000;
    while (acknowledged < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThanOrEqual(40);

    server = await startChildServer(env);
    const again = new Client(server.url);
    await again.post('/api/auth/login', { email: 'durable@example.com', password: PASSWORD });
    const rows = await again.get<unknown[]>(`/api/forms/${formId}/responses`);
    expect(rows.status).toBe(200);
    expect(rows.body.length).toBeGreaterThanOrEqual(acknowledged);
  }, 120_000);
});
