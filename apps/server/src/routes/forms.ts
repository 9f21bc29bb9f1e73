// Forms API (owner-side section 7) and the public lookups the embed uses (respondent-side section 7).
import {
  ZByPropertiesQuery,
  ZColorInput,
  ZFormId,
  ZIconModeInput,
  ZPropertiesInput,
  ZPublishInput,
} from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, requireUser } from '../context.ts';
import { notFound } from '../errors.ts';
import { toFormRecord } from '../services/forms.ts';
import { parseWith } from './parse.ts';

export const formsRoutes: FastifyPluginAsync = async (app) => {
  const { forms, answers } = app.ctx;
  const idParam = (params: unknown) => parseWith(ZFormId, (params as { id?: unknown }).id);

  app.get('/api/forms', async (req) => {
    const user = await requireUser(req);
    return forms.list(user.id);
  });

  // Respondents get only published versions, found by the current (language, label, domain) or an alias.
  app.get('/api/forms/by-properties', async (req) => {
    const q = parseWith(ZByPropertiesQuery, req.query);
    const payload = await app.ctx.publicForms.byProperties(q.language, q.label, q.domain);
    if (!payload) throw notFound('Form not found');
    return payload;
  });

  // The owner gets the record with the draft and status; anyone else the published payload (404 for drafts).
  app.get('/api/forms/:id', async (req) => {
    const id = idParam(req.params);
    const row = await forms.find(id);
    if (!row) throw notFound('Form not found');
    const user = await currentUser(req);
    if (user?.id !== row.userId) {
      const payload = await app.ctx.publicForms.payloadOf(row);
      if (!payload) throw notFound('Form not found');
      return payload;
    }
    const { autoSelectFirstOption } = await app.ctx.console.publicInfoFor({
      id: row.id,
      config: row.publishedConfig ?? row.config,
    });
    return { ...toFormRecord(row, true), autoSelectFirstOption };
  });

  app.delete('/api/forms/:id', async (req) => {
    const user = await requireUser(req);
    await forms.delete(user.id, idParam(req.params));
    return { success: true };
  });

  app.post('/api/publish', async (req) => {
    const user = await requireUser(req);
    const input = parseWith(ZPublishInput, req.body);
    const row = await forms.publish(user.id, input);
    return { success: true, id: row.id, form: toFormRecord(row, true) };
  });

  app.put('/api/forms/:id/properties', async (req) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const input = parseWith(ZPropertiesInput, req.body);
    const row = await forms.setProperties(user.id, id, input);
    return { success: true, form: toFormRecord(row, true) };
  });

  app.put('/api/forms/:id/color', async (req) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const { color } = parseWith(ZColorInput, req.body);
    const row = await forms.setColor(user.id, id, color);
    return { success: true, color: row.color };
  });

  app.put('/api/forms/icon-mode', async (req) => {
    const user = await requireUser(req);
    const { formId, iconMode } = parseWith(ZIconModeInput, req.body);
    const row = await forms.setIconMode(user.id, formId, iconMode);
    return { success: true, iconMode: row.iconMode };
  });

  app.get('/api/forms/:id/responses', async (req) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    await forms.owned(user.id, id);
    return answers.list(id);
  });
};
