// Forms API (docs/spec/owner-side.md §7): the form record, drafts and versions, request schemas and each route's contract.
import { z } from 'zod';
import { DEFAULT_FORM_COLOR, RESPONDENT_LANGUAGES, ZIconMode, ZLanguage } from '@forms-engine/model';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccess } from './contract.ts';
import { ZFormId, ZFormIdParams } from './form-id.ts';
import { ZPublicAvailability } from './form-settings.types.ts';
import { ZChatEntry } from './generation.types.ts';

export { workingColor, workingConfig } from './working-copy.ts';

export { ZFormId, ZFormIdParams };

export const ZHexColor = z
  .string({ error: 'color must be a hex colour like #10b981' })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'color must be a hex colour like #10b981' });

export const ZLabel = z.string().trim().max(200, { error: 'label must be at most 200 characters' });
export const ZDomain = z.string().trim().max(200, { error: 'domain must be at most 200 characters' });

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
  /** A form's own language, or one it is translated into (the form of that label then answers in it). */
  language: z.enum(RESPONDENT_LANGUAGES).default('en'),
  label: z.string().max(200),
  domain: z.string().max(200).default(''),
});

/** Draft: never published, not reachable by respondents. Live: a published version is served. */
export const ZFormStatus = z.enum(['draft', 'live']);
export type FormStatus = z.infer<typeof ZFormStatus>;

/**
 * The form record. `config` is what respondents get (the published version); for a form that was never
 * published only its owner gets the record, and `config` is the draft. Owner-only fields are optional.
 */
/** A form's dashboard numbers: starts are answer sessions (plus complete responses without one). */
export const ZFormCounts = z.object({
  starts: z.number().int(),
  completed: z.number().int(),
  incomplete: z.number().int(),
  /** completed / starts in whole percent; null before anyone started. */
  completionRate: z.number().nullable(),
  /** Completed responses whose respondent came back through a "finish your request" e-mail. */
  recovered: z.number().int().optional(),
});
export type FormCounts = z.infer<typeof ZFormCounts>;

export const ZFormRecord = z
  .object({
    id: z.number().int(),
    label: z.string(),
    created_at: z.string(),
    updated_at: z.string().optional(),
    /** The stored configuration (any accepted shape; normalizeConfig reads it). */
    config: z.unknown(),
    language: z.string(),
    domain: z.string(),
    color: z.string(),
    iconMode: ZIconMode,
    promptHistory: z.array(z.string()).optional(),
    /** Owner only. */
    status: ZFormStatus.optional(),
    /** Owner only: the draft differs from the published version. */
    hasUnpublishedChanges: z.boolean().optional(),
    /** Owner only: the working copy, present when it differs from `config` (unpublished changes). */
    draftConfig: z.unknown().optional(),
    /** Owner only, one form's view: the conversation with the assistant about it (kept with the draft). */
    chat: z.array(ZChatEntry).optional(),
    /** Owner only: the draft's colour, present when it differs from `color` (a colour change not yet published). */
    draftColor: z.string().optional(),
    /** Owner only: number of the live version, null while a draft. */
    publishedVersion: z.number().int().nullable().optional(),
    /** Owner only. */
    publishedAt: z.string().nullable().optional(),
    /** Owner's form list only: the dashboard numbers. */
    counts: ZFormCounts.nullable().optional(),
  })
  .meta({ id: 'FormRecord' });
export type FormRecord = z.infer<typeof ZFormRecord>;

/** The Form Console's auto-select, carried with the form so the embed needs no second request. */
export const ZAutoSelect = z.object({ enabled: z.boolean(), optionId: z.string().nullable() });

/** What respondents and the embed get for a published form (GET /api/forms/{id} public view, by-properties). */
export const ZPublicFormPayload = z
  .object({
    id: z.number().int(),
    label: z.string(),
    created_at: z.string(),
    language: z.string(),
    domain: z.string(),
    color: z.string(),
    iconMode: ZIconMode,
    config: z.unknown(),
    autoSelectFirstOption: ZAutoSelect,
    /** Closed or full, the closed message and the redirect after submit (per-form settings). */
    availability: ZPublicAvailability,
  })
  .meta({ id: 'PublicForm' });
