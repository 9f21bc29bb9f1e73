// Request limits as values a route lists in its options: hard limits (`config.limits`: owner, admin and API-key
// calls, counted through the Limiter in services/rate-limit.ts) and respondent rules (`config.respondent`: a
// proof-of-work challenge past them, never a refusal; services/respondent-guard.ts).
import { ZFormId } from '@forms-engine/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import { rowsOf } from '../db/rows.ts';
import { tooMany } from '../errors.ts';

export const TOO_MANY_MESSAGE = 'Too many requests. Please try again later.';
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Whose allowance one request spends. */
export type LimitSubject = 'ip' | 'form' | 'user' | 'apiKey' | 'site';

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
  integrationTest: {
    name: 'integration-test',
    per: 'user',
    windowMs: MINUTE,
    max: () => 10,
    message: 'Too many test leads; wait a minute',
  },
  /** An erasure reads every response of the owner's forms. */
  erasure: {
    name: 'erasure',
    per: 'user',
    windowMs: MINUTE,
    max: () => 10,
    message: 'Too many erasure requests; wait a minute',
  },
  /** Sign-in links: each request sends an e-mail (each address also gets at most 5 an hour). */
  emailLink: {
    name: 'email-link',
    per: 'ip',
    windowMs: HOUR,
    max: (l) => l.emailLinksPerIpPerHour,
  },
  /** The assistant before signing up, all visitors together: a model provider is paid per request. */
  anonymousDrafts: {
    name: 'anonymous-drafts',
    per: 'site',
    windowMs: HOUR,
    max: (l) => l.anonymousDraftsPerHour,
    message:
      'Many people are trying the builder right now. Sign up to keep going, or try again in a little while.',
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

const SUBJECT_KEY: Record<LimitSubject, string> = {
  ip: 'ip',
  form: 'form',
  user: 'user',
  apiKey: 'key',
  site: 'site',
};

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
    case 'site':
      subject = 'all';
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
  /** Per address (or per solved challenge) in `windowMs`: past it the caller is challenged, never refused. */
  perIp?: (l: RateLimitConfig) => number;
  /** Per address (or per solved challenge) per minute: past it the caller is challenged. */
  perIpPerMinute?: (l: RateLimitConfig) => number;
  /** Per form in `windowMs`: past it callers without a solved challenge are challenged, never refused. */
  perForm?: (l: RateLimitConfig) => number;
  /** Per form per minute: past it ("abnormal volume") callers without a solved challenge are challenged. */
  perFormPerMinute?: (l: RateLimitConfig) => number;
  /** Per answer session per minute (temporary saves): past it the caller is challenged. */
  perSessionPerMinute?: (l: RateLimitConfig) => number;
  /** Where the form id sits in this request, for per-form limits. */
  formId?: (req: FastifyRequest) => unknown;
  /** Where this request names its answer session (the path's `sessionId` when not given). */
  sessionId?: (req: FastifyRequest) => unknown;
  /**
   * A submission sooner after its answer session started than a person could fill a form — or without a session,
   * whose start nobody knows — is challenged.
   */
  minFillTime?: boolean;
}

/** The `_sessionInfo` a submission carries, at the top of the body or, for /api/submit, in its formData. */
const submittedSession = (req: FastifyRequest) => fromBody('_sessionInfo')(req);
const genericSession = (req: FastifyRequest) => {
  const response = fromBody('response')(req) as { formData?: Record<string, unknown> } | undefined;
  const formData = response && typeof response === 'object' ? response.formData : undefined;
  return formData && typeof formData === 'object' ? formData._sessionInfo : undefined;
};

