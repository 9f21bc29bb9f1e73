// Drizzle schema: every piece of state lives here so several app instances behave as one.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The trigram index on `answersSearchText` (its pending list is emptied in the background: db/gin-sweep.ts). */
export const ANSWERS_SEARCH_INDEX = 'responses_answer_values_trgm_idx';

/**
 * The text a search across answers (`q=`) reads: the answers' values only — every string, number and boolean at
 * any depth, as a JSON array — without the questions' titles (the answers' keys) and without `_sessionInfo`.
 * A word from a question's title would otherwise match every response that answered it, and those
 * keys, alike in every row, were most of each submission's trigrams. The trigram index below is on this very
 * expression, and the search must spell it the same way for PostgreSQL to use that index, so both take it from
 * here: the path and the key are written as SQL literals, never as parameters.
 */
export const answersSearchText = (answers: SQL | AnyColumn) =>
  sql`(jsonb_path_query_array((${answers} - '_sessionInfo'::text), 'strict $.** ? (@.type() != "object" && @.type() != "array")'::jsonpath)::text)`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Cached balance; the credit_ledger rows are the source it can be rebuilt from. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const loginSessions = pgTable(
  'login_sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    kind: text('kind').notNull().default('user'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminEmail: text('admin_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Untitled Form'),
    language: text('language').notNull().default('en'),
    domain: text('domain').notNull().default(''),
    color: text('color').notNull().default('#10b981'),
    iconMode: text('icon_mode').notNull().default('lucide'),
    /** The working copy (draft) the owner edits; respondents never see it until it is published. */
    config: jsonb('config').notNull(),
    /** What respondents get: the config of the live version; null until the form is first published. */
    publishedConfig: jsonb('published_config'),
    /** Number of the live version in form_versions; null until first published. */
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    promptHistory: jsonb('prompt_history').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The conversation with the assistant about this form (newest last, capped), kept with the draft. */
    chat: jsonb('chat').notNull().default(sql`'[]'::jsonb`),
    /** Last answer-session number handed out; incremented atomically. */
    sessionCounter: integer('session_counter').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('forms_language_label_domain_unique').on(t.language, t.label, t.domain),
    index('forms_user_idx').on(t.userId),
  ],
);

/** Every published version of a form (the newest are kept; see VERSION_HISTORY_LIMIT), for history and restore. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    config: jsonb('config').notNull(),
    /** The form's label when this version was published (forms get renamed). */
    label: text('label').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when this version was made by restoring an older one. */
    restoredFrom: integer('restored_from'),
    /**
     * What changed since the version before, in one line; an A/B test's promotion says which variant won. Null on
     * versions published before it was kept.
     */
    summary: text('summary'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_versions_form_version_unique').on(t.formId, t.version)],
);

/**
 * Which form a `/buildform?prompt=` link made for an owner: opening the same link again shows that form instead
 * of generating (and charging for) a second one. Keyed by a hash of the prompt, so the prompt is not stored twice.
 */
export const promptLinks = pgTable(
  'prompt_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptHash: text('prompt_hash').notNull(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptHash] }), index('prompt_links_form_idx').on(t.formId)],
);

/**
 * Earlier (language, label, domain) combinations of a form: old embed links keep finding it after a rename.
 * A combination is either a form's current one (forms) or an alias here; the owner's next form may take it over.
 */
export const formAliases = pgTable(
  'form_aliases',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('form_aliases_language_label_domain_unique').on(t.language, t.label, t.domain),
    index('form_aliases_form_idx').on(t.formId),
  ],
);

