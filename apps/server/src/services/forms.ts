// Forms: owner CRUD, publishing, properties, and the public lookups used by the embed.
import {
  FORM_DEFAULTS,
  type FormRecord,
  normalizeHex,
  safeNormalizeConfig,
  type TFormConfig,
  type TIconMode,
  type TPublishInput,
} from '@forms-engine/forms';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { forms } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { isUniqueViolation } from './auth.ts';

type FormRow = typeof forms.$inferSelect;
/** The database or an open transaction. */
type Queryable = Pick<Db, 'select' | 'insert' | 'transaction'>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
export const DUPLICATE_FORM_MESSAGE = 'A form with this language, label and domain already exists';

export function toFormRecord(row: FormRow, withOwnerFields: boolean): FormRecord {
  const base: FormRecord = {
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    config: row.config,
    language: row.language,
    domain: row.domain,
    color: row.color,
    iconMode: row.iconMode as TIconMode,
  };
  if (withOwnerFields) {
    base.promptHistory = row.promptHistory ?? [];
    base.updated_at = row.updatedAt.toISOString();
  }
  return base;
}

export function parseConfigOrThrow(input: unknown): TFormConfig {
  const result = safeNormalizeConfig(input);
  if (!result.ok) throw badRequest(result.error);
  return result.config;
}

export class FormsService {
  constructor(private readonly db: Db) {}

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
  async owned(userId: number, id: number): Promise<FormRow> {
    const row = await this.find(id);
    if (!row) throw notFound('Form not found');
    if (row.userId !== userId) throw forbidden('You do not have access to this form');
    return row;
  }

  async byProperties(language: string, label: string, domain: string): Promise<FormRow | null> {
    const [row] = await this.db
      .select()
      .from(forms)
      .where(and(eq(forms.language, language), eq(forms.label, label), eq(forms.domain, domain)))
      .limit(1);
    return row ?? null;
  }

  async delete(userId: number, id: number): Promise<void> {
    await this.owned(userId, id);
    await this.db.delete(forms).where(and(eq(forms.id, id), eq(forms.userId, userId)));
  }

  /** A label free for (language, domain): the wanted one, else "wanted (2)", "wanted (3)", … */
  async freeLabel(
    wanted: string,
    language: string,
    domain: string,
    db: Queryable = this.db,
  ): Promise<string> {
    const base = wanted.trim().slice(0, 180) || FORM_DEFAULTS.label;
    const taken = await db
      .select({ label: forms.label })
      .from(forms)
      .where(
        and(
          eq(forms.language, language),
          eq(forms.domain, domain),
          like(forms.label, `${escapeLike(base)}%`),
        ),
      );
    const used = new Set(taken.map((t) => t.label));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base} (${n})`;
      if (!used.has(candidate)) return candidate;
    }
  }

  /**
   * Creates a form. Without an explicit label it takes the first free "Untitled Form (n)" (or the given
   * default); each insert runs in a savepoint so a concurrent request taking the same label only makes
   * this one try the next number, even inside a caller's transaction.
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
    },
    /** A transaction to write in (generation charges credits in the same one). */
    tx: Queryable = this.db,
  ): Promise<FormRow> {
    const language = input.language ?? FORM_DEFAULTS.language;
    const domain = input.domain ?? FORM_DEFAULTS.domain;
    const explicitLabel = input.label?.trim();
    for (let attempt = 0; attempt < 20; attempt++) {
      const label =
        explicitLabel ||
        (await this.freeLabel(input.defaultLabel ?? FORM_DEFAULTS.label, language, domain, tx));
      try {
        return await tx.transaction(async (sp) => {
          const [row] = await sp
            .insert(forms)
            .values({
              userId,
              label,
              language,
              domain,
              color: input.color ? (normalizeHex(input.color) ?? FORM_DEFAULTS.color) : FORM_DEFAULTS.color,
              iconMode: input.iconMode ?? FORM_DEFAULTS.iconMode,
              config: input.config,
              promptHistory: input.promptHistory ?? [],
            })
            .returning();
          return row;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (explicitLabel) throw conflict(DUPLICATE_FORM_MESSAGE);
      }
    }
    throw conflict(DUPLICATE_FORM_MESSAGE);
  }

  async publish(userId: number, input: TPublishInput): Promise<FormRow> {
    const config = parseConfigOrThrow(input.config);
    if (input.originalFormId) {
      const existing = await this.owned(userId, input.originalFormId);
      const patch: Partial<typeof forms.$inferInsert> = { config, updatedAt: new Date() };
      if (input.label?.trim()) patch.label = input.label.trim();
      if (input.language) patch.language = input.language;
      if (input.domain !== undefined) patch.domain = input.domain;
      if (input.iconMode) patch.iconMode = input.iconMode;
      if (input.color) patch.color = normalizeHex(input.color) ?? existing.color;
      if (input.promptHistory) patch.promptHistory = input.promptHistory;
      return this.update(existing.id, patch);
    }
    return this.create(userId, { ...input, config });
  }

  async update(id: number, patch: Partial<typeof forms.$inferInsert>): Promise<FormRow> {
    try {
      const [row] = await this.db
        .update(forms)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(forms.id, id))
        .returning();
      if (!row) throw notFound('Form not found');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_FORM_MESSAGE);
      throw err;
    }
  }

  async setProperties(userId: number, id: number, p: { language: string; label: string; domain: string }) {
    await this.owned(userId, id);
    if (!p.label) throw badRequest('label is required');
    return this.update(id, { language: p.language, label: p.label, domain: p.domain });
  }

  async setColor(userId: number, id: number, color: string) {
    await this.owned(userId, id);
    const hex = normalizeHex(color);
    if (!hex) throw badRequest('color must be a hex colour like #10b981');
    return this.update(id, { color: hex });
  }

  async setIconMode(userId: number, id: number, iconMode: TIconMode) {
    await this.owned(userId, id);
    return this.update(id, { iconMode });
  }
}
