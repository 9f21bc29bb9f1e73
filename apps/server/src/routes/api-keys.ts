// The owner's API key for the public API: shown (revealed from its encrypted copy), created, regenerated.
import { getApiKey, regenerateApiKey } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  const { apiKeys } = app.ctx;

  route(app, getApiKey, {}, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { apiKey: await apiKeys.getOrCreate(userOf(req).id) };
  });

  // Regenerating revokes the old key, so it is a POST (origin-checked) and never a GET a link could trigger.
  route(app, regenerateApiKey, {}, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { apiKey: await apiKeys.regenerate(userOf(req).id) };
  });
};
