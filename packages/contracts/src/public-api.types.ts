// Contracts of the public (bearer-key) API and of the owner's key management (docs/spec/owner-side.md §7).
import { z } from 'zod';
import { ZIconMode } from '@forms-engine/model';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { ZCreateFormUrlInput, ZGenerateFormInput } from './public-api-docs.ts';

export const ZCreateFormUrlResponse = z.object({
  url: z.string().describe('Public embed URL with language, label and domain parameters'),
  formId: z.number().int(),
  language: z.string(),
  label: z.string(),
  domain: z.string(),
  iconMode: ZIconMode,
  color: z.string(),
});
export type CreateFormUrlResponse = z.infer<typeof ZCreateFormUrlResponse>;

/** The public API's documented error answers (docs/spec/owner-side.md §8). */
const PUBLIC_ERRORS = { 400: ZError, 401: ZError, 402: ZError, 429: ZError, 500: ZError } as const;

export const generateFormApi = defineRoute({
  method: 'POST',
  path: '/api/generate-form',
  auth: 'apiKey',
  tag: API_TAGS.publicApi,
  summary: 'Generate a form configuration',
  body: ZGenerateFormInput,
  response: {
    200: z.looseObject({ title: z.string().optional(), steps: z.array(z.unknown()) }),
    ...PUBLIC_ERRORS,
  },
});

export const createFormUrlApi = defineRoute({
  method: 'POST',
  path: '/api/create-form-url',
  auth: 'apiKey',
  tag: API_TAGS.publicApi,
  summary: 'Generate a form and publish it',
  body: ZCreateFormUrlInput,
  response: { 200: ZCreateFormUrlResponse, ...PUBLIC_ERRORS, 409: ZError },
});

const ZApiKey = z.object({ apiKey: z.string() });

export const getApiKey = defineRoute({
  method: 'GET',
  path: '/api/dev/generate-api-key',
  auth: 'user',
  tag: API_TAGS.account,
  summary: "The owner's API key (created on first use)",
  response: { 200: ZApiKey },
});

export const regenerateApiKey = defineRoute({
  method: 'POST',
  path: '/api/dev/generate-api-key',
  auth: 'user',
  tag: API_TAGS.account,
  summary: 'Replaces the API key; the old one stops working at once',
  response: { 200: ZApiKey },
});
