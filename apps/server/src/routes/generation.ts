// Generation from plain words (owner-side section 7): POST /api/prompt and POST /api/edit-form.
import { ZEditFormInput, ZPromptInput } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { parseWith } from './parse.ts';

export const generationRoutes: FastifyPluginAsync = async (app) => {
  const { generation } = app.ctx;

  app.post('/api/prompt', async (req) => {
    const user = await requireUser(req);
    const { prompt, language } = parseWith(ZPromptInput, req.body);
    const { config, form, credits } = await generation.createFromPrompt(user.id, prompt, language);
    return { config, id: form.id, label: form.label, language: form.language, credits };
  });

  app.post('/api/edit-form', async (req) => {
    const user = await requireUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.currentConfig === undefined || body.currentConfig === null) {
      return generation.editByInstruction(user.id, null, '', null);
    }
    const input = parseWith(ZEditFormInput, body);
    const result = await generation.editByInstruction(
      user.id,
      input.currentConfig,
      input.instruction,
      input.formId,
    );
    return {
      config: result.config,
      summary: result.summary,
      iconMode: result.iconMode,
      changed: result.changed,
      credits: result.credits,
    };
  });
};
