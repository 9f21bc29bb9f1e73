// PGlite on disk syncs for real: every sync PostgreSQL asks for reaches the kernel as fdatasync/fsync on the
// file's own descriptor (read back through /proc/self/fd), a write is answered only after the WAL segment that
// holds it was synced, and a checkpoint syncs the data files before pg_control.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installGroupCommit } from './group-commit.ts';
import { diskSync } from './pglite-durable-fs.ts';
import { createDurablePGlite } from './pglite-protocol.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-fs-'));
const dataDir = path.join(dir, 'pglite');
const synced: string[] = [];
const real = { ...diskSync };
/** The file a descriptor is open on, relative to the data directory. */
const fileOf = (fd: number) => path.relative(dataDir, fs.readlinkSync(`/proc/self/fd/${fd}`));

let client: PGlite;
beforeAll(async () => {
  diskSync.fsync = (fd) => {
    synced.push(`fsync ${fileOf(fd)}`);
    real.fsync(fd);
  };
  diskSync.fdatasync = (fd) => {
    synced.push(`fdatasync ${fileOf(fd)}`);
    real.fdatasync(fd);
  };
  client = await createDurablePGlite(dataDir);
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

  it('syncs the data files a checkpoint wrote, then pg_control', async () => {
    await client.query('insert into durable_t (v) values ($1)', ['before the checkpoint']);
    const file = (
      await client.query<{ file: string }>(`select pg_relation_filepath('durable_t') as file`)
    ).rows[0].file;
    const from = synced.length;
    await client.exec('checkpoint');
    const seen = synced.slice(from);
    const table = seen.indexOf(`fsync ${file}`);
    const control = seen.lastIndexOf(`fsync ${path.join('global', 'pg_control')}`);
    expect(table).toBeGreaterThanOrEqual(0);
    expect(control).toBeGreaterThan(table);
  });
});
