// GET /api/forms/{id}/responses paging, search and filters (query string), shared by the server and the owner app,
// and the contracts of the responses routes (list, drop-off summary, one response, CSV export, deletion, spam and
// a respondent's erasure).
import { z } from 'zod';
import { isValidEmail } from '@forms-engine/model';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { parseClientDate } from './dates.ts';
import { DELETE_RESPONSES_MAX, ERASE_PHONE_MIN_DIGITS } from './response-limits.ts';
import { ZFormIdParams, ZResponseRecord } from './forms.types.ts';

export const RESPONSES_PAGE_DEFAULT = 100;
export const RESPONSES_PAGE_MAX = 200;

const isoDate = z
  .string()
  .trim()
  .refine((v) => v === '' || parseClientDate(v) !== null, {
    message: 'must be a date like 2026-01-31, between the years 1 and 9999',
  });

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
  /** `all`, `complete` and `incomplete` leave out the responses marked as spam; `spam` lists only those. */
  status: z
    .enum(['all', 'complete', 'incomplete', 'spam'], {
      error: 'status must be all, complete, incomplete or spam',
    })
    .default('all'),
  /** Started on or after (a date means that day's start, UTC). */
  from: isoDate.optional(),
  /** Started on or before (a date means that whole day, UTC). */
  to: isoDate.optional(),
});
export type TResponsesQuery = z.infer<typeof ZResponsesQuery>;

/** Per-step reach for the drop-off chart, computed by the server over every response. */
export const ZResponsesSummary = z.object({
  total: z.number().int(),
  complete: z.number().int(),
  incomplete: z.number().int(),
  /** Each step's id, its title, and how many sessions reached it, in step order. */
  steps: z.array(z.object({ key: z.string(), title: z.string(), reached: z.number().int() })),
});
export type ResponsesSummary = z.infer<typeof ZResponsesSummary>;

/** The list's filters without paging: the CSV export and a response's neighbours follow them. */
export const ZResponsesFilter = ZResponsesQuery.omit({ limit: true, cursor: true });

/**
 * GET /api/forms/{id}/responses: the page's query plus `count`. `exact` (the default) sends X-Total-Count;
 * `none` leaves it out and does not count, for a screen that asks for the total alone (GET …/responses/count).
 */
export const ZResponsesListQuery = ZResponsesQuery.extend({
  count: z.enum(['exact', 'none'], { error: 'count must be exact or none' }).default('exact'),
});

/** GET /api/forms/{id}/responses/count: how many responses the filters keep. */
export const ZResponsesCount = z.object({ total: z.number().int() });
export type ResponsesCount = z.infer<typeof ZResponsesCount>;
export type TResponsesFilter = z.infer<typeof ZResponsesFilter>;

export const ZResponseId = z.coerce
  .number({ error: 'Response id must be a positive integer' })
  .int({ error: 'Response id must be a positive integer' })
  .positive({ error: 'Response id must be a positive integer' })
  .max(2_147_483_647, { error: 'Response id must be a positive integer' });

/** An upload a response refers to, as stored for this form (GET …/responses/{responseId}). */
export const ZResponseFile = z.object({
  /** The name the download is saved under (hidden characters removed, the detected type's extension). */
  name: z.string(),
  /** The type detected from the file's bytes. */
  mimeType: z.string(),
  size: z.number().int(),
});
export type ResponseFile = z.infer<typeof ZResponseFile>;

