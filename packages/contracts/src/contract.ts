// The shape of one API route's contract: method, path, who may call it, and its request and response schemas.
// Server routes register these (schemas checked by Fastify), the web client calls them, and the OpenAPI
// document is built from them — one definition per route (docs/architecture.md).
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: a signed-in owner (session cookie), a bearer API key, or anyone. */
export type RouteAuth = 'user' | 'apiKey' | 'public';

/** A response that is not JSON (an HTML page, a file, an image): documented, never parsed by the client. */
export interface NonJsonResponse {
  contentType: string;
  description: string;
}

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify-style path: `/api/forms/:id`. */
  path: string;
  auth: RouteAuth;
  /** OpenAPI tag: the area of the product. */
  tag: ApiTag;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status code; the first 2xx is what the typed client returns. */
  response: Partial<Record<number, z.ZodType | NonJsonResponse>>;
}

export const API_TAGS = {
  account: 'Account',
  forms: 'Forms',
  respondent: 'Respondent',
  generation: 'Generation',
  credits: 'Credits',
  integrations: 'Integrations',
  publicApi: 'Public API',
  admin: 'Admin',
  docs: 'Documentation',
  operations: 'Operations',
} as const;
export type ApiTag = (typeof API_TAGS)[keyof typeof API_TAGS];

/** Keeps the literal types of a route (its schemas) so server handlers and the client infer from them. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/** Every error answer: `{ error: message }` (plus a few documented extra fields on some routes). */
export const ZError = z.object({ error: z.string() }).meta({ id: 'Error' });
export type TError = z.infer<typeof ZError>;

/**
 * A respondent route's 429: past an allowance the answer carries an ALTCHA proof-of-work `challenge` the runner
 * solves and sends back in X-Altcha; a hard per-form cap answers without one.
 */
export const ZTooMany = z
  .object({
    error: z.string(),
    challenge: z
      .object({
        algorithm: z.string(),
        challenge: z.string(),
        maxnumber: z.number().int().optional(),
        salt: z.string(),
        signature: z.string(),
      })
      .optional(),
  })
  .meta({ id: 'TooMany' });

/** `{ success: true }`, the answer of an action that returns nothing else. */
export const ZSuccess = z.object({ success: z.literal(true) });
/** `{ success: true, …fields }`: the answer of an action, with what it changed or made. */
export function successWith<const S extends z.ZodRawShape>(fields: S) {
  return ZSuccess.extend(fields);
}
/** `{ success: true, message }`, the answer of simple actions. */
export const ZSuccessMessage = successWith({ message: z.string() });

/** The first 2xx JSON schema of a route: what the typed client resolves to. */
type SuccessStatus = 200 | 201;
export type SuccessSchema<R extends ApiRoute> = {
  [S in SuccessStatus]: R['response'][S] extends z.ZodType ? R['response'][S] : never;
}[SuccessStatus];
export type ApiResponse<R extends ApiRoute> = z.output<SuccessSchema<R>>;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** What a caller passes: path parameters, query and body, each only when the route has them. */
export type ApiInput<R extends ApiRoute> = ([R['params']] extends [z.ZodType]
  ? { params: InputOf<R['params']> }
  : { params?: undefined }) &
  ([R['query']] extends [z.ZodType] ? { query?: InputOf<R['query']> } : { query?: undefined }) &
  ([R['body']] extends [z.ZodType] ? { body: InputOf<R['body']> } : { body?: undefined });
