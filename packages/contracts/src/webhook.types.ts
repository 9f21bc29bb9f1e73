// CRM webhook API for the Route Response screen: URL, signing secret, test send, delivery log and replay.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccessMessage } from './contract.ts';

export const ZWebhookUrlInput = z.object({
  webhookUrl: z.string({ error: 'Invalid webhook URL' }).max(2000, { error: 'Webhook URL is too long' }),
});
export const ZWebhookTestInput = z.object({ webhookUrl: z.string().max(2000).optional().nullable() });
const ZDeliveryId = z.coerce
  .number({ error: 'Delivery id must be a positive integer' })
  .int({ error: 'Delivery id must be a positive integer' })
  .positive({ error: 'Delivery id must be a positive integer' })
  .max(2_147_483_647, { error: 'Delivery id must be a positive integer' });

export const ZWebhookSettings = z.object({
  webhookUrl: z.string(),
  secret: z.string(),
  /** Set when repeated failures switched the endpoint off; saving the URL again turns it back on. */
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
});

export const ZDelivery = z
  .object({
    id: z.number().int(),
    webhookId: z.string(),
    event: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    responseCode: z.number().int().nullable(),
    createdAt: z.string(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    formId: z.number().int().nullable(),
    responseId: z.number().int().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type TDelivery = z.infer<typeof ZDelivery>;

const tag = API_TAGS.integrations;

export const getWebhook = defineRoute({
  method: 'GET',
  path: '/api/user/webhook',
  auth: 'user',
  tag,
  summary: 'The webhook URL, its signing secret and whether it is switched off',
  response: { 200: ZWebhookSettings },
});

export const saveWebhook = defineRoute({
  method: 'POST',
  path: '/api/user/webhook',
  auth: 'user',
  tag,
  summary: 'Saves (or with an empty value removes) the webhook URL',
  body: ZWebhookUrlInput,
  response: {
    200: successWith({ webhookUrl: z.string(), message: z.string() }),
    400: ZError,
  },
});

export const rotateWebhookSecret = defineRoute({
  method: 'POST',
  path: '/api/user/webhook/secret/rotate',
  auth: 'user',
  tag,
  summary: 'Replaces the signing secret (the old one keeps signing for a grace period)',
  response: { 200: successWith({ secret: z.string() }) },
});

export const testWebhook = defineRoute({
  method: 'POST',
  path: '/api/user/webhook/test',
  auth: 'user',
  tag,
  summary: 'Sends a signed test event to a URL',
  body: ZWebhookTestInput,
  response: {
    200: successWith({
      message: z.string(),
      responseCode: z.number().int().nullish(),
    }),
    429: ZError,
    502: z.object({
      success: z.literal(false),
      error: z.string(),
      detail: z.string().optional(),
      responseCode: z.number().int().nullable(),
    }),
  },
});

export const listWebhookDeliveries = defineRoute({
  method: 'GET',
  path: '/api/user/webhook/deliveries',
  auth: 'user',
  tag,
  summary: 'The latest 100 deliveries, newest first',
  response: { 200: z.array(ZDelivery) },
});

export const replayWebhookDelivery = defineRoute({
  method: 'POST',
  path: '/api/user/webhook/deliveries/:id/replay',
  auth: 'user',
  tag,
  summary: 'Queues a delivery again with the same webhook-id',
  params: z.object({ id: ZDeliveryId }),
  response: { 200: ZSuccessMessage, 404: ZError, 409: ZError },
});
