// CRM webhook API for the Route Response screen: URL, signing secret, test send, delivery log and replay.
import {
  getWebhook,
  listWebhookDeliveries,
  replayWebhookDelivery,
  rotateWebhookSecret,
  saveWebhook,
  testWebhook,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { webhooks, deliveries } = app.ctx;

  route(app, getWebhook, {}, async (req) => webhooks.get(userOf(req).id));

  route(app, saveWebhook, {}, async (req) => {
    const saved = await webhooks.saveUrl(userOf(req).id, req.body.webhookUrl);
    return {
      success: true as const,
      webhookUrl: saved,
      message: saved ? 'Webhook URL saved successfully' : 'Webhook URL removed',
    };
  });

  route(app, rotateWebhookSecret, {}, async (req) => ({
    success: true as const,
    secret: await webhooks.rotateSecret(userOf(req).id),
  }));

  route(app, testWebhook, { limits: [LIMITS.webhookTest] }, async (req, reply) => {
    const webhookUrl = req.body.webhookUrl?.trim();
    if (!webhookUrl) throw badRequest('Please enter a webhook URL first');
    const result = await webhooks.sendTest(userOf(req).id, webhookUrl);
    if (result.ok) {
      return {
        success: true as const,
        message: 'Test webhook sent successfully',
        responseCode: result.status,
      };
    }
    return reply.code(502).send({
      success: false,
      error: 'Failed to send test webhook',
      detail: result.error,
      responseCode: result.status,
    });
  });

  route(app, listWebhookDeliveries, {}, async (req) => webhooks.list(userOf(req).id));

  route(app, replayWebhookDelivery, {}, async (req) => {
    const userId = userOf(req).id;
    await deliveries.replay(
      req.params.id,
      (d) => Number(d.user_id) === userId && d.integration_id === null,
      () => deliveries.assertWebhookActive(userId),
    );
    return { success: true as const, message: 'Delivery queued again' };
  });
};
