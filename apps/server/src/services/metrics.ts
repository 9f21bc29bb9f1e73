// Prometheus metrics of one app instance: requests and latency per route, rate-limit refusals, and the depth of
// the webhook and mail queues (read from the database at scrape time, so every instance reports the shared queue).
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route'>;
  rateLimitRefusals: Counter<'limit'>;
}

async function countByStatus(db: Db, table: 'webhook_deliveries' | 'outbox', statuses: string[]) {
  const rows = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from ${sql.identifier(table)} where status in ${statuses} group by status`,
  );
  const counts = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const r of rowsOf<{ status: string; n: number }>(rows)) counts[r.status] = Number(r.n);
  return counts;
}

export function createMetrics(db: Db): Metrics {
  // One registry per app (not prom-client's global one), so several apps in one process never share counters.
  const registry = new Registry();
  const requests = new Counter({
    name: 'forms_engine_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'forms_engine_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'forms_engine_rate_limit_refusals_total',
    help: 'Requests refused with 429, by limit name',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'forms_engine_webhook_queue_depth',
    help: 'CRM webhook deliveries waiting or being delivered, by status (all instances)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countByStatus(db, 'webhook_deliveries', ['pending', 'delivering']);
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'forms_engine_mail_queue_depth',
    help: 'E-mails queued or being sent, by status (all instances)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countByStatus(db, 'outbox', ['queued', 'sending']);
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  return { registry, requests, latency, rateLimitRefusals };
}
