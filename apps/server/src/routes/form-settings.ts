// Per-form availability and new-lead e-mail settings (issue 14): GET/PUT /api/forms/{id}/settings and /notifications.
import {
  getFormAvailability,
  getFormNotifications,
  putFormAvailability,
  putFormNotifications,
} from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const formSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { formSettings } = app.ctx;

  route(app, getFormAvailability, {}, async (req) =>
    formSettings.getAvailability(userOf(req).id, req.params.id),
  );

  route(app, putFormAvailability, {}, async (req) =>
    formSettings.putAvailability(userOf(req).id, req.params.id, req.body),
  );

  route(app, getFormNotifications, {}, async (req) =>
    formSettings.getNotifications(userOf(req).id, req.params.id),
  );

  route(app, putFormNotifications, {}, async (req) =>
    formSettings.putNotifications(userOf(req).id, req.params.id, req.body),
  );
};