export type PublicFormPayload = z.infer<typeof ZPublicFormPayload>;

/** One published version in a form's history. */
export const ZFormVersionRecord = z.object({
  version: z.number().int(),
  label: z.string(),
  publishedAt: z.string(),
  /** Who published it; null when that account is gone. */
  publishedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  restoredFrom: z.number().int().nullable(),
  /** What changed since the version before, in one line ("Renamed 'Roof type' to 'Roof material'"); null on
   * versions published before summaries were kept. */
  summary: z.string().nullable(),
  stepCount: z.number().int(),
  /** This version is the one respondents get. */
  isLive: z.boolean(),
});
export type FormVersionRecord = z.infer<typeof ZFormVersionRecord>;

/** An earlier (language, label, domain) of a form that still finds it. */
export const ZFormAliasRecord = z.object({
  id: z.number().int(),
  language: z.string(),
  label: z.string(),
  domain: z.string(),
  created_at: z.string(),
});
export type FormAliasRecord = z.infer<typeof ZFormAliasRecord>;

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

export const ZResponseRecord = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    updated_at: z.string().optional(),
    session_id: z.string().nullable().optional(),
    session_no: z.number().int().nullable().optional(),
    /** The answers, kept under each step's id (renaming, reordering or translating a question changes nothing). */
    response: z.record(z.string(), z.unknown()).nullable(),
    temp_response: z.record(z.string(), z.unknown()).nullable(),
    /** The title each answered question had when it was answered, by step id: labels answers to removed steps. */
    labels: z.record(z.string(), z.string()).nullable().optional(),
    /** Calculation results by id, recomputed by the server at submission; null without calculations. */
    calculations: z.record(z.string(), z.number()).nullable().optional(),
    /** The id of the ending the respondent reached; null for the normal submission screen. */
    ending: z.string().nullable().optional(),
  })
  .meta({ id: 'ResponseRecord' });
export type ResponseRecord = z.infer<typeof ZResponseRecord>;

export const FORM_DEFAULTS = {
  label: 'Untitled Form',
  language: 'en',
  domain: '',
  color: DEFAULT_FORM_COLOR,
  iconMode: 'lucide',
} as const;

// ---------- Route contracts ----------

const tag = API_TAGS.forms;
const ZSavedForm = successWith({ form: ZFormRecord });
/** A publish: the form's id and its record. */
const ZPublished = successWith({ id: z.number().int(), form: ZFormRecord });

export const listForms = defineRoute({
  method: 'GET',
  path: '/api/forms',
  auth: 'user',
  tag,
  summary: "The signed-in owner's forms, newest first",
  response: { 200: z.array(ZFormRecord) },
});

/** One row of the dashboard's form list: the record without any configuration, plus its number of steps. */
export const ZFormSummary = ZFormRecord.omit({ config: true, draftConfig: true, promptHistory: true })
  .extend({
    /** Steps of `config` in `GET /api/forms` (the published version, or the draft of a form never published). */
    stepCount: z.number().int(),
  })
  .meta({ id: 'FormSummary' });
export type FormSummary = z.infer<typeof ZFormSummary>;
/** What a form's list row and its settings dialogs read: a summary or a full record both fit. */
export type FormListItem = Omit<FormRecord, 'config' | 'draftConfig' | 'promptHistory'>;

export const listFormSummaries = defineRoute({
  method: 'GET',
  path: '/api/forms/summaries',
  auth: 'user',
  tag,
  summary: "The signed-in owner's forms for a list, newest first: no configurations, only what a list shows",
  description:
    "The spec's `GET /api/forms` answers every form with its configuration; a list with many forms needs only " +
    'names, status, dates, counts and the number of steps. The editor loads one configuration when it opens.',
  response: { 200: z.array(ZFormSummary) },
});

export const formByProperties = defineRoute({
  method: 'GET',
  path: '/api/forms/by-properties',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary:
    'The published form with this language, label and domain, or an earlier one of its (what the embed loads)',
  query: ZByPropertiesQuery,
  response: { 200: ZPublicFormPayload, 404: ZError },
});