/** The respondent rules routes choose from; routes listing the same rule name share its counters. */
export const RESPONDENT = {
  session: {
    name: 'session',
    windowMs: HOUR,
    perIp: (l) => l.sessionsPerIpPerHour,
    perIpPerMinute: (l) => l.sessionsPerIpPerMinute,
    perForm: (l) => l.sessionsPerFormPerHour,
    perFormPerMinute: (l) => l.sessionsPerFormPerMinute,
    formId: fromParams,
  },
  /**
   * A form shown (the funnel's views): per address, with the allowance of opening sessions but counted on its own
   * (every view is not a session); past it a view is not counted (the runner does not answer a challenge for it).
   */
  view: {
    name: 'view',
    windowMs: HOUR,
    perIp: (l) => l.sessionsPerIpPerHour,
    perIpPerMinute: (l) => l.sessionsPerIpPerMinute,
  },
  /** "Finish your request" links: counted like opening sessions, per address. */
  recover: {
    name: 'recover',
    windowMs: HOUR,
    perIp: (l) => l.sessionsPerIpPerHour,
    perIpPerMinute: (l) => l.sessionsPerIpPerMinute,
  },
  saves: { name: 'saves', windowMs: MINUTE, perSessionPerMinute: (l) => l.savesPerSessionPerMinute },
  /** Every submit path: the same allowances and the same minimum fill time. */
  submit: (formId: RespondentRule['formId'], where: 'body' | 'generic' = 'body'): RespondentRule => ({
    name: 'submit',
    windowMs: HOUR,
    perIp: (l) => l.submitPerIpPerHour,
    perForm: (l) => l.submitPerFormPerHour,
    formId,
    sessionId: where === 'generic' ? genericSession : submittedSession,
    minFillTime: true,
  }),
  /** Geocoding and static maps share one allowance. */
  geocode: { name: 'geocode', windowMs: MINUTE, perIp: (l) => l.geocodePerIpPerMinute },
  upload: { name: 'upload', windowMs: HOUR, perIp: (l) => l.uploadPerIpPerHour },
  /** The assistant before signing up (a form generated or edited): past the allowance, a challenge. */
  anonymousDraft: { name: 'anonymous-draft', windowMs: HOUR, perIp: (l) => l.anonymousDraftsPerIpPerHour },
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

/**
 * One address may use at most this share of a form-wide threshold before it is challenged, whatever the
 * configuration says: a single party can never bring a form to the volume at which everyone is challenged.
 */
const ADDRESS_SHARE_OF_FORM = 4;

/** A caller's allowance: its own limit, and never more than a quarter of the form-wide one beside it. */
export function addressAllowance(own: number, formWide: number | undefined): number {
  if (formWide === undefined) return own;
  return Math.max(1, Math.min(own, Math.floor(formWide / ADDRESS_SHARE_OF_FORM)));
}

function formKey(value: unknown): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? String(n) : null;
}

function sessionIdOf(req: FastifyRequest, rule: RespondentRule): string | null {
  const raw = rule.sessionId
    ? rule.sessionId(req)
    : (req.params as { sessionId?: unknown } | undefined)?.sessionId;
  const id = raw && typeof raw === 'object' ? (raw as { sessionId?: unknown }).sessionId : (raw as unknown);
  return typeof id === 'string' && id.length > 0 ? id.slice(0, 64) : null;
}

/** Whether this submission comes sooner after its answer session started than a person could fill a form. */
async function tooFast(app: FastifyInstance, sessionId: string | null, minSeconds: number): Promise<boolean> {
  if (minSeconds <= 0) return false;
  // Without a session nobody knows when the respondent started: such a submission proves its work instead.
  if (sessionId === null || !/^[0-9a-f-]{36}$/i.test(sessionId)) return true;
  const rows = rowsOf<{ age: number }>(
    await app.ctx.database.db.execute(
      sql`select extract(epoch from (now() - created_at)) as age from answer_sessions where id = ${sessionId}`,
    ),
  );
  // An unknown session is the submit's own 404, not a challenge.
  return rows.length > 0 && Number(rows[0].age) < minSeconds;
}

/** Counts several allowances and names the first one passed. */
class Tally {
  private readonly names: string[] = [];
  private readonly limits: number[] = [];
  private readonly counts: (number | Promise<number>)[] = [];

  add(name: string, limit: number, count: number | Promise<number>) {
    this.names.push(name);
    this.limits.push(limit);
    this.counts.push(count);
  }

