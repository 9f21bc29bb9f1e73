// Respondent abuse limits without a database write per request: per-instance window counters synced to a shared
// budget in the database once a second, and ALTCHA proof-of-work challenges instead of refusals.
import crypto from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** How often an instance adds its counts to the shared ones and learns the others' (PostgreSQL only). */
const SYNC_MS = 1000;
/** A shared count read longer ago than this is read again when its key is hit (others may have counted meanwhile). */
const FRESH_MS = 2 * SYNC_MS;
/** Keys hit here within this long have their shared count read back at every sync even without a new hit. */
const RECENT_MS = 5000;
/** Counters kept in memory at most (older windows are dropped first); past it new keys count from zero. */
const MAX_KEYS = 200_000;
/** A solved challenge works as a pass for this long. */
const PASS_MINUTES = 10;
/**
 * A key is counted in this instance's memory alone until its count here reaches an eighth of its allowance
 * (at most this many hits): only then is it read from and added to the shared table. So an instance lets at
 * most `sharedFrom(limit) - 1` hits of a key pass that the other instances cannot see, and N instances together
 * at most (N - 1) x that many beyond the allowance, besides the second it takes a sync to travel.
 */
const SHARE_AFTER_MAX = 64;

/** The count (in this instance) at which a key with allowance `limit` starts being shared. */
export function sharedFrom(limit: number): number {
  if (!Number.isFinite(limit) || limit <= 0) return 1;
  return Math.max(1, Math.min(SHARE_AFTER_MAX, Math.ceil(limit / 8)));
}

interface Entry {
  /** Shared-table key: name, window length and window index. */
  dbKey: string;
  windowEnd: number;
  /** This instance's hits not yet added to the shared count. */
  local: number;
  /** The shared count as last read (includes what this instance already added). */
  shared: number;
  /** When `shared` was last read from the database (0: never). */
  readAt: number;
  /** When this instance last counted a hit of the key. */
  lastHit: number;
  /** A read of the shared count in flight (first hit in this window here, or a hit after the count went stale). */
  loading: Promise<void> | null;
  /** The local count at which the key starts being shared (`sharedFrom` of its allowance). */
  shareAt: number;
  /** Read from and synced to the shared table (its local count reached `shareAt`). */
  synced: boolean;
}

/** The challenge the runner solves (ALTCHA v1: find `number` with SHA-256(salt + number) = challenge). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Counts hits per key in fixed windows. On PostgreSQL each instance adds the new hits of its shared keys to
 * `rate_counters` once a second in one statement and reads back their totals, so every instance sees roughly
 * the same numbers (within a second of the others' traffic) without a write per request. A key is shared only
 * once this instance has counted an eighth of its allowance (at most 64 hits, `sharedFrom`) in the window: a
 * person's answer session (a handful of saves) or address (a few calls) never reaches the database; a key
 * that could come near its allowance does, long before it gets there. Only shared keys hit since the last sync
 * are written (an upsert of +0 still writes a row version); shared keys hit in the last few seconds are only
 * read. A key that becomes shared here, or is hit again after its count has gone stale, has its count read
 * first; such reads from one turn of the event loop go to the database as one statement. When the instance
 * stops, every count of the current windows is added, shared or not. PGlite serves one process: memory is exact.
 */
export class SharedCounters {
  private readonly entries = new Map<string, Entry>();
  /** The entries being shared (their local count reached `shareAt`); the syncs only look at these. */
  private readonly syncedEntries = new Set<Entry>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Entries waiting for their shared count, read together once the current turn of the event loop ends. */
  private toRead: Entry[] = [];
  private readsDone: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private get shared(): boolean {
    return this.database.kind === 'postgres';
  }

  /**
   * Adds a hit to `key` in the current window of `windowMs` and returns the count (shared + local); `limit` is
   * the key's allowance, which decides when it starts being shared. A number when no read of the shared count
   * is needed (no promise to wait for), else a promise.
   */
  hit(key: string, windowMs: number, limit: number): number | Promise<number> {
    return this.count(key, windowMs, limit, 1);
  }

