// Fixed-window counters in the database, shared by every app instance.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Limiter {
  /** Adds one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Count in the current window without adding. */
  peek(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createLimiter(db: Db): Limiter {
  return {
    async hit(key, windowMs) {
      const seconds = windowMs / 1000;
      const rows = await db.execute<{ count: number }>(sql`
        insert into rate_counters (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when rate_counters.window_start < now() - make_interval(secs => ${seconds}) then 1 else rate_counters.count + 1 end,
          window_start = case when rate_counters.window_start < now() - make_interval(secs => ${seconds}) then now() else rate_counters.window_start end
        returning count`);
      return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 1);
    },
    async peek(key, windowMs) {
      const seconds = windowMs / 1000;
      const rows = await db.execute<{ count: number }>(sql`
        select count from rate_counters where key = ${key} and window_start >= now() - make_interval(secs => ${seconds})`);
      return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
  };
}

/** PGlite returns {rows}, postgres-js returns an array: one accessor for both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}