  /** The first allowance passed, or null. A count is a plain number unless its shared count had to be read. */
  async firstOver(): Promise<string | null> {
    const known = this.counts.every((c) => typeof c === 'number')
      ? (this.counts as number[])
      : await Promise.all(this.counts);
    const i = known.findIndex((c, j) => c > this.limits[j]);
    return i < 0 ? null : this.names[i];
  }
}

/**
 * Applies a respondent route's rules; it never refuses, it only asks for a proof-of-work the runner solves
 * invisibly (429 with `challenge`; the solved payload then travels in X-Altcha), so people behind one carrier or
 * office address always get through. In order:
 * 1. the caller's own allowances — its address (or its solved challenge) and its answer session — each at most a
 *    quarter of the form-wide threshold beside it;
 * 2. the minimum fill time of a submission (a submission without a session always proves its work);
 * 3. the form's volume (per minute and per window): past it, callers without a solved challenge are challenged.
 * Only requests that pass count toward the form's volume, so calls that proved nothing never use up what every
 * respondent shares. Counting never writes to the database per request. Returns true when it answered.
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
  const counters = guard.counters;
  const header = req.headers[CHALLENGE_HEADER];
  const pass = header === undefined ? null : await guard.challenges.passOf(header);
  const subject = pass ? `pass:${pass}` : `ip:${req.ip}`;

  const own = new Tally();
  const callerLimit = pass ? l.perPassPerMinute : l.respondentPerIpPerMinute;
  own.add('respondent', callerLimit, counters.hit(`respondent:${subject}`, MINUTE, callerLimit));
  for (const rule of rules) {
    if (rule.perIp) {
      const limit = addressAllowance(rule.perIp(l), rule.perForm?.(l));
      own.add(rule.name, limit, counters.hit(`${rule.name}:${subject}`, rule.windowMs, limit));
    }
    if (rule.perIpPerMinute) {
      const limit = addressAllowance(rule.perIpPerMinute(l), rule.perFormPerMinute?.(l));
      own.add(rule.name, limit, counters.hit(`${rule.name}:min:${subject}`, MINUTE, limit));
    }
    const session = rule.perSessionPerMinute ? sessionIdOf(req, rule) : null;
    if (rule.perSessionPerMinute && session) {
      const limit = rule.perSessionPerMinute(l);
      own.add(rule.name, limit, counters.hit(`${rule.name}:session:${session}`, MINUTE, limit));
    }
  }
  let challenge = await own.firstOver();

  if (!pass && !challenge) {
    for (const rule of rules) {
      if (rule.minFillTime && (await tooFast(app, sessionIdOf(req, rule), l.minFillSeconds))) {
        challenge = 'min-fill-time';
        break;
      }
    }
  }

  const forms = rules.flatMap((rule) => {
    const form = rule.formId ? formKey(rule.formId(req)) : null;
    if (!form) return [];
    const out: { key: string; windowMs: number; limit: number }[] = [];
    if (rule.perFormPerMinute)
      out.push({ key: `${rule.name}:formmin:${form}`, windowMs: MINUTE, limit: rule.perFormPerMinute(l) });
    if (rule.perForm)
      out.push({ key: `${rule.name}:form:${form}`, windowMs: rule.windowMs, limit: rule.perForm(l) });
    return out;
  });
  if (!pass && !challenge && forms.length > 0) {
    const volume = new Tally();
    for (const f of forms) volume.add('form-volume', f.limit - 1, counters.peek(f.key, f.windowMs, f.limit));
    challenge = await volume.firstOver();
  }

  if (challenge) {
    metrics.rateLimitRefusals.inc({ limit: challenge });
    reply.code(429).header('Retry-After', '1').header('X-Error-Code', 'rate_limited');
    reply.send({ error: TOO_MANY_MESSAGE, challenge: await guard.challenges.create() });
    return true;
  }
  for (const f of forms) {
    const counted = counters.hit(f.key, f.windowMs, f.limit);
    if (typeof counted !== 'number') await counted;
  }
  return false;
}
