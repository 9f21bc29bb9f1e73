// Group commit on PGlite: which statements count as writes, and concurrent writes sharing flushes.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { installGroupCommit, isReadOnlyStatement } from './group-commit.ts';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from forms where id = $1', true],
    ['  SELECT count(*) from responses', true],
    ['select id from webhook_deliveries for update skip locked', false],
    ["select nextval('forms_id_seq')", false],
    ["select pg_notify('x', '1')", false],
    ['select pg_advisory_lock(1)', false],
    ['insert into forms (label) values ($1)', false],
    ['with c as (update forms set n = n + 1 returning id) select * from c', false],
    ['update responses set temp_response = $1', false],
    ['delete from form_changes', false],
  ])('%s → %s', (sql, readOnly) => {
    expect(isReadOnlyStatement(sql)).toBe(readOnly);
  });
});

describe('installGroupCommit', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('answers every concurrent write after a shared flush, with far fewer flushes than writes', async () => {
    const gc = await installGroupCommit(client);
    await client.exec('create table t (id serial primary key, v int)');
    const before = gc.flushes;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => client.query('insert into t (v) values ($1)', [i])),
    );
    const used = gc.flushes - before;
    expect(used).toBeGreaterThanOrEqual(1);
    expect(used).toBeLessThan(40);
    const rows = await client.query<{ n: number }>('select count(*)::int as n from t');
    expect(rows.rows[0].n).toBe(40);
  });

  it('does not flush for reads, and flushes once after a transaction', async () => {
    const gc = await installGroupCommit(client);
    const before = gc.flushes;
    await client.query('select count(*) from t');
    expect(gc.flushes).toBe(before);
    await client.transaction(async (tx) => {
      await tx.query('insert into t (v) values (1)');
      await tx.query('insert into t (v) values (2)');
    });
    expect(gc.flushes).toBe(before + 1);
  });

  it('gathers writes that arrive in separate turns of the event loop (like HTTP requests) into shared flushes', async () => {
    const gc = await installGroupCommit(client);
    const before = gc.flushes;
    const order: string[] = [];
    // Each write starts in its own macrotask, as each request's handler does.
    const writes = await new Promise<Promise<unknown>[]>((resolve) => {
      const started: Promise<unknown>[] = [];
      for (let i = 0; i < 40; i++) {
        setImmediate(() => {
          started.push(client.query('insert into t (v) values ($1)', [i]).then(() => order.push('write')));
          if (started.length === 40) resolve(started);
        });
      }
    });
    setImmediate(() => order.push('event loop'));
    await Promise.all(writes);
    expect(gc.flushes - before).toBeLessThan(10);
    expect(order.indexOf('event loop')).toBeLessThan(5);
  });
});
