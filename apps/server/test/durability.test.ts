// Durability: every answer acknowledged with 2xx — session, temporary save or submission — survives `kill -9` of
// the server process, on the embedded PGlite (each commit synced to disk) and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, sampleConfig, uniqueLabel } from './helper.ts';
import { type ChildServer, postgresForTest, startChildServer, type TempPostgres } from './processes.ts';

const dirs: string[] = [];
const servers: ChildServer[] = [];
let pg: TempPostgres | undefined;
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await pg?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const PROPERTY = 'What type of property do you have?';
const CONTACT = 'How can we reach you?';

/** Writers run sessions, temporary saves and submissions until the server is killed; then every ack is checked. */
async function killDuringWrites(env: Record<string, string>) {
  let server = await startChildServer(env);
  servers.push(server);
  const owner = new Client(server.url);
  const email = `durable-${Date.now()}@example.com`;
  await owner.post('/api/auth/register', { username: 'durable', email, password: PASSWORD });
  const form = await owner.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  const formId = form.body.id;

  const submitted: number[] = [];
  const saved = new Map<string, string>();
  let stop = false;
  const writer = async (w: number) => {
    const c = new Client(server.url);
    for (let n = 0; !stop; n++) {
      try {
        const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
        if (s.status !== 201) continue;
        const note = `writer ${w} answer ${n}`;
        const temp = await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
          tempResponse: { [PROPERTY]: 'house', 'Anything else?': note },
        });
        if (temp.status === 200) saved.set(s.body.sessionId, note);
        if (n % 2) continue; // every other session is left incomplete
        const res = await c.post<{ id: number }>(`/api/forms/${formId}/submit`, {
          [PROPERTY]: 'flat',
          [CONTACT]: { firstName: 'A', lastName: 'B', email: 'a@b.co', consent: true },
          _sessionInfo: s.body,
        });
        if (res.status === 200) {
          submitted.push(res.body.id);
          saved.delete(s.body.sessionId);
        }
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const writers = [0, 1, 2, 3, 4, 5].map(writer);
  const deadline = Date.now() + 60_000;
  while (submitted.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await server.stop('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect(submitted.length).toBeGreaterThanOrEqual(40);

  server = await startChildServer(env);
  servers.push(server);
  const again = new Client(server.url);
  await again.post('/api/auth/login', { email, password: PASSWORD });
  const rows = await again.get<
    {
      id: number;
      session_id: string | null;
      response: unknown;
      temp_response: Record<string, unknown> | null;
    }[]
  >(`/api/forms/${formId}/responses?limit=200`);
  expect(rows.status).toBe(200);
  const all = [...rows.body];
  // Follow the pages (newest first) until every row has been read.
  let cursor = rows.headers.get('x-next-cursor');
  while (cursor) {
    const page = await again.get<typeof rows.body>(
      `/api/forms/${formId}/responses?limit=200&cursor=${encodeURIComponent(cursor)}`,
    );
    all.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
  }
  const complete = new Set(all.filter((r) => r.response).map((r) => r.id));
  const lostSubmissions = submitted.filter((id) => !complete.has(id));
  const bySession = new Map(all.map((r) => [r.session_id, r]));
  const lostSaves = [...saved].filter(([sessionId, note]) => {
    const row = bySession.get(sessionId);
    return !row || (!row.response && row.temp_response?.anything_else !== note);
  });
  expect(lostSubmissions).toEqual([]);
  expect(lostSaves).toEqual([]);
}

describe('durability after kill -9', () => {
  it('keeps every acknowledged session, temporary save and submission on the embedded database', async () => {
    // Always PGlite here, whatever the suite's database: this is the embedded default's guarantee.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-'));
    dirs.push(dataDir);
    await killDuringWrites({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMITS: 'off' });
  }, 180_000);

  it('keeps every acknowledged session, temporary save and submission on PostgreSQL', async () => {
    pg = await postgresForTest();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-pg-'));
    dirs.push(dataDir);
    await killDuringWrites({ DATA_DIR: dataDir, DATABASE_URL: pg.url, RATE_LIMITS: 'off' });
  }, 180_000);
});
