// Forms API (docs/spec/owner-side.md §7) and the public lookups the embed uses (docs/spec/respondent-side.md §7).
import {
  deleteForm,
  deleteResponse,
  deleteResponses,
  eraseRespondent,
  markResponseSpam,
  exportResponses,
  formByProperties,
  getForm,
  getLeadColumns,
  getResponse,
  listForms,
  listFormSummaries,
  listResponses,
  responsesSummary,
  countResponses,
  publishForm,
  setFormColor,
  setFormProperties,
  setLeadColumns,
  setIconMode,
  type TChatEntry,
  workingColor,
} from '@forms-engine/contracts';
import { unwrapConfig } from '@forms-engine/model';
import type { FastifyPluginAsync } from 'fastify';
import { type AppContext, currentUser } from '../context.ts';
import { notFound } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';
import { type FormRow, toFormRecord } from '../services/forms.ts';
import { stepsOf } from '../services/responses.ts';
import { requestOrigin } from '../http/origin.ts';
import { sendPublic } from '../http/public-answer.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Steps of a stored configuration of any accepted shape (0 when it has none), as the dashboard counted them. */
function countSteps(config: unknown): number {
  const c = unwrapConfig(config);
  return c && Array.isArray(c.steps) ? c.steps.length : 0;
}

/**
 * GET /api/forms/{id} as its owner gets it: the record with the draft and status, and the form as respondents
 * would meet it.
 */
async function ownerFormView(ctx: AppContext, row: FormRow) {
  const [{ autoSelectFirstOption }, { availability, tracking }] = await Promise.all([
    ctx.console.publicInfoFor({ id: row.id, config: row.publishedConfig ?? row.config }),
    // The owner opening /embed?id= sees the form as respondents would (closed message, redirect).
    ctx.formSettings.publicSettings(row),
  ]);
  // The conversation with the assistant is the builder's: only this one form's view carries it.
  return {
    ...toFormRecord(row, true),
    chat: row.chat as TChatEntry[],
    autoSelectFirstOption,
    availability,
    tracking,
  };
}