export const answerSessions = pgTable(
  'answer_sessions',
  {
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    sessionNo: integer('session_no').notNull(),
    createdAt: createdAt(),
    /** The form's live version when the session opened (the funnel is per version). */
    version: integer('version'),
    /**
     * The steps the respondent was shown, by step id, in order, the one they are on last: the runner's journey
     * (Back takes a step off), sent with each temporary save. The funnel counts a step only for the sessions whose
     * path holds it, so a step that logic skipped is no drop-off (docs/funnel.md).
     */
    path: text('path').array(),
    /** The campaign the respondent came from (hidden fields `utm_source`, `utm_campaign`), for the funnel's filters. */
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    /** Set when the session's response was submitted. */
    completed: boolean('completed').notNull().default(false),
    /** The A/B test and variant the respondent was assigned when the session opened (docs/ab-tests.md). */
    abTestId: integer('ab_test_id').references(() => abTests.id, { onDelete: 'set null' }),
    variant: text('variant'),
    /**
     * What the ad platforms match a lead by (docs/tracking.md): the host page's click and analytics ids and the
     * respondent's IP address and browser, kept only for a form with tracking on; null otherwise.
     */
    visitor: jsonb('visitor').$type<SessionVisitor>(),
  },
  (t) => [
    uniqueIndex('answer_sessions_form_no_unique').on(t.formId, t.sessionNo),
    /** An A/B test's results read its sessions. */
    index('answer_sessions_ab_test_idx').on(t.abTestId, t.variant).where(sql`${t.abTestId} is not null`),
    /** The funnel reads a form's sessions of a date range. */
    index('answer_sessions_form_created_idx').on(t.formId, t.createdAt),
  ],
);

/**
 * How often a form was shown before anyone answered (the funnel's first bar; docs/funnel.md): one counter per form,
 * live version, UTC day, campaign and A/B test variant (0 / '' for none, so the key has no nulls), raised by the runner's
 * one `POST /api/forms/{id}/views` per page load. A counter, not a row per view: a form shown a million times is a
 * few rows a day.
 */
export const formViews = pgTable(
  'form_views',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    day: date('day').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    /** The running A/B test the variant belongs to (0 and '' for none): a variant's funnel is one test's. */
    abTestId: integer('ab_test_id').notNull().default(0),
    variant: text('variant').notNull().default(''),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.formId, t.version, t.day, t.utmSource, t.utmCampaign, t.abTestId, t.variant],
    }),
  ],
);

/** An answer session's ad ids (the host page's, well-formed only) and where the respondent's requests came from. */
export interface SessionVisitor {
  fbc?: string;
  fbp?: string;
  gaClientId?: string;
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  ip?: string;
  userAgent?: string;
}

/** The variants an A/B test splits a form's traffic between: a config each, and its share of new visitors. */
export interface AbVariant {
  key: string;
  weight: number;
  config: unknown;
}

/**
 * A/B tests of a published form (docs/ab-tests.md): the variants are versions of the same form (same id, embed
 * and responses). At most one test of a form runs at a time.
 */
