// In-memory cache of published forms for the respondent hot paths (lookups, sessions, submissions): one
// database read per form until it changes, then dropped on every instance.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import type { FormsService } from './forms.ts';
import type { PublicFormsService, PublishedForm } from './public-forms.ts';

export interface CachedForm extends PublishedForm {
  /** The public payload serialized once, and its strong ETag. */
  json: string;
  etag: string;
}

/** Forms kept at most; past it the least recently used are dropped. */
const MAX_FORMS = 5000;

/** An open form with a close date: its payload turns "closed" at that moment with no write to announce it. */
function expiryOf(availability: { open: boolean; closesAt: string | null } | undefined): number | null {
  if (!availability?.open || !availability.closesAt) return null;
  const at = Date.parse(availability.closesAt);
  return Number.isFinite(at) ? at : null;
}

const propsKey = (language: string, label: string, domain: string) =>
  `${language}\u0000${label}\u0000${domain}`;

/** A strong ETag of a body (base64url of a SHA-256, shortened: collisions across one form's versions are what matter). */
export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Every instance drops a changed form: its own write paths call `changed` through FormsService.events.onPublicChange
 * before they answer (read-your-writes for the owner), and database triggers NOTIFY form_changes on every change
 * to what respondents get, whatever code makes it, which every instance LISTENs to. When the LISTEN connection
 * is established again after a drop, the notifications sent meanwhile are lost: the whole cache is dropped then.
 */
export class PublishedCache {
  private readonly byIdCache = new LRUCache<number, Promise<CachedForm | null>>({ max: MAX_FORMS });
  private readonly idByProps = new LRUCache<string, number>({ max: MAX_FORMS * 2 });
  /** Bumped by every invalidation: a lookup that started before one does not remember what it found. */
  private epoch = 0;
  private unlisten: (() => Promise<void>) | null = null;
  /** Loads, hits and invalidations, for tests and benchmarks. */
  readonly stats = { loads: 0, hits: 0, invalidations: 0 };

  constructor(
    private readonly database: Database,
    private readonly forms: Pick<FormsService, 'find' | 'forRespondents'>,
    private readonly publicForms: Pick<PublicFormsService, 'publishedOf'>,
  ) {}

  /** The published form with this id, or null (no such form, or never published). */
  byId(id: number): Promise<CachedForm | null> {
    const hit = this.byIdCache.get(id);
    if (hit) {
      this.stats.hits++;
      return hit;
    }
    const loading = this.load(id);
    this.remember(id, loading);
    return loading;
  }

  /**
   * The published form found by (language, label, domain) — its current identity, an alias, or the form of that
   * label and domain translated into that language — or null.
   */
  async byProperties(language: string, label: string, domain: string): Promise<CachedForm | null> {
    const key = propsKey(language, label, domain);
    const known = this.idByProps.get(key);
    if (known !== undefined) {
      const form = await this.byId(known);
      if (form) return form;
    }
    const epoch = this.epoch;
    const row = await this.forms.forRespondents(language, label, domain);
    if (!row) return null;
    if (epoch === this.epoch) {
      this.idByProps.set(key, row.id);
      if (!this.byIdCache.has(row.id)) {
        this.stats.loads++;
        this.remember(row.id, this.build(row));
      }
    }
    return this.byId(row.id);
  }

  /**
   * A change this instance made to what respondents get: dropped here at once and announced to the other
   * instances (as the triggers do) for changes no trigger sees, e.g. a form filling up.
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
      // The trigger's notification still drops the previous holder a moment later.
    }
    if (this.database.kind !== 'postgres') return;
    try {
      await this.database.db.execute(sql`select pg_notify('form_changes', ${String(id)})`);
    } catch {
      // The change itself is committed; the other instances see it once their copy is dropped for another reason.
    }
  }

  /** Drops a form on this instance (its own write paths call this; other instances learn through NOTIFY). */
  invalidate(id: number): void {
    this.stats.invalidations++;
    this.epoch++;
    this.byIdCache.delete(id);
    for (const [key, formId] of this.idByProps.entries()) if (formId === id) this.idByProps.delete(key);
  }

  clear(): void {
    this.epoch++;
    this.byIdCache.clear();
    this.idByProps.clear();
  }

  private remember(id: number, loading: Promise<CachedForm | null>) {
    this.byIdCache.set(id, loading);
    // Not found is not remembered (a form may be published any moment), nor is a failed load.
    const forget = () => {
      if (this.byIdCache.peek(id) === loading) this.byIdCache.delete(id);
    };
    loading.then((form) => {
      if (!form) return forget();
      const expiresAt = expiryOf(form.payload.availability);
      // Kept only until the close date, when the payload stops being true without any write.
      if (expiresAt !== null && this.byIdCache.peek(id) === loading)
        this.byIdCache.set(id, loading, { ttl: Math.max(1, expiresAt - Date.now()) });
    }, forget);
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
    return { ...published, json, etag: etagOf(json) };
  }

  /** Starts following changes made anywhere (LISTEN). */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      'form_changes',
      (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) this.invalidate(id);
      },
      () => this.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }
}
