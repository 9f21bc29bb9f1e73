// Hot statements as named prepared statements. Drizzle's `db.execute(sql)` runs raw SQL unprepared, and the
// postgres-js driver then sends every statement that has parameters in two round trips (Parse + Describe, wait for
// the parameter types, then Bind + Execute), and PostgreSQL parses and plans it every time. A prepared statement
// is described once per connection; after that each execution is one round trip (Bind + Execute), and
// PostgreSQL reuses the parse and, once it has seen the statement a few times, a generic plan.
// Use it only for statements whose text is fixed (values as parameters, no lists of varying length): each
// distinct text stays prepared on every connection that ran it. PGlite runs it as `execute` does.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A hot statement whose SQL text is built once: `build` gets a placeholder for each named value and returns the
 * statement; every call then binds `values` in the order their placeholders appear and runs it as a named
 * prepared statement — without building and rendering the query again (which was
 * about a twentieth of the server's CPU on the respondents' write path). Every value must come in through a
 * placeholder: a literal value in the template would be bound once for ever, so building throws on one.
 */
export function hotStatement<K extends string>(
  build: (v: Record<K, SQL>) => SQL,
): (db: Pick<Db, '_'>, values: Record<K, unknown>) => Promise<unknown> {
  let built: { sql: string; order: K[] } | null = null;
  return (db, values) => {
    if (!built) {
      const tags = new Map<string, K>();
      const v = new Proxy({} as Record<K, SQL>, {
        get: (_, key) => {
          const tag = `\u0000hot:${String(key)}`;
          tags.set(tag, key as K);
          return sql`${tag}`;
        },
      });
      const query = dialect.sqlToQuery(build(v));
      const order = query.params.map((p) => {
        const key = typeof p === 'string' ? tags.get(p) : undefined;
        if (key === undefined) throw new Error('hotStatement: a value in the statement is not a placeholder');
        return key;
      });
      built = { sql: query.sql, order };
    }
    const params = built.order.map((k) => values[k]);
    return db._.session.prepareQuery({ sql: built.sql, params }, undefined, 'prepared', false).execute();
  };
}