/** GET /api/forms/{id}/responses/{responseId}: one response for its form's owner. */
export const ZResponseDetail = ZResponseRecord.extend({
  /** When the respondent started: the answer session's start, else when the response was first stored. */
  started_at: z.string(),
  /** When it was submitted; null while incomplete. */
  submitted_at: z.string().nullable(),
  /** 'form' (the embed) or 'generic' (POST /api/submit). */
  source: z.string(),
  /** Marked as spam by the owner (left out of the list, counts and deliveries). */
  spam: z.boolean(),
  /** The uploads the answers refer to that belong to this form, by document id. */
  files: z.record(z.string(), ZResponseFile),
  /** The responses around it in the list's order (newest first) under the filters sent with the request. */
  neighbours: z.object({
    /** The newer response shown above it, or null. */
    previous: z.number().int().nullable(),
    /** The older response shown below it, or null. */
    next: z.number().int().nullable(),
    /** Its place in the filtered list (1 = newest); null when the filters leave it out. */
    position: z.number().int().nullable(),
    /** How many responses the filters keep. */
    total: z.number().int(),
  }),
}).meta({ id: 'ResponseDetail' });
export type ResponseDetail = z.infer<typeof ZResponseDetail>;

// ---------- Route contracts ----------

const tag = API_TAGS.forms;

export const listResponses = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/responses',
  auth: 'user',
  tag,
  summary: "A form's responses, complete and incomplete, newest first, one page at a time",
  description:
    'X-Total-Count says how many responses match; when more exist, X-Next-Cursor (and a Link rel="next") ' +
    'names the next page: pass it as `cursor`. With `count=none` the list is not counted and X-Total-Count is ' +
    'left out (GET …/responses/count answers the total alone).',
  params: ZFormIdParams,
  query: ZResponsesListQuery,
  response: { 200: z.array(ZResponseRecord), 400: ZError, 404: ZError },
});

export const responsesSummary = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/responses/summary',
  auth: 'user',
  tag,
  summary: 'How many responses reached each step (the drop-off chart), over every response',
  params: ZFormIdParams,
  response: { 200: ZResponsesSummary, 404: ZError },
});

/** Most columns an owner may choose for the leads table. */
export const LEAD_COLUMNS_MAX = 100;

const ZLeadColumns = z.object({
  /** The table's column keys in order; null shows the compact default. */
  columns: z
    .array(
      z
        .string({ error: 'Each column must be a column name' })
        .min(1, { error: 'Each column must be a column name' })
        .max(300, { error: 'Each column must be a column name' }),
      { error: 'columns must be a list of column names, or null for the default' },
    )
    .max(LEAD_COLUMNS_MAX, { error: `You can show at most ${LEAD_COLUMNS_MAX} columns` })
    .nullable(),
});

export const getLeadColumns = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/lead-columns',
  auth: 'user',
  tag,
  summary: "The leads table's columns the owner chose (null: the compact default)",
  params: ZFormIdParams,
  response: { 200: ZLeadColumns, 404: ZError },
});

export const setLeadColumns = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/lead-columns',
  auth: 'user',
  tag,
  summary: "Saves the leads table's columns (null goes back to the compact default)",
  params: ZFormIdParams,
  body: ZLeadColumns,
  response: { 200: ZLeadColumns, 400: ZError, 404: ZError },
});

export const countResponses = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/responses/count',
  auth: 'user',
  tag,
  summary: "How many of a form's responses match the list's filters (the list's X-Total-Count alone)",
  params: ZFormIdParams,
  query: ZResponsesFilter,
  response: { 200: ZResponsesCount, 400: ZError, 404: ZError },
});

export const getResponse = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/responses/:responseId',
  auth: 'user',
  tag,
  summary:
    'One response with its session facts, its uploads and its neighbours under the list filters sent as the query',
  params: ZFormIdParams.extend({ responseId: ZResponseId }),
  query: ZResponsesFilter,
  response: { 200: ZResponseDetail, 400: ZError, 404: ZError },
});

export const exportResponses = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/responses.csv',
  auth: 'user',
  tag,
  summary: 'Every response matching the filters as CSV, streamed (the columns of the responses table)',
  description: 'Download links in the file are absolute, built from PUBLIC_URL or a checked Host (else 503).',
  params: ZFormIdParams,
  query: ZResponsesFilter,
  response: {
    200: { contentType: 'text/csv', description: 'One row per response, a header row first' },
    400: ZError,
    404: ZError,
    503: ZError,
  },
});

