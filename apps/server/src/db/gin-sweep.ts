// Empties the submitted answers' trigram index's pending list in the background, so no submission pays for it.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { ANSWERS_SEARCH_INDEX } from './schema.ts';

/**
 * A GIN index with `fastupdate` (the default) collects new entries in a pending list; the insert that finds the
 * list past `gin_pending_list_limit` (4 MB: about 700 submissions' trigrams) moves it all into the index itself,
 * inside its own statement — a stall of a few hundred milliseconds for that submission batch.
 * After every `every` submissions this instance cleans the list itself with `gin_clean_pending_list`, one
 * cleanup at a time, on a pool connection of its own: inserts go on appending meanwhile (a cleanup holds the
 * index's cleanup lock, so an insert that finds the list full skips the cleanup instead of waiting for it).
 */
export class PendingListSweeper {
  private since = 0;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** Cleanups run (for tests and the benchmark). */
  readonly stats = { sweeps: 0, failures: 0 };

  constructor(
    private readonly db: Db,
    private readonly warn: (err: unknown) => void,
    private readonly every = 100,
  ) {}

  /** `n` submissions were stored (their trigrams went into the pending list). */
  note(n = 1) {
    this.since += n;
    this.sweepIfDue();
  }

  /** A cleanup when `every` submissions came since the last one began, and none is running. */
  private sweepIfDue() {
    if (this.since < this.every || this.running || this.stopped) return;
    this.since = 0;
    this.running = this.db
      .execute(sql`select gin_clean_pending_list(${ANSWERS_SEARCH_INDEX}::regclass)`)
      .then(
        () => {
          this.stats.sweeps++;
        },
        (err) => {
          this.stats.failures++;
          this.warn(err);
        },
      )
      .finally(() => {
        this.running = null;
        this.sweepIfDue();
      });
  }

  async stop() {
    this.stopped = true;
    await this.running;
  }
}
