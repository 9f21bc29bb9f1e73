// Data migration of domain ownership: domains in use before it existed go to the account whose form used them first.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const claims = migrationIndex('CREATE TABLE "domain_claims"');

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(claims);
});
afterAll(() => db.close());

it('gives each domain in use to the owner of its oldest form (aliases count), case and trailing dot ignored', async () => {
  expect(claims).toBeGreaterThan(0);
  await db.exec(`
    insert into users (id, username, email, password_hash) values
      (1, 'ada', 'ada@example.com', 'x'), (2, 'bob', 'bob@example.com', 'x'), (3, 'cy', 'cy@example.com', 'x');
    insert into forms (id, user_id, label, domain, config, created_at) values
      (10, 2, 'Late', 'shop.example', '{"steps":[]}', '2026-03-01'),
      (11, 1, 'Early', 'SHOP.example.', '{"steps":[]}', '2026-01-01'),
      (12, 3, 'Renamed', 'other.example', '{"steps":[]}', '2026-02-01'),
      (13, 2, 'Plain', 'other.example', '{"steps":[]}', '2026-02-15'),
      (14, 2, 'No domain', '', '{"steps":[]}', '2025-01-01');
    update forms set domain = 'moved.example' where id = 12;
    insert into form_aliases (form_id, user_id, language, label, domain) values (12, 3, 'en', 'Renamed', 'other.example');`);

  await applyMigration(db, claims);

  const rows = await db.query<{ domain: string; user_id: number; holder: boolean; token: string }>(
    'select domain, user_id, holder, token from domain_claims order by domain',
  );
  expect(rows.rows.map(({ domain, user_id, holder }) => ({ domain, user_id, holder }))).toEqual([
    { domain: 'moved.example', user_id: 3, holder: true },
    { domain: 'other.example', user_id: 3, holder: true },
    { domain: 'shop.example', user_id: 1, holder: true },
  ]);
  for (const r of rows.rows) expect(r.token).toMatch(/^[0-9a-f]{32}$/);
});
