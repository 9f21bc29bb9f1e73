// Forms: owner CRUD, drafts and published versions, properties and aliases, and the rows behind the public lookups.
import {
  FORM_DEFAULTS,
  type FormAliasRecord,
  type FormRecord,
  type FormVersionRecord,
  type TPublishInput,
  VERSION_HISTORY_LIMIT,
} from '@forms-engine/contracts';
import {
  configColor,
  configsEqual,
  formLanguages,
  isRespondentLanguage,
  normalizeHex,
  safeNormalizeConfig,
  type TFormConfig,
  type TIconMode,
  unwrapConfig,
  summarizeChange,
  withConfigColor,
} from '@forms-engine/model';
import { and, desc, eq, isNotNull, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formAliases, forms, formVersions, users } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { escapeLike, isUniqueViolation } from '../db/rows.ts';
import { DomainsService } from './domains.ts';

export type FormRow = typeof forms.$inferSelect;
/** The database or an open transaction. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'execute'>;

/** The (language, label, domain) a form is found by; unique across current forms and aliases. */
export interface FormIdentity {
  language: string;
  label: string;
  domain: string;
}

export interface FormEvents {
  /**
   * After a commit that changed what respondents get for a form: publish, restore, properties (aliases),
   * colour, icon mode, alias removal, deletion. The one place to invalidate caches of the public payload.
   */
  onPublicChange?: (formId: number) => void | Promise<void>;
}

export const DUPLICATE_FORM_MESSAGE = 'A form with this language, label and domain already exists';
export const VERSION_NOT_FOUND_MESSAGE = 'Version not found';
export const NEVER_PUBLISHED_MESSAGE = 'This form has not been published yet';
const COLOR_MESSAGE = 'color must be a hex colour like #10b981';

/** Two configs are the same document (key order does not count). */
export function sameConfig(a: unknown, b: unknown): boolean {
  return configsEqual(a, b);
}

export function stepCount(config: unknown): number {
  const c = unwrapConfig(config);
  return c && Array.isArray(c.steps) ? c.steps.length : 0;
}

/**
 * The record for the owner (withOwnerFields) or for anyone else. `config` is what respondents get: the
 * published config, or for a never-published form (only its owner reaches it) the draft.
 */
export function toFormRecord(row: FormRow, withOwnerFields: boolean): FormRecord {
  const base: FormRecord = {
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    config: row.publishedConfig ?? row.config,
    language: row.language,
    domain: row.domain,
    // A never-published form's colour is its draft's, like its config.
    color: row.publishedConfig === null ? (configColor(row.config) ?? row.color) : row.color,
    iconMode: row.iconMode as TIconMode,
  };
  if (withOwnerFields) {
    base.promptHistory = row.promptHistory ?? [];
    base.updated_at = row.updatedAt.toISOString();
    base.status = row.publishedConfig === null ? 'draft' : 'live';
    const changed = row.publishedConfig !== null && !sameConfig(row.config, row.publishedConfig);
    base.hasUnpublishedChanges = changed;
    if (changed) base.draftConfig = row.config;
    const draftColor = configColor(row.config);
    if (draftColor && draftColor !== base.color) base.draftColor = draftColor;
    base.publishedVersion = row.publishedVersion;
    base.publishedAt = row.publishedAt?.toISOString() ?? null;
  }
  return base;
}

export function parseConfigOrThrow(input: unknown): TFormConfig {
  const result = safeNormalizeConfig(input);
  if (!result.ok) throw badRequest(result.error);
  return result.config;
}

const identityOf = (row: FormIdentity): FormIdentity => ({
  language: row.language,
  label: row.label,
  domain: row.domain,
});
const sameIdentity = (a: FormIdentity, b: FormIdentity) =>
  a.language === b.language && a.label === b.label && a.domain === b.domain;

export class FormsService {
  events: FormEvents = {};
  constructor(
    private readonly db: Db,
    /** Embed domain ownership: who may put forms on which domain. */
    readonly domains: DomainsService = new DomainsService(db),
  ) {}

  private async publicChanged(formId: number): Promise<void> {
    await this.events.onPublicChange?.(formId);
  }

  /** For changes made elsewhere that alter the public payload (e.g. the Form Console's auto-select). */
  notifyPublicChange(formId: number): Promise<void> {
    return this.publicChanged(formId);
  }

