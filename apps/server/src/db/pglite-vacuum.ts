// PGlite runs PostgreSQL in single-user mode, which has no autovacuum: without this, nothing ever vacuums or
// analyses its tables. A table never vacuumed has no visibility map, so every count reads the whole heap (an
// index-only scan has to visit each row's page: 450–560 ms for a form's 100,000 responses instead of 20–40 ms),
// and no statistics, so the planner guesses. This does what autovacuum would, with autovacuum's default
// thresholds, one table at a time on PGlite's own thread (decision 116).
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * The tables due: those whose rows changed past autovacuum's default thresholds since this process last
 * vacuumed them (PGlite's statistics start from nothing at each start), and those not vacuumed since this start
 * whose visibility map was mostly unset when last measured (a table filled before this start).
 */
const DUE = sql`
  select c.relname as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  left join pg_stat_user_tables s on s.relid = c.oid
  where c.relkind = 'r' and (
    coalesce(s.n_dead_tup, 0) > 50 + 0.2 * greatest(c.reltuples, 0)
    or coalesce(s.n_ins_since_vacuum, 0) > 1000 + 0.2 * greatest(c.reltuples, 0)
    or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)
    or (s.last_vacuum is null and c.relpages >= 8 and c.relallvisible < c.relpages / 2)
  )
  order by c.relpages`;

export interface VacuumLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export class PgliteVacuum {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: VacuumLog,
    /** The first look soon after start (a table filled before it), then one a minute. */
    private readonly timing = { firstMs: 5_000, everyMs: 60_000 },
  ) {}

  start(): void {
    this.schedule(this.timing.firstMs);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
      void this.running
        .catch((err) => this.log.error({ err }, 'pglite vacuum failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.timing.everyMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Vacuums and analyses each table due, smallest first; returns their names. */
  async tick(): Promise<string[]> {
    // A session sends its counts to the shared statistics when idle at most once a second: make the counts of
    // the last second visible to the next statement.
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const due = rowsOf<{ name: string }>(await this.db.execute(DUE)).map((r) => r.name);
    const done: string[] = [];
    for (const name of due) {
      if (this.stopped) break;
      const start = performance.now();
      await this.db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      done.push(name);
      this.log.info({ table: name, ms: Math.round(performance.now() - start) }, 'pglite vacuum');
    }
    return done;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }
}
