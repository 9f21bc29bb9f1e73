// Opens the database (embedded PGlite by default, PostgreSQL when DATABASE_URL is set) and applies migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { runDataMigrations } from './data-migrations.ts';
import { durableNodeFS, syncDirectoryTree } from './pglite-durable-fs.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';
import type { PGlite } from '@electric-sql/pglite';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel (NOTIFY payloads arrive as strings); resolves to a function that stops listening.
   * `onListening` runs each time the LISTEN is established: on PostgreSQL again after a dropped connection, when
   * the payloads sent meanwhile were lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * The embedded database only: its data directory as a gzipped tarball, a consistent copy taken while it serves
   * (every commit made before the call is in it). Backups (services/backup.ts) hold it; `'none'` leaves the tarball
   * uncompressed (a test template, loaded faster than it is unzipped).
   */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  memory?: boolean;
  /** In memory only: start from this data directory (a `dumpDataDir` tarball) instead of an empty one. */
  memoryFrom?: Blob;
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
        await runDataMigrations(drizzle(migrator) as unknown as Db);
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
      async listen(channel, onPayload, onListening) {
        const { unlisten } = await client.listen(channel, onPayload, onListening);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await openPGlite(opts.memory ? undefined : opts.dataDir, opts.memoryFrom);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await runDataMigrations(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload, onListening) {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.();
      return unlisten;
    },
    // A CHECKPOINT first writes every commit into the data files; PGlite runs no statement while it writes the
    // tarball.
    async dumpDataDir(compression = 'gzip') {
      await client.exec('checkpoint');
      return new Uint8Array(await (await client.dumpDataDir(compression)).arrayBuffer());
    },
    close: () => client.close(),
  };
}

/**
 * The embedded PGlite (in memory without a directory) with the contrib extension the migrations use. PGlite starts
 * PostgreSQL with `-F` (fsync off) by default; without it, and on a filesystem whose syncs reach the disk
 * (pglite-durable-fs.ts), each commit returns only once it is on disk, as on any PostgreSQL.
 */
async function openPGlite(dir: string | undefined, from?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the responses' search index (migration 0013); PGlite only has the contrib extensions it is given.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const options = {
    startParams: PGlite.defaultStartParams.filter((p) => p !== '-F'),
    extensions: { pg_trgm },
  };
  if (!dir) return PGlite.create({ ...options, loadDataDir: from });
  fs.mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'pglite');
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({ ...options, fs: await durableNodeFS(dataDir) });
  if (fresh) await syncDirectoryTree(dataDir);
  return client;
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
