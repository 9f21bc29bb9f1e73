// Fixed-window request counters in the database, shared by every app instance.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** Spends one request of `key`'s allowance of `limit` per window; refused ones say when to retry. */
  consume(key: string, limit: number, windowMs: number): Promise<LimitVerdict>;
  /** Adds one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Count in the current window without adding. */
  peek(key: string, windowMs: number): Promise<number>;
  /** Seconds until `key`'s current window ends (at least 1). */
  secondsUntilReset(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createLimiter(db: Db): Limiter {
  const limiter: Limiter = {
    async consume(key, limit, windowMs) {
      const count = await limiter.hit(key, windowMs);
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: await limiter.secondsUntilReset(key, windowMs) };
    },
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
    async secondsUntilReset(key, windowMs) {
      const rows = await db.execute<{ seconds: number }>(sql`
        select ceil(extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now()))) as seconds
        from rate_counters where key = ${key}`);
      const seconds = Number(rowsOf<{ seconds: number }>(rows)[0]?.seconds ?? windowMs / 1000);
      return Math.max(1, Math.min(Math.ceil(windowMs / 1000), seconds));
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
  };
  return limiter;
}
