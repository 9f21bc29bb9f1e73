// Drizzle schema: every piece of state lives here so several app instances behave as one.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    config: jsonb('config').notNull(),
    promptHistory: jsonb('prompt_history').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
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

export const answerSessions = pgTable(
  'answer_sessions',
  {
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    sessionNo: integer('session_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('answer_sessions_form_no_unique').on(t.formId, t.sessionNo)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('responses_session_unique').on(t.sessionId), index('responses_form_idx').on(t.formId)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  privacyPolicyLink: text('privacy_policy_link'),
  webhookUrl: text('webhook_url'),
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
