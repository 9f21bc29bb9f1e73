// Drafts, published versions and aliases of a form (beyond the spec): save or discard the draft, publish it,
// read the version history, restore a version, list and retire old links.
import { ZAliasId, ZFormId, ZSaveDraftInput, ZVersionNumber } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { toFormRecord } from '../services/forms.ts';
import { parseWith } from './parse.ts';

export const formVersionsRoutes: FastifyPluginAsync = async (app) => {
  const { forms } = app.ctx;
  const params = (raw: unknown) => raw as Record<string, unknown>;
  const idOf = (raw: unknown) => parseWith(ZFormId, params(raw).id);

  app.put('/api/forms/:id/draft', async (req) => {
    const user = await requireUser(req);
    const id = idOf(req.params);
    const { config } = parseWith(ZSaveDraftInput, req.body);
    const row = await forms.saveDraft(user.id, id, config);
    return { success: true, form: toFormRecord(row, true) };
  });

  app.delete('/api/forms/:id/draft', async (req) => {
    const user = await requireUser(req);
    const row = await forms.discardDraft(user.id, idOf(req.params));
    return { success: true, form: toFormRecord(row, true) };
  });

  app.post('/api/forms/:id/publish', async (req) => {
    const user = await requireUser(req);
    const row = await forms.publishDraft(user.id, idOf(req.params));
    return { success: true, id: row.id, form: toFormRecord(row, true) };
  });

  app.get('/api/forms/:id/versions', async (req) => {
    const user = await requireUser(req);
    return { versions: await forms.versions(user.id, idOf(req.params)) };
  });

  app.get('/api/forms/:id/versions/:version', async (req) => {
    const user = await requireUser(req);
    const version = parseWith(ZVersionNumber, params(req.params).version);
    return forms.version(user.id, idOf(req.params), version);
  });

  app.post('/api/forms/:id/versions/:version/restore', async (req) => {
    const user = await requireUser(req);
    const version = parseWith(ZVersionNumber, params(req.params).version);
    const row = await forms.restore(user.id, idOf(req.params), version);
    return { success: true, form: toFormRecord(row, true) };
  });

  app.get('/api/forms/:id/aliases', async (req) => {
    const user = await requireUser(req);
    return { aliases: await forms.aliases(user.id, idOf(req.params)) };
  });

  app.delete('/api/forms/:id/aliases/:aliasId', async (req) => {
    const user = await requireUser(req);
    const aliasId = parseWith(ZAliasId, params(req.params).aliasId);
    await forms.removeAlias(user.id, idOf(req.params), aliasId);
    return { success: true };
  });
};