export const getForm = defineRoute({
  method: 'GET',
  path: '/api/forms/:id',
  auth: 'public',
  tag,
  summary: 'One form: its owner gets the record with the draft and status, anyone else the published payload',
  params: ZFormIdParams,
  // The public payload is the record without its owner-only fields, so one schema describes both answers.
  response: {
    200: ZFormRecord.extend({ autoSelectFirstOption: ZAutoSelect, availability: ZPublicAvailability }),
    404: ZError,
  },
});

export const deleteForm = defineRoute({
  method: 'DELETE',
  path: '/api/forms/:id',
  auth: 'user',
  tag,
  summary: 'Deletes a form and its responses',
  params: ZFormIdParams,
  response: { 200: ZSuccess, 404: ZError },
});

export const publishForm = defineRoute({
  method: 'POST',
  path: '/api/publish',
  auth: 'user',
  tag,
  summary: 'Saves and publishes a form (new, or a new version of `originalFormId`)',
  body: ZPublishInput,
  response: {
    200: ZPublished,
    409: ZError,
  },
});

export const setFormProperties = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/properties',
  auth: 'user',
  tag,
  summary: "Changes a form's language, label and domain (the old ones become an alias)",
  params: ZFormIdParams,
  body: ZPropertiesInput,
  response: { 200: ZSavedForm, 409: ZError },
});

export const setFormColor = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/color',
  auth: 'user',
  tag,
  summary: "Changes the colour of a form's draft (live once published)",
  params: ZFormIdParams,
  body: ZColorInput,
  response: { 200: successWith({ color: z.string(), form: ZFormRecord }) },
});

export const setIconMode = defineRoute({
  method: 'PUT',
  path: '/api/forms/icon-mode',
  auth: 'user',
  tag,
  summary: 'Changes how options show icons',
  body: ZIconModeInput,
  response: { 200: successWith({ iconMode: ZIconMode }) },
});

export const saveDraft = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/draft',
  auth: 'user',
  tag,
  summary: "Saves the form's draft (respondents keep getting the published version)",
  params: ZFormIdParams,
  body: ZSaveDraftInput,
  response: { 200: ZSavedForm, 404: ZError },
});

export const discardDraft = defineRoute({
  method: 'DELETE',
  path: '/api/forms/:id/draft',
  auth: 'user',
  tag,
  summary: 'Discards unpublished changes (the draft becomes the published version again)',
  params: ZFormIdParams,
  response: { 200: ZSavedForm, 404: ZError },
});

export const publishDraft = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/publish',
  auth: 'user',
  tag,
  summary: 'Publishes the draft as a new version',
  params: ZFormIdParams,
  response: {
    200: ZPublished,
    404: ZError,
  },
});

const ZVersionParams = z.object({ id: ZFormId, version: ZVersionNumber });

export const listVersions = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/versions',
  auth: 'user',
  tag,
  summary: 'Published versions, newest first',
  params: ZFormIdParams,
  response: { 200: z.object({ versions: z.array(ZFormVersionRecord) }), 404: ZError },
});

export const getVersion = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/versions/:version',
  auth: 'user',
  tag,
  summary: "One published version's configuration",
  params: ZVersionParams,
  response: { 200: z.object({ version: z.number().int(), config: z.unknown() }), 404: ZError },
});

export const restoreVersion = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/versions/:version/restore',
  auth: 'user',
  tag,
  summary: 'Publishes an earlier version again, as a new version',
  params: ZVersionParams,
  response: { 200: ZSavedForm, 404: ZError },
});

export const listAliases = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/aliases',
  auth: 'user',
  tag,
  summary: 'Earlier (language, label, domain) combinations that still find the form',
  params: ZFormIdParams,
  response: { 200: z.object({ aliases: z.array(ZFormAliasRecord) }), 404: ZError },
});

export const removeAlias = defineRoute({
  method: 'DELETE',
  path: '/api/forms/:id/aliases/:aliasId',
  auth: 'user',
  tag,
  summary: 'Retires an old link of the form',
  params: z.object({ id: ZFormId, aliasId: ZAliasId }),
  response: { 200: ZSuccess, 404: ZError },
});
