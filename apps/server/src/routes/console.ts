// Form Console API: the owner's per-form console config, and the public part the runner reads.
import { consolePublic, getConsole, putConsole } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const { console: consoleService } = app.ctx;

  route(app, getConsole, {}, async (req) => ({
    consoleConfig: await consoleService.get(userOf(req).id, req.params.formId),
  }));

  route(app, putConsole, {}, async (req) => {
    const saved = await consoleService.put(userOf(req).id, req.params.formId, req.body.consoleConfig);
    // The auto-select travels in the public payload.
    await app.ctx.forms.notifyPublicChange(req.params.formId);
    return { success: true as const, message: 'Console Updated', consoleConfig: saved };
  });

  // Public (the runner is anonymous): only the auto-select decision, never the brochure text or triggers.
  route(app, consolePublic, {}, async (req) => {
    const form = await app.ctx.published.byId(req.params.id);
    return {
      autoSelectFirstOption: form?.payload.autoSelectFirstOption ?? { enabled: false, optionId: null },
    };
  });
};
