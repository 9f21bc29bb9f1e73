// Request and response schemas of the forms, answers and account APIs, shared by server and clients.
import { z } from 'zod';
import type { PublicAvailability } from './form-settings.types.ts';
import { ZIconMode, ZLanguage } from '../config.ts';
import { DEFAULT_FORM_COLOR } from '../rules/color.ts';

export const ZHexColor = z
  .string({ error: 'color must be a hex colour like #10b981' })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'color must be a hex colour like #10b981' });

export const ZLabel = z.string().trim().max(200, { error: 'label must be at most 200 characters' });
export const ZDomain = z.string().trim().max(200, { error: 'domain must be at most 200 characters' });

export const ZFormId = z.coerce
  .number({ error: 'Form id must be a positive integer' })
  .int({ error: 'Form id must be a positive integer' })
  .positive({ error: 'Form id must be a positive integer' })
  .max(2_147_483_647, { error: 'Form id must be a positive integer' });

export const ZPublishInput = z.object({
  label: ZLabel.optional(),
  /** Any accepted config shape; the server normalises it. */
  config: z.unknown(),
  language: ZLanguage.optional(),
  domain: ZDomain.optional(),
  color: ZHexColor.optional(),
  promptHistory: z.array(z.string().max(4000)).max(200).optional(),
  originalFormId: z.union([ZFormId, z.null()]).optional(),
  iconMode: ZIconMode.optional(),
});
export type TPublishInput = z.infer<typeof ZPublishInput>;

export const ZPropertiesInput = z.object({
  language: ZLanguage,
  label: ZLabel,
  domain: ZDomain.default(''),
  url: z.string().max(2000).optional(),
});

export const ZColorInput = z.object({ color: ZHexColor });
export const ZIconModeInput = z.object({ formId: ZFormId, iconMode: ZIconMode });

export const ZByPropertiesQuery = z.object({
  language: ZLanguage.default('en'),
  label: z.string().max(200),
  domain: z.string().max(200).default(''),
});

export const ZTempResponseInput = z.object({
  tempResponse: z.record(z.string().max(1000), z.unknown()),
});

export const ZSessionInfo = z.object({ sessionId: z.string().max(100), sessionNo: z.number().int() });

export const ZGenericSubmitInput = z.object({
  label: z.string().max(1000).default('Form Submission'),
  language: z.string().max(10).default('en'),
  response: z.object({
    formData: z.record(z.string().max(1000), z.unknown()),
    questions: z
      .array(
        z.object({
          title: z.string().max(1000),
          subtitle: z.string().max(2000).optional(),
          type: z.string().max(50),
        }),
      )
      .max(200)
      .optional(),
  }),
  domain: z.string().max(200).nullable().optional(),
  form_config_id: z.union([z.number(), z.string().max(20), z.null()]).optional(),
});

/** Draft: never published, not reachable by respondents. Live: a published version is served. */
export type FormStatus = 'draft' | 'live';

/**
 * The form record. `config` is what respondents get (the published version); for a form that was never
 * published only its owner gets the record, and `config` is the draft. Owner-only fields are optional.
 */
export interface FormRecord {
  id: number;
  label: string;
  created_at: string;
  updated_at?: string;
  config: unknown;
  language: string;
  domain: string;
  color: string;
  iconMode: 'lucide' | 'emoji' | 'none';
  promptHistory?: string[];
  /** Owner only. */
  status?: FormStatus;
  /** Owner only: the draft differs from the published version. */
  hasUnpublishedChanges?: boolean;
  /** Owner only: the working copy, present when it differs from `config` (unpublished changes). */
  draftConfig?: unknown;
  /** Owner only: number of the live version, null while a draft. */
  publishedVersion?: number | null;
  /** Owner only. */
  publishedAt?: string | null;
  /** Owner's form list only: the dashboard numbers. */
  counts?: FormCounts | null;
}

/** A form's dashboard numbers: starts are answer sessions (plus complete responses without one). */
export interface FormCounts {
  starts: number;
  completed: number;
  incomplete: number;
  /** completed / starts in whole percent; null before anyone started. */
  completionRate: number | null;
}

/** The config the owner edits: the draft when it has unpublished changes, else the published one. */
export function workingConfig(form: Pick<FormRecord, 'config' | 'draftConfig'>): unknown {
  return form.draftConfig !== undefined && form.draftConfig !== null ? form.draftConfig : form.config;
}

/** What respondents and the embed get for a published form (GET /api/forms/{id} public view, by-properties). */
export interface PublicFormPayload {
  id: number;
  label: string;
  created_at: string;
  language: string;
  domain: string;
  color: string;
  iconMode: 'lucide' | 'emoji' | 'none';
  config: unknown;
  autoSelectFirstOption: { enabled: boolean; optionId: string | null };
  /** Closed or full, the closed message and the redirect after submit (per-form settings). */
  availability: PublicAvailability;
}

/** One published version in a form's history. */
export interface FormVersionRecord {
  version: number;
  label: string;
  publishedAt: string;
  /** Who published it; null when that account is gone. */
  publishedBy: { id: number; username: string } | null;
  restoredFrom: number | null;
  stepCount: number;
  /** This version is the one respondents get. */
  isLive: boolean;
}

/** An earlier (language, label, domain) of a form that still finds it. */
export interface FormAliasRecord {
  id: number;
  language: string;
  label: string;
  domain: string;
  created_at: string;
}

/** Published versions kept per form (older ones are pruned on publish). */
export const VERSION_HISTORY_LIMIT = 50;

export const ZSaveDraftInput = z.object({
  /** Any accepted config shape; the server normalises it. */
  config: z.unknown(),
});

export const ZVersionNumber = z.coerce
  .number({ error: 'Version must be a positive integer' })
  .int({ error: 'Version must be a positive integer' })
  .positive({ error: 'Version must be a positive integer' })
  .max(2_147_483_647, { error: 'Version must be a positive integer' });

export const ZAliasId = z.coerce
  .number({ error: 'Alias id must be a positive integer' })
  .int({ error: 'Alias id must be a positive integer' })
  .positive({ error: 'Alias id must be a positive integer' })
  .max(2_147_483_647, { error: 'Alias id must be a positive integer' });

export interface ResponseRecord {
  id: number;
  created_at: string;
  updated_at?: string;
  session_id?: string | null;
  session_no?: number | null;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
  /** Calculation results by id, recomputed by the server at submission; null without calculations. */
  calculations?: Record<string, number> | null;
  /** The id of the ending the respondent reached; null for the normal submission screen. */
  ending?: string | null;
}

export const FORM_DEFAULTS = {
  label: 'Untitled Form',
  language: 'en',
  domain: '',
  color: DEFAULT_FORM_COLOR,
  iconMode: 'lucide',
} as const;

/** The permanent link of a form: by id, so renames and property changes never break it. */
export function permanentEmbedUrl(origin: string, id: number): string {
  return `${origin.replace(/\/$/, '')}/embed?id=${id}`;
}

/** The public embed URL of a form. */
export function embedUrl(origin: string, form: { language: string; label: string; domain: string }): string {
  const params = new URLSearchParams({ language: form.language, label: form.label, domain: form.domain });
  return `${origin.replace(/\/$/, '')}/embed?${params.toString()}`;
}
