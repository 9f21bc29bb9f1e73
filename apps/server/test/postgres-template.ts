// On PostgreSQL (DATABASE_URL set, CI's second pass) each test server gets a database of its own, copied from one
// migrated template, as each gets its own in-memory PGlite otherwise. A shared database let one file's instances
// claim another file's delivery jobs (with other fakes and retry settings) and count its mail and rate limits.
import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template database on DATABASE_URL's server; empty on PGlite. */
    postgresTemplate: string;
  }
}

async function admin<T>(base: string, run: (sql: import('postgres').Sql) => Promise<T>): Promise<T> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(base, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

const urlOf = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide('postgresTemplate', '');
    return async () => {};
  }
  const run = crypto.randomUUID().replaceAll('-', '').slice(0, 10);
  const template = `fe_tpl_${run}`;
  await admin(base, (sql) => sql.unsafe(`create database ${template}`));
  const database = await openDatabase({ databaseUrl: urlOf(base, template), dataDir: '' });
  await database.close();
  project.provide('postgresTemplate', template);
  return () =>
    admin(base, async (sql) => {
      // The template, and the copies of servers a failed test left open.
      const names = await sql<{ datname: string }[]>`
        select datname from pg_database where datname like ${`fe_t%${run}%`}`;
      for (const { datname } of names) await sql.unsafe(`drop database if exists ${datname} with (force)`);
    });
}

/** A fresh copy of the template for one server, and how to drop it; undefined on PGlite. */
export async function postgresCopy(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!base || !template) return undefined;
  const name = `fe_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}_${template.slice('fe_tpl_'.length)}`;
  await admin(base, (sql) => sql.unsafe(`create database ${name} template ${template}`));
  return {
    url: urlOf(base, name),
    async drop() {
      await admin(base, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
    },
  };
}
