// The owner's funnel of a form, and the runner's count of the form being shown (docs/funnel.md).
import { formFunnel, recordFormView } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { RESPONDENT } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';

export const funnelRoutes: FastifyPluginAsync = async (app) => {
  const { forms, funnel } = app.ctx;

  route(app, formFunnel, {}, async (req) =>
    funnel.funnel(await forms.owned(userOf(req).id, req.params.id), req.query),
  );

  route(app, recordFormView, { respondent: [RESPONDENT.view] }, async (req) => {
    await funnel.recordView(req.params.id, req.body ?? {});
    return { success: true as const };
  });
};
