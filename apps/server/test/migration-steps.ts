// The data-migration tests' database: PGlite with the migrations before the one under test applied, so a test can
// store rows in the old shape and then run that migration on them.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

const dir = path.resolve(import.meta.dirname, '../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const sqlOf = (tag: string) => fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8');

/** The journal index of the first migration whose SQL contains `marker` (-1 when none does). */
export function migrationIndex(marker: string): number {
  return tags.findIndex((t) => sqlOf(t).includes(marker));
}

/** One round trip per migration file: its statements end in semicolons, the breakpoints are comments. */
export async function applyMigration(db: PGlite, index: number): Promise<void> {
  await db.exec(sqlOf(tags[index]).replaceAll('--> statement-breakpoint', ''));
}

/**
 * A new in-memory PGlite with every migration before `index` applied. Starting PGlite and building the schema
 * take seconds on a loaded machine: call it in a `beforeAll` hook.
 */
export async function pgliteUpTo(index: number, options: PGliteOptions = {}): Promise<PGlite> {
  const db = await PGlite.create(options);
  for (const i of tags.slice(0, index).keys()) await applyMigration(db, i);
  return db;
}