  /** The count of `key` in the current window without adding a hit (what `hit` would have answered, less one). */
  peek(key: string, windowMs: number, limit: number): number | Promise<number> {
    return this.count(key, windowMs, limit, 0);
  }

  private count(key: string, windowMs: number, limit: number, add: 0 | 1): number | Promise<number> {
    const now = this.now();
    const index = Math.floor(now / windowMs);
    const dbKey = `rb:${key}:${windowMs}:${index}`;
    let entry = this.entries.get(dbKey);
    if (!entry) {
      if (this.entries.size >= MAX_KEYS) this.dropPast(now);
      entry = {
        dbKey,
        windowEnd: (index + 1) * windowMs,
        local: 0,
        shared: 0,
        readAt: 0,
        lastHit: 0,
        loading: null,
        shareAt: sharedFrom(limit),
        synced: false,
      };
      if (this.entries.size < MAX_KEYS) this.entries.set(dbKey, entry);
    }
    if (add) {
      entry.local++;
      entry.lastHit = now;
    }
    if (this.shared) {
      if (!entry.synced && entry.local >= entry.shareAt) {
        entry.synced = true;
        this.syncedEntries.add(entry);
      }
      // Another instance may have counted this key already (or since we last looked): read it, then the sync
      // keeps it current while it is being hit here.
      if (entry.synced && !entry.loading && now - entry.readAt > FRESH_MS)
        entry.loading = this.readShared(entry);
    }
    const e = entry;
    return e.loading ? e.loading.then(() => e.shared + e.local) : e.shared + e.local;
  }

  private readShared(entry: Entry): Promise<void> {
    this.toRead.push(entry);
    this.readsDone ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.readBatch());
    return this.readsDone;
  }

  /** One statement for every key waiting for its shared count. */
  private async readBatch(): Promise<void> {
    const batch = this.toRead;
    this.toRead = [];
    this.readsDone = null;
    try {
      await this.readCounts(batch);
    } catch {
      // Counting goes on locally; the next sync or hit brings the shared number.
    } finally {
      for (const e of batch) e.loading = null;
    }
  }

  /** Reads the shared counts of `batch` (one statement; counts only grow within a window). */
  private async readCounts(batch: Entry[]): Promise<void> {
    const rows = rowsOf<{ key: string; count: number }>(
      await this.database.db.execute(sql`select key, count from rate_counters
          where key = any(array(select jsonb_array_elements_text(${JSON.stringify(batch.map((e) => e.dbKey))}::jsonb)))`),
    );
    const counts = new Map(rows.map((r) => [r.key, Number(r.count)]));
    const now = this.now();
    for (const e of batch) {
      e.shared = Math.max(e.shared, counts.get(e.dbKey) ?? 0);
      e.readAt = now;
    }
  }

  /** Forgets the windows that have ended, except shared counts not yet added (the next sync sends them). */
  private dropPast(now: number) {
    for (const [k, e] of this.entries)
      if (e.windowEnd <= now && !(e.synced && e.local > 0)) this.entries.delete(k);
    // Also the shared keys counted while the map was full (they are synced, never kept in it).
    for (const e of this.syncedEntries) if (e.windowEnd <= now && e.local === 0) this.syncedEntries.delete(e);
  }

  start(): void {
    if (!this.shared || this.timer) return;
    this.timer = setInterval(() => void this.flush(), SYNC_MS);
    this.timer.unref();
  }

  /** Stops syncing and adds every count of the current windows to the shared ones, the unshared keys' too. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.shared) {
      const now = this.now();
      for (const e of this.entries.values()) {
        if (e.synced || e.local === 0 || e.windowEnd <= now) continue;
        e.synced = true;
        this.syncedEntries.add(e);
      }
    }
    await this.flush();
  }

  /** Adds the shared keys' local counts to the shared ones and reads back the totals of the keys hit lately. */
  flush(): Promise<void> {
    this.flushing ??= this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush(): Promise<void> {
    const now = this.now();
    if (!this.shared) {
      this.dropPast(now);
      return;
    }
    // Keys not hit since the last sync are not written (an upsert of +0 would still write a row version).
    const batch: Entry[] = [];
    const idle: Entry[] = [];
    for (const e of this.syncedEntries) {
      if (e.local > 0) batch.push(e);
      else if (!e.loading && e.windowEnd > now && now - e.lastHit <= RECENT_MS) idle.push(e);
    }
    for (let i = 0; i < batch.length; i += 1000) {
      const part = batch.slice(i, i + 1000);
      const sent = part.map((e) => e.local);
      try {
        // One parameter (a JSON object of key → hits) and a fixed text: prepared once, nothing to render per key.
        const hits = JSON.stringify(Object.fromEntries(part.map((e, j) => [e.dbKey, sent[j]])));
        const rows = rowsOf<{ key: string; count: number }>(
          await this.database.db.execute(sql`
            insert into rate_counters (key, count, window_start)
            select key, value::integer, now() from jsonb_each_text(${hits}::jsonb)
            on conflict (key) do update set count = rate_counters.count + excluded.count
            returning key, count`),
        );
        const totals = new Map(rows.map((r) => [r.key, Number(r.count)]));
        const readAt = this.now();
        part.forEach((e, j) => {
          e.local -= sent[j];
          e.shared = totals.get(e.dbKey) ?? e.shared + sent[j];
          e.readAt = readAt;
        });
      } catch {
        // Kept locally and sent with the next sync.
      }
    }
    // Shared keys hit here lately but not since the last sync: their totals are read (not written), so a key
    // this instance is still using learns of the other instances' hits within a sync.
    for (let i = 0; i < idle.length; i += 1000)
      await this.readCounts(idle.slice(i, i + 1000)).catch(() => undefined);
    this.dropPast(now);
    // Old windows in the shared table are cleared now and then by whichever instance gets here.
    if (Math.random() < 0.02) {
      await this.database.db
        .execute(
          sql`delete from rate_counters where key like 'rb:%' and window_start < now() - interval '2 hours'`,
        )
        .catch(() => undefined);
    }
  }
}

