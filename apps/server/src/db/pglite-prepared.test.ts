// PGlite statements prepared once: the same answers and errors as PGlite's own query, and a changed table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPreparedStatements } from './pglite-prepared.ts';

const own = new PGlite();
const prepared = new PGlite();
const stats = installPreparedStatements(prepared);
afterAll(async () => {
  await own.close();
  await prepared.close();
});
beforeAll(async () => {
  for (const db of [own, prepared]) {
    await db.exec(
      'create table p (id serial primary key, k text unique, doc jsonb, at timestamptz default now())',
    );
  }
});

describe('installPreparedStatements', () => {
  it('answers as PGlite does, for every parameter and result type, on first and later runs', async () => {
    let preparedAfterFirst = 0;
    const sql = `insert into p (k, doc) values ($1, $2::jsonb)
      returning id, k, doc, $3::bool as flag, $4::int8 as big, $5::text[] as list, $6::int as nothing`;
    for (let i = 0; i < 7; i++) {
      const params = [
        `k${i}`,
        JSON.stringify({ n: i, text: 'ü "quoted"' }),
        i % 2 === 0,
        i * 1000,
        ['a', `b${i}`],
        null,
      ];
      const a = await own.query(sql, params);
      const b = await prepared.query(sql, params);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      expect(b.affectedRows).toBe(1);
      if (i === 0) preparedAfterFirst = stats.prepared;
    }
    // Prepared once, however often it runs.
    expect(stats.prepared).toBe(preparedAfterFirst);
    const arrays = await prepared.query<unknown[]>('select k, doc from p where k = $1', ['k3'], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([['k3', { n: 3, text: 'ü "quoted"' }]]);
    // Custom parsers are applied as PGlite applies them (drizzle keeps dates as text).
    const text = await prepared.query<{ at: unknown }>('select at from p where k = $1', ['k0'], {
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof text.rows[0].at).toBe('string');
  });

  it("applies a query's own parsers to that query only, with PGlite's parsers for every other type", async () => {
    const sql = 'select at, doc, 5::int8 as big, $1::int as n from p where k = $2';
    const own1 = await own.query<Record<string, unknown>>(sql, [1, 'k2'], {
      parsers: { 1184: (v: string) => `tz:${v}` },
    });
    const asText = { 1184: (v: string) => `tz:${v}` };
    const upper = { 1184: (v: string) => `TZ:${v}`, 3802: (v: string) => v.length };
    for (let i = 0; i < 3; i++) {
      // The same parsers object again and again (as the database thread passes it), then another one.
      const a = await prepared.query<Record<string, unknown>>(sql, [1, 'k2'], { parsers: asText });
      // (Each database stamped its own row: `at` differs by a few ms.)
      expect({ ...a.rows[0], at: 0 }).toEqual({ ...own1.rows[0], at: 0 });
      expect(typeof own1.rows[0].at).toBe('string');
      expect(String(a.rows[0].at)).toMatch(/^tz:2\d{3}-/);
      expect(a.rows[0].doc).toEqual({ n: 2, text: 'ü "quoted"' });
      const b = await prepared.query<Record<string, unknown>>(sql, [1, 'k2'], { parsers: upper });
      expect(String(b.rows[0].at)).toMatch(/^TZ:2\d{3}-/);
      expect(typeof b.rows[0].doc).toBe('number');
      expect(b.rows[0].big).toBe(5);
      const plain = await prepared.query<Record<string, unknown>>(sql, [1, 'k2']);
      expect(plain.rows[0].at).toBeInstanceOf(Date);
      expect(plain.rows[0].doc).toEqual({ n: 2, text: 'ü "quoted"' });
    }
  });

  it('throws PostgreSQL errors with their code, and keeps working afterwards', async () => {
    await expect(prepared.query('insert into p (k) values ($1)', ['k1'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(prepared.query('select $1::uuid', ['not a uuid'])).rejects.toMatchObject({ code: '22P02' });
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    const after = await prepared.query<{ n: number }>('select count(*)::int as n from p');
    expect(after.rows).toEqual([{ n: 7 }]);
  });

  it('runs a prepared select * again after its table changed', async () => {
    const before = await prepared.query<Record<string, unknown>>('select * from p where k = $1', ['k2']);
    expect(Object.keys(before.rows[0])).toEqual(['id', 'k', 'doc', 'at']);
    await prepared.exec("alter table p add column extra text default 'x'");
    const after = await prepared.query<Record<string, unknown>>('select * from p where k = $1', ['k2']);
    expect(after.rows[0].extra).toBe('x');
    expect(after.rows[0].k).toBe('k2');
  });

  it('waits for a transaction like PGlite does, and then sees what it committed', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((r) => {
      inserted = r;
    });
    const tx = prepared.transaction(async (t) => {
      await t.query("insert into p (k) values ('in-tx')");
      inserted();
      await held;
      order.push('tx done');
    });
    await insertedInTx;
    const outside = prepared
      .query<{ n: number }>("select count(*)::int as n from p where k = 'in-tx'")
      .then((r) => {
        order.push('outside');
        return r.rows[0].n;
      });
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx done', 'outside']);
  });

  it('skips the no-op filesystem sync on the Node filesystem, and what it wrote is there after reopening', async () => {
    expect(stats.syncsFilesystem).toBe(false); // in memory (open by now)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-prepared-'));
    try {
      const onDisk = await PGlite.create(path.join(dir, 'pg'));
      expect(installPreparedStatements(onDisk).syncsFilesystem).toBe(false);
      await onDisk.exec('create table d (id int primary key, note text)');
      for (let i = 1; i <= 3; i++) {
        const r = await onDisk.query('insert into d values ($1, $2) returning id', [i, `n${i}`]);
        expect(r.rows).toEqual([{ id: i }]);
      }
      await onDisk.close();
      const reopened = await PGlite.create(path.join(dir, 'pg'));
      const rows = await reopened.query('select id, note from d order by id');
      expect(rows.rows).toEqual([1, 2, 3].map((id) => ({ id, note: `n${id}` })));
      await reopened.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
