// The services one app instance shares across its routes (decorated on Fastify as `app.ctx`).
import type { WorkerLoop } from './workers/loop.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, unauthorized } from './errors.ts';
import { createGenerator, type FormGenerator } from './providers/ai/index.ts';
import { AdminService } from './services/admin.ts';
import { ANONYMOUS_DRAFT_TTL_MS, AnonymousDraftsService, DRAFT_COOKIE } from './services/anonymous-drafts.ts';
import { AnswersService } from './services/answers.ts';
import { AuthService, type PublicUser, SESSION_COOKIE } from './services/auth.ts';
import { CreditsService } from './services/credits.ts';
import { createDomainVerifier, DomainsService } from './services/domains.ts';
import { FormSettingsService } from './services/form-settings.ts';
import { FormsService } from './services/forms.ts';
import { ResponsesService } from './services/responses.ts';
import { LeadRemovalService } from './services/lead-removal.ts';
import { GenerationService } from './services/generation.ts';
import { PublicFormsService } from './services/public-forms.ts';
import { FunnelService } from './services/funnel.ts';
import { AbTestsService } from './services/ab-tests.ts';
import { PublishedCache } from './services/published-cache.ts';
import { Challenges, SharedCounters } from './services/respondent-guard.ts';
import { type Billing, createBilling } from './services/payments.ts';
import { RecoveryService } from './services/recovery.ts';
import { VerificationService } from './services/verification.ts';
import { BookingsService } from './services/bookings.ts';
import { createSmsProvider } from './providers/sms/index.ts';
import { createDocumentsService, type DocumentsService } from './services/documents.ts';
import { createGeoServices, type GeoServices } from './services/geocoding.ts';
import { createIntegrations, type Integrations } from './services/integrations.ts';
import { createMetrics, type Metrics } from './services/metrics.ts';
import { PublicApiService } from './services/public-api.ts';
import { createLimiter, type Limiter } from './services/rate-limit.ts';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from './services/trusted-devices.ts';

export interface AppContext extends Integrations, Billing {
  config: AppConfig;
  database: Database;
  limiter: Limiter;
  auth: AuthService;
  forms: FormsService;
  /** The published public payload (embed and public lookups); serves only published versions. */
  publicForms: PublicFormsService;
  /** Published forms cached per instance for the respondent paths, dropped on every instance on change. */
  published: PublishedCache;
  /** Respondent limits: in-memory counters with a shared budget, and proof-of-work challenges. */
  guard: { counters: SharedCounters; challenges: Challenges };
  /** Embed domain ownership and verification. */
  domains: DomainsService;
  answers: AnswersService;
  /** The owner's paged, searchable view of responses, the drop-off summary and the streamed CSV export. */
  responses: ResponsesService;
  /** The path-aware funnel of a form version. */
  funnel: FunnelService;
  /** A/B tests of published forms: variants, assignment records, results and promotion. */
  abTests: AbTestsService;
  /** Deleting responses (one, a selection, an erasure, retention) and marking them as spam. */
  leadRemoval: LeadRemovalService;
  /** "Finish your request" links: issued by the leads worker, exchanged by the runner. */
  recovery: RecoveryService;
  /** Codes that verify a respondent's e-mail address or phone number. */
  verification: VerificationService;
  bookings: BookingsService;
  /** Availability (close date, limit, redirect), new-lead e-mail settings and the dashboard counters. */
  formSettings: FormSettingsService;
  credits: CreditsService;
  /** The form generator chosen by AI_PROVIDER (offline by default). */
  generator: FormGenerator;
  generation: GenerationService;
  /** Forms built before signing up, held per browser until claimed. */
  anonymousDrafts: AnonymousDraftsService;
  geo: GeoServices;
  documents: DocumentsService;
  admin: AdminService;
  publicApi: PublicApiService;
  metrics: Metrics;
  /** Work to run when the app closes (workers, providers). */
  onClose: (() => Promise<void> | void)[];
  /** Set when the instance begins to shut down: /readyz answers 503 so balancers send new requests elsewhere. */
  shuttingDown: boolean;
  /** This instance's job loop (deliveries, e-mails, sweeps); null when WORKERS is off. */
  workers: WorkerLoop | null;
  /** Work a request started without awaiting it (see `inBackground`); awaited on close. */
  background: Set<Promise<unknown>>;
}