export { DELETE_RESPONSES_MAX, ERASE_PHONE_MIN_DIGITS };

const ZResponseIdParams = ZFormIdParams.extend({ responseId: ZResponseId });

/** How many responses a deletion removed. */
export const ZDeletedCount = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof ZDeletedCount>;

export const ZDeleteResponsesInput = z.object({
  ids: z
    .array(ZResponseId, { error: 'ids must be a list of response ids' })
    .min(1, { error: 'ids must name at least one response' })
    .max(DELETE_RESPONSES_MAX, { error: `ids may name at most ${DELETE_RESPONSES_MAX} responses` }),
});

export const ZResponseSpamInput = z.object({ spam: z.boolean({ error: 'spam must be true or false' }) });
export const ZResponseSpam = z.object({ id: z.number().int(), spam: z.boolean() });

const ERASE_WHO = 'Enter the e-mail address or the phone number of the person';
const eraseEmail = z
  .string({ error: 'email must be text' })
  .trim()
  .max(254, { error: 'email must be at most 254 characters' })
  .refine((v) => v === '' || isValidEmail(v), { error: 'The e-mail address is not valid' });
const erasePhone = z
  .string({ error: 'phone must be text' })
  .trim()
  .max(40, { error: 'phone must be at most 40 characters' })
  .refine((v) => v === '' || v.replace(/\D/g, '').length >= ERASE_PHONE_MIN_DIGITS, {
    error: `The phone number must have at least ${ERASE_PHONE_MIN_DIGITS} digits`,
  });

/** POST /api/responses/erase: an e-mail address, a phone number or both (either finds a response). */
export const ZEraseInput = z
  .object({ email: eraseEmail.optional(), phone: erasePhone.optional() })
  .refine((v) => Boolean(v.email || v.phone), { error: ERASE_WHO });
export type TEraseInput = z.input<typeof ZEraseInput>;

/** What an erasure removed: responses, and in how many forms. */
export const ZErasure = z.object({ deleted: z.number().int(), forms: z.number().int() });
export type Erasure = z.infer<typeof ZErasure>;

export const deleteResponse = defineRoute({
  method: 'DELETE',
  path: '/api/forms/:id/responses/:responseId',
  auth: 'user',
  tag,
  summary: 'Deletes one response for good, with its uploads and its unsent e-mails and webhook deliveries',
  params: ZResponseIdParams,
  response: { 200: ZDeletedCount, 400: ZError, 403: ZError, 404: ZError },
});

export const deleteResponses = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/responses/delete',
  auth: 'user',
  tag,
  summary: `Deletes up to ${DELETE_RESPONSES_MAX} responses of the form for good; ids the form does not have are skipped`,
  params: ZFormIdParams,
  body: ZDeleteResponsesInput,
  response: { 200: ZDeletedCount, 400: ZError, 403: ZError, 404: ZError },
});

export const markResponseSpam = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/responses/:responseId/spam',
  auth: 'user',
  tag,
  summary:
    'Marks a response as spam (out of the list, counts and deliveries; pending ones cancelled) or back as not spam',
  params: ZResponseIdParams,
  body: ZResponseSpamInput,
  response: { 200: ZResponseSpam, 400: ZError, 403: ZError, 404: ZError },
});

export const eraseRespondent = defineRoute({
  method: 'POST',
  path: '/api/responses/erase',
  auth: 'user',
  tag,
  summary:
    "Deletes every response, complete or not, in all the owner's forms whose answers hold the e-mail address or phone number",
  description:
    'For an erasure request (GDPR Art. 17). The e-mail address is compared with every text answer ignoring case; ' +
    `the phone number by its digits (at least ${ERASE_PHONE_MIN_DIGITS}). Uploads and unsent e-mails and webhook ` +
    'deliveries go with the responses.',
  body: ZEraseInput,
  response: { 200: ZErasure, 400: ZError, 429: ZError },
});
