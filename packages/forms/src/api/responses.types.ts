// GET /api/forms/{id}/responses paging, search and filters (query string), shared by the server and the owner app.
import { z } from 'zod';
import type { ResponseRecord } from './forms.types.ts';

export const RESPONSES_PAGE_DEFAULT = 100;
export const RESPONSES_PAGE_MAX = 200;

const isoDate = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { message: 'must be a date like 2026-01-31' });

export const ZResponsesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be between 1 and ${RESPONSES_PAGE_MAX}` })
    .max(RESPONSES_PAGE_MAX, { error: `limit must be between 1 and ${RESPONSES_PAGE_MAX}` })
    .default(RESPONSES_PAGE_DEFAULT),
  /** Opaque: the X-Next-Cursor of the previous page. */
  cursor: z.string().max(100).optional(),
  /** Text to find in any answer (case-insensitive); option titles match the options they name. */
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).optional(),
  status: z
    .enum(['all', 'complete', 'incomplete'], { error: 'status must be all, complete or incomplete' })
    .default('all'),
  /** Started on or after (a date means that day's start, UTC). */
  from: isoDate.optional(),
  /** Started on or before (a date means that whole day, UTC). */
  to: isoDate.optional(),
});
export type TResponsesQuery = z.infer<typeof ZResponsesQuery>;

/** Per-step reach for the drop-off chart, computed by the server over every response. */
export interface ResponsesSummary {
  total: number;
  complete: number;
  incomplete: number;
  /** Answer key and how many sessions reached that step, in step order. */
  steps: { key: string; reached: number }[];
}

/** The list's filters without paging: the CSV export and a response's neighbours follow them. */
export const ZResponsesFilter = ZResponsesQuery.omit({ limit: true, cursor: true });
export type TResponsesFilter = z.infer<typeof ZResponsesFilter>;

export const ZResponseId = z.coerce
  .number({ error: 'Response id must be a positive integer' })
  .int({ error: 'Response id must be a positive integer' })
  .positive({ error: 'Response id must be a positive integer' })
  .max(2_147_483_647, { error: 'Response id must be a positive integer' });

/** An upload a response refers to, as stored for this form (GET …/responses/{responseId}). */
export interface ResponseFile {
  /** The name the download is saved under (hidden characters removed, the detected type's extension). */
  name: string;
  /** The type detected from the file's bytes. */
  mimeType: string;
  size: number;
}

/** GET /api/forms/{id}/responses/{responseId}: one response for its form's owner. */
export interface ResponseDetail extends ResponseRecord {
  /** When the respondent started: the answer session's start, else when the response was first stored. */
  started_at: string;
  /** When it was submitted; null while incomplete. */
  submitted_at: string | null;
  /** 'form' (the embed) or 'generic' (POST /api/submit). */
  source: string;
  /** The uploads the answers refer to that belong to this form, by document id. */
  files: Record<string, ResponseFile>;
  /** The responses around it in the list's order (newest first) under the filters sent with the request. */
  neighbours: {
    /** The newer response shown above it, or null. */
    previous: number | null;
    /** The older response shown below it, or null. */
    next: number | null;
    /** Its place in the filtered list (1 = newest); null when the filters leave it out. */
    position: number | null;
    /** How many responses the filters keep. */
    total: number;
  };
}
