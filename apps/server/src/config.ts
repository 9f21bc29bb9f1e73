// Server configuration from environment variables — the one place that reads process.env.
import path from 'node:path';
import { z } from 'zod';
import type { VerifierOptions } from './services/domains.ts';
import { offlineLimits } from './providers/ai/offline/index.ts';
import type { GeneratorPoolLimits } from './providers/ai/offline/pool.ts';
import { type GeoConfig, geoConfig, ZGeoEnv } from './providers/geo/config.ts';
import { type DocumentsConfig, documentsConfig, ZDocumentsEnv } from './providers/storage/config.ts';
import {
  type DestinationsConfig,
  destinationsConfig,
  ZDestinationsEnv,
} from './services/destinations/config.ts';

const bool = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  MIGRATE_ON_START: z.enum(['on', 'off']).default('on'),
  NODE_ENV: z.string().default('production'),
  PUBLIC_URL: z.string().optional(),
  ALLOWED_HOSTS: z.string().default(''),
  TRUST_PROXY: bool,
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  AI_MODEL: z.string().optional(),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  GENERATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  GENERATOR_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  ...ZGeoEnv.shape,
  ...ZDocumentsEnv.shape,
  ...ZDestinationsEnv.shape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEBHOOK_ALLOW_PRIVATE: bool,
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).default(1000),
  WEBHOOK_COALESCE_MS: z.coerce.number().int().min(0).default(5000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(1).default(86_400_000),
  DOMAIN_VERIFY_DNS_SERVERS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Forms Engine <no-reply@localhost>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  DEV_MAILBOX: bool,
  // Text messages for phone verification (providers/sms): Twilio, else a generic HTTP endpoint, else a local sink.
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default(''),
  VERIFY_CODES_PER_FORM_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Payments, API keys, admin sign-in and abuse limits (docs/payments-and-api.md).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  TEST_CHECKOUT: z.enum(['on', 'loopback', 'off']).optional(),
  APP_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ADMIN_EMAILS: z.string().default(''),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1500),
  RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PER_PASS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SESSIONS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SESSIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  RESPONDENT_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  CHALLENGE_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(20_000),
  RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: z.coerce.number().int().min(1).default(20000),
  RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(500),
  RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: z.coerce.number().int().min(1).default(10000),
  RATE_LIMIT_GEOCODE_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_UPLOAD_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_QUOTATION_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_QUOTATION_PER_FORM_PER_HOUR: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_ANONYMOUS_DRAFTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ANONYMOUS_DRAFTS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ADMIN_LOGIN_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // Operations (docs/operations.md).
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
  SEARCH_INDEX_SWEEP_EVERY: z.coerce.number().int().min(0).max(100_000).default(100),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
});

