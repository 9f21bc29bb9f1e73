// Data migration of theme values: what the stricter theme schema would refuse is removed, so every stored form still parses.
import type { PGlite } from '@electric-sql/pglite';
import { safeNormalizeConfig } from '@forms-engine/model';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const cleanup = migrationIndex("#- '{theme,colors,primary}'");

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(cleanup);
});
afterAll(() => db.close());

const steps = [{ type: 'textbox', title: 'Anything else?' }];

it('removes refused colours, fonts and weights from drafts, live versions and history, and keeps valid ones', async () => {
  expect(cleanup).toBeGreaterThan(0);
  const probe = {
    steps,
    theme: {
      colors: {
        primary: 'red;} body{background:url(//evil.example)}',
        secondary: 'Blue',
        accent: '#abc',
        text: { dark: '#111827', light: 12, muted: 'expression(x)' },
        background: { white: '#ffffff' },
      },
      font: { family: 'Comic Sans', size: 'large', weight: '9000' },
    },
  };
  const good = { steps, theme: { colors: { primary: '#10b981' }, font: { family: 'inter', weight: 600 } } };
  await db.query(
    "insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', 'x')",
  );
  await db.query(
    'insert into forms (id, user_id, label, config, published_config) values (1, 1, $1, $2, $2), (2, 1, $3, $4, $4)',
    ['Probe', JSON.stringify(probe), 'Good', JSON.stringify(good)],
  );
  await db.query(
    'insert into form_versions (form_id, version, config, label, published_at) values (1, 1, $1, $2, now())',
    [JSON.stringify(probe), 'Probe'],
  );

  await applyMigration(db, cleanup);

  const expected = {
    colors: {
      secondary: 'Blue',
      accent: '#abc',
      text: { dark: '#111827' },
      background: { white: '#ffffff' },
    },
    font: { size: 'large' },
  };
  const forms = await db.query<{
    id: number;
    config: { theme: unknown };
    published_config: { theme: unknown };
  }>('select id, config, published_config from forms order by id');
  expect(forms.rows[0].config.theme).toEqual(expected);
  expect(forms.rows[0].published_config.theme).toEqual(expected);
  expect(forms.rows[1].config).toEqual(good);
  const version = await db.query<{ config: { theme: unknown } }>('select config from form_versions');
  expect(version.rows[0].config.theme).toEqual(expected);
  for (const row of forms.rows) expect(safeNormalizeConfig(row.published_config).ok).toBe(true);
  expect(safeNormalizeConfig(probe).ok).toBe(false);
});
