// Answers API (respondent-side section 7): answer sessions, temporary saves and submissions.
import { ZFormId, ZGenericSubmitInput, ZTempResponseInput } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors.ts';
import { parseWith } from './parse.ts';

export const answersRoutes: FastifyPluginAsync = async (app) => {
  const { answers } = app.ctx;
  const formIdOf = (params: unknown) => parseWith(ZFormId, (params as { id?: unknown }).id);

  app.post('/api/forms/:id/session', async (req, reply) => {
    const formId = formIdOf(req.params);
    const session = await answers.createSession(formId);
    return reply.code(201).send(session);
  });

  app.patch('/api/sessions/:sessionId/temp-response', async (req) => {
    const { sessionId } = req.params as { sessionId: string };
    const { tempResponse } = parseWith(ZTempResponseInput, req.body);
    const result = await answers.saveTemp(sessionId, tempResponse);
    return { success: true, saved: result.saved };
  });

  app.post('/api/forms/:id/submit', async (req) => {
    const formId = formIdOf(req.params);
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Request body must be a JSON object of answers');
    }
    const result = await answers.submit(formId, body as Record<string, unknown>);
    return { success: true, id: result.id };
  });

  app.post('/api/submit', async (req) => {
    const input = parseWith(ZGenericSubmitInput, req.body);
    if (Object.keys(input.response.formData).length === 0) throw badRequest('Response is empty');
    if (input.form_config_id === null || input.form_config_id === undefined) {
      throw badRequest('form_config_id is required');
    }
    const formId = parseWith(ZFormId, input.form_config_id);
    const result = await answers.submitGeneric(formId, input.response.formData);
    return { success: true, id: result.id };
  });
};
