// PGlite on disk syncs for real: every sync PostgreSQL asks for reaches the kernel as fdatasync/fsync on the
// file's own descriptor (read back through /proc/self/fd), a write is answered only after the WAL segment that
// holds it was synced, and a checkpoint syncs the data files before pg_control.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { diskSync } from './pglite-durable-fs.ts';
import { rowsOf } from './rows.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-durable-fs-'));
const dataDir = path.join(dir, 'pglite');
const synced: string[] = [];
const real = { ...diskSync };
/** The file a descriptor is open on, relative to the data directory. */
const fileOf = (fd: number) => path.relative(dataDir, fs.readlinkSync(`/proc/self/fd/${fd}`));

let database: Database;
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0];

beforeAll(async () => {
  diskSync.fsync = (fd) => {
    synced.push(`fsync ${fileOf(fd)}`);
    real.fsync(fd);
  };
  diskSync.fdatasync = (fd) => {
    synced.push(`fdatasync ${fileOf(fd)}`);
    real.fdatasync(fd);
  };
  database = await openDatabase({ dataDir: dir });
  await database.db.execute(sql`create table durable_t (id serial primary key, v text)`);
}, 120_000);
afterAll(async () => {
  await database?.close();
  Object.assign(diskSync, real);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on the Node filesystem', () => {
  it('answers a write only after an fdatasync of the WAL segment that holds it', async () => {
    const from = synced.length;
    const { segment } = await one<{ segment: string }>(
      sql`insert into durable_t (v) values (${'answer'}) returning pg_walfile_name(pg_current_wal_insert_lsn()) as segment`,
    );
    const seenWhenAnswered = synced.slice(from);
    expect(segment).toMatch(/^[0-9A-F]{24}$/);
    expect(seenWhenAnswered).toContain(`fdatasync ${path.join('pg_wal', segment)}`);
  });

  it('answers a transaction only after an fdatasync of the WAL segment that holds it', async () => {
    const from = synced.length;
    const segment = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into durable_t (v) values ('in a transaction')`);
      return rowsOf<{ segment: string }>(
        await tx.execute(sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as segment`),
      )[0].segment;
    });
    expect(synced.slice(from)).toContain(`fdatasync ${path.join('pg_wal', segment)}`);
  });

  it('does not sync for a read', async () => {
    const from = synced.length;
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from durable_t`);
    expect(n).toBe(2);
    expect(synced.slice(from)).toEqual([]);
  });

  it('syncs the data files a checkpoint wrote, then pg_control', async () => {
    await database.db.execute(sql`insert into durable_t (v) values ('before the checkpoint')`);
    const { file } = await one<{ file: string }>(sql`select pg_relation_filepath('durable_t') as file`);
    const from = synced.length;
    await database.db.execute(sql`checkpoint`);
    const seen = synced.slice(from);
    const table = seen.indexOf(`fsync ${file}`);
    const control = seen.lastIndexOf(`fsync ${path.join('global', 'pg_control')}`);
    expect(table).toBeGreaterThanOrEqual(0);
    expect(control).toBeGreaterThan(table);
  });
});
