// In-memory cache of published forms for the respondent hot paths (lookups, sessions, submissions): one
// database read per form until it changes, then dropped on every instance within a second.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { FormsService } from './forms.ts';
import type { PublicFormsService, PublishedForm } from './public-forms.ts';
import { rowsOf } from '../db/rows.ts';

export interface CachedForm extends PublishedForm {
  /** The public payload serialized once, and its strong ETag. */
  json: string;
  etag: string;
  /** The form's current (language, label, domain). */
  identityKey: string;
  /** Compressed copies of `json`, made on first request. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** When the payload stops being true without any write (the form's close date passes), in ms; else null. */
  expiresAt: number | null;
}

/** Forms kept at most; past it the least recently loaded are dropped. */
const MAX_FORMS = 5000;
/** How often the change log is read on PostgreSQL (the net under LISTEN, whose connection can drop). */
const POLL_MS = 400;
/** A change is read from the log for this long after it was written (transactions commit out of order). */
const WINDOW_SECONDS = 30;
/** Log rows older than this are deleted. */
const KEEP_MINUTES = 10;

/** An open form with a close date: its payload turns "closed" at that moment with no write to announce it. */
function expiryOf(availability: { open: boolean; closesAt: string | null } | undefined): number | null {
  if (!availability?.open || !availability.closesAt) return null;
  const at = Date.parse(availability.closesAt);
  return Number.isFinite(at) ? at : null;
}

export const propsKey = (language: string, label: string, domain: string) =>
  `${language}\u0000${label}\u0000${domain}`;

/** A strong ETag of a body (base64url of a SHA-256, shortened: collisions across one form's versions are what matter). */
export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The body compressed with `encoding`, memoized on `store`. */
export function encodedBody(
  store: Partial<Record<'br' | 'gzip', Buffer>>,
  body: string,
  encoding: 'br' | 'gzip',
): Buffer {
  let out = store[encoding];
  if (!out) {
    out =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
            },
          })
        : zlib.gzipSync(body, { level: 9 });
    store[encoding] = out;
  }
  return out;
}

/**
 * Every instance drops a changed form: its own write paths call `invalidate` through
 * FormsService.events.onPublicChange before they answer (read-your-writes for the owner), and database
 * triggers log every change to form_changes and NOTIFY form_changes, which this class LISTENs to; on
 * PostgreSQL a poll of the log every 400 ms catches what a dropped LISTEN connection missed.
 */
export class PublishedCache {
  private readonly byIdMap = new Map<number, Promise<CachedForm | null>>();
  /** The loaded forms of byIdMap, for answers that cannot wait for a promise (http/fast-lookups.ts). */
  private readonly ready = new Map<number, CachedForm>();
  private readonly idByProps = new Map<string, number>();
  /** Forms whose payload changes by itself at a moment (an open form's close date), by id: that moment. */
  private readonly expiry = new Map<number, number>();
  /** Bumped by every invalidation: a lookup that started before one does not remember what it found. */
  private epoch = 0;
  private readonly seen = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastPollOk = Date.now();
  private lastPrune = 0;
  private polling = false;
  /** Loads, hits and invalidations, for tests and benchmarks. */
  readonly stats = { loads: 0, hits: 0, invalidations: 0 };

  constructor(
    private readonly database: Database,
    private readonly forms: Pick<FormsService, 'find' | 'byProperties'>,
    private readonly publicForms: Pick<PublicFormsService, 'publishedOf'>,
  ) {}

  /** The published form with this id, or null (no such form, or never published). */
  byId(id: number): Promise<CachedForm | null> {
    const until = this.expiry.get(id);
    if (until !== undefined && until <= Date.now()) this.invalidate(id);
    const hit = this.byIdMap.get(id);
    if (hit) {
      this.stats.hits++;
      return hit;
    }
    const loading = this.load(id);
    this.remember(id, loading);
    return loading;
  }

  /**
   * The published form with this id when it is loaded and still true, without waiting; undefined when the
   * caller must go the full way (not loaded yet, not found, or past its close date).
   */
  peekById(id: number): CachedForm | undefined {
    const form = this.ready.get(id);
    if (!form || (form.expiresAt !== null && form.expiresAt <= Date.now())) return undefined;
    this.stats.hits++;
    return form;
  }

  /** As peekById, for a (language, label, domain) this instance has already resolved. */
  peekByProperties(language: string, label: string, domain: string): CachedForm | undefined {
    return this.peekByKey(propsKey(language, label, domain));
  }

  /** As peekByProperties, with the key already made by propsKey() (a caller that remembers it per URL). */
  peekByKey(key: string): CachedForm | undefined {
    const id = this.idByProps.get(key);
    return id === undefined ? undefined : this.peekById(id);
  }

  /** The published form found by (language, label, domain) — its current identity or an alias — or null. */
  async byProperties(language: string, label: string, domain: string): Promise<CachedForm | null> {
    const key = propsKey(language, label, domain);
    const known = this.idByProps.get(key);
    if (known !== undefined) {
      const form = await this.byId(known);
      if (form) return form;
    }
    const epoch = this.epoch;
    const row = await this.forms.byProperties(language, label, domain);
    if (!row) return null;
    if (epoch === this.epoch) {
      this.idByProps.set(key, row.id);
      if (this.idByProps.size > MAX_FORMS * 2)
        this.idByProps.delete(this.idByProps.keys().next().value as string);
      if (!this.byIdMap.has(row.id)) {
        this.stats.loads++;
        this.remember(row.id, this.build(row));
      }
    }
    return this.byId(row.id);
  }

