// Abuse limits: per-IP and per-form windows on the respondent endpoints, and the shared 429 helper
// (counters live in the database so every instance sees the same numbers; RATE_LIMITS=off lifts them all).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import { tooMany } from '../errors.ts';
import { rowsOf } from '../services/rate-limit.ts';

export const TOO_MANY_MESSAGE = 'Too many requests. Please try again later.';
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Seconds until the counter's current window ends (at least 1). */
async function secondsUntilReset(app: FastifyInstance, key: string, windowMs: number): Promise<number> {
  const rows = await app.ctx.database.db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now()))) as seconds
    from rate_counters where key = ${key}`);
  const seconds = Number(rowsOf<{ seconds: number }>(rows)[0]?.seconds ?? windowMs / 1000);
  return Math.max(1, Math.min(Math.ceil(windowMs / 1000), seconds));
}

/**
 * Counts one hit on `key`; over `limit` in the window it sets Retry-After and throws 429 `{error}`.
 * Does nothing when rate limits are off.
 */
export async function enforceLimit(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const app = req.server;
  if (!app.ctx.config.rateLimits) return;
  const count = await app.ctx.limiter.hit(key, windowMs);
  if (count <= limit) return;
  reply.header('Retry-After', String(await secondsUntilReset(app, key, windowMs)));
  throw tooMany(TOO_MANY_MESSAGE);
}

interface Rule {
  /** Counter name; the key is `rl:<name>:ip:<ip>` or `rl:<name>:form:<id>`. */
  name: string;
  windowMs: number;
  perIp?: (l: RateLimitConfig) => number;
  perForm?: (l: RateLimitConfig) => number;
  /** Where the form id sits in this request, for per-form limits. */
  formId?: (req: FastifyRequest) => unknown;
}

const fromParams = (req: FastifyRequest) => (req.params as { id?: unknown } | undefined)?.id;
const fromBody = (field: string) => (req: FastifyRequest) => {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[field]
    : undefined;
};

/** Respondent endpoints (respondent-side section 7), keyed by `METHOD route-pattern`. */
const RESPONDENT_ROUTES: Record<string, Rule[]> = {
  'POST /api/forms/:id/session': [
    { name: 'session', windowMs: HOUR, perForm: (l) => l.sessionsPerFormPerHour, formId: fromParams },
  ],
  'PATCH /api/sessions/:sessionId/temp-response': [],
  'POST /api/forms/:id/submit': [
    {
      name: 'submit',
      windowMs: HOUR,
      perIp: (l) => l.submitPerIpPerHour,
      perForm: (l) => l.submitPerFormPerHour,
      formId: fromParams,
    },
  ],
  'POST /api/submit': [
    {
      name: 'submit',
      windowMs: HOUR,
      perIp: (l) => l.submitPerIpPerHour,
      perForm: (l) => l.submitPerFormPerHour,
      formId: fromBody('form_config_id'),
    },
  ],
  'POST /api/geocode': [{ name: 'geocode', windowMs: MINUTE, perIp: (l) => l.geocodePerIpPerMinute }],
  'GET /api/staticmap': [{ name: 'geocode', windowMs: MINUTE, perIp: (l) => l.geocodePerIpPerMinute }],
  'POST /api/upload-document': [{ name: 'upload', windowMs: HOUR, perIp: (l) => l.uploadPerIpPerHour }],
  'POST /api/generate-quotation': [
    {
      name: 'quotation',
      windowMs: HOUR,
      perIp: (l) => l.quotationPerIpPerHour,
      perForm: (l) => l.quotationPerFormPerHour,
      formId: fromBody('formId'),
    },
  ],
};

export const RATE_LIMITED_ROUTES = Object.keys(RESPONDENT_ROUTES);

function formKey(value: unknown): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? String(n) : null;
}

/** Registers the respondent limits on every matching route, including ones other modules add later. */
export function registerRateLimits(app: FastifyInstance) {
  // preHandler runs after body parsing, so per-form limits can read ids from JSON bodies.
  app.addHook('preHandler', async (req, reply) => {
    const { config } = app.ctx;
    if (!config.rateLimits) return;
    const rules = RESPONDENT_ROUTES[`${req.method} ${req.routeOptions.url}`];
    if (!rules) return;
    const ip = req.ip;
    await enforceLimit(req, reply, `rl:respondent:ip:${ip}`, config.limits.respondentPerIpPerMinute, MINUTE);
    for (const rule of rules) {
      if (rule.perIp)
        await enforceLimit(req, reply, `rl:${rule.name}:ip:${ip}`, rule.perIp(config.limits), rule.windowMs);
      const form = rule.perForm && rule.formId ? formKey(rule.formId(req)) : null;
      if (rule.perForm && form) {
        await enforceLimit(
          req,
          reply,
          `rl:${rule.name}:form:${form}`,
          rule.perForm(config.limits),
          rule.windowMs,
        );
      }
    }
  });
}
