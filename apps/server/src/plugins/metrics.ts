// Counts every answered request and its latency per route pattern (never per raw URL, to bound the label set).
import type { FastifyInstance } from 'fastify';

export function registerMetrics(app: FastifyInstance) {
  // Without METRICS_TOKEN nobody can read them (/metrics answers 404): no per-request counting then.
  if (!app.ctx.config.metricsToken) return;
  const { requests, latency } = app.ctx.metrics;
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
