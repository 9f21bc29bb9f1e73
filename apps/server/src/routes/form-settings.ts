// Per-form availability and new-lead e-mail settings (issue 14): GET/PUT /api/forms/{id}/settings and /notifications.
import { ZFormAvailabilityInput, ZFormId, ZFormNotificationsInput } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { parseWith } from './parse.ts';

export const formSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { formSettings } = app.ctx;
  const idOf = (raw: unknown) => parseWith(ZFormId, (raw as { id?: unknown }).id);

  app.get('/api/forms/:id/settings', async (req) => {
    const user = await requireUser(req);
    return formSettings.getAvailability(user.id, idOf(req.params));
  });

  app.put('/api/forms/:id/settings', async (req) => {
    const user = await requireUser(req);
    const id = idOf(req.params);
    const input = parseWith(ZFormAvailabilityInput, req.body);
    return formSettings.putAvailability(user.id, id, input);
  });

  app.get('/api/forms/:id/notifications', async (req) => {
    const user = await requireUser(req);
    return formSettings.getNotifications(user.id, idOf(req.params));
  });

  app.put('/api/forms/:id/notifications', async (req) => {
    const user = await requireUser(req);
    const id = idOf(req.params);
    const input = parseWith(ZFormNotificationsInput, req.body);
    return formSettings.putNotifications(user.id, id, input);
  });
};
