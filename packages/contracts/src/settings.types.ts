// Owner settings API: the privacy-policy link (the owner reads and writes it; the anonymous runner reads it by form)
// and the time zone the owner's e-mails give times in.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError } from './contract.ts';
import { ZFormId } from './forms.types.ts';

export const ZPrivacyInput = z.object({
  privacyPolicyLink: z
    .string({ error: 'privacyPolicyLink must be a string' })
    .max(4000)
    .nullable()
    .optional(),
});

export const getPrivacyPolicy = defineRoute({
  method: 'GET',
  path: '/api/user/privacy-policy',
  auth: 'public',
  tag: API_TAGS.account,
  summary: "The owner's privacy-policy link; with formId, that form owner's (no sign-in needed)",
  query: z.object({ formId: ZFormId.optional() }),
  response: { 200: z.object({ privacyPolicyLink: z.string() }), 401: ZError, 404: ZError },
});

export const setPrivacyPolicy = defineRoute({
  method: 'POST',
  path: '/api/user/privacy-policy',
  auth: 'user',
  tag: API_TAGS.account,
  summary: 'Saves (or with an empty value clears) the privacy-policy link',
  body: ZPrivacyInput,
  response: {
    200: successWith({
      saved: z.boolean(),
      privacyPolicyLink: z.string(),
      message: z.string(),
    }),
  },
});

export const TIME_ZONE_MESSAGE = 'Time zone must be a name like Europe/Berlin or America/New_York';

export const ZTimeZoneInput = z.object({
  /** An IANA zone name; the server refuses one it does not know. */
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .min(1, { error: TIME_ZONE_MESSAGE })
    .max(64, { error: TIME_ZONE_MESSAGE }),
});

const ZTimeZoneRecord = z.object({
  /** null until set: the owner app then sends the browser's zone. */
  timeZone: z.string().nullable(),
});

export const getTimeZone = defineRoute({
  method: 'GET',
  path: '/api/user/time-zone',
  auth: 'user',
  tag: API_TAGS.account,
  summary: "The time zone the owner's e-mails give times in (null until set)",
  response: { 200: ZTimeZoneRecord },
});

export const setTimeZone = defineRoute({
  method: 'PUT',
  path: '/api/user/time-zone',
  auth: 'user',
  tag: API_TAGS.account,
  summary: "Sets the time zone of the owner's e-mails",
  body: ZTimeZoneInput,
  response: { 200: ZTimeZoneRecord, 400: ZError },
});
