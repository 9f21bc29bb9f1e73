// A scheduled `VACUUM (ANALYZE)` for the embedded PGlite, which runs PostgreSQL in single-user mode, without
// autovacuum: a table never vacuumed has no visibility map (a count reads every heap page instead of the index
// alone) and no statistics (the planner guesses), and dead rows are never reclaimed.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Often enough for a trial or a small business's database; on a table mostly unchanged it is a short pause. */
const EVERY_MS = 10 * 60_000;

export class PgliteVacuum {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly warn: (err: unknown) => void,
    private readonly everyMs = EVERY_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.running) void this.run();
    }, this.everyMs);
    this.timer.unref();
  }

  /** Vacuums and analyses every table now; a failure is reported, not thrown. */
  run(): Promise<void> {
    this.running = this.db
      .execute(sql`vacuum (analyze)`)
      .then(
        () => undefined,
        (err) => this.warn(err),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