/** ALTCHA challenges signed with a key every instance shares; a solved one is a pass for a few minutes. */
export class Challenges {
  private key: Promise<string> | null = null;
  /** Verified passes (by signature) until they expire, so a pass costs one HMAC check, not one per request. */
  private readonly verified = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly appSecret: string | undefined,
    private readonly maxNumber: number,
  ) {}

  private hmacKey(): Promise<string> {
    this.key ??= this.loadKey().catch((err) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  private async loadKey(): Promise<string> {
    if (this.appSecret) return crypto.createHmac('sha256', this.appSecret).update('altcha').digest('hex');
    const fresh = crypto.randomBytes(32).toString('hex');
    const rows = rowsOf<{ value: string }>(
      await this.database.db.execute(sql`
        with ins as (insert into app_secrets (name, value) values ('altcha', ${fresh}) on conflict (name) do nothing returning value)
        select value from ins union all select value from app_secrets where name = 'altcha' limit 1`),
    );
    return rows[0]?.value ?? fresh;
  }

  async create(): Promise<Challenge> {
    return createChallenge({
      hmacKey: await this.hmacKey(),
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + PASS_MINUTES * 60_000),
    });
  }

  /** The pass id (the challenge's signature) of a valid, unexpired solution, or null. */
  async passOf(header: string | string[] | undefined): Promise<string | null> {
    if (typeof header !== 'string' || header.length === 0 || header.length > 2000) return null;
    let signature: unknown;
    try {
      signature = (JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { signature?: unknown })
        .signature;
    } catch {
      return null;
    }
    if (typeof signature !== 'string') return null;
    const now = Date.now();
    const until = this.verified.get(`${signature}|${header}`);
    if (until !== undefined && until > now) return signature;
    const ok = await verifySolution(header, await this.hmacKey(), true).catch(() => false);
    if (!ok) return null;
    if (this.verified.size > 50_000) {
      for (const [k, t] of this.verified) if (t <= now) this.verified.delete(k);
      if (this.verified.size > 50_000) this.verified.clear();
    }
    const expires = Number(extractParams(header).expires) * 1000;
    this.verified.set(
      `${signature}|${header}`,
      Number.isFinite(expires) ? expires : now + PASS_MINUTES * 60_000,
    );
    return signature;
  }
}
