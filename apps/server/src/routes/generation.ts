// Generation from plain words (docs/spec/owner-side.md §7): POST /api/prompt and POST /api/edit-form.
import { editForm, generateFromPrompt } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const generationRoutes: FastifyPluginAsync = async (app) => {
  const { generation } = app.ctx;

  route(app, generateFromPrompt, {}, async (req) => {
    const { prompt, language } = req.body;
    const { config, form, credits } = await generation.createFromPrompt(userOf(req).id, prompt, language);
    return { config, id: form.id, label: form.label, language: form.language, credits };
  });

  route(app, editForm, {}, async (req) => {
    const input = req.body;
    const result = await generation.editByInstruction(
      userOf(req).id,
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
