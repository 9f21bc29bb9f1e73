// Operations: liveness (/healthz), readiness (/readyz: database and migrations) and Prometheus metrics (/metrics).
import crypto from 'node:crypto';
import { healthz, metrics, readyz } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { checkReadiness } from '../db/client.ts';
import { notFound, unauthorized } from '../errors.ts';
import { route } from '../http/define-route.ts';

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export const operationsRoutes: FastifyPluginAsync = async (app) => {
  const { config, database } = app.ctx;

  route(app, healthz, {}, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  route(app, readyz, {}, async (_req, reply) => {
    const state = await checkReadiness(database.db);
    const ready = state.database === 'ok' && state.migrations === 'applied' && !app.ctx.shuttingDown;
    reply.header('Cache-Control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', ...state });
  });

  // Off unless METRICS_TOKEN is set, and then only for a scraper that sends it (docs/operations.md).
  route(app, metrics, {}, async (req, reply) => {
    if (!config.metricsToken) throw notFound();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match || !sameToken(match[1], config.metricsToken)) throw unauthorized('Invalid metrics token');
    const registry = app.ctx.metrics.registry;
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
};
