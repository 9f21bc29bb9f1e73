// Document upload, download and analysis (the documentUpload and documentInfo steps).
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError, ZTooMany } from './contract.ts';

export const ZUploadResult = z.object({
  id: z.string(),
  documentUrl: z.string(),
  extractedText: z.string(),
  /** Present when the text is incomplete because a reading limit was reached (the file is stored anyway). */
  extractionNotice: z.string().optional(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof ZUploadResult>;

/** The analysis reads a document's extracted text, which the upload keeps to 100,000 characters. */
export const MAX_DOCUMENT_CONTENT_CHARS = 100_000;
/** One answer per step at most (a form has at most 100 steps). */
const MAX_ANALYSED_ANSWERS = 100;

export const ZQuotationInput = z.object({
  formResponses: z
    .record(
      z.string().max(1000, { error: 'formResponses keys must be at most 1,000 characters' }),
      z.unknown(),
    )
    .refine((answers) => Object.keys(answers).length <= MAX_ANALYSED_ANSWERS, {
      error: `formResponses must have at most ${MAX_ANALYSED_ANSWERS} answers`,
    })
    .default({}),
  documentData: z
    .object({
      documentContent: z
        .string()
        .max(MAX_DOCUMENT_CONTENT_CHARS, { error: 'documentContent must be at most 100,000 characters' })
        .optional(),
      documentUrl: z.string().max(2000).optional(),
      fileName: z.string().max(300).optional(),
    })
    .partial()
    .nullish(),
  contentPrompt: z
    .string()
    .max(10_000, { error: 'contentPrompt must be at most 10,000 characters' })
    .optional(),
  // A bad id does not fail the analysis: it only decides the answer's language.
  formId: z.union([z.number(), z.string().max(20), z.null()]).optional(),
  sessionId: z.string().max(100).optional(),
});

const tag = API_TAGS.respondent;

export const uploadDocument = defineRoute({
  method: 'POST',
  path: '/api/upload-document',
  auth: 'public',
  tag,
  summary: 'Uploads one document (multipart field "document"; optional fields formId and sessionId)',
  description: 'PDF, DOCX, TXT, PNG or JPEG; its text is extracted for the analysis step.',
  response: { 200: ZUploadResult, 400: ZError, 413: ZError, 429: ZTooMany },
});

export const getDocument = defineRoute({
  method: 'GET',
  path: '/api/documents/:id',
  auth: 'public',
  tag,
  summary: 'Downloads a document: its form owner, or the answer session that uploaded it',
  description:
    'The answer session comes as the X-Session-Id header, never in the address (addresses land in logs and ' +
    'histories); a sessionId query parameter is refused with 400.',
  params: z.object({ id: z.string() }),
  response: {
    200: { contentType: 'application/octet-stream', description: 'The file as uploaded' },
    400: ZError,
    404: ZError,
  },
});

export const ZOwnerImage = z.object({
  /** Where respondents load the picture: /api/images/<id>.png or .jpg on this server. */
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

export const uploadOwnerImage = defineRoute({
  method: 'POST',
  path: '/api/images',
  auth: 'user',
  tag: API_TAGS.forms,
  summary: 'Uploads one picture for a form\'s image choice (multipart field "image")',
  description:
    'PNG or JPEG up to the upload limit (UPLOAD_MAX_BYTES); the picture is public at the returned url. An account ' +
    'holds at most IMAGES_PER_ACCOUNT pictures and IMAGE_BYTES_PER_ACCOUNT bytes (409 beyond); pictures no form ' +
    'of the account uses are deleted a week after their upload.',
  response: { 200: ZOwnerImage, 400: ZError, 401: ZError, 409: ZError, 413: ZError, 415: ZError },
});

export const getOwnerImage = defineRoute({
  method: 'GET',
  path: '/api/images/:name',
  auth: 'public',
  tag,
  summary: 'A picture an owner uploaded for an image choice (what respondents see)',
  params: z.object({ name: z.string().max(100) }),
  response: {
    200: { contentType: 'image/png', description: 'The picture as uploaded (PNG or JPEG)' },
    404: ZError,
  },
});

export const generateQuotation = defineRoute({
  method: 'POST',
  path: '/api/generate-quotation',
  auth: 'public',
  tag,
  summary: 'Writes an analysis of the answers and the uploaded document',
  body: ZQuotationInput,
  response: {
    200: z.object({ quotation: z.string() }),
    400: ZError,
    422: ZError,
    429: ZTooMany,
    502: ZError,
  },
});
