// Owner settings API: the privacy-policy link (owner reads/writes; the anonymous runner reads it by form id).
import { ZFormId } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../context.ts';
import { parseWith } from './parse.ts';

const ZPrivacyInput = z.object({
  privacyPolicyLink: z
    .string({ error: 'privacyPolicyLink must be a string' })
    .max(4000)
    .nullable()
    .optional(),
});

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { settings } = app.ctx;

  app.get('/api/user/privacy-policy', async (req) => {
    const { formId } = req.query as { formId?: unknown };
    if (formId !== undefined) {
      return { privacyPolicyLink: await settings.privacyPolicyForForm(parseWith(ZFormId, formId)) };
    }
    const user = await requireUser(req);
    return { privacyPolicyLink: await settings.privacyPolicy(user.id) };
  });

  app.post('/api/user/privacy-policy', async (req) => {
    const user = await requireUser(req);
    const { privacyPolicyLink } = parseWith(ZPrivacyInput, req.body);
    const result = await settings.setPrivacyPolicy(user.id, privacyPolicyLink ?? '');
    return {
      success: true,
      saved: result.saved,
      privacyPolicyLink: result.privacyPolicyLink,
      message: result.saved ? 'Privacy policy link saved' : 'Nothing to save',
    };
  });
};
