// Public API (docs/spec/owner-side.md §7): bearer-key form generation, rate-limited per key, 1 credit per call.
import { createFormUrlApi, generateFormApi } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type RouteRules, route } from '../http/define-route.ts';
import { requestOrigin } from '../http/origin.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { apiCallerOf } from '../plugins/route-rules.ts';

/** Other sites call it with a key (never a cookie), so the cross-origin guard does not apply. */
const PUBLIC_API: RouteRules = { limits: [LIMITS.apiKey], crossOrigin: true, generatorErrors: 'publicApi' };

export const publicApiRoutes: FastifyPluginAsync = async (app) => {
  const { publicApi } = app.ctx;

  route(app, generateFormApi, PUBLIC_API, async (req) =>
    publicApi.generateForm(apiCallerOf(req).userId, req.body.prompt),
  );

  route(app, createFormUrlApi, PUBLIC_API, async (req) =>
    publicApi.createFormUrl(apiCallerOf(req).userId, req.body, requestOrigin(req)),
  );
};