export interface AppConfig {
  /** The clock that counting windows read (milliseconds since the epoch); tests pass their own. */
  now: () => number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL: connections each instance's pool may open (plus one for LISTEN and one while migrating). */
  databasePoolMax: number;
  /** PostgreSQL: apply pending migrations at start-up, under an advisory lock; off: `cli migrate` does it. */
  migrateOnStart: boolean;
  /** In-memory PGlite (tests only). */
  memoryDb?: boolean;
  /**
   * The in-memory PGlite starts from this data directory (a `dumpDataDir` tarball) instead of an empty one: tests
   * start each from one migrated template rather than running every migration again.
   */
  memoryDbFrom?: Blob;
  isDev: boolean;
  /** NODE_ENV=production: a deployment, where start-up warns about settings that expose data. */
  isProduction: boolean;
  publicUrl?: string;
  /** Hosts (host[:port], lower-case) whose requests may get links built from their own origin without PUBLIC_URL. */
  allowedHosts: string[];
  trustProxy: boolean;
  cookieSecure: 'auto' | 'true' | 'false';
  signupCredits: number;
  bodyLimit: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  rateLimits: boolean;
  ai: {
    provider: 'offline' | 'openai' | 'anthropic' | 'openai-compatible';
    model?: string;
    baseUrl?: string;
    apiKey?: string;
    timeoutMs: number;
    /** The offline engine's worker threads and wall-clock limit per call (providers/ai/offline/pool.ts). */
    offline: GeneratorPoolLimits;
  };
  logLevel: string;
  /** Geocoding, static maps, document uploads (docs/geo-and-documents.md). */
  geo: GeoConfig;
  documents: DocumentsConfig;
  /** Serve the built web app (apps/web/dist) — off in API-only tests. */
  serveWeb: boolean;
  webDist: string;
  embedDist: string;
  /** Run background workers (webhook delivery etc.) in this instance. */
  workers: boolean;
  /** Delivery of leads to the CRM webhook and every integration (services/deliveries.ts, docs/integrations.md). */
  webhooks: WebhookConfig;
  /** Google Sheets, Slack, HubSpot and Pipedrive: the operator's credentials and each API's address. */
  destinations: DestinationsConfig;
  /** How domain ownership is verified (services/domains.ts); tests point it at local DNS and HTTP servers. */
  domainVerification: VerifierOptions;
  /** E-mail: SMTP when smtpUrl is set, otherwise the embedded outbox (services/mail.ts). */
  mail: {
    smtpUrl?: string;
    from: string;
    devMailbox: boolean;
    /** Time limit of one SMTP conversation; a message being sent is reclaimed 10 s after it (crashed instance). */
    timeoutMs: number;
  };
  /** Verification codes by text message (providers/sms) and the cost cap per form (services/verification.ts). */
  sms: {
    twilio?: { accountSid: string; authToken: string; apiBase: string };
    httpUrl?: string;
    httpToken?: string;
    /** The sender (a number or name the provider accepts). */
    from: string;
    timeoutMs: number;
    /** Codes (e-mail and text together) one form may send per hour. */
    codesPerFormPerHour: number;
  };
  /**
   * Stripe Checkout when secretKey is set. Without it, testCheckout turns on the built-in TEST MODE checkout
   * (credits without payment): 'on' only when the operator sets TEST_CHECKOUT=on; 'loopback' (`npm start`,
   * `npm run dev`) answers only requests made on this machine to a loopback host; 'off' otherwise.
   */
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    apiBase?: string;
    testCheckout: 'on' | 'loopback' | 'off';
  };
  /** Encrypts revealable secrets (API keys); generated under DATA_DIR/app-secret when unset. */
  appSecret?: string;
  /** Lower-cased e-mails allowed to sign in as admin by one-time link. */
  adminEmails: string[];
  /** Per-window abuse limits (plugins/rate-limits.ts); all ignored when rateLimits is false. */
  limits: RateLimitConfig;
  /** Bearer token that /metrics requires; metrics are off without one. */
  metricsToken?: string;
  /** On shutdown, how long in-flight webhook deliveries and e-mails may take before they are aborted. */
  shutdownGraceMs: number;
  /**
   * On SIGTERM, how long the instance keeps serving with /readyz answering 503 before it stops accepting
   * connections: the time a load balancer needs to notice and send new requests elsewhere.
   */
  shutdownDrainMs: number;
  /** How far V8's heap may grow past its live size before a full collection (main.ts); 0 = V8's own policy. */
  heapGrowthPercent: number;
  /**
   * PostgreSQL: submissions between two background cleanups of the search index's pending list, so that no
   * submission stalls merging it; 0 = none.
   */
  ginSweepEvery: number;
  /** Check every JSON answer against its route's response schema and fail loudly (tests). */
  checkResponses: boolean;
  /**
   * How long a CDN or reverse proxy may serve a published form and the /embed page without asking again
   * (s-maxage, and as long again stale while revalidating); 0: it revalidates every time (http/public-answer.ts).
   */
  publicCacheSeconds: number;
}

export interface RateLimitConfig {
  apiPerKeyPerMinute: number;
  /** Respondent calls from one address per minute before the runner must solve a proof-of-work challenge. */
  respondentPerIpPerMinute: number;
  /** Temporary saves of one answer session per minute before a challenge. */
  savesPerSessionPerMinute: number;
  /** Respondent calls per minute made with one solved challenge before a new one is asked. */
  perPassPerMinute: number;
  /** New answer sessions of one form per minute before new respondents are challenged ("abnormal volume"). */
  sessionsPerFormPerMinute: number;
  /** New answer sessions from one address (or pass) per minute before a challenge. */
  sessionsPerIpPerMinute: number;
  /** New answer sessions from one address (or pass) per hour before a challenge. */
  sessionsPerIpPerHour: number;
  /** A submission this soon after its answer session started is challenged (a person needs longer). */
  minFillSeconds: number;
  /** Work of one challenge: the solver tries up to this many numbers (about half on average). */
  challengeMaxNumber: number;
  /** Answer sessions of one form per hour past which new respondents are challenged (never refused). */
  sessionsPerFormPerHour: number;
  submitPerIpPerHour: number;
  /** Submissions of one form per hour past which new respondents are challenged (never refused). */
  submitPerFormPerHour: number;
  geocodePerIpPerMinute: number;
  uploadPerIpPerHour: number;
  quotationPerIpPerHour: number;
  quotationPerFormPerHour: number;
  /** Forms generated (or edited) by the assistant before signing up, per address per hour, before a challenge. */
  anonymousDraftsPerIpPerHour: number;
  /** The same, site-wide per hour: past it visitors are asked to sign up (the assistant may cost money). */
  anonymousDraftsPerHour: number;
  emailLinksPerIpPerHour: number;
  adminLoginPerIpPerHour: number;
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE: allow loopback/private targets (local development, tests). */
  allowPrivate: boolean;
  timeoutMs: number;
  pollMs: number;
  /** How long an incomplete response's update waits for further changes before it is sent. */
  coalesceMs: number;
  maxAttempts: number;
  /** Retry n waits min(retryBaseMs * 3^(n-1), retryMaxMs) ± 20 % jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Deliveries one instance runs at once. */
  concurrency: number;
}

