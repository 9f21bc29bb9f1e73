// PGlite on disk syncs for real: every sync PostgreSQL asks for reaches the kernel (fsync on the file's own
// descriptor, read back through /proc/self/fd; the WAL's fdatasync by the segment's path), a write is answered
// only after the WAL segment that holds it was synced, nothing outside the WAL is written or synced while a
// WAL sync PostgreSQL asked for is still in the background, and a checkpoint syncs data files before pg_control.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installGroupCommit } from './group-commit.ts';
import { diskSync, walSyncsOf } from './pglite-durable-fs.ts';
import { createDurablePGlite } from './pglite-protocol.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-fs-'));
const dataDir = path.join(dir, 'pglite');
const synced: string[] = [];
const real = { ...diskSync };
/** The file a descriptor is open on, relative to the data directory. */
const fileOf = (fd: number) => path.relative(dataDir, fs.readlinkSync(`/proc/self/fd/${fd}`));

let client: PGlite;
/** PGlite's own exec, without group commit. */
let plainExec: PGlite['exec'];
beforeAll(async () => {
  diskSync.fsync = (fd) => {
    synced.push(`fsync ${fileOf(fd)}`);
    real.fsync(fd);
  };
  diskSync.walNow = (file) => {
    real.walNow(file);
    synced.push(`fdatasync ${path.relative(dataDir, file)}`);
  };
  diskSync.walAsync = async (file) => {
    await real.walAsync(file);
    synced.push(`fdatasync ${path.relative(dataDir, file)}`);
  };
  client = await createDurablePGlite(dataDir);
  plainExec = client.exec.bind(client);
  await installGroupCommit(client);
  await client.exec('create table durable_t (id serial primary key, v text)');
});
afterAll(async () => {
  await client?.close();
  Object.assign(diskSync, real);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on the Node filesystem', () => {
  it('answers a write only after an fdatasync of the WAL segment that holds it', async () => {
    const from = synced.length;
    const inserted = await client.query<{ segment: string }>(
      'insert into durable_t (v) values ($1) returning pg_walfile_name(pg_current_wal_insert_lsn()) as segment',
      ['answer'],
    );
    const seenWhenAnswered = synced.slice(from);
    const segment = inserted.rows[0].segment;
    expect(segment).toMatch(/^[0-9A-F]{24}$/);
    expect(seenWhenAnswered).toContain(`fdatasync ${path.join('pg_wal', segment)}`);
  });

  it('does not sync for a read', async () => {
    const from = synced.length;
    const rows = await client.query<{ n: number }>('select count(*)::int as n from durable_t');
    expect(rows.rows[0].n).toBe(1);
    expect(synced.slice(from)).toEqual([]);
  });

  it('syncs a WAL flush PostgreSQL made on its own before any data file or pg_control', async () => {
    const wal = walSyncsOf(client);
    if (!wal) throw new Error('not opened on the durable filesystem');
    // A synchronous commit outside group commit: PostgreSQL's fdatasync of the WAL is left to the background,
    // and nobody runs it.
    await plainExec(
      `begin; set local synchronous_commit = on; insert into durable_t (v) values ('own flush'); commit;`,
    );
    expect(wal.pending).toBe(true);
    const segment = (
      await client.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_flush_lsn()) as segment')
    ).rows[0].segment;
    const from = synced.length;
    await plainExec('checkpoint');
    const seen = synced.slice(from);
    expect(wal.pending).toBe(false);
    const walSynced = seen.indexOf(`fdatasync ${path.join('pg_wal', segment)}`);
    const firstOther = seen.findIndex((s) => s.startsWith('fsync '));
    expect(walSynced).toBeGreaterThanOrEqual(0);
    expect(firstOther).toBeGreaterThan(walSynced);
  });

  it('syncs the data files a checkpoint wrote, then pg_control', async () => {
    await client.query('insert into durable_t (v) values ($1)', ['before the checkpoint']);
    const file = (await client.query<{ file: string }>(`select pg_relation_filepath('durable_t') as file`))
      .rows[0].file;
    const from = synced.length;
    await client.exec('checkpoint');
    const seen = synced.slice(from);
    const table = seen.indexOf(`fsync ${file}`);
    const control = seen.lastIndexOf(`fsync ${path.join('global', 'pg_control')}`);
    expect(table).toBeGreaterThanOrEqual(0);
    expect(control).toBeGreaterThan(table);
  });
});
