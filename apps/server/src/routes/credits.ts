// The signed-in user's credit balance.
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';

export const creditsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/user/credits', async (req) => {
    const user = await requireUser(req);
    return { credits: await app.ctx.credits.balance(user.id) };
  });
};
