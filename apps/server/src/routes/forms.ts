// Forms API (owner-side section 7) and the public lookups the embed uses (respondent-side section 7).
import {
  ZByPropertiesQuery,
  ZColorInput,
  ZFormId,
  ZIconModeInput,
  ZPropertiesInput,
  ZPublishInput,
  ZResponseId,
  ZResponsesFilter,
  ZResponsesQuery,
} from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, requireUser } from '../context.ts';
import { notFound } from '../errors.ts';
import { sendCacheable } from '../plugins/cached-reply.ts';
import { toFormRecord } from '../services/forms.ts';
import { stepsOf } from '../services/responses.ts';
import { parseWith } from './parse.ts';
import { requestOrigin } from './public-api.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export const formsRoutes: FastifyPluginAsync = async (app) => {
  const { forms, responses } = app.ctx;
  const idParam = (params: unknown) => parseWith(ZFormId, (params as { id?: unknown }).id);

  app.get('/api/forms', async (req) => {
    const user = await requireUser(req);
    const [list, counts] = await Promise.all([forms.list(user.id), app.ctx.formSettings.countsFor(user.id)]);
    // Dashboard numbers (completed, incomplete, completion rate) from counters, beside each record.
    return list.map((f) => ({ ...f, counts: counts.get(f.id) ?? null }));
  });

  // Respondents get only published versions, found by the current (language, label, domain) or an alias;
  // served from this instance's cache with an ETag, so a repeat (or a CDN) gets a 304.
  app.get('/api/forms/by-properties', async (req, reply) => {
    const q = parseWith(ZByPropertiesQuery, req.query);
    const form = await app.ctx.published.byProperties(q.language, q.label, q.domain);
    if (!form) throw notFound('Form not found');
    return sendCacheable(req, reply, { body: form.json, etag: form.etag, encoded: form.encoded }, JSON_TYPE);
  });

  // The owner gets the record with the draft and status; anyone else the published payload (404 for drafts).
  app.get('/api/forms/:id', async (req, reply) => {
    const id = idParam(req.params);
    // Anonymous respondents (the hot path) never touch the database while the form is cached.
    const user = await currentUser(req);
    if (user) {
      const row = await forms.find(id);
      if (!row) throw notFound('Form not found');
      if (user.id === row.userId) {
        const [{ autoSelectFirstOption }, availability] = await Promise.all([
          app.ctx.console.publicInfoFor({ id: row.id, config: row.publishedConfig ?? row.config }),
          // The owner opening /embed?id= sees the form as respondents would (closed message, redirect).
          app.ctx.formSettings.publicAvailability(row),
        ]);
        // The owner's view holds the draft: never stored by a shared cache.
        reply.header('Cache-Control', 'private, no-store');
        return { ...toFormRecord(row, true), autoSelectFirstOption, availability };
      }
    }
    const form = await app.ctx.published.byId(id);
    if (!form) throw notFound('Form not found');
    return sendCacheable(req, reply, { body: form.json, etag: form.etag, encoded: form.encoded }, JSON_TYPE);
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

  // Spec: an array of responses. Paging through ?limit (default 100, at most 200) and ?cursor; X-Total-Count
  // says how many match, X-Next-Cursor (and a Link rel="next") that more exist (docs/decisions.md).
  app.get('/api/forms/:id/responses', async (req, reply) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const query = parseWith(ZResponsesQuery, req.query);
    const row = await forms.owned(user.id, id);
    const page = await responses.page(id, query, stepsOf(row.publishedConfig ?? row.config));
    reply.header('X-Total-Count', String(page.total)).header('Cache-Control', 'private, no-store');
    if (page.nextCursor) {
      const next = new URLSearchParams(req.query as Record<string, string>);
      next.set('cursor', page.nextCursor);
      reply
        .header('X-Next-Cursor', page.nextCursor)
        .header('Link', `<${req.url.split('?')[0]}?${next}>; rel="next"`);
    }
    return page.rows;
  });

  app.get('/api/forms/:id/responses/summary', async (req) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const row = await forms.owned(user.id, id);
    return responses.summary(id, stepsOf(row.publishedConfig ?? row.config));
  });

  // One response for the owner, with its session facts, files and neighbours under the list's filters (query).
  app.get('/api/forms/:id/responses/:responseId', async (req, reply) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const responseId = parseWith(ZResponseId, (req.params as { responseId?: unknown }).responseId);
    const filter = parseWith(ZResponsesFilter, req.query);
    const row = await forms.owned(user.id, id);
    const detail = await responses.detail(id, responseId, filter, row.publishedConfig ?? row.config);
    if (!detail) throw notFound('Response not found');
    reply.header('Cache-Control', 'private, no-store');
    return detail;
  });

  app.get('/api/forms/:id/responses.csv', async (req, reply) => {
    const user = await requireUser(req);
    const id = idParam(req.params);
    const filter = parseWith(ZResponsesFilter, req.query);
    const row = await forms.owned(user.id, id);
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
};
