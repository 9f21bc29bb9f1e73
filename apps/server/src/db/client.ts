// Opens the database (embedded PGlite by default, PostgreSQL when DATABASE_URL is set) and applies migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { installGroupCommit } from './group-commit.ts';
import { installPreparedStatements } from './pglite-prepared.ts';
import { createDurablePGlite, dumpDurably } from './pglite-protocol.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (NOTIFY payloads arrive as strings); resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Resolves once the database has had no call waiting for `quietMs` (at the latest after `maxMs`): PGlite in
   * its thread runs one statement at a time, so background work waits for a quiet moment. Elsewhere at once.
   */
  whenIdle(quietMs: number, maxMs: number): Promise<void>;
  /**
   * The embedded database only: its data directory as a gzipped tarball, a consistent copy taken while it serves
   * (every commit made before the call is in it). Backups (services/backup.ts) hold it.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const atOnce = async () => {};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  memory?: boolean;
  /** Where PGlite runs: a worker thread (default), or the main thread. */
  pgliteThread?: 'worker' | 'main';
  /**
   * PostgreSQL: apply pending migrations (default); false leaves the schema as it is (see checkReadiness). The
   * embedded database is always migrated: only its own server process opens it.
   */
  migrate?: boolean;
  /** PostgreSQL: the pool's largest number of connections (default 10). */
  poolMax?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // Migrate on one dedicated connection under an advisory lock so instances starting together don't race.
    if (opts.migrate ?? true) {
      const migrator = postgres(opts.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await migrator`select pg_advisory_lock(727274)`;
        await migrate(drizzle(migrator), { migrationsFolder });
        await migrator`select pg_advisory_unlock(727274)`;
      } finally {
        await migrator.end();
      }
    }
    const client = postgres(opts.databaseUrl, { max: opts.poolMax ?? 10, onnotice: () => {} });
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async listen(channel, onPayload) {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      whenIdle: atOnce,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (!opts.memory) {
    dataDir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(opts.dataDir, { recursive: true });
  }
  let client: Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'> & {
    listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  };
  let whenIdle: Database['whenIdle'] = atOnce;
  let dumpDataDir: () => Promise<Uint8Array>;
  if ((opts.pgliteThread ?? 'worker') === 'worker') {
    // The database's CPU on another core than HTTP and JSON (decision 106); group commit runs in the worker.
    const { PGliteThread } = await import('./pglite-thread.ts');
    const thread = await PGliteThread.start(dataDir);
    whenIdle = (quietMs, maxMs) => thread.whenIdle(quietMs, maxMs);
    dumpDataDir = () => thread.dumpDataDir();
    client = thread;
  } else {
    const local = await createDurablePGlite(dataDir);
    dumpDataDir = () => dumpDurably(local);
    installPreparedStatements(local);
    await installGroupCommit(local);
    client = local;
  }
  const db = drizzle(client as PGlite, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    whenIdle,
    dumpDataDir,
    close: () => client.close(),
  };
}

/** Migrations this build ships, newest last (drizzle's journal). */
function shippedMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return journal.entries;
}

export type Readiness = {
  database: 'ok' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
};

/** Whether the database answers and has every migration of this build (another instance may not have run them). */
export async function checkReadiness(
  db: Db,
  newestShipped = shippedMigrations().at(-1)?.when ?? 0,
): Promise<Readiness> {
  let latest: number;
  try {
    const rows = await db.execute<{ latest: string | number | null }>(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    latest = Number(rowsOf<{ latest: string | number | null }>(rows)[0]?.latest ?? 0);
  } catch {
    try {
      await db.execute(sql`select 1`);
      return { database: 'ok', migrations: 'unknown' };
    } catch {
      return { database: 'unreachable', migrations: 'unknown' };
    }
  }
  return { database: 'ok', migrations: latest >= newestShipped ? 'applied' : 'pending' };
}
