// The signed-in user's credit balance.
import { userCredits } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const creditsRoutes: FastifyPluginAsync = async (app) => {
  route(app, userCredits, {}, async (req) => ({ credits: await app.ctx.credits.balance(userOf(req).id) }));
};
