// Start-up of several instances on one PostgreSQL: two started at once on an empty database migrate it once and
// both become ready; an instance whose database lacks a migration of its build answers /readyz 503 and says why.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { Client } from './helper.ts';
import { startChildServer } from './processes.ts';
import { ownPostgres, waitFor } from './webhook-receiver.ts';

const migrations = path.join(repoRoot, 'apps/server/drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function readyz(url: string) {
  return new Client(url).get<{ status: string; database: string; migrations: string }>('/readyz');
}

describe('starting instances on one PostgreSQL', () => {
  it('two instances started at once on an empty database apply each migration once and both become ready', async () => {
    const pg = await ownPostgres();
    cleanup.push(() => pg.stop());
    const dataDir = tempDir('fe-startup-');
    const servers = await Promise.all(
      [0, 1].map(() => startChildServer({ DATABASE_URL: pg.url, DATA_DIR: dataDir })),
    );
    for (const s of servers) cleanup.push(() => s.stop('SIGKILL'));
    for (const s of servers) {
      const res = await readyz(s.url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
    }
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ created_at: string }[]>`select created_at from drizzle.__drizzle_migrations`;
      expect(rows.map((r) => Number(r.created_at)).sort()).toEqual(journal.entries.map((e) => e.when).sort());
    } finally {
      await sql.end();
    }
  }, 120_000);

  it('an instance on a database one migration behind its build (MIGRATE_ON_START=off) is not ready and logs why; `cli migrate` makes it ready', async () => {
    const pg = await ownPostgres();
    cleanup.push(() => pg.stop());
    // The database as the previous build left it: every migration but the newest, applied by drizzle's migrator.
    const older = tempDir('fe-migrations-');
    fs.cpSync(migrations, older, { recursive: true });
    const olderJournal = { ...journal, entries: journal.entries.slice(0, -1) };
    fs.writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(olderJournal));
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(sql), { migrationsFolder: older });
    } finally {
      await sql.end();
    }

    const env = { DATABASE_URL: pg.url, DATA_DIR: tempDir('fe-startup-old-'), MIGRATE_ON_START: 'off' };
    const server = await startChildServer(env);
    cleanup.push(() => server.stop('SIGKILL'));
    const behind = await readyz(server.url);
    expect(behind.status).toBe(503);
    expect(behind.body).toEqual({ status: 'not ready', database: 'ok', migrations: 'pending' });
    await waitFor(
      () => server.output().includes('The database is older than this build (migrations pending)'),
      20_000,
      'the log line',
    );

    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli.ts'), 'migrate'],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    );
    expect(run.stdout).toBe('Database migrated: applied\n');
    const ready = await readyz(server.url);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  }, 120_000);
});
