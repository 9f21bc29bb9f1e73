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
    const vacuum = new PgliteVacuum(database, log);
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
    const vacuum = new PgliteVacuum(database, log);
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
    const vacuum = new PgliteVacuum(database, log);
    expect(await vacuum.tick()).toContain('vacuum_r');
    expect(Number((await table('vacuum_r')).relallvisible)).toBeGreaterThan(0);
    await vacuum.stop();
  });

  it('sends nothing while a call is waiting: a chain of calls made during the vacuum all run before it', async () => {
    await database.db.execute(sql`create table vacuum_q (id integer primary key, v text not null)`);
    await database.db.execute(
      sql`insert into vacuum_q select g, repeat('x', 100) from generate_series(1, 5000) g`,
    );
    const seen: { vacuumed: boolean; mapped: boolean }[] = [];
    const look = async () =>
      rowsOf<{ vacuumed: boolean; mapped: boolean }>(
        await database.db.execute(sql`
          select s.last_vacuum is not null as vacuumed, c.relallvisible > 0 as mapped
          from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'vacuum_q'`),
      )[0];
    // A respondent's calls one after the other, each sent as the previous one is answered: the database is never
    // without a call waiting, so a vacuum that waits for a quiet moment runs only after the last.
    const calls = (async () => {
      for (let i = 0; i < 30; i++) seen.push(await look());
    })();
    const vacuum = new PgliteVacuum(database, log, undefined, { quietMs: 0, maxWaitMs: 600_000 });
    const ticked = vacuum.tick();
    await calls;
    expect(seen).toHaveLength(30);
    expect(seen.every((s) => !s.vacuumed && !s.mapped)).toBe(true);
    expect(await ticked).toContain('vacuum_q');
    expect(await look()).toEqual({ vacuumed: true, mapped: true });
    await vacuum.stop();
  });

  it('under calls that never pause, still vacuums after waiting its longest wait', async () => {
    await database.db.execute(sql`update vacuum_q set v = 'z' where id <= 3000`);
    const vacuum = new PgliteVacuum(database, log, undefined, { quietMs: 0, maxWaitMs: 1 });
    let ticking = true;
    let calls = 0;
    const busy = (async () => {
      while (ticking) {
        await database.db.execute(sql`select 1`);
        calls++;
      }
    })();
    const done = await vacuum.tick().finally(() => {
      ticking = false;
    });
    await busy;
    expect(done).toContain('vacuum_q');
    expect(calls).toBeGreaterThan(0);
    await vacuum.stop();
  });

  it('starts on a timer and stops cleanly', async () => {
    const vacuum = new PgliteVacuum(database, log, { firstMs: 1, everyMs: 60_000 });
    vacuum.start();
    await vacuum.stop();
    expect(await vacuum.tick()).toEqual([]);
  });
});