/** PUBLIC_URL as a bare origin (scheme, host, port): links append their own paths. */
function publicUrlOf(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(
      'Invalid environment variable PUBLIC_URL: must be an absolute URL like https://forms.example.com',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('Invalid environment variable PUBLIC_URL: must start with https:// or http://');
  }
  return url.origin;
}

export const repoRoot = path.resolve(new URL('.', import.meta.url).pathname, '../../..');

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(first?.path[0])}: ${first?.message}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    throw new Error(
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
    );
  }
  return {
    now: Date.now,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMax: e.DATABASE_POOL_MAX,
    migrateOnStart: e.MIGRATE_ON_START === 'on',
    isDev: e.NODE_ENV === 'development',
    isProduction: e.NODE_ENV === 'production',
    publicUrl: publicUrlOf(e.PUBLIC_URL),
    allowedHosts: e.ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    signupCredits: e.SIGNUP_CREDITS,
    bodyLimit: e.BODY_LIMIT_BYTES,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    rateLimits: e.RATE_LIMITS === 'on',
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      offline: offlineLimits(e.GENERATOR_TIMEOUT_MS, e.GENERATOR_WORKERS),
    },
    logLevel: e.LOG_LEVEL,
    geo: geoConfig(e),
    documents: documentsConfig(e, path.resolve(e.DATA_DIR)),
    serveWeb: true,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    embedDist: path.join(repoRoot, 'packages/embed/dist'),
    workers: true,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pollMs: e.WEBHOOK_POLL_MS,
      coalesceMs: e.WEBHOOK_COALESCE_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
      concurrency: 8,
    },
    destinations: destinationsConfig(e),
    domainVerification: {
      dnsServers: e.DOMAIN_VERIFY_DNS_SERVERS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      timeoutMs: 5000,
    },
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      timeoutMs: e.SMTP_TIMEOUT_MS,
      devMailbox: !e.SMTP_URL && (e.NODE_ENV !== 'production' || e.DEV_MAILBOX),
    },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, apiBase: e.TWILIO_API_BASE }
          : undefined,
      httpUrl: e.SMS_HTTP_URL || undefined,
      httpToken: e.SMS_HTTP_TOKEN || undefined,
      from: e.SMS_FROM,
      timeoutMs: 10_000,
      codesPerFormPerHour: e.VERIFY_CODES_PER_FORM_PER_HOUR,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: e.STRIPE_API_BASE || undefined,
      testCheckout: e.TEST_CHECKOUT ?? (e.NODE_ENV === 'development' ? 'loopback' : 'off'),
    },
    appSecret: e.APP_SECRET || undefined,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    limits: {
      apiPerKeyPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
      respondentPerIpPerMinute: e.RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE,
      savesPerSessionPerMinute: e.RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE,
      perPassPerMinute: e.RATE_LIMIT_PER_PASS_PER_MINUTE,
      sessionsPerFormPerMinute: e.RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE,
      sessionsPerIpPerMinute: e.RATE_LIMIT_SESSIONS_PER_IP_PER_MINUTE,
      sessionsPerIpPerHour: e.RATE_LIMIT_SESSIONS_PER_IP_PER_HOUR,
      minFillSeconds: e.RESPONDENT_MIN_FILL_SECONDS,
      challengeMaxNumber: e.CHALLENGE_MAX_NUMBER,
      sessionsPerFormPerHour: e.RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR,
      submitPerIpPerHour: e.RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR,
      submitPerFormPerHour: e.RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR,
      geocodePerIpPerMinute: e.RATE_LIMIT_GEOCODE_PER_IP_PER_MINUTE,
      uploadPerIpPerHour: e.RATE_LIMIT_UPLOAD_PER_IP_PER_HOUR,
      quotationPerIpPerHour: e.RATE_LIMIT_QUOTATION_PER_IP_PER_HOUR,
      quotationPerFormPerHour: e.RATE_LIMIT_QUOTATION_PER_FORM_PER_HOUR,
      anonymousDraftsPerIpPerHour: e.RATE_LIMIT_ANONYMOUS_DRAFTS_PER_IP_PER_HOUR,
      anonymousDraftsPerHour: e.RATE_LIMIT_ANONYMOUS_DRAFTS_PER_HOUR,
      emailLinksPerIpPerHour: e.RATE_LIMIT_EMAIL_LINKS_PER_IP_PER_HOUR,
      adminLoginPerIpPerHour: e.RATE_LIMIT_ADMIN_LOGIN_PER_IP_PER_HOUR,
    },
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    ginSweepEvery: e.SEARCH_INDEX_SWEEP_EVERY,
    checkResponses: false,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    ...overrides,
  };
}