  async list(userId: number): Promise<FormRecord[]> {
    const rows = await this.db
      .select()
      .from(forms)
      .where(eq(forms.userId, userId))
      .orderBy(desc(forms.createdAt), desc(forms.id));
    return rows.map((r) => toFormRecord(r, true));
  }

  async find(id: number): Promise<FormRow | null> {
    const [row] = await this.db.select().from(forms).where(eq(forms.id, id)).limit(1);
    return row ?? null;
  }

  /** The form if it exists and belongs to the user: 404 when missing, 403 when someone else's. */
  async owned(userId: number, id: number, db: Queryable = this.db, lock = false): Promise<FormRow> {
    const query = db.select().from(forms).where(eq(forms.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('Form not found');
    if (row.userId !== userId) throw forbidden('You do not have access to this form');
    return row;
  }

  /**
   * The form a (language, label, domain) finds: the form that has it now, else the form that had it
   * (an alias kept after a rename). Published or not — callers serving respondents check that.
   */
  async byProperties(language: string, label: string, domain: string): Promise<FormRow | null> {
    const [row] = await this.db
      .select()
      .from(forms)
      .where(and(eq(forms.language, language), eq(forms.label, label), eq(forms.domain, domain)))
      .limit(1);
    if (row) return row;
    const [aliased] = await this.db
      .select({ form: forms })
      .from(formAliases)
      .innerJoin(forms, eq(forms.id, formAliases.formId))
      .where(
        and(eq(formAliases.language, language), eq(formAliases.label, label), eq(formAliases.domain, domain)),
      )
      .limit(1);
    return aliased?.form ?? null;
  }

  /**
   * The form respondents reach by (language, label, domain): that identity or alias, else the published form
   * under the same label and domain in another language that has a translation into `language` — so a link
   * naming a language of a form made of several keeps working as that language of the one form.
   */
  async forRespondents(language: string, label: string, domain: string): Promise<FormRow | null> {
    const row = await this.byProperties(language, label, domain);
    if (row || !isRespondentLanguage(language)) return row;
    const others = await this.db
      .select()
      .from(forms)
      .where(and(eq(forms.label, label), eq(forms.domain, domain), isNotNull(forms.publishedConfig)))
      .orderBy(forms.id)
      .limit(10);
    // The form's own language is its row's (a configuration may not name one); the others are its translations.
    return (
      others.find((f) =>
        formLanguages({ ...unwrapConfig(f.publishedConfig), language: f.language }).includes(language),
      ) ?? null
    );
  }

  /** Whether a form of this user could take the identity: free, or held only as this user's own alias. */
  async identityAvailable(userId: number, identity: FormIdentity): Promise<boolean> {
    const holder = await this.byProperties(identity.language, identity.label, identity.domain);
    if (!holder) return true;
    if (sameIdentity(identityOf(holder), identity)) return false;
    return holder.userId === userId;
  }

  async delete(userId: number, id: number): Promise<void> {
    await this.owned(userId, id);
    await this.db.delete(forms).where(and(eq(forms.id, id), eq(forms.userId, userId)));
    await this.publicChanged(id);
  }

  /** A label free for (language, domain) among current forms and aliases: "wanted", "wanted (2)", … */
  async freeLabel(
    wanted: string,
    language: string,
    domain: string,
    db: Queryable = this.db,
  ): Promise<string> {
    const base = wanted.trim().slice(0, 180) || FORM_DEFAULTS.label;
    const pattern = `${escapeLike(base)}%`;
    const [current, aliased] = await Promise.all([
      db
        .select({ label: forms.label })
        .from(forms)
        .where(and(eq(forms.language, language), eq(forms.domain, domain), like(forms.label, pattern))),
      db
        .select({ label: formAliases.label })
        .from(formAliases)
        .where(
          and(
            eq(formAliases.language, language),
            eq(formAliases.domain, domain),
            like(formAliases.label, pattern),
          ),
        ),
    ]);
    const used = new Set([...current, ...aliased].map((t) => t.label));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base} (${n})`;
      if (!used.has(candidate)) return candidate;
    }
  }

  /**
   * Lets a form of userId take an identity: the domain must be the user's to use (409 otherwise, see
   * DomainsService); an alias of another owner's form keeps it (409), the owner's own alias is taken over
   * (the old link then finds the new holder). A current holder is caught by the unique index.
   */
  private async claimIdentity(tx: Queryable, userId: number, identity: FormIdentity): Promise<void> {
    await this.domains.assertMayUse(userId, identity.domain, tx);
    const [alias] = await tx
      .select({ id: formAliases.id, userId: formAliases.userId })
      .from(formAliases)
      .where(
        and(
          eq(formAliases.language, identity.language),
          eq(formAliases.label, identity.label),
          eq(formAliases.domain, identity.domain),
        ),
      )
      .limit(1);
    if (!alias) return;
    if (alias.userId !== userId) throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
    await tx.delete(formAliases).where(eq(formAliases.id, alias.id));
  }

  /**
   * Creates a form as a draft, or published as version 1 (`publishedBy`). Without an explicit label it takes
   * the first free "Untitled Form (n)" (or the given default); each insert runs in a savepoint so a concurrent
   * request taking the same label only makes this one try the next number, even inside a caller's transaction.
   */
  async create(
    userId: number,
    input: {
      config: TFormConfig;
      label?: string;
      language?: string;
      domain?: string;
      color?: string;
      iconMode?: TIconMode;
      promptHistory?: string[];
      /** Label base used when no label is given (made unique by numbering). */
      defaultLabel?: string;
      /** Publish at once (the public API and POST /api/publish); otherwise the form is a draft. */
      publish?: boolean;
    },
    /** A transaction to write in (generation charges credits in the same one). */
    tx: Queryable = this.db,
  ): Promise<FormRow> {
    const language = input.language ?? FORM_DEFAULTS.language;
    const domain = input.domain ?? FORM_DEFAULTS.domain;
    const explicitLabel = input.label?.trim();
    // A colour given with the call is the form's colour, so it goes into the config, where drafts keep it.
    const given = input.color ? normalizeHex(input.color) : null;
    const config = (given ? withConfigColor(input.config, given) : input.config) as TFormConfig;
    const color = configColor(config) ?? FORM_DEFAULTS.color;
    for (let attempt = 0; attempt < 20; attempt++) {
      const label =
        explicitLabel ||
        (await this.freeLabel(input.defaultLabel ?? FORM_DEFAULTS.label, language, domain, tx));
      try {
        return await tx.transaction(async (sp) => {
          await this.claimIdentity(sp, userId, { language, label, domain });
          const now = new Date();
          const [row] = await sp
            .insert(forms)
            .values({
              userId,
              label,
              language,
              domain,
              color,
              iconMode: input.iconMode ?? FORM_DEFAULTS.iconMode,
              config,
              promptHistory: input.promptHistory ?? [],
              ...(input.publish ? { publishedConfig: config, publishedVersion: 1, publishedAt: now } : {}),
            })
            .returning();
          if (input.publish) {
            await sp.insert(formVersions).values({
              formId: row.id,
              version: 1,
              config,
              label,
              publishedBy: userId,
              summary: summarizeChange(null, config),
              publishedAt: now,
            });
          }
          return row;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (explicitLabel) throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
      }
    }
    throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
  }

  /**
   * Moves a locked form to a new identity inside tx, keeping the old one as an alias so old links keep working.
   * Returns the patch to apply (empty when nothing changes).
   */
  private async moveIdentity(
    tx: Queryable,
    row: FormRow,
    next: FormIdentity,
  ): Promise<Partial<typeof forms.$inferInsert>> {
    const current = identityOf(row);
    if (sameIdentity(current, next)) return {};
    await this.claimIdentity(tx, row.userId, next);
    await tx
      .insert(formAliases)
      .values({ formId: row.id, userId: row.userId, ...current })
      .onConflictDoNothing();
    return { ...next };
  }

  /** Applies a patch to a locked form row inside tx; a taken identity becomes 409. */
  private async write(
    tx: Queryable,
    id: number,
    patch: Partial<typeof forms.$inferInsert>,
  ): Promise<FormRow> {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .update(forms)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(forms.id, id))
          .returning();
        if (!row) throw notFound('Form not found');
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
      throw err;
    }
  }

  /**
   * Makes the draft of a locked row the live version: a new numbered version (who, when), older ones beyond
   * VERSION_HISTORY_LIMIT pruned. Publishing a draft identical to the live version changes nothing.
   */
  private async publishRow(
    tx: Queryable,
    row: FormRow,
    userId: number,
    restoredFrom: number | null = null,
    summary: string | null = null,
  ): Promise<FormRow> {
    if (row.publishedConfig !== null && sameConfig(row.config, row.publishedConfig)) return row;
    const [{ max }] = await tx
      .select({ max: sql<number | null>`max(${formVersions.version})` })
      .from(formVersions)
      .where(eq(formVersions.formId, row.id));
    const version = Math.max(Number(max ?? 0), row.publishedVersion ?? 0) + 1;
    const now = new Date();
    await tx.insert(formVersions).values({
      formId: row.id,
      version,
      config: row.config,
      label: row.label,
      publishedBy: userId,
      restoredFrom,
      // Against what respondents had until now: what this Publish changes for them (or why it was made).
      summary: summary ?? summarizeChange(row.publishedConfig, row.config),
      publishedAt: now,
    });
    await tx
      .delete(formVersions)
      .where(
        and(eq(formVersions.formId, row.id), lte(formVersions.version, version - VERSION_HISTORY_LIMIT)),
      );
    return this.write(tx, row.id, {
      publishedConfig: row.config,
      publishedVersion: version,
      publishedAt: now,
      // The live colour is the published config's: a colour changed in the draft goes live here.
      color: configColor(row.config) ?? row.color,
    });
  }

  /**
   * POST /api/publish: with originalFormId the given config becomes the form's draft and is published at once
   * (with any label, language, domain, colour, icon mode and history given); without it a new form is created
   * and published. This is the spec's one "save" call, so it keeps meaning "respondents get this now".
   */
  async publish(userId: number, input: TPublishInput): Promise<FormRow> {
    const given = input.color ? normalizeHex(input.color) : null;
    const config = parseConfigOrThrow(given ? withConfigColor(input.config, given) : input.config);
    if (!input.originalFormId) {
      const row = await this.create(userId, { ...input, config, publish: true });
      await this.publicChanged(row.id);
      return row;
    }
    const formId = input.originalFormId;
    const row = await this.db.transaction(async (tx) => {
      const existing = await this.owned(userId, formId, tx, true);
      const patch: Partial<typeof forms.$inferInsert> = {
        config,
        ...(await this.moveIdentity(tx, existing, {
          language: input.language ?? existing.language,
          label: input.label?.trim() || existing.label,
          domain: input.domain ?? existing.domain,
        })),
      };
      if (input.iconMode) patch.iconMode = input.iconMode;
      if (input.promptHistory) patch.promptHistory = input.promptHistory;
      const updated = await this.write(tx, formId, patch);
      return this.publishRow(tx, updated, userId);
    });
    await this.publicChanged(row.id);
    return row;
  }

  /** Publishes the stored draft as it is (the builder's and dashboard's Publish). */
  async publishDraft(userId: number, id: number): Promise<FormRow> {
    const row = await this.db.transaction(async (tx) =>
      this.publishRow(tx, await this.owned(userId, id, tx, true), userId),
    );
    await this.publicChanged(id);
    return row;
  }

  /** Saves the owner's working copy; respondents keep getting the published version. */
  async saveDraft(userId: number, id: number, rawConfig: unknown): Promise<FormRow> {
    const config = parseConfigOrThrow(rawConfig);
    return this.db.transaction(async (tx) => {
      await this.owned(userId, id, tx, true);
      return this.write(tx, id, { config });
    });
  }

  /** Throws the draft away: the working copy becomes the live version again. */
  async discardDraft(userId: number, id: number): Promise<FormRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.owned(userId, id, tx, true);
      if (row.publishedConfig === null) throw conflict(NEVER_PUBLISHED_MESSAGE, 'not_published');
      return this.write(tx, id, { config: row.publishedConfig });
    });
  }

  /** The kept published versions, newest first, with who published each. */
  async versions(userId: number, id: number): Promise<FormVersionRecord[]> {
    const form = await this.owned(userId, id);
    const rows = await this.db
      .select({ v: formVersions, username: users.username })
      .from(formVersions)
      .leftJoin(users, eq(users.id, formVersions.publishedBy))
      .where(eq(formVersions.formId, id))
      .orderBy(desc(formVersions.version));
    return rows.map(({ v, username }) => ({
      version: v.version,
      label: v.label,
      publishedAt: v.publishedAt.toISOString(),
      publishedBy: v.publishedBy !== null && username !== null ? { id: v.publishedBy, username } : null,
      restoredFrom: v.restoredFrom,
      summary: v.summary,
      stepCount: stepCount(v.config),
      isLive: v.version === form.publishedVersion,
    }));
  }

  /** One kept version's config (to preview it before restoring). */
  async version(userId: number, id: number, version: number): Promise<{ version: number; config: unknown }> {
    await this.owned(userId, id);
    const [row] = await this.db
      .select({ version: formVersions.version, config: formVersions.config })
      .from(formVersions)
      .where(and(eq(formVersions.formId, id), eq(formVersions.version, version)))
      .limit(1);
    if (!row) throw notFound(VERSION_NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * One-click restore: the version's config replaces the draft and is published as a new version
   * ("restored from vN"), so the history only ever grows and the restore itself can be undone.
   */
  async restore(userId: number, id: number, version: number): Promise<FormRow> {
    const row = await this.db.transaction(async (tx) => {
      const form = await this.owned(userId, id, tx, true);
      const [old] = await tx
        .select({ config: formVersions.config })
        .from(formVersions)
        .where(and(eq(formVersions.formId, id), eq(formVersions.version, version)))
        .limit(1);
      if (!old) throw notFound(VERSION_NOT_FOUND_MESSAGE);
      const drafted = await this.write(tx, form.id, { config: old.config });
      return this.publishRow(tx, drafted, userId, version);
    });
    await this.publicChanged(id);
    return row;
  }

  /**
   * Publishes a config that is not the draft (an A/B test's variant) as a new version with a one-line summary,
   * inside the caller's transaction. The draft follows when it had no changes of its own; otherwise the owner's
   * unpublished work is kept.
   */
  async publishConfig(tx: Queryable, id: number, config: unknown, summary: string): Promise<FormRow> {
    const [form] = await tx.select().from(forms).where(eq(forms.id, id)).limit(1).for('update');
    if (!form) throw notFound('Form not found');
    const draft = form.config;
    const untouched = form.publishedConfig !== null && sameConfig(draft, form.publishedConfig);
    const staged = await this.write(tx, id, { config });
    const published = await this.publishRow(tx, staged, form.userId, null, summary);
    return untouched ? published : this.write(tx, id, { config: draft });
  }

  /** Earlier identities of a form that still find it, newest first. */
  async aliases(userId: number, id: number): Promise<FormAliasRecord[]> {
    await this.owned(userId, id);
    const rows = await this.db
      .select()
      .from(formAliases)
      .where(eq(formAliases.formId, id))
      .orderBy(desc(formAliases.createdAt), desc(formAliases.id));
    return rows.map((a) => ({
      id: a.id,
      language: a.language,
      label: a.label,
      domain: a.domain,
      created_at: a.createdAt.toISOString(),
    }));
  }

  /** Retires an old link: it stops finding the form (and becomes free for the owner's other forms). */
  async removeAlias(userId: number, id: number, aliasId: number): Promise<void> {
    await this.owned(userId, id);
    const removed = await this.db
      .delete(formAliases)
      .where(and(eq(formAliases.id, aliasId), eq(formAliases.formId, id)))
      .returning({ id: formAliases.id });
    if (removed.length === 0) throw notFound('Alias not found');
    await this.publicChanged(id);
  }

  async setProperties(userId: number, id: number, p: FormIdentity): Promise<FormRow> {
    if (!p.label) throw badRequest('label is required');
    const row = await this.db.transaction(async (tx) => {
      const form = await this.owned(userId, id, tx, true);
      const patch = await this.moveIdentity(tx, form, p);
      return this.write(tx, id, patch);
    });
    await this.publicChanged(id);
    return row;
  }

  /**
   * Sets the colour of the draft: respondents keep the live colour until the owner publishes, like any other
   * change to how the form looks. A never-published form's row colour follows, so its record says the same.
   */
  async setColor(userId: number, id: number, color: string) {
    const hex = normalizeHex(color);
    if (!hex) throw badRequest(COLOR_MESSAGE);
    return this.db.transaction(async (tx) => {
      const form = await this.owned(userId, id, tx, true);
      const config = parseConfigOrThrow(withConfigColor(form.config, hex));
      return this.write(tx, id, { config, ...(form.publishedConfig === null ? { color: hex } : {}) });
    });
  }

  async setIconMode(userId: number, id: number, iconMode: TIconMode) {
    await this.owned(userId, id);
    const row = await this.write(this.db, id, { iconMode });
    await this.publicChanged(id);
    return row;
  }

  /** Whether a published form has this id (respondent calls other than the lookups). */
  async isPublished(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, id), isNotNull(forms.publishedConfig)))
      .limit(1);
    return !!row;
  }
}
