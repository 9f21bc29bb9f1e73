// Request limits as values a route lists in its options: hard limits (`config.limits`: owner, admin and API-key
// calls, counted through the Limiter in services/rate-limit.ts) and respondent rules (`config.respondent`: a
// proof-of-work challenge past them, never a refusal, except the per-form hourly caps; services/respondent-guard.ts).
import { ZFormId } from '@forms-engine/forms';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import { rowsOf } from '../db/rows.ts';
import { tooMany } from '../errors.ts';

export const TOO_MANY_MESSAGE = 'Too many requests. Please try again later.';
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Whose allowance one request spends. */
export type LimitSubject = 'ip' | 'form' | 'user' | 'apiKey';

export interface RouteLimit {
  /** Counter family: routes that list the same limit share one allowance. */
  name: string;
  per: LimitSubject;
  windowMs: number;
  /** Allowed requests per window, from the configuration (RATE_LIMIT_* variables). */
  max: (limits: RateLimitConfig) => number;
  /** For `per: 'form'`: where this request names its form; no valid id means the limit does not apply. */
  formId?: (req: FastifyRequest) => unknown;
  /** The 429 message, when it differs from the spec's generic one. */
  message?: string;
}

export const fromParams = (req: FastifyRequest) => (req.params as { id?: unknown } | undefined)?.id;
export const fromBody = (field: string) => (req: FastifyRequest) => {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[field]
    : undefined;
};

/** Hard limits routes choose from (docs/spec/owner-side.md §9): past them the caller gets 429 with Retry-After. */
export const LIMITS = {
  adminLogin: { name: 'admin-login', per: 'ip', windowMs: HOUR, max: (l) => l.adminLoginPerIpPerHour },
  /** The public API, per key per minute. */
  apiKey: { name: 'api', per: 'apiKey', windowMs: MINUTE, max: (l) => l.apiPerKeyPerMinute },
  /** A test webhook goes to a URL of the caller's choice: bounded so it cannot be used as a cannon. */
  webhookTest: {
    name: 'webhook-test',
    per: 'user',
    windowMs: MINUTE,
    max: () => 10,
    message: 'Too many test webhooks; wait a minute',
  },
  /** A domain check resolves DNS and fetches a file from the caller's domain. */
  domainVerify: {
    name: 'domain-verify',
    per: 'user',
    windowMs: MINUTE,
    max: () => 10,
    message: 'Too many verification attempts; wait a minute',
  },
} satisfies Record<string, RouteLimit>;

const SUBJECT_KEY: Record<LimitSubject, string> = { ip: 'ip', form: 'form', user: 'user', apiKey: 'key' };

/** The counter this request spends for `limit`, or null when the limit does not apply to it. */
function counterKey(req: FastifyRequest, limit: RouteLimit): string | null {
  let subject: string | null;
  switch (limit.per) {
    case 'ip':
      subject = req.ip;
      break;
    case 'form': {
      const parsed = ZFormId.safeParse(limit.formId?.(req));
      subject = parsed.success ? String(parsed.data) : null;
      break;
    }
    case 'user':
      subject = req.user ? String(req.user.id) : null;
      break;
    case 'apiKey':
      subject = req.apiCaller ? String(req.apiCaller.keyId) : null;
      break;
    default: {
      const never: never = limit.per;
      throw new Error(`Unknown limit subject ${String(never)}`);
    }
  }
  return subject === null ? null : `rl:${limit.name}:${SUBJECT_KEY[limit.per]}:${subject}`;
}

/** Spends one request of each limit; the first exhausted one answers 429 with Retry-After. */
export async function enforceLimits(
  req: FastifyRequest,
  _reply: FastifyReply,
  limits: readonly RouteLimit[],
): Promise<void> {
  const { config, limiter, metrics } = req.server.ctx;
  if (!config.rateLimits) return;
  for (const limit of limits) {
    const key = counterKey(req, limit);
    if (!key) continue;
    const verdict = await limiter.consume(key, limit.max(config.limits), limit.windowMs);
    if (!verdict.allowed) {
      metrics.rateLimitRefusals.inc({ limit: limit.name });
      throw tooMany(limit.message ?? TOO_MANY_MESSAGE, verdict.retryAfterSeconds);
    }
  }
}

/** One respondent rule (docs/spec/respondent-side.md §7); every respondent call also spends the per-minute budget. */
export interface RespondentRule {
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
  /** A submission sooner after its answer session started than a person could fill a form is challenged. */
  minFillTime?: boolean;
}

