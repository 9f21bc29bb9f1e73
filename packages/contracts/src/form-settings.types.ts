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
  'closesAt must be a date-time like 2026-12-31T18:00:00Z, between the years 1 and 9999';
const MAX_RESPONSES_MESSAGE = 'maxResponses must be a whole number of at least 1';
/** How long a form's responses may be kept, at most (10 years), in days. */
export const RETENTION_DAYS_MAX = 3650;
const RETENTION_MESSAGE = `retentionDays must be a whole number of days from 1 to ${RETENTION_DAYS_MAX}`;

/** PUT /api/forms/{id}/settings: every field may be null or empty (off). */
export const ZFormAvailabilityInput = z
  .object({
    closesAt: setting((v) => {
      const date = typeof v === 'string' ? parseClientDate(v) : null;
      return date ? date.toISOString() : { error: CLOSES_AT_MESSAGE };
    }).optional(),
    maxResponses: setting((v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { error: MAX_RESPONSES_MESSAGE };
      if (v > 10_000_000) return { error: 'maxResponses must be at most 10000000' };
      return v;
    }).optional(),
    redirectUrl: setting((v) => {
      if (typeof v !== 'string') return { error: 'redirectUrl must be an http(s) URL' };
      if (v.trim().length > 2000) return { error: 'redirectUrl must be at most 2000 characters' };
      return isHttpUrl(v.trim()) ? v.trim() : { error: 'redirectUrl must be an http(s) URL' };
    }).optional(),
    closedMessage: setting((v) => {
      if (typeof v !== 'string') return { error: 'closedMessage must be text' };
      return v.trim().length > 1000 ? { error: 'closedMessage must be at most 1000 characters' } : v.trim();
    }).optional(),
    /** Responses older than this many days are deleted; off keeps them. */
    retentionDays: setting((v) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > RETENTION_DAYS_MAX)
        return { error: RETENTION_MESSAGE };
      return v;
    }).optional(),
  })
  .transform((o) => ({
    closesAt: o.closesAt ?? null,
    maxResponses: o.maxResponses ?? null,
    redirectUrl: o.redirectUrl ?? null,
    closedMessage: o.closedMessage ?? null,
    retentionDays: o.retentionDays ?? null,
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
    .string({ error: 'respondent.subject must be text' })
    .trim()
    .max(200, { error: 'respondent.subject must be at most 200 characters' })
    .default(''),
  text: z
    .string({ error: 'respondent.text must be text' })
    .max(5000, { error: 'respondent.text must be at most 5000 characters' })
    .default(''),
});

export const ZFormNotificationsInput = z
  .object({
    owner: z
      .object({
        enabled: z.boolean({ error: 'owner.enabled must be true or false' }).default(true),
        extraRecipients: z
          .array(email('owner.extraRecipients'), { error: 'owner.extraRecipients must be a list' })
          .max(MAX_EXTRA_RECIPIENTS, {
            error: `owner.extraRecipients may hold at most ${MAX_EXTRA_RECIPIENTS} addresses`,
          })
          .default([]),
      })
      .default({ enabled: true, extraRecipients: [] }),
    unfinished: z
      .object({
        enabled: z.boolean({ error: 'unfinished.enabled must be true or false' }).default(false),
        idleMinutes: z
          .number({ error: 'unfinished.idleMinutes must be a whole number of minutes from 5 to 10080' })
          .int({ error: 'unfinished.idleMinutes must be a whole number of minutes from 5 to 10080' })
          .min(5, { error: 'unfinished.idleMinutes must be a whole number of minutes from 5 to 10080' })
          .max(10_080, { error: 'unfinished.idleMinutes must be a whole number of minutes from 5 to 10080' })
          .default(UNFINISHED_DEFAULT_MINUTES),
        /** Set by the server when switched on: only responses idle since then are reported. */
        since: z.string().max(40).optional(),
      })
      .default({ enabled: false, idleMinutes: UNFINISHED_DEFAULT_MINUTES }),
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
    if (!n.respondent.subject) ctx.addIssue({ code: 'custom', message: 'respondent.subject is required' });
    if (!n.respondent.text.trim()) ctx.addIssue({ code: 'custom', message: 'respondent.text is required' });
    const subjects = [
      n.respondent.subject,
      ...Object.values(n.respondent.translations ?? {}).map((t) => t.subject),
    ];
    if (subjects.some((subject) => pipeReferences(subject).some((r) => r.kind !== 'calc')))
      ctx.addIssue({ code: 'custom', message: RESPONDENT_SUBJECT_ANSWERS_MESSAGE });
  });

/** Why a confirmation's subject may not show answers: it goes to whatever address a respondent typed. */
export const RESPONDENT_SUBJECT_ANSWERS_MESSAGE =
  'The confirmation subject cannot show answers (anyone can type anything into a form); put answers in the message';
export type TFormNotifications = z.output<typeof ZFormNotificationsInput>;

export const DEFAULT_NOTIFICATIONS: TFormNotifications = {
  owner: { enabled: true, extraRecipients: [] },
  unfinished: { enabled: false, idleMinutes: UNFINISHED_DEFAULT_MINUTES },
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
