// The lead-number migration: responses already submitted are numbered 1, 2, 3 … per form by creation order, the
// incomplete ones get none, and each form's counter starts after its highest number.
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const index = migrationIndex('CREATE TABLE "form_lead_numbers"');

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(index, { extensions: { pg_trgm } });
});
afterAll(() => db?.close());

it('numbers the submitted responses of each form by creation order and starts the counters after them', async () => {
  expect(index).toBeGreaterThan(0);
  await db.query(
    "insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', 'x')",
  );
  await db.query(
    `insert into forms (id, user_id, label, config) values (1, 1, 'Roof', '{"steps":[]}'), (2, 1, 'Solar', '{"steps":[]}')`,
  );
  // Ids out of creation order on purpose: the number follows when a response was made.
  await db.query(`insert into responses (id, form_id, response, temp_response, created_at) values
    (10, 1, '{"a":1}', null, '2026-01-03'),
    (11, 1, '{"a":2}', null, '2026-01-01'),
    (12, 1, null, '{"a":3}', '2026-01-02'),
    (13, 2, '{"a":4}', null, '2026-01-05'),
    (14, 1, '{"a":5}', null, '2026-01-04')`);

  await applyMigration(db, index);

  const numbers = await db.query<{ id: number; lead_no: number | null }>(
    'select id, lead_no from responses order by id',
  );
  expect(numbers.rows).toEqual([
    { id: 10, lead_no: 2 },
    { id: 11, lead_no: 1 },
    { id: 12, lead_no: null },
    { id: 13, lead_no: 1 },
    { id: 14, lead_no: 3 },
  ]);
  const counters = await db.query('select form_id, last_no from form_lead_numbers order by form_id');
  expect(counters.rows).toEqual([
    { form_id: 1, last_no: 3 },
    { form_id: 2, last_no: 1 },
  ]);
});
