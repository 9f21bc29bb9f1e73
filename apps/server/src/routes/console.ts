// Form Console API: the owner's per-form console config, and the public part the runner reads.
import { ZConsoleUpdateInput, ZFormId } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { parseWith } from './parse.ts';

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const { console: consoleService } = app.ctx;
  const formIdOf = (params: unknown, key = 'formId') =>
    parseWith(ZFormId, (params as Record<string, unknown>)[key]);

  app.get('/api/console/:formId', async (req) => {
    const user = await requireUser(req);
    return { consoleConfig: await consoleService.get(user.id, formIdOf(req.params)) };
  });

  app.put('/api/console/:formId', async (req) => {
    const user = await requireUser(req);
    const formId = formIdOf(req.params);
    const { consoleConfig } = parseWith(ZConsoleUpdateInput, req.body);
    const saved = await consoleService.put(user.id, formId, consoleConfig);
    // The auto-select travels in the public payload.
    await app.ctx.forms.notifyPublicChange(formId);
    return { success: true, message: 'Console Updated', consoleConfig: saved };
  });

  // Public (the runner is anonymous): only the auto-select decision, never the brochure text or triggers.
  app.get('/api/forms/:id/console-public', async (req) => {
    const form = await app.ctx.published.byId(formIdOf(req.params, 'id'));
    return {
      autoSelectFirstOption: form?.payload.autoSelectFirstOption ?? { enabled: false, optionId: null },
    };
  });
};