export const abTests = pgTable(
  'ab_tests',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    variants: jsonb('variants').$type<AbVariant[]>().notNull(),
    /** Probability to be best (0.5–0.999) the winner must reach before it may be promoted. */
    threshold: doublePrecision('threshold').notNull(),
    /** Visitors every variant needs before a winner is promoted. */
    minSample: integer('min_sample').notNull(),
    autoPromote: boolean('auto_promote').notNull(),
    /** 'running' or 'ended'. */
    status: text('status').notNull().default('running'),
    winner: text('winner'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('ab_tests_running_unique').on(t.formId).where(sql`${t.status} = 'running'`),
    index('ab_tests_form_idx').on(t.formId),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => answerSessions.id, { onDelete: 'set null' }),
    /** Set once the respondent submitted; null while incomplete. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    /** The latest partial answers; cleared on submission. */
    tempResponse: jsonb('temp_response').$type<Record<string, unknown>>(),
    source: text('source').notNull().default('form'),
    /** The title each answered question had when it was answered, by step id (the answers are kept by step id). */
    labels: jsonb('labels').$type<Record<string, string>>(),
    /** Calculation results recomputed by the server at submission ({ id: number }); null without calculations. */
    calculations: jsonb('calculations').$type<Record<string, number>>(),
    /** The id of the ending the respondent reached; null for the normal submission screen. */
    ending: text('ending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** When the "unfinished lead" e-mail was queued for this incomplete response (once per response). */
    unfinishedNotifiedAt: timestamp('unfinished_notified_at', { withTimezone: true, mode: 'date' }),
    /**
     * Marked as spam by the owner: left out of the list, counts, summary and export unless asked for, and of every
     * e-mail and webhook delivery (services/lead-removal.ts).
     */
    spam: boolean('spam').notNull().default(false),
    /** When the "finish your request" e-mail was queued for this incomplete response (once per response). */
    recoveryMailedAt: timestamp('recovery_mailed_at', { withTimezone: true, mode: 'date' }),
    /** When the respondent came back through that e-mail's link (services/recovery.ts). */
    recoveredAt: timestamp('recovered_at', { withTimezone: true, mode: 'date' }),
    /** The lead's number in its form (1, 2, 3 …), given at submission from form_lead_numbers; null while incomplete. */
    leadNo: integer('lead_no'),
  },
  (t) => [
    uniqueIndex('responses_session_unique').on(t.sessionId),
    /** Partial: an index over every response would be what the planner picks to count a form's responses. */
    uniqueIndex('responses_form_lead_no_unique').on(t.formId, t.leadNo).where(sql`${t.leadNo} is not null`),
    /**
     * Incomplete responses by age, for the sweep that deletes unfinished answers nobody came back to. Leaving the
     * index happens once, at submission, which rewrites the indexed answers anyway; saves do not touch it.
     */
    index('responses_unfinished_created_idx').on(t.createdAt).where(sql`${t.response} is null`),
    /** The few responses recovered through a "finish your request" link, for the dashboard's count. */
    index('responses_recovered_idx').on(t.formId).where(sql`${t.recoveredAt} is not null`),
    /** The responses screen and export read a form's rows newest first, a page at a time (keyset on both). */
    index('responses_form_created_idx').on(t.formId, t.createdAt.desc(), t.id.desc()),
    /**
     * Every page of the responses screen counts the form's responses: this index holds one posting list per form
     * and counts a million in a third of the time the wider index above takes. form_id never changes, so it costs
     * each insert one entry and keeps updates HOT. It holds the
     * responses not marked as spam — the ones every count reads — so a count stays an index-only scan.
     */
    index('responses_form_idx').on(t.formId).where(sql`not ${t.spam}`),
    /** The few responses marked as spam, for the list's spam filter. */
    index('responses_spam_idx').on(t.formId).where(sql`${t.spam}`),
    /**
     * Search across answers (`q=`) is `ilike '%…%'` on the answers' values (`answersSearchText`): a trigram index
     * (pg_trgm) finds the few matching submitted responses among a million instead of reading every row's JSON
     * Only submitted answers are indexed: they are written once, while a temporary save rewrites `temp_response`
     * several times per respondent, and an index on it would make every such save update every index of the
     * table. Values only, not the questions' titles.
     */
    index(ANSWERS_SEARCH_INDEX)
      .using('gin', sql`${answersSearchText(t.response)} gin_trgm_ops`)
      .where(sql`${t.response} is not null`),
    /** The incomplete responses of a form, which a search reads without the trigram index. */
    index('responses_incomplete_idx').on(t.formId).where(sql`${t.response} is null`),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  privacyPolicyLink: text('privacy_policy_link'),
  webhookUrl: text('webhook_url'),
  /** Standard Webhooks signing secret (`whsec_…`), created lazily; kept readable because we sign with it. */
  webhookSecret: text('webhook_secret'),
  /** The secret before the last rotation: deliveries are signed with both for a day so receivers can switch over. */
  webhookPreviousSecret: text('webhook_previous_secret'),
  webhookSecretRotatedAt: timestamp('webhook_secret_rotated_at', { withTimezone: true, mode: 'date' }),
  /** Set when the receiver answered 410 Gone; saving the URL again clears it. */
  webhookDisabledAt: timestamp('webhook_disabled_at', { withTimezone: true, mode: 'date' }),
  /** IANA time zone the owner's e-mails show times in; null until the owner app reports the browser's. */
  timeZone: text('time_zone'),
  updatedAt: updatedAt(),
});

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** External reference (payment id, form id); unique per reason to make grants idempotent. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    uniqueIndex('credit_ledger_reason_ref_unique').on(t.reason, t.ref),
  ],
);

/** Fixed-window counters shared by all instances (login throttling, per-IP limits). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Secrets every instance must share and nobody configured (e.g. the proof-of-work challenges' HMAC key when
 * APP_SECRET is unset): the first instance to need one inserts it, the others read the same row.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Where a form's leads go besides e-mail: Google Sheets, Slack, HubSpot, Pipedrive, and REST hook subscriptions of
 * automation platforms (services/form-integrations.ts). Secrets (refresh tokens, bot and API tokens, a Slack
 * webhook URL) are kept only AES-256-GCM-sealed with a key derived from APP_SECRET.
 */
