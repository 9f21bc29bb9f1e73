// Data migration of form colours: the colour respondents saw (the form's column) is written into every stored config.
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const index = migrationIndex("A form's colour now lives in its config");

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(index, { extensions: { pg_trgm } });
});
afterAll(() => db?.close());

const steps = [{ type: 'textbox', title: 'Anything else?' }];

it('writes the live colour into drafts, live configs and kept versions, keeping the rest of the theme', async () => {
  expect(index).toBeGreaterThan(0);
  const themed = {
    steps,
    theme: { colors: { primary: '#10b981', accent: '#abc' }, font: { family: 'Inter' } },
  };
  const plain = { steps, theme: 'not an object' };
  await db.query(
    "insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', 'x')",
  );
  await db.query(
    `insert into forms (id, user_id, label, color, config, published_config) values
      (1, 1, 'Orange', '#f97316', $1, $1), (2, 1, 'Draft', '#224466', $2, null), (3, 1, 'Odd', '#123456', '"x"', null)`,
    [JSON.stringify(themed), JSON.stringify(plain)],
  );
  await db.query(
    'insert into form_versions (form_id, version, config, label, published_at) values (1, 1, $1, $2, now())',
    [JSON.stringify({ steps }), 'Orange'],
  );

  await applyMigration(db, index);

  const forms = await db.query<{ id: number; config: unknown; published_config: unknown }>(
    'select id, config, published_config from forms order by id',
  );
  const orange = {
    steps,
    theme: { colors: { primary: '#f97316', accent: '#abc' }, font: { family: 'Inter' } },
  };
  expect(forms.rows).toEqual([
    { id: 1, config: orange, published_config: orange },
    { id: 2, config: { steps, theme: { colors: { primary: '#224466' } } }, published_config: null },
    { id: 3, config: 'x', published_config: null },
  ]);
  const versions = await db.query<{ config: unknown }>('select config from form_versions');
  expect(versions.rows).toEqual([{ config: { steps, theme: { colors: { primary: '#f97316' } } } }]);
});
