// The messages between the server's main thread and the thread that runs the embedded PGlite (pglite-thread.ts,
// worker.ts), and PGlite's start options, which both sides need.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { durableNodeFS, syncDirectoryTree } from './pglite-durable-fs.ts';

/**
 * PGlite's default start parameters include `-F` (fsync off). We pass the same list without it so an
 * acknowledged write survives a crash; the rest mirrors PGlite's own defaults, plus group commit
 * (group-commit.ts).
 */
const PGLITE_DURABLE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'fsync=on',
  // Commits do not wait for the WAL themselves: group-commit.ts flushes once for every batch of concurrent
  // commits and holds each caller's answer until that flush is done.
  '-c',
  'synchronous_commit=off',
];

/** Opens PGlite durably (in memory when dataDir is undefined), with the contrib extensions the migrations use. */
export async function createDurablePGlite(dataDir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the responses' search index (migration 0013); PGlite only has the contrib extensions it is given.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const options = { startParams: PGLITE_DURABLE_START_PARAMS, extensions: { pg_trgm } };
  if (!dataDir) return PGlite.create(options);
  // On disk, fsync and fdatasync reach the disk (pglite-durable-fs.ts); a new cluster is synced once.
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({ ...options, fs: await durableNodeFS(dataDir) });
  if (fresh) await syncDirectoryTree(dataDir);
  return client;
}

/** `tx` is 0 outside a transaction, else the id `begin` answered with. */
export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Type OIDs returned as the text PostgreSQL sent (drizzle keeps dates and intervals as strings). */
      textTypes: number[] | undefined;
      tx: number;
      /** Made inside `firstInLine` (first-in-line.ts): runs before the unmarked calls waiting in the thread. */
      lead?: true;
    }
  | { id: number; op: 'exec'; sql: string; tx: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crosses threads: its message and its primitive fields (PostgreSQL's code, constraint, …). */
export type WireError = { message: string; name: string; fields: Record<string, string | number | boolean> };

export type Reply =
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: WireError }
  | { kind: 'notify'; channel: string; payload: string }
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError };

export function toWireError(err: unknown): WireError {
  const e = err instanceof Error ? err : new Error(String(err));
  const fields: WireError['fields'] = {};
  for (const [k, v] of Object.entries(e)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = v;
  }
  return { message: e.message, name: e.name, fields };
}

export function fromWireError(w: WireError): Error {
  const e = new Error(w.message);
  e.name = w.name;
  return Object.assign(e, w.fields);
}

/**
 * The data directory as a gzipped tarball (PGlite's dumpDataDir), a copy that holds every commit made before it:
 * a CHECKPOINT first writes them into the data files, and no statement runs while PGlite writes the tarball.
 */
export async function dumpDurably(client: PGlite): Promise<Uint8Array> {
  await client.exec('checkpoint');
  return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
}
