// The owner's funnel of a form (docs/funnel.md).
import { formFunnel } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const funnelRoutes: FastifyPluginAsync = async (app) => {
  const { forms, funnel } = app.ctx;

  route(app, formFunnel, {}, async (req) =>
    funnel.funnel(await forms.owned(userOf(req).id, req.params.id), req.query),
  );
};
