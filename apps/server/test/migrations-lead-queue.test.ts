// Migration 0017: submissions still pending under the old flag keep their place in the new lead
// queue, so an upgrade loses no new-lead e-mail nor count.
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const queue = migrationIndex('CREATE TABLE "lead_queue"');

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(queue, { extensions: { pg_trgm } });
});
afterAll(() => db.close());

it('moves every pending submission into lead_queue, with its form and whether it had a session, and drops the flag', async () => {
  expect(queue).toBeGreaterThan(0);
  await db.exec(`
    insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', 'x');
    insert into forms (id, user_id, label, config) values (10, 1, 'A', '{"steps":[]}'), (11, 1, 'B', '{"steps":[]}');
    insert into answer_sessions (id, form_id, session_no) values ('s-1', 10, 1), ('s-2', 10, 2);
    insert into responses (id, form_id, session_id, response, lead_pending) values
      (1, 10, 's-1', '{"a":1}', true),
      (2, 10, 's-2', '{"a":2}', false),
      (3, 11, null, '{"a":3}', true),
      (4, 11, null, null, false);`);

  await applyMigration(db, queue);

  const rows = await db.query<{ response_id: number; form_id: number; sessionless: boolean }>(
    'select response_id, form_id, sessionless from lead_queue order by response_id',
  );
  expect(rows.rows).toEqual([
    { response_id: 1, form_id: 10, sessionless: false },
    { response_id: 3, form_id: 11, sessionless: true },
  ]);
  const flag = await db.query<{ n: number }>(
    "select count(*)::int as n from information_schema.columns where table_name = 'responses' and column_name = 'lead_pending'",
  );
  expect(flag.rows).toEqual([{ n: 0 }]);
  // A deleted response takes its queue entry with it.
  await db.exec('delete from responses where id = 3');
  expect((await db.query('select response_id from lead_queue')).rows).toEqual([{ response_id: 1 }]);
});
