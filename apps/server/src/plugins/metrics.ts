// Counts every answered request and its latency per route pattern (never per raw URL, to bound the label set).
import type { FastifyInstance } from 'fastify';

export function registerMetrics(app: FastifyInstance) {
  const { requests, latency } = app.ctx.metrics;
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });
}
