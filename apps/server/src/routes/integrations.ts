// A form's integrations (Sheets, Slack, HubSpot, Pipedrive): list, add, change, remove, resume, test lead, delivery
// log and replay, Google's consent flow, the dashboard's problems, and the form's lead routing.
import {
  createIntegration,
  deleteIntegration,
  getLeadRouting,
  googleConnectCallback,
  googleConnectStart,
  listIntegrationDeliveries,
  listIntegrationProblems,
  listIntegrations,
  putLeadRouting,
  replayIntegrationDelivery,
  resumeIntegration,
  testIntegration,
  updateIntegration,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { requestOrigin } from '../http/origin.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';

export const integrationsRoutes: FastifyPluginAsync = async (app) => {
  const { integrations } = app.ctx;

  route(app, listIntegrations, {}, async (req) => integrations.overview(userOf(req).id, req.params.id));

  route(app, createIntegration, {}, async (req, reply) =>
    reply.code(201).send(await integrations.create(userOf(req).id, req.params.id, req.body)),
  );

  route(app, updateIntegration, {}, async (req) =>
    integrations.update(userOf(req).id, req.params.id, req.params.integrationId, req.body),
  );

  route(app, deleteIntegration, {}, async (req) => {
    await integrations.remove(userOf(req).id, req.params.id, req.params.integrationId);
    return { success: true as const, message: 'Integration removed' };
  });

  route(app, resumeIntegration, {}, async (req) => {
    const resumed = await integrations.resume(userOf(req).id, req.params.id, req.params.integrationId);
    return {
      success: true as const,
      resumed,
      message: resumed
        ? `${resumed} waiting lead${resumed === 1 ? '' : 's'} queued again`
        : 'Nothing was waiting',
    };
  });

  route(app, testIntegration, { limits: [LIMITS.integrationTest] }, async (req) =>
    integrations.test(userOf(req).id, req.params.id, req.params.integrationId),
  );

  route(app, listIntegrationDeliveries, {}, async (req) =>
    integrations.deliveries(userOf(req).id, req.params.id),
  );

  route(app, replayIntegrationDelivery, {}, async (req) => {
    await integrations.replay(userOf(req).id, req.params.id, req.params.deliveryId);
    return { success: true as const, message: 'Delivery queued again' };
  });

  route(app, listIntegrationProblems, {}, async (req) => integrations.problems(userOf(req).id));

  route(app, googleConnectStart, {}, async (req, reply) => {
    const url = await integrations.googleStart(
      userOf(req).id,
      req.query.formId,
      req.query.integrationId,
      requestOrigin(req),
    );
    return reply.redirect(url, 302);
  });

  route(app, googleConnectCallback, {}, async (req, reply) =>
    reply.redirect(await integrations.googleCallback(userOf(req).id, req.query), 302),
  );

  route(app, getLeadRouting, {}, async (req) => integrations.getRouting(userOf(req).id, req.params.id));

  route(app, putLeadRouting, {}, async (req) =>
    integrations.putRouting(userOf(req), req.params.id, req.body),
  );
};
