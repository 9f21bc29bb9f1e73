// REST hooks for automation platforms (Zapier, Make, n8n): subscribe a target URL to a form's events with an API
// key, unsubscribe, and a sample event — the subscribe/unsubscribe pattern their instant triggers use.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError, ZSuccessMessage } from './contract.ts';
import { ZFormId } from './form-id.ts';

export const HOOK_EVENTS = ['response.completed', 'response.updated'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];
/** Subscriptions one account may hold. */
export const MAX_HOOKS_PER_ACCOUNT = 100;

/** The event every delivery carries (the same body as the CRM webhook's, signed the same way). */
export const ZLeadEvent = z
  .object({
    type: z.string(),
    timestamp: z.string(),
    data: z.object({
      form: z.object({ id: z.number().int(), label: z.string(), language: z.string(), domain: z.string() }),
      response: z.object({
        id: z.number().int(),
        sessionId: z.string().nullable(),
        sessionNo: z.number().int().nullable(),
        /** The lead's number in its form (what the owner sees); null while incomplete. */
        leadNo: z.number().int().nullable(),
        complete: z.boolean(),
        answers: z.record(z.string(), z.unknown()),
        answersById: z.record(z.string(), z.unknown()),
        hidden: z.record(z.string(), z.string()),
        /** The language the respondent read the form in (the form's language unless it has several). */
        language: z.string(),
        calculations: z.record(
          z.string(),
          z.object({ label: z.string(), value: z.number(), display: z.string() }),
        ),
        ending: z.object({ id: z.string(), title: z.string() }).nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
        submittedAt: z.string().nullable(),
      }),
    }),
  })
  .meta({ id: 'LeadEvent' });

export const ZHookInput = z.object({
  formId: ZFormId,
  event: z.enum(HOOK_EVENTS, { error: `event must be one of ${HOOK_EVENTS.join(', ')}` }),
  targetUrl: z
    .string({ error: 'targetUrl must be an http(s) URL' })
    .trim()
    .min(1, { error: 'targetUrl must be an http(s) URL' })
    .max(2000, { error: 'targetUrl is too long' }),
});

export const ZHook = z
  .object({
    id: z.number().int(),
    formId: z.number().int(),
    event: z.enum(HOOK_EVENTS),
    targetUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Hook' });
export type THook = z.infer<typeof ZHook>;

const ZHookId = z.coerce
  .number({ error: 'Hook id must be a positive integer' })
  .int({ error: 'Hook id must be a positive integer' })
  .positive({ error: 'Hook id must be a positive integer' })
  .max(2_147_483_647, { error: 'Hook id must be a positive integer' });

const tag = API_TAGS.publicApi;

export const subscribeHook = defineRoute({
  method: 'POST',
  path: '/api/hooks',
  auth: 'apiKey',
  tag,
  summary: "Subscribes a target URL to a form's response.completed or response.updated events",
  description:
    "Each event is POSTed to targetUrl as JSON, signed like the CRM webhook (Standard Webhooks headers, the account's whsec_ secret), through the same retried delivery queue. A 410 Gone answer unsubscribes.",
  body: ZHookInput,
  response: { 201: ZHook, 400: ZError, 401: ZError, 403: ZError, 404: ZError, 429: ZError },
});

export const listHooks = defineRoute({
  method: 'GET',
  path: '/api/hooks',
  auth: 'apiKey',
  tag,
  summary: "The key owner's subscriptions (also a cheap check that a key works)",
  response: { 200: z.array(ZHook), 401: ZError, 429: ZError },
});

export const unsubscribeHook = defineRoute({
  method: 'DELETE',
  path: '/api/hooks/:id',
  auth: 'apiKey',
  tag,
  summary: 'Ends a subscription: nothing more is sent to it',
  params: z.object({ id: ZHookId }),
  response: { 200: ZSuccessMessage, 401: ZError, 404: ZError, 429: ZError },
});

export const sampleHookEvent = defineRoute({
  method: 'GET',
  path: '/api/hooks/sample',
  auth: 'apiKey',
  tag,
  summary:
    'A sample event for a form: its latest response, or sample answers to its questions when it has none',
  query: z.object({
    formId: ZFormId,
    event: z
      .enum(HOOK_EVENTS, { error: `event must be one of ${HOOK_EVENTS.join(', ')}` })
      .default('response.completed'),
  }),
  response: { 200: z.array(ZLeadEvent), 401: ZError, 403: ZError, 404: ZError, 429: ZError },
});
