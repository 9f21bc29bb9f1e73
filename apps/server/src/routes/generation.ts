// Generation from plain words (docs/spec/owner-side.md §7): POST /api/prompt and POST /api/edit-form; the
// offline translation of a form's texts for "Add language" (POST /api/forms/translate); and forms built before
// signing up (anonymous drafts).
import {
  claimAnonymousDraft,
  createAnonymousDraft,
  editAnonymousDraft,
  editForm,
  generateFromPrompt,
  getAnonymousDraft,
  saveAnonymousDraft,
  translateForm,
} from '@forms-engine/contracts';
import { addLanguage } from '@forms-engine/generator';
import { formLanguages, formTexts, safeNormalizeConfig } from '@forms-engine/model';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clearDraftCookie, setDraftCookie } from '../context.ts';
import { badRequest } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { enforceLimits, LIMITS, RESPONDENT } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';
import { AnonymousDraftsService, DRAFT_COOKIE } from '../services/anonymous-drafts.ts';

/**
 * The assistant before signing up: each address is challenged past its allowance (never refused), and only
 * requests that got through count toward the site-wide cap, so nobody can use that cap up without doing the work.
 */
const anonymousAssistant = { respondent: [RESPONDENT.anonymousDraft] };
const siteWideCap = (req: FastifyRequest, reply: FastifyReply) =>
  enforceLimits(req, reply, [LIMITS.anonymousDrafts]);

export const generationRoutes: FastifyPluginAsync = async (app) => {
  const { generation } = app.ctx;

  route(app, generateFromPrompt, {}, async (req) => {
    const { prompt, language, fromLink } = req.body;
    const userId = userOf(req).id;
    const { config, form, credits, reused } = fromLink
      ? await generation.createFromLink(userId, prompt, language)
      : { ...(await generation.createFromPrompt(userId, prompt, language)), reused: false };
    return {
      config,
      id: form.id,
      label: form.label,
      language: form.language,
      credits,
      ...(reused ? { reused } : {}),
    };
  });

  route(app, getAnonymousDraft, {}, async (req) => ({
    draft: await app.ctx.anonymousDrafts.get(req.cookies[DRAFT_COOKIE]),
  }));

  route(app, createAnonymousDraft, anonymousAssistant, async (req, reply) => {
    await siteWideCap(req, reply);
    const token = req.cookies[DRAFT_COOKIE] || AnonymousDraftsService.newToken();
    const { prompt, language, fromLink } = req.body;
    const draft = await app.ctx.anonymousDrafts.create(token, prompt, { language, fromLink });
    setDraftCookie(req, reply, token);
    return { draft };
  });

  route(app, editAnonymousDraft, anonymousAssistant, async (req, reply) => {
    await siteWideCap(req, reply);
    return app.ctx.anonymousDrafts.edit(req.cookies[DRAFT_COOKIE], req.body.instruction);
  });

  route(app, saveAnonymousDraft, { respondent: [] }, async (req) => ({
    draft: await app.ctx.anonymousDrafts.save(req.cookies[DRAFT_COOKIE], req.body.config),
  }));

  route(app, claimAnonymousDraft, {}, async (req, reply) => {
    const { form, credits } = await app.ctx.anonymousDrafts.claim(userOf(req).id, req.cookies[DRAFT_COOKIE]);
    clearDraftCookie(req, reply);
    return { id: form.id, label: form.label, credits };
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
