// Owner settings API: the privacy-policy link (owner reads/writes; the anonymous runner reads it by form id) and the
// time zone of the owner's e-mails.
import { getPrivacyPolicy, getTimeZone, setPrivacyPolicy, setTimeZone } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { settings } = app.ctx;

  // Public with a form id (the runner's footer link); the owner's own link otherwise.
  route(app, getPrivacyPolicy, {}, async (req) => {
    const { formId } = req.query;
    if (formId !== undefined) return { privacyPolicyLink: await settings.privacyPolicyForForm(formId) };
    const user = await requireUser(req);
    return { privacyPolicyLink: await settings.privacyPolicy(user.id) };
  });

  route(app, setPrivacyPolicy, {}, async (req) => {
    const result = await settings.setPrivacyPolicy(userOf(req).id, req.body.privacyPolicyLink ?? '');
    return {
      success: true as const,
      saved: result.saved,
      privacyPolicyLink: result.privacyPolicyLink,
      message: result.saved ? 'Privacy policy link saved' : 'Nothing to save',
    };
  });

  route(app, getTimeZone, {}, async (req) => ({ timeZone: await settings.timeZone(userOf(req).id) }));

  route(app, setTimeZone, {}, async (req) => ({
    timeZone: await settings.setTimeZone(userOf(req).id, req.body.timeZone),
  }));
};
