// Per-form availability (close date, response limit, redirect, how long responses are kept) and new-lead e-mail
// settings: request/response schemas.
import { z } from 'zod';
import { DE_TEXTS, EN_TEXTS, isValidEmail, pipeReferences, RESPONDENT_LANGUAGES } from '@forms-engine/model';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { parseClientDate } from './dates.ts';
import { ZFormIdParams } from './form-id.ts';

/** The closed message when the owner wrote none, by form language. */
export const DEFAULT_CLOSED_MESSAGES = { en: EN_TEXTS.formClosed, de: DE_TEXTS.formClosed } as const;

export function defaultClosedMessage(language: string | null | undefined): string {
  return language === 'de' ? DEFAULT_CLOSED_MESSAGES.de : DEFAULT_CLOSED_MESSAGES.en;
}

/** After a form closes, respondents already part-way may still submit for this long (decisions: grace rule). */
export const CLOSE_GRACE_HOURS = 24;

const isHttpUrl = (value: string) => {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * One optional settings field: null, undefined and empty text mean "off"; anything else must pass `check`,
 * which returns the stored value or the message naming the field (zod's union messages would not name it).
 */
function setting<T>(check: (value: unknown) => T | { error: string }) {
  return z.unknown().transform((value, ctx): T | null => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const result = check(value);
    if (result && typeof result === 'object' && 'error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result as T;
  });
}

const CLOSES_AT_MESSAGE =
  'Close date must be a date and time like 2026-12-31T18:00:00Z, between the years 1 and 9999';
const MAX_RESPONSES_MESSAGE = 'Response limit must be a whole number of at least 1';
/** How long a form's responses may be kept, at most (10 years), in days. */
export const RETENTION_DAYS_MAX = 3650;
const RETENTION_MESSAGE = `Days to keep leads must be a whole number from 1 to ${RETENTION_DAYS_MAX}`;
/** How long incomplete responses nobody came back to are kept when the owner set nothing, in days. */
export const UNFINISHED_RETENTION_DEFAULT_DAYS = 30;
const UNFINISHED_RETENTION_MESSAGE = `Days to keep unfinished answers must be a whole number from 1 to ${RETENTION_DAYS_MAX}`;

/** PUT /api/forms/{id}/settings: every field may be null or empty (off). */
export const ZFormAvailabilityInput = z
  .object({
    closesAt: setting((v) => {
      const date = typeof v === 'string' ? parseClientDate(v) : null;
      return date ? date.toISOString() : { error: CLOSES_AT_MESSAGE };
    }).optional(),
    maxResponses: setting((v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { error: MAX_RESPONSES_MESSAGE };
      if (v > 10_000_000) return { error: 'Response limit must be at most 10000000' };
      return v;
    }).optional(),
    redirectUrl: setting((v) => {
      if (typeof v !== 'string')
        return { error: 'The address to go to after submitting must start with http:// or https://' };
      if (v.trim().length > 2000)
        return { error: 'The address to go to after submitting must be at most 2000 characters' };
      return isHttpUrl(v.trim())
        ? v.trim()
        : { error: 'The address to go to after submitting must start with http:// or https://' };
    }).optional(),
    closedMessage: setting((v) => {
      if (typeof v !== 'string') return { error: 'The message when closed must be text' };
      return v.trim().length > 1000
        ? { error: 'The message when closed must be at most 1000 characters' }
        : v.trim();
    }).optional(),
    /** Responses older than this many days are deleted; off keeps them. */
    retentionDays: setting((v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > RETENTION_DAYS_MAX)
        return { error: RETENTION_MESSAGE };
      return v;
    }).optional(),
    /** Incomplete responses untouched for this many days are deleted; missing or null means the default (30). */
    unfinishedRetentionDays: setting((v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > RETENTION_DAYS_MAX)
        return { error: UNFINISHED_RETENTION_MESSAGE };
      return v;
    }).optional(),
  })
  .transform((o) => ({
    closesAt: o.closesAt ?? null,
    maxResponses: o.maxResponses ?? null,
    redirectUrl: o.redirectUrl ?? null,
    closedMessage: o.closedMessage ?? null,
    retentionDays: o.retentionDays ?? null,
    unfinishedRetentionDays: o.unfinishedRetentionDays ?? UNFINISHED_RETENTION_DEFAULT_DAYS,
  }));