export const formIntegrations = pgTable(
  'form_integrations',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sheets | slack | hubspot | pipedrive | hook */
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    /** Switched off by the owner: nothing is queued for it. */
    enabled: boolean('enabled').notNull().default(true),
    /** What is not secret: spreadsheet and tab, channel, a hook's target URL and event, options. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Which lead fields go to which column or property, in order. */
    mapping: jsonb('mapping').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    secretSealed: text('secret_sealed'),
    /**
     * Set when the service refused the connection itself (revoked token, deleted sheet): its deliveries wait
     * (`paused`) until the owner fixes it, and the owner is told once.
     */
    brokenAt: timestamp('broken_at', { withTimezone: true, mode: 'date' }),
    brokenReason: text('broken_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('form_integrations_form_idx').on(t.formId), index('form_integrations_user_idx').on(t.userId)],
);

/**
 * Every delivery of a lead to somewhere else — the owner's CRM webhook (`integration_id` null) and each form
 * integration — a durable job per message, claimed with FOR UPDATE SKIP LOCKED by one instance.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The Standard Webhooks `webhook-id`; the same on every retry of this delivery. */
    messageId: text('message_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    responseId: integer('response_id'),
    /** The form integration it goes to; null: the owner's CRM webhook. */
    integrationId: integer('integration_id').references(() => formIntegrations.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivering | succeeded | failed | cancelled | paused (its integration waits for the owner) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    responseCode: integer('response_code'),
    /** What the destination answered, in a line (a row number, a contact id, its error message). */
    detail: text('detail'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While delivering: the claim's lease; an expired lease makes the job claimable again (crashed instance). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    claimToken: text('claim_token'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_unique').on(t.messageId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_user_idx').on(t.userId, t.createdAt),
    /** At most one not-yet-attempted update per response and destination: later saves rewrite its payload. */
    uniqueIndex('webhook_deliveries_coalesce_unique')
      .on(t.responseId, sql`coalesce(${t.integrationId}, 0)`)
      .where(sql`status = 'pending' and attempts = 0 and event = 'response.updated'`),
    /** A form's delivery log, and the deliveries of one lead to one integration (sent in order). */
    index('webhook_deliveries_form_idx').on(t.formId, t.createdAt),
    index('webhook_deliveries_integration_idx').on(t.integrationId, t.responseId),
  ],
);

/** Per-form console actions (auto-select first option, send brochure). */
export const consoleConfigs = pgTable('console_configs', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Every e-mail the app sends: the embedded mailbox's store, and the SMTP send queue. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What sent it (brochure, admin-login, …), for the dev mailbox and tests. */
    kind: text('kind').notNull().default('mail'),
    /** stored (embedded mailbox) | queued | sending | sent | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    replyTo: text('reply_to'),
    /** One message per purpose (e.g. `lead:42:owner:ann@example.com`): a second insert of it is a no-op. */
    dedupeKey: text('dedupe_key'),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    responseId: integer('response_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
  ],
);

/** Per-form availability and new-lead e-mail settings; no row means the defaults (open, owner notified). */
export const formSettings = pgTable('form_settings', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
  /** Completed responses after which new respondents see the closed message. */
  maxResponses: integer('max_responses'),
  redirectUrl: text('redirect_url'),
  closedMessage: text('closed_message'),
  /** TFormNotifications; null means the defaults. */
  notifications: jsonb('notifications').$type<Record<string, unknown>>(),
  /** Responses older than this many days are deleted (services/lead-removal.ts); null keeps them. */
  retentionDays: integer('retention_days'),
  /** TLeadRouting: which recipients and integrations get which leads; null sends every lead everywhere. */
  routing: jsonb('routing').$type<Record<string, unknown>>(),
  /** Incomplete responses untouched for this many days are deleted; null means the default (30). */
  unfinishedRetentionDays: integer('unfinished_retention_days'),
  /** The leads table's columns the owner chose (column keys, in order); null shows the compact default. */
  leadColumns: jsonb('lead_columns').$type<string[]>(),
  /** TFormTracking: dataLayer events and the Meta Pixel on the host page; null is off. */
  tracking: jsonb('tracking').$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});

/**
 * Codes sent to verify a respondent's e-mail address or phone number in their answer session. Only an HMAC of the
 * code is kept; a code is single-use, expires, and allows a few attempts (services/verification.ts).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => answerSessions.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** email | phone */
    channel: text('channel').notNull(),
    /** The address (lower case) or the number (E.164) the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the right code was entered: the target is verified for this session. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_session_idx').on(t.sessionId, t.channel),
    index('verification_codes_form_created_idx').on(t.formId, t.createdAt),
    index('verification_codes_target_created_idx').on(t.target, t.createdAt),
  ],
);

/**
 * Bookings made in a booking step, as the calendar's signed webhook reported them (Cal.com's BOOKING_CREATED,
 * Calendly's invitee.created): matched to the answer session by the reference the step passed to the calendar.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The booking step's reference (its answer's `ref`). */
    ref: text('ref').notNull(),
    /** calcom | calendly */
    provider: text('provider').notNull(),
    /** The calendar's own id of the booking (Cal.com's uid, Calendly's invitee URI): a replay finds it. */
    uid: text('uid').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
    /** When the calendar cancelled this booking (a reschedule's old booking is replaced, not cancelled). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The booking this one replaced: Cal.com's rescheduleUid/fromReschedule, Calendly's old_invitee. */
    rescheduledFrom: text('rescheduled_from'),
    /** The booking that replaced this one: Calendly's new_invitee on the old invitee's cancellation. */
    replacedBy: text('replaced_by'),
    /** The calendar's own time of the latest event about this booking (ordering never trusts arrival). */
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_form_provider_uid_idx').on(t.formId, t.provider, t.uid),
    index('bookings_form_ref_idx').on(t.formId, t.ref),
  ],
);

