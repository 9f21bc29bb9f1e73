// GET /api/forms/{id}/funnel: the path-aware funnel of a form's answer sessions (docs/funnel.md), per version,
// filtered by start date and campaign; and POST /api/forms/{id}/views, the runner's count of the form being shown.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError, ZTooMany } from './contract.ts';
import { parseClientDate } from './dates.ts';
import { ZFormIdParams } from './forms.types.ts';

const isoDate = z
  .string()
  .trim()
  .refine((v) => v === '' || parseClientDate(v) !== null, {
    message: 'must be a date like 2026-01-31, between the years 1 and 9999',
  });

export const ZFunnelQuery = z.object({
  /** A published version's number; the live version when left out. */
  version: z.coerce
    .number({ error: 'version must be a number' })
    .int({ error: 'version must be a whole number' })
    .min(1, { error: 'version must be 1 or more' })
    .max(1_000_000, { error: 'version must be at most 1000000' })
    .optional(),
  /** Sessions started on or after (a date means that day's start, UTC). */
  from: isoDate.optional(),
  /** Sessions started on or before (a date means that whole day, UTC). */
  to: isoDate.optional(),
  /** Only sessions that came with this `utm_source` (exact). */
  utm_source: z.string().trim().max(200, { error: 'utm_source must be at most 200 characters' }).optional(),
  /** Only sessions that came with this `utm_campaign` (exact). */
  utm_campaign: z
    .string()
    .trim()
    .max(200, { error: 'utm_campaign must be at most 200 characters' })
    .optional(),
  /**
   * A variant of the form's latest A/B test (running or ended): its sessions and views along its own steps, in
   * place of a version's.
   */
  variant: z.enum(['A', 'B', 'C', 'D'], { error: 'variant must be A, B, C or D' }).optional(),
});
export type TFunnelQuery = z.infer<typeof ZFunnelQuery>;

export const ZFunnel = z.object({
  /** The version counted (null: the form was never published). */
  version: z.number().int().nullable(),
  /** The published versions an owner can pick, newest first. */
  versions: z.array(z.number().int()),
  /** The A/B test variant counted instead of a version, or null. */
  variant: z.string().nullable(),
  /** The variants of the form's latest A/B test an owner can pick (none without a test). */
  variants: z.array(z.string()),
  /** Times the form was shown (a page load of it), answered or not. */
  views: z.number().int(),
  /** Answer sessions opened (a respondent's first answer opens one). */
  started: z.number().int(),
  /** Sessions submitted. */
  completed: z.number().int(),
  /**
   * The version's steps in order: `viewed` sessions were shown the step, `dropped` left on it without submitting
   * (`viewed - dropped` went on). A step logic skipped for a session is counted in neither.
   */
  steps: z.array(
    z.object({ id: z.string(), title: z.string(), viewed: z.number().int(), dropped: z.number().int() }),
  ),
  /** The campaigns the version's sessions came with (most sessions first, at most 50), for the filters. */
  sources: z.array(z.string()),
  campaigns: z.array(z.string()),
});
export type TFunnel = z.infer<typeof ZFunnel>;

export const formFunnel = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/funnel',
  auth: 'user',
  tag: API_TAGS.forms,
  summary:
    "A form version's funnel: sessions started, each step's views and drop-offs along the paths taken, completions",
  params: ZFormIdParams,
  query: ZFunnelQuery,
  response: { 200: ZFunnel, 400: ZError, 404: ZError },
});

/** A campaign value as the funnel keeps it; longer or other than text is no campaign (never a refusal). */
const campaignValue = z.string().trim().max(200).optional().catch(undefined);

/**
 * One showing of the published form, sent by the runner once per page load: counted per live version, UTC day,
 * campaign (the form's `utm_source` / `utm_campaign` hidden-field values) and A/B variant.
 */
export const recordFormView = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/views',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: 'Counts one showing of the published form (the first bar of its funnel)',
  params: ZFormIdParams,
  body: z
    .object({
      utm_source: campaignValue,
      utm_campaign: campaignValue,
      /** The A/B variant the page shows (a running test's key); anything else counts as none. */
      variant: z
        .string()
        .regex(/^[A-D]$/)
        .optional()
        .catch(undefined),
    })
    .optional(),
  response: { 200: successWith({}), 404: ZError, 429: ZTooMany },
});
