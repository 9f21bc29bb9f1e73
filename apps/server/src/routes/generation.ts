// Generation from plain words (docs/spec/owner-side.md §7): POST /api/prompt and POST /api/edit-form.
import {
  claimAnonymousDraft,
  createAnonymousDraft,
  editAnonymousDraft,
  editForm,
  generateFromPrompt,
  getAnonymousDraft,
  saveAnonymousDraft,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clearDraftCookie, setDraftCookie } from '../context.ts';
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
};
