// Hot statements as named prepared statements. Drizzle's `db.execute(sql)` runs raw SQL unprepared, and the
// postgres-js driver then sends every statement that has parameters in two round trips (Parse + Describe, wait for
// the parameter types, then Bind + Execute), and PostgreSQL parses and plans it every time. A prepared statement
// is described once per connection; after that each execution is one round trip (Bind + Execute), and
// PostgreSQL reuses the parse and, once it has seen the statement a few times, a generic plan.
// Use it only for statements whose text is fixed (values as parameters, no lists of varying length): each
// distinct text stays prepared on every connection that ran it. PGlite runs it as `execute` does.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** `db.execute(query)` as a named prepared statement; the result has the same shape (rows via `rowsOf`). */
export function executePrepared(db: Pick<Db, '_'>, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  // postgres-js prepares a query when Drizzle gives it a name; the name itself is not used.
  return db._.session.prepareQuery(built, undefined, 'prepared', false).execute();
}
