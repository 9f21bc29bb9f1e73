// Generation from plain words (docs/spec/owner-side.md §7): POST /api/prompt and POST /api/edit-form; and the
// offline translation of a form's texts for "Add language" (POST /api/forms/translate).
import { editForm, generateFromPrompt, translateForm } from '@forms-engine/contracts';
import { addLanguage } from '@forms-engine/generator';
import { safeNormalizeConfig } from '@forms-engine/model';
import { badRequest } from '../errors.ts';
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

  route(app, translateForm, {}, async (req) => {
    const parsed = safeNormalizeConfig(req.body.config);
    if (!parsed.ok) throw badRequest(parsed.error);
    const { texts, untranslated } = addLanguage(parsed.config, req.body.language);
    return { language: req.body.language, texts, untranslated };
  });
};
