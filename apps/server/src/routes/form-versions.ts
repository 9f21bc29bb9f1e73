// Drafts, published versions and aliases of a form (beyond the spec): save or discard the draft, publish it,
// read the version history, restore a version, list and retire old links.
import {
  discardDraft,
  getVersion,
  listAliases,
  listVersions,
  publishDraft,
  removeAlias,
  restoreVersion,
  saveDraft,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';
import { toFormRecord } from '../services/forms.ts';

export const formVersionsRoutes: FastifyPluginAsync = async (app) => {
  const { forms } = app.ctx;

  route(app, saveDraft, {}, async (req) => {
    const row = await forms.saveDraft(userOf(req).id, req.params.id, req.body.config);
    return { success: true as const, form: toFormRecord(row, true) };
  });

  route(app, discardDraft, {}, async (req) => {
    const row = await forms.discardDraft(userOf(req).id, req.params.id);
    return { success: true as const, form: toFormRecord(row, true) };
  });

  route(app, publishDraft, {}, async (req) => {
    const row = await forms.publishDraft(userOf(req).id, req.params.id);
    return { success: true as const, id: row.id, form: toFormRecord(row, true) };
  });

  route(app, listVersions, {}, async (req) => ({
    versions: await forms.versions(userOf(req).id, req.params.id),
  }));

  route(app, getVersion, {}, async (req) => forms.version(userOf(req).id, req.params.id, req.params.version));

  route(app, restoreVersion, {}, async (req) => {
    const row = await forms.restore(userOf(req).id, req.params.id, req.params.version);
    return { success: true as const, form: toFormRecord(row, true) };
  });

  route(app, listAliases, {}, async (req) => ({
    aliases: await forms.aliases(userOf(req).id, req.params.id),
  }));

  route(app, removeAlias, {}, async (req) => {
    await forms.removeAlias(userOf(req).id, req.params.id, req.params.aliasId);
    return { success: true as const };
  });
};