  /**
   * A change this instance made to what respondents get: dropped here at once and announced to the other
   * instances (log row + NOTIFY, as the triggers do) for changes no trigger sees, e.g. a form filling up.
   */
  async changed(id: number): Promise<void> {
    this.invalidate(id);
    // The form's identity may have been another form's alias until now (an owner's new form taking an old link
    // over): that key still points at the previous holder here, and the trigger's announcement of the alias
    // removal reaches this instance only after the answer. Forget the key now, so the next lookup resolves it.
    try {
      const row = await this.forms.find(id);
      if (row) {
        this.epoch++;
        this.idByProps.delete(propsKey(row.language, row.label, row.domain));
      }
    } catch {
      // The change log still drops the previous holder within a second.
    }
    if (this.database.kind !== 'postgres') return;
    try {
      await this.database.db.execute(sql`
        with logged as (insert into form_changes (form_id) values (${id}) returning form_id)
        select pg_notify('form_changes', form_id::text) from logged`);
    } catch {
      // The change itself is committed; the others' poll of the log is the net only when the log write fails.
    }
  }

  /** Drops a form on this instance (its own write paths call this; other instances learn through the log). */
  invalidate(id: number): void {
    this.stats.invalidations++;
    this.epoch++;
    this.byIdMap.delete(id);
    this.ready.delete(id);
    this.expiry.delete(id);
    for (const [key, formId] of this.idByProps) if (formId === id) this.idByProps.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.byIdMap.clear();
    this.ready.clear();
    this.idByProps.clear();
    this.expiry.clear();
  }

  private remember(id: number, loading: Promise<CachedForm | null>) {
    this.byIdMap.set(id, loading);
    // Not found is not remembered (a form may be published any moment), nor is a failed load.
    const forget = () => {
      if (this.byIdMap.get(id) === loading) this.byIdMap.delete(id);
    };
    loading.then((form) => {
      if (!form) return forget();
      if (this.byIdMap.get(id) !== loading) return;
      this.ready.set(id, form);
      if (form.expiresAt !== null) this.expiry.set(id, form.expiresAt);
    }, forget);
    if (this.byIdMap.size > MAX_FORMS) {
      const oldest = this.byIdMap.keys().next().value as number;
      this.byIdMap.delete(oldest);
      this.ready.delete(oldest);
      this.expiry.delete(oldest);
    }
  }

  private async load(id: number): Promise<CachedForm | null> {
    this.stats.loads++;
    const row = await this.forms.find(id);
    return row ? this.build(row) : null;
  }

  private async build(row: Parameters<PublicFormsService['publishedOf']>[0]): Promise<CachedForm | null> {
    const published = await this.publicForms.publishedOf(row);
    if (!published) return null;
    const json = JSON.stringify(published.payload);
    return {
      ...published,
      json,
      etag: etagOf(json),
      identityKey: propsKey(row.language, row.label, row.domain),
      encoded: {},
      expiresAt: expiryOf(published.payload.availability),
    };
  }

  /** Starts following changes made anywhere (LISTEN, plus a poll of the log on PostgreSQL). */
  async start(): Promise<void> {
    try {
      this.unlisten = await this.database.listen('form_changes', (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) this.invalidate(id);
      });
    } catch {
      // LISTEN is the fast path; on PostgreSQL the poll below still keeps every instance correct.
    }
    // PGlite serves one process: its own hook and in-process LISTEN see every change; only pruning is needed.
    const every = this.database.kind === 'postgres' ? POLL_MS : 60_000;
    this.timer = setInterval(() => void this.poll(), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  /** Reads the log's recent rows and drops each form not seen changed before; prunes old rows now and then. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = Date.now();
      if (this.database.kind === 'postgres') {
        // Cut off for longer than the log keeps rows: anything may have changed.
        if (now - this.lastPollOk > (KEEP_MINUTES - 1) * 60_000) this.clear();
        const rows = rowsOf<{ seq: string | number; form_id: number }>(
          await this.database.db.execute(sql`
            select seq, form_id from form_changes
            where changed_at > now() - make_interval(secs => ${WINDOW_SECONDS}) order by seq`),
        );
        for (const r of rows) {
          const seq = Number(r.seq);
          if (this.seen.has(seq)) continue;
          this.seen.set(seq, now);
          this.invalidate(Number(r.form_id));
        }
        for (const [seq, at] of this.seen) if (now - at > (WINDOW_SECONDS + 5) * 1000) this.seen.delete(seq);
        this.lastPollOk = now;
      }
      if (now - this.lastPrune > 60_000) {
        this.lastPrune = now;
        await this.database.db.execute(
          sql`delete from form_changes where changed_at < now() - make_interval(mins => ${KEEP_MINUTES})`,
        );
      }
    } catch {
      // The next poll tries again; a long outage clears the cache (above).
    } finally {
      this.polling = false;
    }
  }
}
