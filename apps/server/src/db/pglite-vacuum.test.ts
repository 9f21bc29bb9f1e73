// PGlite's scheduled vacuum: a table filled since the last one gets its visibility map and its statistics, so
// counts read the index alone and the planner knows the table's size.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { PgliteVacuum } from './pglite-vacuum.ts';
import { rowsOf } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: '', memory: true });
}, 120_000);
afterAll(() => database?.close());

const table = async (name: string) =>
  rowsOf<{ pages: number; visible: number; tuples: number; analysed: boolean }>(
    await database.db.execute(sql`
      select c.relpages as pages, c.relallvisible as visible, c.reltuples as tuples,
        s.last_analyze is not null as analysed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${name}`),
  )[0];

describe('PgliteVacuum', () => {
  it('vacuums and analyses every table: visibility map set, row count known', async () => {
    await database.db.execute(sql`create table vacuum_t (id integer primary key, v text not null)`);
    await database.db.execute(
      sql`insert into vacuum_t select g, repeat('x', 100) from generate_series(1, 5000) g`,
    );
    expect(await table('vacuum_t')).toMatchObject({ visible: 0, analysed: false });
    const warnings: unknown[] = [];
    const vacuum = new PgliteVacuum(database.db, (err) => warnings.push(err));
    await vacuum.run();
    const after = await table('vacuum_t');
    expect(after.analysed).toBe(true);
    expect(Number(after.tuples)).toBe(5000);
    expect(Number(after.pages)).toBeGreaterThan(0);
    expect(Number(after.visible)).toBe(Number(after.pages));
    expect(warnings).toEqual([]);
    await vacuum.stop();
  });

  it('reports a failure instead of throwing it', async () => {
    const warnings: unknown[] = [];
    const closed = await openDatabase({ dataDir: '', memory: true });
    await closed.close();
    const vacuum = new PgliteVacuum(closed.db, (err) => warnings.push(err));
    await vacuum.run();
    expect(warnings).toHaveLength(1);
  }, 120_000);
});
