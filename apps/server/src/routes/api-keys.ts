// The owner's API key for the public API: shown (revealed from its encrypted copy), created, regenerated.
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';

export const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  const { apiKeys } = app.ctx;

  app.get('/api/dev/generate-api-key', async (req, reply) => {
    const user = await requireUser(req);
    reply.header('Cache-Control', 'no-store');
    return { apiKey: await apiKeys.getOrCreate(user.id) };
  });

  // Regenerating revokes the old key, so it is a POST (origin-checked) and never a GET a link could trigger.
  app.post('/api/dev/generate-api-key', async (req, reply) => {
    const user = await requireUser(req);
    reply.header('Cache-Control', 'no-store');
    return { apiKey: await apiKeys.regenerate(user.id) };
  });
};
