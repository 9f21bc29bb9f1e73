// Group commit for the embedded PGlite: transactions commit without waiting for the WAL (synchronous_commit=off),
// and every write call resolves only after one shared flush has made it durable — so concurrent writers share
// one WAL write instead of paying one each, and no caller ever hears "done" before the data is on disk.
import type { PGlite } from '@electric-sql/pglite';
import { walSyncsOf } from './pglite-durable-fs.ts';

/**
 * A statement that cannot change data. Anything else — including WITH queries and SELECTs that lock rows or
 * call nextval/setval/pg_notify/advisory locks — counts as a write and waits for the flush.
 */
export function isReadOnlyStatement(sql: string): boolean {
  if (!/^\s*select\b/i.test(sql)) return false;
  return !/\b(for\s+(update|no\s+key\s+update|share|key\s+share)|nextval|setval|pg_notify|pg_advisory\w*)\b/i.test(
    sql,
  );
}

/**
 * Forces the WAL to disk: a transaction that writes a WAL record (a one-row counter) commits synchronously,
 * which flushes every earlier commit's record too. (A transaction that only takes an id writes no record and
 * would not flush.)
 */
const FLUSH_TABLE = 'pglite_group_commit';
const FLUSH_SQL = `begin; set local synchronous_commit = on; update ${FLUSH_TABLE} set flushes = flushes + 1; commit;`;

/**
 * Each call starts after one pass of the event loop (setImmediate): requests that arrived together queue
 * their statements together, and I/O (lookups served from memory, new connections) gets a turn in between.
 * Measured under 200 writers: about twice the journeys and a fifth of the lookup p99 (docs/decisions.md).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface GroupCommit {
  /** Resolves once every commit that finished before this call is durable. */
  flush(): Promise<void>;
  /** Flushes run so far (for tests and benchmarks). */
  readonly flushes: number;
}

/**
 * Wraps the client's query, exec and transaction so write calls resolve after a flush. Flushes coalesce: a
 * call that arrives while one is running waits for the next, which then covers every caller that queued
 * behind it. (Queries inside a transaction use PGlite's internal path and are not wrapped: the transaction
 * as a whole waits once, after COMMIT.)
 */
export async function installGroupCommit(client: PGlite): Promise<GroupCommit> {
  await client.exec(`
    create table if not exists ${FLUSH_TABLE} (id integer primary key, flushes bigint not null default 0);
    insert into ${FLUSH_TABLE} (id) values (1) on conflict do nothing;`);
  const rawQuery = client.query.bind(client);
  const rawExec = client.exec.bind(client);
  const rawTransaction = client.transaction.bind(client);
  const wal = walSyncsOf(client);
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let flushes = 0;

  const runFlush = (): Promise<void> => {
    flushes++;
    // On disk the flush's WAL sync runs in the background (pglite-durable-fs.ts); callers hear back once it is done.
    const p = rawExec(FLUSH_SQL).then(() => wal?.sync());
    running = p;
    const clear = () => {
      if (running === p) running = null;
    };
    p.then(clear, clear);
    return p;
  };

  // A flush starts one event-loop turn after the first write that asks for it, so the writes of that turn
  // (requests that arrived together) commit first and share it; later ones wait for the next flush.
  let scheduled: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    if (scheduled) return scheduled;
    // A flush already under way may have started before our commit: wait for it, then share the next one.
    if (running) {
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return runFlush();
        });
      return next;
    }
    scheduled = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      scheduled = null;
      return runFlush();
    });
    return scheduled;
  };

  client.query = (async (query: string, params?: unknown[], options?: unknown) => {
    await yieldToEventLoop();
    const result = await rawQuery(query, params as never, options as never);
    if (!isReadOnlyStatement(query)) await flush();
    return result;
  }) as typeof client.query;
  client.exec = (async (query: string, options?: unknown) => {
    await yieldToEventLoop();
    const result = await rawExec(query, options as never);
    if (!isReadOnlyStatement(query)) await flush();
    return result;
  }) as typeof client.exec;
  client.transaction = (async (fn: Parameters<typeof client.transaction>[0]) => {
    await yieldToEventLoop();
    const result = await rawTransaction(fn);
    await flush();
    return result;
  }) as typeof client.transaction;

  return {
    flush,
    get flushes() {
      return flushes;
    },
  };
}
