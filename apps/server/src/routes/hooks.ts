// REST hooks for Zapier, Make and n8n (API key): subscribe, list, unsubscribe, sample event.
import { listHooks, sampleHookEvent, subscribeHook, unsubscribeHook } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type RouteRules, route } from '../http/define-route.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { apiCallerOf } from '../plugins/route-rules.ts';

/** Automation platforms call with a key (never a cookie), so the cross-origin guard does not apply. */
const HOOK_API: RouteRules = { limits: [LIMITS.apiKey], crossOrigin: true };

export const hooksRoutes: FastifyPluginAsync = async (app) => {
  const { hooks } = app.ctx;

  route(app, subscribeHook, HOOK_API, async (req, reply) =>
    reply.code(201).send(await hooks.subscribe(apiCallerOf(req).userId, req.body)),
  );

  route(app, listHooks, HOOK_API, async (req) => hooks.list(apiCallerOf(req).userId));

  route(app, unsubscribeHook, HOOK_API, async (req) => {
    await hooks.unsubscribe(apiCallerOf(req).userId, req.params.id);
    return { success: true as const, message: 'Subscription removed' };
  });

  route(app, sampleHookEvent, HOOK_API, async (req) =>
    hooks.sample(apiCallerOf(req).userId, req.query.formId, req.query.event),
  );
};