/** The respondent rules routes choose from; routes listing the same rule name share its counters. */
export const RESPONDENT = {
  session: {
    name: 'session',
    windowMs: HOUR,
    perForm: (l) => l.sessionsPerFormPerHour,
    perFormPerMinute: (l) => l.sessionsPerFormPerMinute,
    formId: fromParams,
  },
  saves: { name: 'saves', windowMs: MINUTE, perSessionPerMinute: (l) => l.savesPerSessionPerMinute },
  submit: (formId: RespondentRule['formId'], checks: { minFillTime?: boolean } = {}): RespondentRule => ({
    name: 'submit',
    windowMs: HOUR,
    perIp: (l) => l.submitPerIpPerHour,
    perForm: (l) => l.submitPerFormPerHour,
    formId,
    ...checks,
  }),
  /** Geocoding and static maps share one allowance. */
  geocode: { name: 'geocode', windowMs: MINUTE, perIp: (l) => l.geocodePerIpPerMinute },
  upload: { name: 'upload', windowMs: HOUR, perIp: (l) => l.uploadPerIpPerHour },
  quotation: (formId: RespondentRule['formId']): RespondentRule => ({
    name: 'quotation',
    windowMs: HOUR,
    perIp: (l) => l.quotationPerIpPerHour,
    perForm: (l) => l.quotationPerFormPerHour,
    formId,
  }),
} satisfies Record<string, RespondentRule | ((...args: never[]) => RespondentRule)>;

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
 * Applies a respondent route's rules. Counting never writes to the database per request. Per address, per answer
 * session, per form per minute and the minimum fill time only ever ask for a proof-of-work the runner solves
 * invisibly (429 with `challenge`; the solved payload then travels in X-Altcha): people behind one carrier or
 * office address are never refused. Only the per-form hourly caps refuse. Returns true when it answered.
 */
export async function guardRespondent(
  req: FastifyRequest,
  reply: FastifyReply,
  rules: readonly RespondentRule[],
): Promise<boolean> {
  const app = req.server;
  const { config, guard, metrics } = app.ctx;
  if (!config.rateLimits) return false;
  const l = config.limits;
  const header = req.headers[CHALLENGE_HEADER];
  const pass = header === undefined ? null : await guard.challenges.passOf(header);
  const subject = pass ? `pass:${pass}` : `ip:${req.ip}`;
  // Every allowance is counted, in this order; the first one passed names the challenge in the metrics
  // (rate-limit refusals by limit). A count is a plain number unless its key's shared count has to be read
  // first, so the usual call waits for no promise here.
  const names: string[] = ['respondent'];
  const limits: number[] = [pass ? l.perPassPerMinute : l.respondentPerIpPerMinute];
  const counts: (number | Promise<number>)[] = [
    guard.counters.hit(`respondent:${subject}`, MINUTE, limits[0]),
  ];
  const count = (name: string, key: string, windowMs: number, limit: number) => {
    names.push(name);
    limits.push(limit);
    counts.push(guard.counters.hit(key, windowMs, limit));
  };
  for (const rule of rules) {
    if (rule.perIp) count(rule.name, `${rule.name}:${subject}`, rule.windowMs, rule.perIp(l));
    if (pass) continue;
    const form = rule.formId ? formKey(rule.formId(req)) : null;
    if (rule.perFormPerMinute && form)
      count(rule.name, `${rule.name}:formmin:${form}`, MINUTE, rule.perFormPerMinute(l));
    const session = rule.perSessionPerMinute ? sessionIdOf(req) : null;
    if (rule.perSessionPerMinute && session)
      count(rule.name, `${rule.name}:session:${session}`, MINUTE, rule.perSessionPerMinute(l));
  }
  const known = counts.every((c) => typeof c === 'number') ? (counts as number[]) : await Promise.all(counts);
  const first = known.findIndex((c, i) => c > limits[i]);
  let challenge: string | null = first < 0 ? null : names[first];
  if (!pass && !challenge && rules.some((r) => r.minFillTime)) {
    const session = sessionIdOf(req);
    if (session && (await tooFast(app, session, l.minFillSeconds))) challenge = 'min-fill-time';
  }
  if (challenge) {
    metrics.rateLimitRefusals.inc({ limit: challenge });
    reply.code(429).header('Retry-After', '1');
    reply.send({ error: TOO_MANY_MESSAGE, challenge: await guard.challenges.create() });
    return true;
  }
  for (const rule of rules) {
    const form = rule.perForm && rule.formId ? formKey(rule.formId(req)) : null;
    if (!rule.perForm || !form) continue;
    const cap = rule.perForm(l);
    const hits = guard.counters.hit(`${rule.name}:form:${form}`, rule.windowMs, cap);
    if ((typeof hits === 'number' ? hits : await hits) > cap) {
      metrics.rateLimitRefusals.inc({ limit: rule.name });
      throw tooMany(
        TOO_MANY_MESSAGE,
        Math.max(1, Math.ceil((rule.windowMs - (Date.now() % rule.windowMs)) / 1000)),
      );
    }
  }
  return false;
}