export type TFormAvailabilityInput = z.input<typeof ZFormAvailabilityInput>;
export type TFormAvailability = z.output<typeof ZFormAvailabilityInput>;

const ZClosedReason = z.enum(['closed', 'full']).nullable();

/** What GET/PUT /api/forms/{id}/settings answer: the stored values plus the form's current state. */
export const ZFormAvailabilityRecord = z
  .object({
    closesAt: z.string().nullable(),
    maxResponses: z.number().int().nullable(),
    redirectUrl: z.string().nullable(),
    closedMessage: z.string().nullable(),
    /** Responses older than this many days are deleted; null keeps them. */
    retentionDays: z.number().int().nullable(),
    /** Incomplete responses untouched for this many days are deleted, with their uploads. */
    unfinishedRetentionDays: z.number().int(),
    /** The message respondents see when closed (the owner's, else the default in the form's language). */
    effectiveClosedMessage: z.string(),
    status: z.object({ open: z.boolean(), reason: ZClosedReason, completed: z.number().int() }),
  })
  .meta({ id: 'FormAvailability' });
export type FormAvailabilityRecord = z.infer<typeof ZFormAvailabilityRecord>;

/** What the runner receives with the public form (part of the one public payload, so caches see changes). */
export const ZPublicAvailability = z
  .object({
    open: z.boolean(),
    reason: ZClosedReason,
    closesAt: z.string().nullable(),
    message: z.string(),
    redirectUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicAvailability' });
export type PublicAvailability = z.infer<typeof ZPublicAvailability>;

export const MAX_EXTRA_RECIPIENTS = 10;
export const UNFINISHED_DEFAULT_MINUTES = 30;
/** How long an incomplete response waits before its respondent is invited back, by default. */
export const RECOVERY_DEFAULT_MINUTES = 60;
const RECOVERY_IDLE_MESSAGE = 'recovery.idleMinutes must be a whole number of minutes from 5 to 10080';

const email = (field: string) =>
  z
    .string({ error: `${field} must be an e-mail address` })
    .trim()
    .max(254, { error: `${field} must be an e-mail address` })
    .refine(isValidEmail, { error: `${field} must be an e-mail address` });

/** PUT /api/forms/{id}/notifications; missing parts take their defaults. */
/** A respondent confirmation's subject and text. */
const ZConfirmationTexts = z.object({
  subject: z
    .string({ error: 'The confirmation subject must be text' })
    .trim()
    .max(200, { error: 'The confirmation subject must be at most 200 characters' })
    .default(''),
  text: z
    .string({ error: 'The confirmation message must be text' })
    .max(5000, { error: 'The confirmation message must be at most 5000 characters' })
    .default(''),
});

export const ZFormNotificationsInput = z
  .object({
    owner: z
      .object({
        enabled: z.boolean({ error: 'owner.enabled must be true or false' }).default(true),
        extraRecipients: z
          .array(email('Each extra recipient'), {
            error: 'Extra recipients must be a list of e-mail addresses',
          })
          .max(MAX_EXTRA_RECIPIENTS, {
            error: `You can add at most ${MAX_EXTRA_RECIPIENTS} extra recipients`,
          })
          .default([]),
      })
      .default({ enabled: true, extraRecipients: [] }),
    unfinished: z
      .object({
        enabled: z.boolean({ error: 'unfinished.enabled must be true or false' }).default(false),
        idleMinutes: z
          .number({
            error:
              'The wait before reporting an unfinished lead must be a whole number of minutes from 5 to 10080',
          })
          .int({
            error:
              'The wait before reporting an unfinished lead must be a whole number of minutes from 5 to 10080',
          })
          .min(5, {
            error:
              'The wait before reporting an unfinished lead must be a whole number of minutes from 5 to 10080',
          })
          .max(10_080, {
            error:
              'The wait before reporting an unfinished lead must be a whole number of minutes from 5 to 10080',
          })
          .default(UNFINISHED_DEFAULT_MINUTES),
        /** Set by the server when switched on: only responses idle since then are reported. */
        since: z.string().max(40).optional(),
      })
      .default({ enabled: false, idleMinutes: UNFINISHED_DEFAULT_MINUTES }),
    recovery: z
      .object({
        enabled: z.boolean({ error: 'recovery.enabled must be true or false' }).default(false),
        idleMinutes: z
          .number({ error: RECOVERY_IDLE_MESSAGE })
          .int({ error: RECOVERY_IDLE_MESSAGE })
          .min(5, { error: RECOVERY_IDLE_MESSAGE })
          .max(10_080, { error: RECOVERY_IDLE_MESSAGE })
          .default(RECOVERY_DEFAULT_MINUTES),
        subject: z
          .string({ error: 'recovery.subject must be text' })
          .trim()
          .max(200, { error: 'recovery.subject must be at most 200 characters' })
          .default(''),
        text: z
          .string({ error: 'recovery.text must be text' })
          .max(5000, { error: 'recovery.text must be at most 5000 characters' })
          .default(''),
        /** Set by the server when switched on: only responses active since then are e-mailed. */
        since: z.string().max(40).optional(),
      })
      .default({ enabled: false, idleMinutes: RECOVERY_DEFAULT_MINUTES, subject: '', text: '' }),
    respondent: z
      .object({
        enabled: z.boolean({ error: 'respondent.enabled must be true or false' }).default(false),
        ...ZConfirmationTexts.shape,
        /** The confirmation in the other languages of a form of several, sent to respondents who read it so. */
        translations: z.partialRecord(z.enum(RESPONDENT_LANGUAGES), ZConfirmationTexts).optional(),
      })
      .default({ enabled: false, subject: '', text: '' }),
  })
  .superRefine((n, ctx) => {
    if (!n.respondent.enabled) return;
    if (!n.respondent.subject)
      ctx.addIssue({ code: 'custom', message: 'The confirmation e-mail needs a subject' });
    if (!n.respondent.text.trim())
      ctx.addIssue({ code: 'custom', message: 'The confirmation e-mail needs a message' });
    const subjects = [
      n.respondent.subject,
      ...Object.values(n.respondent.translations ?? {}).map((t) => t.subject),
    ];
    if (subjects.some((subject) => pipeReferences(subject).some((r) => r.kind !== 'calc')))
      ctx.addIssue({ code: 'custom', message: RESPONDENT_SUBJECT_ANSWERS_MESSAGE });
  })
  .superRefine((n, ctx) => {
    if (pipeReferences(n.recovery.subject).some((r) => r.kind !== 'calc'))
      ctx.addIssue({ code: 'custom', message: RECOVERY_SUBJECT_ANSWERS_MESSAGE });
    if (!n.recovery.enabled) return;
    if (!n.recovery.subject) ctx.addIssue({ code: 'custom', message: 'recovery.subject is required' });
    if (!n.recovery.text.trim()) ctx.addIssue({ code: 'custom', message: 'recovery.text is required' });
  });

export const RECOVERY_SUBJECT_ANSWERS_MESSAGE =
  'The "finish your request" subject cannot show answers (anyone can type anything into a form); put answers in the message';

/** Why a confirmation's subject may not show answers: it goes to whatever address a respondent typed. */
export const RESPONDENT_SUBJECT_ANSWERS_MESSAGE =
  'The confirmation subject cannot show answers (anyone can type anything into a form); put answers in the message';
export type TFormNotifications = z.output<typeof ZFormNotificationsInput>;

export const DEFAULT_NOTIFICATIONS: TFormNotifications = {
  owner: { enabled: true, extraRecipients: [] },
  unfinished: { enabled: false, idleMinutes: UNFINISHED_DEFAULT_MINUTES },
  recovery: { enabled: false, idleMinutes: RECOVERY_DEFAULT_MINUTES, subject: '', text: '' },
  respondent: { enabled: false, subject: '', text: '' },
};

/** GET/PUT /api/forms/{id}/notifications answer: the settings plus the owner's own address (always notified). */
export const ZFormNotificationsRecord = z
  .object({
    owner: z.object({ enabled: z.boolean(), extraRecipients: z.array(z.string()) }),
    unfinished: z.object({
      enabled: z.boolean(),
      idleMinutes: z.number().int(),
      since: z.string().optional(),
    }),
    recovery: z.object({
      enabled: z.boolean(),
      idleMinutes: z.number().int(),
      subject: z.string(),
      text: z.string(),
      since: z.string().optional(),
    }),
    respondent: z.object({
      enabled: z.boolean(),
      subject: z.string(),
      text: z.string(),
      translations: z
        .partialRecord(z.enum(RESPONDENT_LANGUAGES), z.object({ subject: z.string(), text: z.string() }))
        .optional(),
    }),
    ownerEmail: z.string(),
    /** Extra recipients that have not confirmed yet: they get no lead until they follow the link sent to them. */
    unconfirmedRecipients: z.array(z.string()),
    /** What the texts may insert, named by the form's questions: `{token: "{{contact.firstName}}", label}`. */
    placeholders: z
      .array(
        z.object({
          token: z.string(),
          label: z.string(),
          /** What it recalls, as data (the owner app names it in the owner's language). */
          source: z
            .discriminatedUnion('kind', [
              z.object({
                kind: z.literal('step'),
                index: z.number().int(),
                title: z.string(),
                field: z.string().optional(),
              }),
              z.object({ kind: z.literal('hidden'), name: z.string() }),
              z.object({ kind: z.literal('calculation'), id: z.string(), label: z.string().optional() }),
            ])
            .optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'FormNotifications' });
export type FormNotificationsRecord = z.infer<typeof ZFormNotificationsRecord>;

// ---------- Route contracts ----------

const tag = API_TAGS.forms;

export const getFormAvailability = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/settings',
  auth: 'user',
  tag,
  summary:
    "A form's availability: close date, response limit, closed message, redirect, and whether it is open",
  params: ZFormIdParams,
  response: { 200: ZFormAvailabilityRecord, 404: ZError },
});

export const putFormAvailability = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/settings',
  auth: 'user',
  tag,
  summary: "Sets a form's availability; null or empty text switches a setting off",
  params: ZFormIdParams,
  body: ZFormAvailabilityInput,
  response: { 200: ZFormAvailabilityRecord, 400: ZError, 404: ZError },
});

export const getFormNotifications = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/notifications',
  auth: 'user',
  tag,
  summary:
    "A form's new-lead e-mails: to the owner (and extra addresses), unfinished leads, respondent confirmation",
  params: ZFormIdParams,
  response: { 200: ZFormNotificationsRecord, 404: ZError },
});

export const putFormNotifications = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/notifications',
  auth: 'user',
  tag,
  summary: "Sets a form's new-lead e-mails; missing parts take their defaults",
  params: ZFormIdParams,
  body: ZFormNotificationsInput,
  response: { 200: ZFormNotificationsRecord, 400: ZError, 404: ZError },
});

const ZRecipientToken = z.object({ token: z.string().max(200).default('') });
const html = (description: string) => ({ contentType: 'text/html', description });

export const recipientConfirmPage = defineRoute({
  method: 'GET',
  path: '/recipients/confirm',
  auth: 'public',
  tag,
  summary: 'The page an extra lead recipient opens from the confirmation e-mail (a button confirms)',
  query: ZRecipientToken,
  response: { 200: html('The confirmation page'), 404: html('Unknown or used link') },
});

export const recipientConfirm = defineRoute({
  method: 'POST',
  path: '/recipients/confirm',
  auth: 'public',
  tag,
  summary: "Confirms an extra lead recipient's address: from then on it gets the owner's new-lead e-mails",
  body: ZRecipientToken,
  response: { 200: html('Confirmed'), 404: html('Unknown link') },
});
