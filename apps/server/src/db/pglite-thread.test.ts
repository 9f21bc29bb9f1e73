// PGlite in a worker thread (the default): drizzle's calls, transactions, errors, LISTEN, durability across a
// restart and a clean shutdown, on a real data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { firstInLine } from './first-in-line.ts';
import { PGliteThread } from './pglite-thread.ts';
import { isUniqueViolation, rowsOf } from './rows.ts';
import { forms } from './schema.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-pglite-thread-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir, pgliteThread: 'worker' });
  await database.db.execute(sql`create table thread_t (id integer primary key, v text not null)`);
}, 180_000);
afterAll(async () => {
  await database?.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (db = database) =>
  Number(rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from thread_t`))[0].n);

describe('PGlite in a worker thread', () => {
  it('has run the migrations and answers drizzle queries as the in-thread driver does', async () => {
    const rows = await database.db.select({ id: forms.id }).from(forms).limit(1);
    expect(rows).toEqual([]);
    // Dates stay the text PostgreSQL sent, as drizzle asks of its PGlite driver.
    const now = rowsOf<{ t: unknown; n: number }>(
      await database.db.execute(sql`select now() as t, 41 + 1 as n`),
    )[0];
    expect(typeof now.t).toBe('string');
    expect(now.n).toBe(42);
  });

  it('commits a transaction, and rolls one back when it throws or calls rollback', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (1, 'kept')`);
      await tx.execute(sql`insert into thread_t values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (3, 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (4, 'dropped')`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const rows = rowsOf<{ id: number; v: string }>(
      await database.db.execute(sql`select id, v from thread_t order by id`),
    );
    expect(rows).toEqual([
      { id: 1, v: 'kept' },
      { id: 2, v: 'kept' },
    ]);
  });

  it('passes PostgreSQL errors back with their fields, and a failed statement rolls its transaction back', async () => {
    let caught: unknown;
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (5, 'dropped')`);
        await tx.execute(sql`insert into thread_t values (1, 'duplicate')`);
      });
    } catch (err) {
      caught = err;
    }
    expect(isUniqueViolation(caught)).toBe(true);
    expect(String((caught as Error).message)).toContain('insert into thread_t');
    expect(await count()).toBe(2);
    // The connection is usable afterwards (no transaction left open).
    expect(
      rowsOf<{ v: string }>(await database.db.execute(sql`select v from thread_t where id = 2`)),
    ).toEqual([{ v: 'kept' }]);
  });

  it('delivers NOTIFY payloads to listeners until they stop listening', async () => {
    const got: string[] = [];
    const stop = await database.listen('thread_test', (p) => got.push(p));
    await database.db.execute(sql`select pg_notify('thread_test', 'one')`);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_test', 'two')`);
    expect(got).toEqual(['one']);
  });

  it('answers many concurrent writes, and all of them are there after a restart, in either thread', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => 100 + i);
    const answers = await Promise.all(
      ids.map((id) =>
        database.db.execute(sql`insert into thread_t values (${id}, ${`v${id}`}) returning id`),
      ),
    );
    expect(answers.map((r) => rowsOf<{ id: number }>(r)[0].id)).toEqual(ids);
    await database.close();

    const onMain = await openDatabase({ dataDir, pgliteThread: 'main' });
    expect(await count(onMain)).toBe(122);
    await onMain.close();

    database = await openDatabase({ dataDir, pgliteThread: 'worker' });
    expect(await count()).toBe(122);
    const last = rowsOf<{ v: string }>(await database.db.execute(sql`select v from thread_t where id = 219`));
    expect(last).toEqual([{ v: 'v219' }]);
  }, 180_000);

  it('carries a call marked first in line across the thread: it runs ahead of the writes queued before it', async () => {
    await database.db.execute(sql`create table thread_turns (seq serial primary key, who text not null)`);
    const saves = Array.from({ length: 40 }, (_, i) =>
      database.db.execute(sql`insert into thread_turns (who) values (${`save ${i}`})`),
    );
    // Awaited inside: drizzle's query only starts when it is awaited, and the mark is the async context's.
    const submit = firstInLine(
      async () => await database.db.execute(sql`insert into thread_turns (who) values ('submit')`),
    );
    await Promise.all([...saves, submit]);
    const order = rowsOf<{ who: string }>(
      await database.db.execute(sql`select who from thread_turns order by seq`),
    ).map((r) => r.who);
    expect(order).toHaveLength(41);
    // Only the saves already in PGlite when it arrived went before it (first come, first served put it last).
    expect(order.indexOf('submit')).toBeLessThan(5);
    expect(order.filter((w) => w !== 'submit')).toEqual(Array.from({ length: 40 }, (_, i) => `save ${i}`));
  });

  it('closes cleanly: the thread ends, and later calls fail with a clear error instead of hanging', async () => {
    const thread = await PGliteThread.start(undefined);
    const result = await thread.query<{ n: number }>('select 7 as n');
    expect(result.rows).toEqual([{ n: 7 }]);
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('the database thread stopped');
  }, 120_000);
});