export const formsRoutes: FastifyPluginAsync = async (app) => {
  const { forms, responses, leadRemoval } = app.ctx;

  route(app, listForms, {}, async (req) => {
    const owner = userOf(req).id;
    const [list, counts] = await Promise.all([forms.list(owner), app.ctx.formSettings.countsFor(owner)]);
    // Dashboard numbers (completed, incomplete, completion rate) from counters, beside each record.
    return list.map((f) => ({ ...f, counts: counts.get(f.id) ?? null }));
  });

  // The dashboard's list: the same records without configurations (GET /api/forms keeps the spec's payload).
  route(app, listFormSummaries, {}, async (req) => {
    const owner = userOf(req).id;
    const [list, counts] = await Promise.all([forms.list(owner), app.ctx.formSettings.countsFor(owner)]);
    return list.map(({ config, draftConfig: _draft, promptHistory: _history, ...f }) => ({
      ...f,
      stepCount: countSteps(config),
      counts: counts.get(f.id) ?? null,
    }));
  });

  // Respondents get only published versions, found by the current (language, label, domain) or an alias;
  // served from this instance's cache with an ETag, so a repeat (or a CDN) gets a 304.
  route(app, formByProperties, {}, async (req, reply) => {
    const q = req.query;
    const form = await app.ctx.published.byProperties(q.language, q.label, q.domain);
    if (!form) throw notFound('Form not found');
    return sendPublic(req, reply, { body: form.json, etag: form.etag }, JSON_TYPE);
  });

  // The owner gets the record with the draft and status; anyone else the published payload (404 for drafts).
  route(app, getForm, {}, async (req, reply) => {
    const id = req.params.id;
    // Anonymous respondents (the hot path) never touch the database while the form is cached.
    const user = await currentUser(req);
    if (user) {
      const row = await forms.find(id);
      if (!row) throw notFound('Form not found');
      if (user.id === row.userId) {
        // The owner's view holds the draft: never stored by a shared cache.
        reply.header('Cache-Control', 'private, no-store');
        return ownerFormView(app.ctx, row);
      }
    }
    const form = await app.ctx.published.byId(id);
    if (!form) throw notFound('Form not found');
    return sendPublic(req, reply, { body: form.json, etag: form.etag }, JSON_TYPE);
  });

  route(app, deleteForm, {}, async (req) => {
    await forms.delete(userOf(req).id, req.params.id);
    return { success: true as const };
  });

  route(app, publishForm, {}, async (req) => {
    const row = await forms.publish(userOf(req).id, req.body);
    return { success: true as const, id: row.id, form: toFormRecord(row, true) };
  });

  route(app, setFormProperties, {}, async (req) => {
    const row = await forms.setProperties(userOf(req).id, req.params.id, req.body);
    return { success: true as const, form: toFormRecord(row, true) };
  });

  route(app, setFormColor, {}, async (req) => {
    const row = await forms.setColor(userOf(req).id, req.params.id, req.body.color);
    const form = toFormRecord(row, true);
    return { success: true as const, color: workingColor(form), form };
  });

  route(app, setIconMode, {}, async (req) => {
    const row = await forms.setIconMode(userOf(req).id, req.body.formId, req.body.iconMode);
    return { success: true as const, iconMode: row.iconMode as 'lucide' | 'emoji' | 'none' };
  });

  // Spec: an array of responses. Paging through ?limit (default 100, at most 200) and ?cursor; X-Total-Count
  // says how many match (left out, and not counted, with ?count=none: counting a million rows takes longer than
  // the page), X-Next-Cursor (and a Link rel="next") that more exist.
  route(app, listResponses, {}, async (req, reply) => {
    const id = req.params.id;
    const row = await forms.owned(userOf(req).id, id);
    const { count, ...query } = req.query;
    const page = await responses.page(
      id,
      query,
      stepsOf(row.publishedConfig ?? row.config),
      count === 'exact',
    );
    if (page.total !== null) reply.header('X-Total-Count', String(page.total));
    reply.header('Cache-Control', 'private, no-store');
    if (page.nextCursor) {
      const next = new URLSearchParams(req.url.split('?')[1] ?? '');
      next.set('cursor', page.nextCursor);
      reply
        .header('X-Next-Cursor', page.nextCursor)
        .header('Link', `<${req.url.split('?')[0]}?${next}>; rel="next"`);
    }
    return page.rows;
  });

  // The list's total alone, for the same filters (the screen asks for it after its first rows, so the count never
  // delays them).
  route(app, countResponses, {}, async (req, reply) => {
    const id = req.params.id;
    const row = await forms.owned(userOf(req).id, id);
    const total = await responses.count(id, req.query, stepsOf(row.publishedConfig ?? row.config));
    reply.header('Cache-Control', 'private, no-store');
    return { total };
  });

  route(app, getLeadColumns, {}, async (req) => ({
    columns: await app.ctx.formSettings.leadColumns(userOf(req).id, req.params.id),
  }));

  route(app, setLeadColumns, {}, async (req) => ({
    columns: await app.ctx.formSettings.setLeadColumns(userOf(req).id, req.params.id, req.body.columns),
  }));

  route(app, responsesSummary, {}, async (req) => {
    const id = req.params.id;
    const row = await forms.owned(userOf(req).id, id);
    return responses.summary(id, stepsOf(row.publishedConfig ?? row.config));
  });

  // One response for the owner, with its session facts, files and neighbours under the list's filters (query).
  route(app, getResponse, {}, async (req, reply) => {
    const id = req.params.id;
    const row = await forms.owned(userOf(req).id, id);
    const detail = await responses.detail(
      id,
      req.params.responseId,
      req.query,
      row.publishedConfig ?? row.config,
    );
    if (!detail) throw notFound('Response not found');
    reply.header('Cache-Control', 'private, no-store');
    return detail;
  });

  route(app, exportResponses, {}, async (req, reply) => {
    const id = req.params.id;
    const filter = req.query;
    const row = await forms.owned(userOf(req).id, id);
    const name =
      row.label
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'form';
    // Download URLs in the file are absolute, so they work from a spreadsheet (the owner signs in to open them).
    const stream = await responses.csv(
      id,
      filter,
      row.publishedConfig ?? row.config,
      row.language,
      requestOrigin(req),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}-responses.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(stream);
  });

  // Deletions are final and logged (deletion_log); each answer says how many responses went.
  route(app, deleteResponse, {}, async (req) => ({
    deleted: await leadRemoval.deleteOne(userOf(req).id, req.params.id, req.params.responseId),
  }));

  route(app, deleteResponses, {}, async (req) => ({
    deleted: await leadRemoval.deleteMany(userOf(req).id, req.params.id, req.body.ids),
  }));

  route(app, markResponseSpam, {}, async (req) =>
    leadRemoval.setSpam(userOf(req).id, req.params.id, req.params.responseId, req.body.spam),
  );

  route(app, eraseRespondent, { limits: [LIMITS.erasure] }, async (req) =>
    leadRemoval.erase(userOf(req).id, req.body),
  );
};
