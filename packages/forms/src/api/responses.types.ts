// GET /api/forms/{id}/responses paging, search and filters (query string), shared by the server and the owner app.
import { z } from 'zod';

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