export function createContext(config: AppConfig, database: Database): AppContext {
  const limiter = createLimiter(database.db);
  const domains = new DomainsService(database.db, () => createDomainVerifier(config.domainVerification));
  const forms = new FormsService(database.db, domains);
  const credits = new CreditsService(database.db);
  const generator = createGenerator(config.ai);
  const generation = new GenerationService(database.db, forms, credits, generator);
  const documents = createDocumentsService(config, database.db);
  const integrations = createIntegrations(config, database.db);
  const formSettings = new FormSettingsService(database.db, forms);
  formSettings.recipients = integrations.recipients;
  const answers = new AnswersService(database.db);
  answers.gate = formSettings;
  const abTests = new AbTestsService(database.db, forms);
  const publicForms = new PublicFormsService(forms, integrations.console, formSettings, abTests);
  const published = new PublishedCache(database, forms, publicForms);
  // Sessions, saves and submissions take the published form from the cache, not from a database read.
  answers.published = published;
  answers.variants = abTests;
  // This instance's own changes are dropped before the change is answered, and announced to the others
  // (database triggers announce most changes too; this covers those no trigger sees, e.g. a form filling up).
  const previous = forms.events.onPublicChange;
  forms.events.onPublicChange = async (formId) => {
    await published.changed(formId);
    await previous?.(formId);
  };
  const ctx: AppContext = {
    config,
    database,
    limiter,
    auth: new AuthService(database.db, limiter, {
      signupCredits: config.signupCredits,
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxFailuresPerIp: config.loginMaxFailuresPerIp,
      mail: () => integrations.mail,
    }),
    forms,
    publicForms,
    published,
    guard: {
      counters: new SharedCounters(database, config.now),
      challenges: new Challenges(database, config.appSecret, config.limits.challengeMaxNumber),
    },
    domains,
    answers,
    responses: new ResponsesService(database.db),
    funnel: new FunnelService(database.db),
    abTests,
    leadRemoval: new LeadRemovalService(database.db, documents.storage, forms),
    recovery: new RecoveryService(database.db),
    verification: new VerificationService(database.db, integrations.mail, createSmsProvider(config.sms), {
      secret: config.appSecret ?? '',
      codesPerFormPerHour: config.sms.codesPerFormPerHour,
    }),
    bookings: new BookingsService(
      database.db,
      config.publicUrl ?? `http://localhost:${config.port}`,
      integrations.mail,
      integrations.deliveries,
    ),
    formSettings,
    credits,
    generator,
    generation,
    anonymousDrafts: new AnonymousDraftsService(database.db, generation, forms, credits),
    geo: createGeoServices(config, database.db),
    documents,
    admin: new AdminService(database.db, limiter, {
      adminEmails: config.adminEmails,
      mail: () => ctx.mail,
    }),
    // The generator is read per call, so tests (and a future provider switch) can replace it on the context.
    publicApi: new PublicApiService(database.db, forms, credits, () => ctx.generator),
    metrics: createMetrics(database.db),
    onClose: [() => documents.extraction.close(), async () => generator.close?.()],
    shuttingDown: false,
    workers: null,
    background: new Set(),
    ...integrations,
    ...createBilling(config, database.db, credits),
  };
  return ctx;
}

/**
 * Runs work a request must not wait for (so its answer's timing reveals nothing) while keeping track of it: a
 * shutdown waits for it, and a test can wait for it instead of guessing how long it takes.
 */
export function inBackground(ctx: AppContext, task: Promise<unknown>): void {
  ctx.background.add(task);
  task.finally(() => ctx.background.delete(task)).catch(() => undefined);
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    userPromise?: Promise<PublicUser | null>;
  }
}

/** The signed-in user of a request, or null; looked up once per request. */
export function currentUser(req: FastifyRequest): Promise<PublicUser | null> {
  req.userPromise ??= req.server.ctx.auth.userForToken(req.cookies[SESSION_COOKIE]);
  return req.userPromise;
}

export async function requireUser(req: FastifyRequest): Promise<PublicUser> {
  const user = await currentUser(req);
  if (!user) throw unauthorized();
  return user;
}

export function isSecureRequest(req: FastifyRequest, config: AppConfig): boolean {
  if (config.cookieSecure === 'true') return true;
  if (config.cookieSecure === 'false') return false;
  return req.protocol === 'https';
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, req.server.ctx.config),
    maxAge: maxAgeSeconds,
  });
}

/** The anonymous draft's cookie: only the API reads it; kept as long as the draft waits for its visitor. */
export function setDraftCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DRAFT_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, req.server.ctx.config),
    maxAge: ANONYMOUS_DRAFT_TTL_MS / 1000,
  });
}

export function clearDraftCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(DRAFT_COOKIE, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, req.server.ctx.config),
  });
}

/**
 * Right after signing up or in: the form this browser built before becomes the account's (best effort: without the
 * credits it used it stays for later, when the builder offers to buy them). Returns the new form's id.
 */
export async function claimDraftOnSignIn(
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<number | undefined> {
  const token = req.cookies[DRAFT_COOKIE];
  if (!token) return undefined;
  try {
    const { form } = await req.server.ctx.anonymousDrafts.claim(userId, token);
    clearDraftCookie(req, reply);
    return form.id;
  } catch (err) {
    if (err instanceof AppError && (err.status === 402 || err.status === 404)) return undefined;
    throw err;
  }
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, req.server.ctx.config),
  });
}

/**
 * The device cookie: marks this browser as one that signed in to the account before. Sent only to the auth
 * endpoints, never readable by scripts, kept 180 days; logging out keeps it (the browser stays known).
 */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(req, req.server.ctx.config),
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
