// Data migrations: forms stored before drafts existed come out of the upgrade live, as published version 1.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, migrationIndex, pgliteUpTo } from './migration-steps.ts';

const drafts = migrationIndex('ADD COLUMN "published_config"');

let db: PGlite;
beforeAll(async () => {
  db = await pgliteUpTo(drafts);
});
afterAll(() => db.close());

describe('the drafts-and-versions migration', () => {
  it('publishes every existing form as version 1 by its owner, at its last update', async () => {
    expect(drafts).toBeGreaterThan(0);
    await db.exec(`
      insert into users (id, username, email, password_hash) values (7, 'ada', 'ada@example.com', 'x');
      insert into forms (id, user_id, label, config, updated_at)
        values (41, 7, 'Solar', '{"steps":[{"type":"textbox","title":"Hi"}]}', '2026-01-02T03:04:05Z');`);

    await applyMigration(db, drafts);

    const form = await db.query<Record<string, unknown>>(
      'select published_config, published_version, published_at from forms where id = 41',
    );
    expect(form.rows[0]).toMatchObject({
      published_config: { steps: [{ type: 'textbox', title: 'Hi' }] },
      published_version: 1,
      published_at: new Date('2026-01-02T03:04:05Z'),
    });
    const versions = await db.query<Record<string, unknown>>(
      'select form_id, version, label, published_by, config from form_versions',
    );
    expect(versions.rows).toEqual([
      {
        form_id: 41,
        version: 1,
        label: 'Solar',
        published_by: 7,
        config: { steps: [{ type: 'textbox', title: 'Hi' }] },
      },
    ]);
  });
});
