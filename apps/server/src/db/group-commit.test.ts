// Group commit on PGlite: which statements count as writes, and concurrent writes sharing flushes.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstInLine } from './first-in-line.ts';
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
  // Opening PGlite takes seconds, more on a busy machine: not part of the first test's time.
  beforeAll(() => client.waitReady, 120_000);
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

  it('runs a call marked first in line before the unmarked calls queued ahead of it, and answers it only after a flush', async () => {
    const gc = await installGroupCommit(client);
    await client.exec('create table turns (seq serial primary key, who text not null)');
    const leadsBefore = gc.leadsFirst;
    const answered: string[] = [];
    const saves = Array.from({ length: 30 }, (_, i) =>
      client
        .query('insert into turns (who) values ($1)', [`save ${i}`])
        .then(() => answered.push(`save ${i}`)),
    );
    const flushesBefore = gc.flushes;
    let flushesWhenAnswered = -1;
    const submit = firstInLine(() => client.query('insert into turns (who) values ($1)', ['submit'])).then(
      () => {
        flushesWhenAnswered = gc.flushes;
        answered.push('submit');
      },
    );
    await Promise.all([...saves, submit]);
    const rows = (await client.query<{ seq: number; who: string }>('select seq, who from turns order by seq'))
      .rows;
    expect(rows).toHaveLength(31);
    // The first save was already in PGlite when the submission arrived; it went right after that one.
    expect(rows.findIndex((r) => r.who === 'submit')).toBe(1);
    expect(rows.filter((r) => r.who !== 'submit').map((r) => r.who)).toEqual(
      Array.from({ length: 30 }, (_, i) => `save ${i}`),
    );
    expect(gc.leadsFirst - leadsBefore).toBeGreaterThanOrEqual(1);
    // Its flush went ahead of the waiting saves too, so it was answered with the first save, not after the 30th;
    // and only after a flush that followed its commit.
    expect(answered.indexOf('submit')).toBeLessThanOrEqual(1);
    expect(flushesWhenAnswered).toBeGreaterThan(flushesBefore);
  });
});
