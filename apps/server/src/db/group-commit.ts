// Group commit for the embedded PGlite: transactions commit without waiting for the WAL (synchronous_commit=off),
// and every write call resolves only after one shared flush has made it durable — so concurrent writers share
// one WAL write instead of paying one each, and no caller ever hears "done" before the data is on disk.
import type { PGlite } from '@electric-sql/pglite';
import { isFirstInLine } from './first-in-line.ts';
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
  /** Calls marked first in line that went to PGlite ahead of unmarked calls waiting before them (for tests). */
  readonly leadsFirst: number;
}

/** A call waiting for its turn at PGlite. */
type Turn = { go: () => void };

/**
 * One top-level statement, transaction or flush at a time goes to PGlite (which runs one at a time anyway), and
 * the next to go is the oldest call marked first in line (a submission, first-in-line.ts), else the oldest of
 * the rest. PGlite's own queue is first come, first served: a submission that arrived behind a few batches of
 * temporary saves and sessions waited for all of them, and then for a flush queued behind them too.
 */
class Turns {
  private holding = false;
  private readonly first: Turn[] = [];
  private readonly rest: Turn[] = [];
  /** Calls marked first in line that went ahead of unmarked calls already waiting. */
  leadsFirst = 0;

  /** Resolves when it is this call's turn; `promote` moves the waiting call to the first lane. */
  wait(lead: boolean): { ready: Promise<void>; promote: () => void } {
    let turn: Turn | null = null;
    const ready = new Promise<void>((go) => {
      if (!this.holding) {
        this.holding = true;
        go();
        return;
      }
      turn = { go };
      (lead ? this.first : this.rest).push(turn);
    });
    const promote = () => {
      const i = turn ? this.rest.indexOf(turn) : -1;
      if (i < 0 || !turn) return;
      this.rest.splice(i, 1);
      this.first.push(turn);
    };
    return { ready, promote };
  }

  done() {
    const lead = this.first.shift();
    if (lead && this.rest.length > 0) this.leadsFirst++;
    const next = lead ?? this.rest.shift();
    if (next) next.go();
    else this.holding = false;
  }

  async run<T>(lead: boolean, fn: () => Promise<T>): Promise<T> {
    await this.wait(lead).ready;
    try {
      return await fn();
    } finally {
      this.done();
    }
  }
}

/**
 * Wraps the client's query, exec and transaction so write calls resolve after a flush. Flushes coalesce: a
 * call that arrives before the next flush has its turn shares it; one that arrives while a flush is running
 * waits for the next, which then covers every caller that queued behind it. The flush takes its turn in the
 * first lane when a call marked first in line waits for it, so a submission is not answered after the saves
 * queued before it. (Queries inside a transaction use PGlite's internal path and are not wrapped: the
 * transaction as a whole waits once, after COMMIT.)
 */
export async function installGroupCommit(client: PGlite): Promise<GroupCommit> {
  await client.exec(`
    create table if not exists ${FLUSH_TABLE} (id integer primary key, flushes bigint not null default 0);
    insert into ${FLUSH_TABLE} (id) values (1) on conflict do nothing;`);
  const rawQuery = client.query.bind(client);
  const rawExec = client.exec.bind(client);
  const rawTransaction = client.transaction.bind(client);
  const wal = walSyncsOf(client);
  const turns = new Turns();
  /** The flush that has started (its statement or its WAL sync), and the one not yet started, which callers join. */
  let running: Promise<void> | null = null;
  let next: { done: Promise<void>; lead: boolean; promote: () => void } | null = null;
  let flushes = 0;

  // A flush starts one event-loop turn after the first write that asks for it (or after the running flush), so
  // the writes of that turn (requests that arrived together) commit first and share it.
  const flush = (lead = false): Promise<void> => {
    if (next) {
      if (lead && !next.lead) {
        next.lead = true;
        next.promote();
      }
      return next.done;
    }
    const entry = { done: Promise.resolve(), lead, promote: () => {} };
    const start = running ? running.catch(() => undefined) : yieldToEventLoop();
    entry.done = start.then(async () => {
      const turn = turns.wait(entry.lead);
      entry.promote = turn.promote;
      await turn.ready;
      // From here on a commit may come after this flush's: later callers wait for the next one.
      if (next === entry) next = null;
      running = entry.done;
      flushes++;
      try {
        try {
          await rawExec(FLUSH_SQL);
        } finally {
          turns.done();
        }
        // On disk the WAL sync runs in the background (pglite-durable-fs.ts); callers hear back once it is done.
        await wal?.sync();
      } finally {
        if (running === entry.done) running = null;
      }
    });
    next = entry;
    return entry.done;
  };

  client.query = (async (query: string, params?: unknown[], options?: unknown) => {
    const lead = isFirstInLine();
    await yieldToEventLoop();
    const result = await turns.run(lead, () => rawQuery(query, params as never, options as never));
    if (!isReadOnlyStatement(query)) await flush(lead);
    return result;
  }) as typeof client.query;
  client.exec = (async (query: string, options?: unknown) => {
    const lead = isFirstInLine();
    await yieldToEventLoop();
    const result = await turns.run(lead, () => rawExec(query, options as never));
    if (!isReadOnlyStatement(query)) await flush(lead);
    return result;
  }) as typeof client.exec;
  client.transaction = (async (fn: Parameters<typeof client.transaction>[0]) => {
    const lead = isFirstInLine();
    await yieldToEventLoop();
    const result = await turns.run(lead, () => rawTransaction(fn));
    await flush(lead);
    return result;
  }) as typeof client.transaction;

  return {
    flush: () => flush(),
    get flushes() {
      return flushes;
    },
    get leadsFirst() {
      return turns.leadsFirst;
    },
  };
}
