// Respondent abuse limits (proof-of-work challenges, never refusals, except hard per-form caps) and the shared 429 helper.
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
  /** Counter name; keys are `<name>:ip:<ip>`, `<name>:pass:<id>` or `<name>:form:<id>`. */
  name: string;
  windowMs: number;
  /** Per address (or per solved challenge): past it the caller is challenged, never refused. */
  perIp?: (l: RateLimitConfig) => number;
  /** Per form, hard cap: past it every caller is refused (429) until the window ends. */
  perForm?: (l: RateLimitConfig) => number;
  /** Per form per minute: past it ("abnormal volume") callers without a solved challenge are challenged. */
  perFormPerMinute?: (l: RateLimitConfig) => number;
  /** Per answer session per minute (temporary saves): past it the caller is challenged. */
  perSessionPerMinute?: (l: RateLimitConfig) => number;
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
    {
      name: 'session',
      windowMs: HOUR,
      perForm: (l) => l.sessionsPerFormPerHour,
      perFormPerMinute: (l) => l.sessionsPerFormPerMinute,
      formId: fromParams,
    },
  ],
  'PATCH /api/sessions/:sessionId/temp-response': [
    { name: 'saves', windowMs: MINUTE, perSessionPerMinute: (l) => l.savesPerSessionPerMinute },
  ],
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

/** The header carrying a solved challenge (base64 of the ALTCHA payload); the runner sends it once it has one. */
export const CHALLENGE_HEADER = 'x-altcha';

function formKey(value: unknown): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? String(n) : null;
}

const sessionIdOf = (req: FastifyRequest): string | null => {
  const fromPath = (req.params as { sessionId?: unknown } | undefined)?.sessionId;
  if (typeof fromPath === 'string') return fromPath.slice(0, 64);
  const info = fromBody('_sessionInfo')(req) as { sessionId?: unknown } | undefined;
  return info && typeof info === 'object' && typeof info.sessionId === 'string'
    ? info.sessionId.slice(0, 64)
    : null;
};

/** Whether this submission comes sooner after its answer session started than a person could fill a form. */
async function tooFast(app: FastifyInstance, sessionId: string, minSeconds: number): Promise<boolean> {
  if (minSeconds <= 0 || !/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const rows = rowsOf<{ age: number }>(
    await app.ctx.database.db.execute(
      sql`select extract(epoch from (now() - created_at)) as age from answer_sessions where id = ${sessionId}`,
    ),
  );
  return rows.length > 0 && Number(rows[0].age) < minSeconds;
}

/**
 * Registers the respondent limits on every matching route, including ones other modules add later. Counting
 * never writes to the database per request (services/respondent-guard.ts). Per address, per answer session,
 * per form per minute and the minimum fill time only ever ask for a proof-of-work the runner solves invisibly
 * (429 with `challenge`; the solved payload then travels in X-Altcha): people behind one carrier or office
 * address are never refused. Only the per-form hourly caps refuse.
 */
export function registerRateLimits(app: FastifyInstance) {
  // preHandler runs after body parsing, so per-form limits can read ids from JSON bodies.
  app.addHook('preHandler', async (req, reply) => {
    const { config, guard } = app.ctx;
    if (!config.rateLimits) return;
    const rules = RESPONDENT_ROUTES[`${req.method} ${req.routeOptions.url}`];
    if (!rules) return;
    const l = config.limits;
    const pass = await guard.challenges.passOf(req.headers[CHALLENGE_HEADER]);
    const subject = pass ? `pass:${pass}` : `ip:${req.ip}`;
    const hit = (key: string, windowMs: number) => guard.counters.hit(key, windowMs);
    let challenge =
      (await hit(`respondent:${subject}`, MINUTE)) > (pass ? l.perPassPerMinute : l.respondentPerIpPerMinute);
    for (const rule of rules) {
      if (rule.perIp && (await hit(`${rule.name}:${subject}`, rule.windowMs)) > rule.perIp(l))
        challenge = true;
      if (pass) continue;
      const form = rule.formId ? formKey(rule.formId(req)) : null;
      if (
        rule.perFormPerMinute &&
        form &&
        (await hit(`${rule.name}:formmin:${form}`, MINUTE)) > rule.perFormPerMinute(l)
      )
        challenge = true;
      const session = rule.perSessionPerMinute ? sessionIdOf(req) : null;
      if (
        rule.perSessionPerMinute &&
        session &&
        (await hit(`${rule.name}:session:${session}`, MINUTE)) > rule.perSessionPerMinute(l)
      )
        challenge = true;
    }
    if (!pass && !challenge && req.routeOptions.url === '/api/forms/:id/submit') {
      const session = sessionIdOf(req);
      if (session && (await tooFast(app, session, l.minFillSeconds))) challenge = true;
    }
    if (challenge) {
      reply.code(429).header('Retry-After', '1');
      return reply.send({ error: TOO_MANY_MESSAGE, challenge: await guard.challenges.create() });
    }
    for (const rule of rules) {
      const form = rule.perForm && rule.formId ? formKey(rule.formId(req)) : null;
      if (!rule.perForm || !form) continue;
      if ((await hit(`${rule.name}:form:${form}`, rule.windowMs)) > rule.perForm(l)) {
        reply.header(
          'Retry-After',
          String(Math.max(1, Math.ceil((rule.windowMs - (Date.now() % rule.windowMs)) / 1000))),
        );
        throw tooMany(TOO_MANY_MESSAGE);
      }
    }
  });
}
