// Generation from plain words (docs/spec/owner-side.md §7): POST /api/prompt and POST /api/edit-form; and the
// offline translation of a form's texts for "Add language" (POST /api/forms/translate).
import { editForm, generateFromPrompt, translateForm } from '@forms-engine/contracts';
import { addLanguage } from '@forms-engine/generator';
import { formLanguages, formTexts, safeNormalizeConfig } from '@forms-engine/model';
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

  // The configured model translates when there is one; offline, the phrase engine. Either way the keys without a
  // translation come back as untranslated, for the builder to mark.
  route(app, translateForm, {}, async (req) => {
    const parsed = safeNormalizeConfig(req.body.config);
    if (!parsed.ok) throw badRequest(parsed.error);
    const to = req.body.language;
    const offline = addLanguage(parsed.config, to);
    const { generator } = app.ctx;
    if (!generator.translate) return { language: to, ...offline };
    const wanted = [...Object.keys(offline.texts), ...offline.untranslated];
    const source = formTexts(parsed.config);
    const texts = await generator.translate({
      texts: Object.fromEntries(wanted.map((key) => [key, source[key]])),
      from: formLanguages(parsed.config)[0],
      to,
    });
    return { language: to, texts, untranslated: wanted.filter((key) => !texts[key]) };
  });
};
