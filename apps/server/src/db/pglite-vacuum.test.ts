// PGlite's stand-in for autovacuum: a table filled before the server started, or changed past autovacuum's
// thresholds since, is vacuumed and analysed; one left alone is not vacuumed again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { PgliteVacuum } from './pglite-vacuum.ts';
import { rowsOf } from './rows.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-pglite-vacuum-'));
let database: Database;
const logged: unknown[] = [];
const log = { info: (obj: unknown) => logged.push(obj), error: (obj: unknown) => logged.push(obj) };

const table = async (name: string) =>
  rowsOf<{ relpages: number; relallvisible: number; reltuples: number; vacuumed: boolean }>(
    await database.db.execute(sql`
      select c.relpages, c.relallvisible, c.reltuples, s.last_vacuum is not null as vacuumed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${name}`),
  )[0];

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.db.execute(sql`create table vacuum_t (id integer primary key, v text not null)`);
  await database.db.execute(
    sql`insert into vacuum_t select g, repeat('x', 100) from generate_series(1, 5000) g`,
  );
}, 180_000);
afterAll(async () => {
  await database?.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PgliteVacuum', () => {
  it('vacuums and analyses a table whose rows changed past the thresholds, and sets its visibility map', async () => {
    expect(await table('vacuum_t')).toMatchObject({ relallvisible: 0, vacuumed: false });
    const vacuum = new PgliteVacuum(database.db, log);
    const done = await vacuum.tick();
    expect(done).toContain('vacuum_t');
    const after = await table('vacuum_t');
    expect(after.vacuumed).toBe(true);
    expect(Number(after.reltuples)).toBe(5000);
    expect(Number(after.relpages)).toBeGreaterThan(0);
    expect(Number(after.relallvisible)).toBe(Number(after.relpages));
    expect(logged).toContainEqual(expect.objectContaining({ table: 'vacuum_t' }));
    // Nothing changed since: not vacuumed again.
    expect(await vacuum.tick()).not.toContain('vacuum_t');
    await vacuum.stop();
  });

  it('vacuums again once enough rows are updated', async () => {
    await database.db.execute(sql`update vacuum_t set v = 'y' where id <= 2000`);
    const vacuum = new PgliteVacuum(database.db, log);
    expect(await vacuum.tick()).toContain('vacuum_t');
    const dead = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'vacuum_t'`,
      ),
    )[0];
    expect(Number(dead.n)).toBe(0);
    await vacuum.stop();
  });

  it('after a restart, vacuums a table filled before it that was never vacuumed', async () => {
    await database.db.execute(sql`create table vacuum_r (id integer primary key, v text not null)`);
    await database.db.execute(
      sql`insert into vacuum_r select g, repeat('x', 100) from generate_series(1, 5000) g`,
    );
    // CREATE INDEX records the table's size (as a dump's restore would) without setting its visibility map.
    await database.db.execute(sql`create index vacuum_r_v on vacuum_r (v)`);
    await database.close();
    database = await openDatabase({ dataDir });
    const before = await table('vacuum_r');
    expect(before.vacuumed).toBe(false);
    expect(Number(before.relpages)).toBeGreaterThan(8);
    expect(Number(before.relallvisible)).toBe(0);
    const vacuum = new PgliteVacuum(database.db, log);
    expect(await vacuum.tick()).toContain('vacuum_r');
    expect(Number((await table('vacuum_r')).relallvisible)).toBeGreaterThan(0);
    await vacuum.stop();
  });

  it('starts on a timer and stops cleanly', async () => {
    const vacuum = new PgliteVacuum(database.db, log, { firstMs: 1, everyMs: 60_000 });
    vacuum.start();
    await vacuum.stop();
    expect(await vacuum.tick()).toEqual([]);
  });
});
