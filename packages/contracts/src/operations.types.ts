// Operations and documentation routes: health, readiness, metrics, the OpenAPI documents, the embed loader and
// the development mailbox.
import { z } from 'zod';
import { API_TAGS, defineRoute } from './contract.ts';

const tag = API_TAGS.operations;

export const ZReadiness = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

export const healthz = defineRoute({
  method: 'GET',
  path: '/healthz',
  auth: 'public',
  tag,
  summary: 'Liveness: the process answers',
  response: { 200: z.object({ status: z.literal('ok') }) },
});

export const readyz = defineRoute({
  method: 'GET',
  path: '/readyz',
  auth: 'public',
  tag,
  summary: 'Readiness: the database answers and every migration is applied',
  response: { 200: ZReadiness, 503: ZReadiness },
});

export const metrics = defineRoute({
  method: 'GET',
  path: '/metrics',
  auth: 'public',
  tag,
  summary: 'Prometheus metrics (only when METRICS_TOKEN is set; send it as a bearer token)',
  response: {
    200: { contentType: 'text/plain', description: 'Prometheus text exposition format' },
    401: { contentType: 'application/json', description: 'Missing or wrong token' },
    404: { contentType: 'application/json', description: 'Metrics are off' },
  },
});

export const docsPage = defineRoute({
  method: 'GET',
  path: '/api/docs',
  auth: 'public',
  tag: API_TAGS.docs,
  summary: 'The public API documentation page',
  response: { 200: { contentType: 'text/html', description: 'Self-contained HTML' } },
});

export const publicOpenApi = defineRoute({
  method: 'GET',
  path: '/api/docs/openapi.json',
  auth: 'public',
  tag: API_TAGS.docs,
  summary: 'OpenAPI 3.1 document of the public (bearer-key) API',
  response: { 200: { contentType: 'application/json', description: 'OpenAPI 3.1 document' } },
});

export const fullOpenApi = defineRoute({
  method: 'GET',
  path: '/api/docs/openapi-full.json',
  auth: 'public',
  tag: API_TAGS.docs,
  summary: 'OpenAPI 3.1 document of the whole API: owner, respondent, public and operations routes',
  response: { 200: { contentType: 'application/json', description: 'OpenAPI 3.1 document' } },
});

export const embedLoader = defineRoute({
  method: 'GET',
  path: '/embed.js',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: 'The host-page loader script for embedding forms',
  response: {
    200: { contentType: 'application/javascript', description: 'The loader' },
    404: { contentType: 'application/json', description: 'Not built' },
  },
});

export const embedModes = defineRoute({
  method: 'GET',
  path: '/embed-modes.js',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: "The loader's popup, slider, popover, side tab and full-page code, loaded on demand",
  query: z.object({
    v: z
      .string()
      .max(64, { error: 'v is the version embed.js asks for' })
      .optional()
      .describe('The content hash the loader names; that version is cached for a year'),
  }),
  response: {
    200: { contentType: 'application/javascript', description: 'The dialogs’ code' },
    404: { contentType: 'application/json', description: 'Not built' },
  },
});

export const embedTracking = defineRoute({
  method: 'GET',
  path: '/embed-tracking.js',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary:
    "The loader's conversion tracking (dataLayer events, Meta Pixel), loaded for forms that switched it on",
  query: z.object({
    v: z
      .string()
      .max(64, { error: 'v is the version embed.js asks for' })
      .optional()
      .describe('The content hash the loader names; that version is cached for a year'),
  }),
  response: {
    200: { contentType: 'application/javascript', description: 'The tracking code' },
    404: { contentType: 'application/json', description: 'Not built' },
  },
});

export const ZMailboxEntry = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const devMailbox = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox',
  auth: 'public',
  tag,
  summary: 'Development only (no SMTP_URL, not production): e-mail the app would have sent',
  response: { 200: z.object({ messages: z.array(ZMailboxEntry) }) },
});

export const devMailboxPage = defineRoute({
  method: 'GET',
  path: '/dev/mailbox',
  auth: 'public',
  tag,
  summary: 'Development only: the mailbox as a page',
  response: { 200: { contentType: 'text/html', description: 'The messages' } },
});
