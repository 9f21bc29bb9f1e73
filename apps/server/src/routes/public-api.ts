// Public API (owner-side section 7): bearer-key form generation, rate-limited per key, 1 credit per call.
import { ZCreateFormUrlInput, ZGenerateFormInput } from '@forms-engine/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { enforceLimit } from '../plugins/rate-limits.ts';
import type { ApiCaller } from '../services/api-keys.ts';
import { publicOrigin } from '../services/public-origin.ts';
import { PublicApiService } from '../services/public-api.ts';
import { parseWith } from './parse.ts';

/** The origin links should use: PUBLIC_URL, else the request's own when its Host is checked (else 503). */
export const requestOrigin = publicOrigin;

export const publicApiRoutes: FastifyPluginAsync = async (app) => {
  const { apiKeys, config } = app.ctx;
  // The generator is read per call, so tests (and a future provider switch) can replace it on the context.
  const service = new PublicApiService(
    app.ctx.database.db,
    app.ctx.forms,
    app.ctx.credits,
    () => app.ctx.generator,
  );

  async function caller(req: FastifyRequest, reply: FastifyReply): Promise<ApiCaller> {
    const who = await apiKeys.authenticate(req.headers.authorization);
    await enforceLimit(req, reply, `rl:api:key:${who.keyId}`, config.limits.apiPerKeyPerMinute, 60_000);
    return who;
  }

  const logFailure = (req: FastifyRequest, err: unknown) => {
    if (err instanceof AppError && err.status >= 500)
      req.log.error({ err: err.cause ?? err }, 'public API call failed');
  };

  app.post('/api/generate-form', async (req, reply) => {
    const who = await caller(req, reply);
    const input = parseWith(ZGenerateFormInput, req.body);
    try {
      return await service.generateForm(who.userId, input.prompt);
    } catch (err) {
      logFailure(req, err);
      throw err;
    }
  });

  app.post('/api/create-form-url', async (req, reply) => {
    const who = await caller(req, reply);
    const input = parseWith(ZCreateFormUrlInput, req.body);
    try {
      return await service.createFormUrl(who.userId, input, requestOrigin(req));
    } catch (err) {
      logFailure(req, err);
      throw err;
    }
  });
};