/** Each form's secret its calendars sign booking webhooks with (made on the owner's first look). */
export const bookingSecrets = pgTable('booking_secrets', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * The single-use links of "finish your request" e-mails: only a hash of the token is kept, so the table never
 * holds a working link. Exchanging a token gives the respondent their answer session under a new id.
 */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_tokens_response_idx').on(t.responseId)],
);

/**
 * Every deletion of responses — by their owner, an erasure request or a form's retention time — with who, when and
 * how many, so none is silent. The form id has no foreign key: the record outlives the form.
 */
export const deletionLog = pgTable(
  'deletion_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    formId: integer('form_id').notNull(),
    /** owner | erasure | retention */
    reason: text('reason').notNull(),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deletion_log_form_idx').on(t.formId, t.createdAt)],
);

/**
 * Addresses an owner asked to receive their forms' new-lead e-mails, and whether the address confirmed it by the
 * link sent to it: a lead is e-mailed to an extra recipient only once confirmed, so the server mails nobody who
 * did not ask for it. Only the SHA-256 of the confirmation token is kept.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.email] }),
    uniqueIndex('notification_recipients_token_idx').on(t.tokenHash),
  ],
);

/**
 * Respondent confirmations sent, one row per form, recipient and UTC day (the address only as its SHA-256): a
 * confirmation goes to an address at most once a day per form, so the form cannot be used to mail someone
 * repeatedly. Rows older than a few days are deleted.
 */
export const respondentMailLog = pgTable(
  'respondent_mail_log',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    day: text('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.addressHash, t.day] }),
    index('respondent_mail_log_day_idx').on(t.day),
  ],
);

/**
 * The last lead number each form gave: a submission's transaction bumps its form's row, so two instances never hand
 * out one number twice and numbers follow each other (a deleted lead leaves its gap).
 */
