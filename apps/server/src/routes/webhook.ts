// CRM webhook API for the Route Response screen: URL, signing secret, test send, delivery log and replay.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../context.ts';
import { badRequest, tooMany, unauthorized } from '../errors.ts';
import { parseWith } from './parse.ts';

const ZWebhookUrlInput = z.object({
  webhookUrl: z.string({ error: 'Invalid webhook URL' }).max(2000, { error: 'Webhook URL is too long' }),
});
const ZTestInput = z.object({ webhookUrl: z.string().max(2000).optional().nullable() });
const ZDeliveryId = z.coerce
  .number({ error: 'Delivery id must be a positive integer' })
  .int({ error: 'Delivery id must be a positive integer' })
  .positive({ error: 'Delivery id must be a positive integer' })
  .max(2_147_483_647, { error: 'Delivery id must be a positive integer' });

async function owner(req: FastifyRequest) {
  const user = await currentUser(req);
  if (!user) throw unauthorized('User not authenticated');
  return user;
}

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { webhooks, limiter, config } = app.ctx;

  app.get('/api/user/webhook', async (req) => {
    const user = await owner(req);
    return webhooks.get(user.id);
  });

  app.post('/api/user/webhook', async (req) => {
    const user = await owner(req);
    const { webhookUrl } = parseWith(ZWebhookUrlInput, req.body);
    const saved = await webhooks.saveUrl(user.id, webhookUrl);
    return {
      success: true,
      webhookUrl: saved,
      message: saved ? 'Webhook URL saved successfully' : 'Webhook URL removed',
    };
  });

  app.post('/api/user/webhook/secret/rotate', async (req) => {
    const user = await owner(req);
    const secret = await webhooks.rotateSecret(user.id);
    return { success: true, secret };
  });

  app.post('/api/user/webhook/test', async (req, reply) => {
    const user = await owner(req);
    const { webhookUrl } = parseWith(ZTestInput, req.body);
    if (!webhookUrl?.trim()) throw badRequest('Please enter a webhook URL first');
    // The test sends a request to a URL of the caller's choice: bounded so it cannot be used as a cannon.
    if (config.rateLimits && (await limiter.hit(`webhook-test:${user.id}`, 60_000)) > 10) {
      throw tooMany('Too many test webhooks; wait a minute');
    }
    const result = await webhooks.sendTest(user.id, webhookUrl.trim());
    if (result.ok) {
      return { success: true, message: 'Test webhook sent successfully', responseCode: result.status };
    }
    return reply.code(502).send({
      success: false,
      error: 'Failed to send test webhook',
      detail: result.error,
      responseCode: result.status,
    });
  });

  app.get('/api/user/webhook/deliveries', async (req) => {
    const user = await owner(req);
    return webhooks.list(user.id);
  });

  app.post('/api/user/webhook/deliveries/:id/replay', async (req) => {
    const user = await owner(req);
    const id = parseWith(ZDeliveryId, (req.params as { id?: unknown }).id);
    await webhooks.replay(user.id, id);
    return { success: true, message: 'Delivery queued again' };
  });
};
