// PGlite runs PostgreSQL in single-user mode, which has no autovacuum: without this, nothing ever vacuums or
// analyses its tables. A table never vacuumed has no visibility map, so every count reads the whole heap (an
// index-only scan has to visit each row's page: 450–560 ms for a form's 100,000 responses instead of 20–40 ms),
// and no statistics, so the planner guesses. This does what autovacuum would, with autovacuum's default
// thresholds, one table at a time on PGlite's own thread (decision 116) — in short statements, each sent only
// when no respondent's call is waiting (decision 120), since PGlite cannot run anything beside a statement.
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { rowsOf } from './rows.ts';

/** Each table's size and the counts autovacuum's thresholds read (PGlite's statistics start empty each start). */
const TABLES = sql`
  select c.relname as name, c.relpages::int as pages, greatest(c.reltuples, 0)::float8 as tuples,
    (s.last_vacuum is null and c.relpages >= 8 and c.relallvisible < c.relpages / 2) as unmapped,
    coalesce(s.n_dead_tup, 0)::float8 as dead, coalesce(s.n_ins_since_vacuum, 0)::float8 as inserted,
    coalesce(s.n_mod_since_analyze, 0)::float8 as modified
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  left join pg_stat_user_tables s on s.relid = c.oid
  where c.relkind = 'r'
  order by c.relpages`;

type Table = {
  name: string;
  pages: number;
  tuples: number;
  unmapped: boolean;
  dead: number;
  inserted: number;
  modified: number;
};

/** Heap pages read by one statement of the first pass over a table never vacuumed (~8 MB). */
const PAGES_PER_READ = 1_000;

export interface VacuumLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface VacuumPace {
  /** How long the database must have had no call waiting before the next statement is sent. */
  quietMs: number;
  /** The longest wait for such a moment, so that steady traffic cannot put the vacuum off forever. */
  maxWaitMs: number;
}

export class PgliteVacuum {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;
  private stopped = false;
  /**
   * Each table's count of changed rows when this process last analysed it. ANALYZE with a column list (how this
   * analyses, a few columns per statement) does not reset PostgreSQL's own count, so the threshold is taken from here.
   */
  private readonly analysedAt = new Map<string, number>();
  private readonly db: Db;
  private readonly whenIdle: Database['whenIdle'];

  constructor(
    database: Pick<Database, 'db' | 'whenIdle'>,
    private readonly log: VacuumLog,
    /** The first look soon after start (a table filled before it), then one a minute. */
    private readonly timing = { firstMs: 5_000, everyMs: 60_000 },
    private readonly pace: VacuumPace = { quietMs: 100, maxWaitMs: 5_000 },
  ) {
    this.db = database.db;
    this.whenIdle = database.whenIdle;
  }

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

  /** One statement, sent once the database is quiet. */
  private async run(query: SQL) {
    await this.whenIdle(this.pace.quietMs, this.pace.maxWaitMs);
    return this.db.execute(query);
  }

  private async tables(): Promise<Table[]> {
    // A session sends its counts to the shared statistics when idle at most once a second: make the counts of
    // the last second visible to the next statement.
    await this.run(sql`select pg_stat_force_next_flush()`);
    return rowsOf<Table>(await this.run(TABLES));
  }

  /** Vacuums and analyses each table due, smallest first; returns their names. */
  async tick(): Promise<string[]> {
    const due = (await this.tables()).filter(
      (t) =>
        t.unmapped ||
        t.dead > 50 + 0.2 * t.tuples ||
        t.inserted > 1000 + 0.2 * t.tuples ||
        t.modified - (this.analysedAt.get(t.name) ?? 0) > 50 + 0.1 * t.tuples,
    );
    const done: string[] = [];
    for (const table of due) {
      if (this.stopped) break;
      const start = performance.now();
      await this.vacuum(table);
      done.push(table.name);
      this.log.info({ table: table.name, ms: Math.round(performance.now() - start) }, 'pglite vacuum');
    }
    if (done.length > 0) {
      for (const t of await this.tables()) if (done.includes(t.name)) this.analysedAt.set(t.name, t.modified);
    }
    return done;
  }

  /**
   * What `VACUUM (ANALYZE)` does, cut into statements that each hold the thread briefly: a table never vacuumed
   * is first read a slice at a time (the first read of a row marks it committed and rewrites its page, most of
   * a first vacuum's work), then vacuumed, then analysed a few columns at a time.
   */
  private async vacuum(table: Table) {
    const name = sql.identifier(table.name);
    if (table.unmapped) {
      for (let page = 0; page < table.pages && !this.stopped; page += PAGES_PER_READ) {
        const from = `(${page},0)`;
        const to = `(${page + PAGES_PER_READ},0)`;
        await this.run(sql`select count(*) from ${name} where ctid >= ${from}::tid and ctid < ${to}::tid`);
      }
    }
    await this.run(sql`vacuum ${name}`);
    // Fixed-width columns are cheap to analyse together; each variable-width one (JSON, text) on its own.
    const columns = rowsOf<{ name: string; fixed: boolean }>(
      await this.run(sql`
        select attname as name, attlen > 0 as fixed from pg_attribute
        where attrelid = ${table.name}::regclass and attnum > 0 and not attisdropped order by attnum`),
    );
    const groups = [
      columns.filter((c) => c.fixed).map((c) => c.name),
      ...columns.filter((c) => !c.fixed).map((c) => [c.name]),
    ].filter((g) => g.length > 0);
    for (const group of groups) {
      if (this.stopped) return;
      const list = sql.join(
        group.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await this.run(sql`analyze ${name} (${list})`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }
}
