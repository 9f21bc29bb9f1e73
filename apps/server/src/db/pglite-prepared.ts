// Prepared statements for PGlite. Its own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six
// separate calls into the WebAssembly backend and parses and plans the SQL every time. This `query` prepares
// each statement text once (a named statement, as postgres-js does on PostgreSQL), then runs it with one call:
// Bind, Describe, Execute and Sync in one buffer. Parameters are serialized and results parsed by PGlite's own
// functions, so answers and errors are the same as from PGlite's `query`. (prepared.ts is the PostgreSQL side of
// the same idea, for the hot statements; on PGlite every statement outside a transaction takes this path.)
import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';

/** Statement texts kept prepared; past this (SQL built with varying text), queries take PGlite's own path. */
const MAX_PREPARED = 500;

type Exclusive = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * PGlite's `parseResults` copies the client's whole parser table (one entry per type, arrays included) into a new
 * object whenever a query brings parsers of its own — and drizzle brings some on every query (dates kept as text).
 * Profiled under load that copy was a sixth of the database thread's time. The same lookups are served by an
 * object that has the query's parsers and inherits the rest, built once per parsers object.
 */
function parsersWith(
  base: Record<number, unknown>,
  overrides: Record<number, unknown>,
  cache: WeakMap<object, { base: object; merged: Record<number, unknown> }>,
) {
  const hit = cache.get(overrides);
  if (hit && hit.base === base) return hit.merged;
  const merged = Object.assign(Object.create(base) as Record<number, unknown>, overrides);
  cache.set(overrides, { base, merged });
  return merged;
}

/** Replaces `client.query` (outside transactions) with the prepared path. Returns how many statements are prepared. */
export function installPreparedStatements(client: PGlite): {
  readonly prepared: number;
  /** Whether each statement still runs PGlite's filesystem sync (false on the Node filesystem and in memory). */
  readonly syncsFilesystem: boolean;
} {
  const { serialize } = protocol;
  const own = client.query.bind(client);
  const exclusive = client as unknown as Exclusive;
  const statements = new Map<string, { name: string; types: number[] }>();
  const merged = new WeakMap<object, { base: object; merged: Record<number, unknown> }>();
  // After each statement PGlite "syncs" its filesystem under a lock (for IndexedDB and OPFS, which keep the
  // database in memory). On the Node filesystem and in memory that sync does nothing — writes go straight to
  // the files — so the lock and its promise turns are skipped there; other filesystems keep the sync.
  // (Decided once PGlite is open: a client made with `new PGlite()` has no filesystem until then.)
  let syncToFs: boolean | undefined;
  const needsSync = (): boolean => {
    if (syncToFs !== undefined) return syncToFs;
    const sync = (client as unknown as { fs?: { syncToFs?: unknown } }).fs?.syncToFs;
    if (sync === undefined) return true;
    syncToFs = !/^async syncToFs\([^)]*\)\s*\{\s*\}$/.test(String(sync));
    return syncToFs;
  };
  /** Names are never reused: a forgotten statement stays prepared under its old name. */
  let named = 0;

  client.query = (async (sql: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.paramTypes || options?.blob || options?.serializers) return own(sql, params, options);
    const known = statements.get(sql);
    if (!known && statements.size >= MAX_PREPARED) return own(sql, params, options);
    return run(sql, known, params, options).catch((err) => {
      // A table changed under a prepared `select *` ("cached plan must not change result type"): forget it.
      if ((err as { code?: string }).code !== '0A000' || !statements.delete(sql)) throw err;
      return own(sql, params, options);
    });
  }) as typeof client.query;

  const run = (
    sql: string,
    known: { name: string; types: number[] } | undefined,
    params: unknown[],
    options: QueryOptions | undefined,
  ) =>
    exclusive._runExclusiveTransaction(() =>
      exclusive._runExclusiveQuery(async () => {
        // Looked up again under the lock: the same text may have been prepared while this call waited.
        let statement = known ?? statements.get(sql);
        if (!statement) {
          const name = `fe_${++named}`;
          const described = await client.execProtocol(
            concat([
              serialize.parse({ name, text: sql }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            ]),
          );
          statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
          statements.set(sql, statement);
        }
        const types = statement.types;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        const ran = await client.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: needsSync() },
        );
        if (!options?.parsers) return parse.parseResults(ran.messages, client.parsers, options)[0];
        const parsers = parsersWith(client.parsers, options.parsers, merged);
        return parse.parseResults(ran.messages, parsers as typeof client.parsers, {
          rowMode: options.rowMode,
        })[0];
      }),
    );
  return {
    get prepared() {
      return statements.size;
    },
    get syncsFilesystem() {
      return needsSync();
    },
  };
}
