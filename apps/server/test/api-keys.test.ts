// API keys over real HTTP: format, reveal, regenerate/revoke, and no plaintext key anywhere in the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decryptSecret, encryptSecret, loadEncryptionKey } from '../src/services/api-keys.ts';
import { rowsOf } from '../src/db/rows.ts';
import { Client, signedInClient, startServer, type TestServer } from './helper.ts';

const KEY_FORMAT = /^fe_live_[0-9A-Za-z]{32}$/;

/** Every row of every table in the public schema, as JSON text. */
async function dumpDatabase(server: TestServer): Promise<string> {
  const db = server.app.ctx.database.db;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((t) => t.table_name);
  expect(tables).toContain('api_keys');
  let out = '';
  for (const t of tables) {
    const rows = rowsOf<{ j: string }>(
      await db.execute(sql`select row_to_json(t)::text as j from ${sql.identifier(t)} t`),
    );
    out += rows.map((r) => r.j).join('\n');
  }
  return out;
}

async function callApi(server: TestServer, key: string) {
  return fetch(`${server.url}/api/generate-form`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
}

describe('API keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('GET creates a fe_live_ key once and then shows the same key again', async () => {
    const { client } = await signedInClient(server.url);
    const first = await client.get<{ apiKey: string }>('/api/dev/generate-api-key');
    expect(first.status).toBe(200);
    expect(first.body.apiKey).toMatch(KEY_FORMAT);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const second = await client.get<{ apiKey: string }>('/api/dev/generate-api-key');
    expect(second.body.apiKey).toBe(first.body.apiKey);
    // Concurrent first requests of another owner agree on one key.
    const { client: other } = await signedInClient(server.url, 'other');
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => other.get<{ apiKey: string }>('/api/dev/generate-api-key')),
    );
    expect(new Set(keys.map((k) => k.body.apiKey)).size).toBe(1);
    expect(keys[0].body.apiKey).not.toBe(first.body.apiKey);
  });

  test('a signed-out caller gets 401', async () => {
    const anon = new Client(server.url);
    expect((await anon.get('/api/dev/generate-api-key')).status).toBe(401);
    expect((await anon.post('/api/dev/generate-api-key')).status).toBe(401);
  });

  test('POST regenerates: the old key stops working at once, the new one works and is shown from then on', async () => {
    const { client } = await signedInClient(server.url);
    const old = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    expect((await callApi(server, old)).status).toBe(400); // authenticated; the empty body is the problem
    const regen = await client.post<{ apiKey: string }>('/api/dev/generate-api-key');
    expect(regen.status).toBe(200);
    expect(regen.body.apiKey).toMatch(KEY_FORMAT);
    expect(regen.body.apiKey).not.toBe(old);
    expect((await callApi(server, old)).status).toBe(401);
    expect((await callApi(server, regen.body.apiKey)).status).toBe(400);
    expect((await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey).toBe(
      regen.body.apiKey,
    );
  });

  test('regenerating is refused from another site (origin guard)', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/dev/generate-api-key', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  test('no key is stored in plaintext: only its SHA-256 and an AES-GCM copy', async () => {
    const { client } = await signedInClient(server.url);
    const key = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const regenerated = (await client.post<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const dump = await dumpDatabase(server);
    for (const k of [key, regenerated]) {
      expect(dump).not.toContain(k);
      expect(dump).not.toContain(k.slice('fe_live_'.length));
      expect(dump).toContain(crypto.createHash('sha256').update(k).digest('hex'));
    }
    const rows = rowsOf<{ key_encrypted: string | null; revoked_at: string | null }>(
      await server.app.ctx.database.db.execute(sql`select key_encrypted, revoked_at from api_keys`),
    );
    // Live keys have an encrypted copy; revoked keys keep only their hash.
    for (const r of rows) {
      if (r.revoked_at === null) expect(r.key_encrypted).toMatch(/^v1\./);
      else expect(r.key_encrypted).toBeNull();
    }
  });
});

describe('API key encryption', () => {
  test('AES-256-GCM round-trips, and another secret or a flipped byte cannot decrypt', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-keytest-'));
    const a = loadEncryptionKey('first secret value 1234', dir);
    const b = loadEncryptionKey('second secret value 1234', dir);
    const sealed = encryptSecret(a, 'fe_live_abc');
    expect(decryptSecret(a, sealed)).toBe('fe_live_abc');
    expect(encryptSecret(a, 'fe_live_abc')).not.toBe(sealed); // fresh IV every time
    expect(() => decryptSecret(b, sealed)).toThrow();
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3], 'base64url');
    ct[0] ^= 1;
    expect(() =>
      decryptSecret(a, [parts[0], parts[1], parts[2], ct.toString('base64url')].join('.')),
    ).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('without APP_SECRET a generated secret is persisted under DATA_DIR and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-keytest-'));
    const first = loadEncryptionKey(undefined, dir);
    const second = loadEncryptionKey(undefined, dir);
    expect(first.equals(second)).toBe(true);
    expect(decryptSecret(second, encryptSecret(first, 'x'))).toBe('x');
    expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