export const formLeadNumbers = pgTable('form_lead_numbers', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * Dashboard counters kept by the leads worker (never written on a respondent's call): completed responses,
 * and completed ones that had no answer session (they count as starts too; sessions are counted by
 * forms.session_counter). Deleting a response or marking it as spam takes it out of them (services/lead-removal.ts).
 */
export const formStats = pgTable('form_stats', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  completed: integer('completed').notNull().default(0),
  sessionless: integer('sessionless').notNull().default(0),
  /** Answer sessions whose response was deleted or is marked as spam: no longer counted as starts. */
  removedStarts: integer('removed_starts').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Stored submissions whose new-lead e-mails and counters are not done yet: a row is added by the statement that
 * stores the submission and removed by the leads worker's transaction that queues its e-mails and moves the
 * counters (services/leads.ts). A table of its own, so neither write rewrites the response's row.
 */
export const leadQueue = pgTable('lead_queue', {
  responseId: integer('response_id')
    .primaryKey()
    .references(() => responses.id, { onDelete: 'cascade' }),
  formId: integer('form_id').notNull(),
  /** A submission without an answer session (counted apart on the dashboard). */
  sessionless: boolean('sessionless').notNull(),
});

/** Credit checkouts started by owners; credits are granted when the payment provider confirms payment. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id (Stripe `cs_…`, or `cs_test_local_…` for the built-in test checkout). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** stripe | test */
    provider: text('provider').notNull(),
    /** pending | paid */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Public API keys: a SHA-256 hash for look-up and an AES-256-GCM copy so the owner can reveal it; never plaintext. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** Cleared when the key is revoked. */
    keyEncrypted: text('key_encrypted'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_unique').on(t.keyHash),
    /** One live key per owner; regenerating revokes the previous one. */
    uniqueIndex('api_keys_user_active_unique').on(t.userId).where(sql`revoked_at is null`),
  ],
);

/** One-time admin sign-in links: stored as SHA-256 of the token, valid 15 minutes, single use. */
export const adminLoginTokens = pgTable('admin_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** One-time e-mailed sign-in links for owners (passwordless sign-in): hashed, 15 minutes, single use. */
export const emailLoginTokens = pgTable(
  'email_login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_login_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A form built before signing up: held for the browser whose cookie hashes to `tokenHash` until that visitor
 * signs up or in, when it becomes one of their forms (and the credits it used are charged then).
 */
export const anonymousDrafts = pgTable(
  'anonymous_drafts',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the browser's draft cookie; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    config: jsonb('config').notNull(),
    promptHistory: jsonb('prompt_history').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The conversation with the assistant, kept with the draft (and moved to the form on claim). */
    chat: jsonb('chat').notNull().default(sql`'[]'::jsonb`),
    /** Hash of the /buildform?prompt= link's prompt that made it, so opening the link again reopens it. */
    linkHash: text('link_hash'),
    /** Generations and edits by the assistant: the credits charged when the draft is claimed. */
    aiActions: integer('ai_actions').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('anonymous_drafts_token_unique').on(t.tokenHash),
    index('anonymous_drafts_expires_idx').on(t.expiresAt),
  ],
);

/** Where a form's business operates (owner-set, beyond the spec): postal prefixes or a centre and radius. */
export const serviceAreas = pgTable('service_areas', {
  formId: integer('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  area: jsonb('area').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Uploaded documents: the bytes live in storage under a random key; the client's file name is metadata only. */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    extractedText: text('extracted_text').notNull().default(''),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    sessionId: text('session_id').references(() => answerSessions.id, { onDelete: 'set null' }),
    /** A saved or submitted answer refers to it: kept. Unattached uploads are deleted after a while. */
    attached: boolean('attached').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_form_idx').on(t.formId),
    index('documents_session_idx').on(t.sessionId),
    index('documents_unattached_idx').on(t.createdAt).where(sql`not ${t.attached}`),
  ],
);

/**
 * Owners' pictures for image choices: the bytes live in storage under images/<name>, which the public address
 * names, so serving needs no row; the row counts an account's pictures against its allowance and lets the sweep
 * delete the ones no form of the account uses any more.
 */
export const ownerImages = pgTable(
  'owner_images',
  {
    name: text('name').primaryKey(),
    /** Null once the account is deleted: the sweep then deletes the picture. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** When the sweep last found a form using it; it looks again a week later. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('owner_images_user_idx').on(t.userId), index('owner_images_created_idx').on(t.createdAt)],
);

/**
 * Embed domains and the accounts that may use them (services/domains.ts). The first account to use a domain
 * holds it; another account may use it only after proving control (DNS TXT record or /.well-known file with
 * its token). Rows outlive the forms, so deleting a form never frees its domain for someone else.
 */
export const domainClaims = pgTable(
  'domain_claims',
  {
    /** Canonical form: trimmed, lower-case, without trailing dots. */
    domain: text('domain').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The secret this account publishes to prove control of the domain. */
    token: text('token').notNull(),
    /** The account that used the domain first (or proved control last); at most one per domain. */
    holder: boolean('holder').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** How control was proved: dns | file. */
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.userId] }),
    uniqueIndex('domain_claims_one_holder').on(t.domain).where(sql`holder`),
    index('domain_claims_user_idx').on(t.userId),
  ],
);

/**
 * Browsers that signed in to an account before (OWASP "device cookies"): such a browser keeps signing in while
 * the account is locked against unknown browsers. Only the SHA-256 of the cookie token is stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** One-time data conversions run at start-up after the schema migrations (db/data-migrations.ts), by name. */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
