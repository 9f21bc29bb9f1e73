// Answers API (docs/spec/respondent-side.md §7): answer sessions, temporary saves and submissions.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError, ZTooMany } from './contract.ts';
import { ZFormIdParams } from './forms.types.ts';

/** The steps the respondent was shown, by step id, the current one last (the funnel's path; docs/funnel.md). */
const ZSessionPath = z.array(z.string().max(100)).max(200, { error: 'path may name at most 200 steps' });

export const ZTempResponseInput = z.object({
  tempResponse: z.record(z.string().max(1000), z.unknown()),
  path: ZSessionPath.optional(),
});

export const ZGenericSubmitInput = z.object({
  label: z.string().max(1000).default('Form Submission'),
  language: z.string().max(10).default('en'),
  response: z.object({
    formData: z.record(z.string().max(1000), z.unknown()),
    questions: z
      .array(
        z.object({
          title: z.string().max(1000),
          subtitle: z.string().max(2000).optional(),
          type: z.string().max(50),
        }),
      )
      .max(200)
      .optional(),
  }),
  domain: z.string().max(200).nullable().optional(),
  form_config_id: z.union([z.number(), z.string().max(20), z.null()]).optional(),
});

export const SUBMIT_BODY_MESSAGE = 'Request body must be a JSON object of answers';

const tag = API_TAGS.respondent;
const ZSubmitted = successWith({
  id: z.number().int(),
  /** The form keeps unverified leads in its responses only and this one confirmed nothing: its page tracks no lead. */
  held: z.literal(true).optional(),
});

export const createAnswerSession = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/session',
  auth: 'public',
  tag,
  summary: 'Opens an answer session (numbered per form) for one respondent',
  params: ZFormIdParams,
  response: {
    201: z.object({ sessionId: z.string(), sessionNo: z.number().int() }),
    /** The form is closed or full: the closed message. */
    403: ZError,
    404: ZError,
    429: ZTooMany,
  },
});

/** A session id the page makes up itself: a random (version 4) UUID, as unguessable as the server's. */
export const ZClientSessionId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, {
    error: 'sessionId must be a random UUID (version 4, lower case)',
  });

/** One of the visitor's ad ids: text, or dropped (the server keeps only well-formed ones; never a refusal). */
const visitorId = z.string().max(600).nullable().optional().catch(undefined);

/**
 * The host page's ad ids of the visitor (docs/tracking.md), sent only for a form with tracking on; anything that
 * is not one of these, or not well-formed, is dropped rather than refused.
 */
const ZSessionVisitor = z
  .object({
    fbc: visitorId,
    fbp: visitorId,
    gaClientId: visitorId,
    gclid: visitorId,
    gbraid: visitorId,
    wbraid: visitorId,
  })
  .optional()
  .catch(undefined);

/**
 * The answer session under an id the page chose, opened if it does not exist yet, and optionally its answers so
 * far — one call that can be repeated (the same id is the same session), so a page can open the session and, if
 * it is left before the answer arrives, save into it with a keepalive request that needs no answer.
 */
export const openAnswerSession = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/sessions/:sessionId',
  auth: 'public',
  tag,
  summary:
    'Opens an answer session under an id the page chose (a random UUID), or continues it, and optionally saves its answers so far',
  params: ZFormIdParams.extend({ sessionId: ZClientSessionId }),
  body: z
    .object({
      tempResponse: ZTempResponseInput.shape.tempResponse.optional(),
      path: ZSessionPath.optional(),
      /** The A/B variant the page assigned this visitor (one of the running test's; docs/ab-tests.md). */
      variant: z.string().max(10).optional(),
      visitor: ZSessionVisitor,
    })
    .optional(),
  response: {
    200: z.object({ sessionId: z.string(), sessionNo: z.number().int() }),
    201: z.object({ sessionId: z.string(), sessionNo: z.number().int() }),
    400: ZError,
    /** The form is closed or full: the closed message. */
    403: ZError,
    404: ZError,
    /** The id is another form's session. */
    409: ZError,
    429: ZTooMany,
  },
});

export const saveTempResponse = defineRoute({
  method: 'PATCH',
  path: '/api/sessions/:sessionId/temp-response',
  auth: 'public',
  tag,
  summary: "Saves the session's answers so far (an incomplete response)",
  params: z.object({ sessionId: z.string() }),
  body: ZTempResponseInput,
  response: { 200: successWith({ saved: z.boolean() }), 429: ZTooMany },
});

export const readTempResponse = defineRoute({
  method: 'GET',
  path: '/api/sessions/:sessionId/temp-response',
  auth: 'public',
  tag,
  summary:
    'The saved answers of an open session, for a respondent coming back (resume); 409 once submitted, 404 when idle for over 7 days',
  params: z.object({ sessionId: z.string() }),
  response: {
    200: z.object({
      formId: z.number().int(),
      sessionNo: z.number().int(),
      tempResponse: z.record(z.string(), z.unknown()),
    }),
    404: ZError,
    409: ZError,
    429: ZTooMany,
  },
});

/**
 * A "finish your request" link's token (the `#fe_recover=` part, never sent in an address) exchanged once for the
 * answer session it brings back — under a new session id, so nobody else's copy of the old one works any more.
 */
export const recoverAnswerSession = defineRoute({
  method: 'POST',
  path: '/api/sessions/recover',
  auth: 'public',
  tag,
  summary:
    'Exchanges the single-use token of a "finish your request" e-mail for the answer session (under a new id) and its answers so far',
  body: z.object({ token: z.string({ error: 'token must be text' }).max(200) }),
  response: {
    200: z.object({
      formId: z.number().int(),
      sessionId: z.string(),
      sessionNo: z.number().int(),
      tempResponse: z.record(z.string(), z.unknown()),
    }),
    400: ZError,
    /** Unknown, used or expired: one message for all three. */
    404: ZError,
    /** Submitted meanwhile. */
    409: ZError,
    429: ZTooMany,
  },
});

const ZVerificationChannel = z.enum(['email', 'phone'], { error: 'channel must be email or phone' });

/**
 * Sends a 6-digit code to the respondent's e-mail address or phone number (normalised to E.164 with `country`,
 * ISO 3166 alpha-2, when it has no +prefix). Limited per session, address or number, and form.
 */
export const sendVerificationCode = defineRoute({
  method: 'POST',
  path: '/api/sessions/:sessionId/verification',
  auth: 'public',
  tag,
  summary:
    "Sends a code that verifies the respondent's e-mail address or phone number (single-use, 10 minutes)",
  params: z.object({ sessionId: z.string() }),
  body: z.object({
    channel: ZVerificationChannel,
    value: z
      .string({ error: 'value must be text' })
      .max(254, { error: 'value must be at most 254 characters' }),
    country: z.string().max(2).optional(),
  }),
  response: {
    200: z.object({
      /** The address or the E.164 number the code went to. */
      to: z.string(),
      expiresInSeconds: z.number().int(),
      resendInSeconds: z.number().int(),
    }),
    400: ZError,
    404: ZError,
    409: ZError,
    429: ZTooMany,
    /** The text-message provider refused or could not be reached. */
    502: ZError,
  },
});

export const checkVerificationCode = defineRoute({
  method: 'POST',
  path: '/api/sessions/:sessionId/verification/check',
  auth: 'public',
  tag,
  summary: 'Checks a verification code; the address or number is then verified for this answer session',
  params: z.object({ sessionId: z.string() }),
  body: z.object({
    channel: ZVerificationChannel,
    code: z.string({ error: 'code must be text' }).max(20, { error: 'code must be 6 digits' }),
  }),
  response: {
    200: z.object({ verified: z.string() }),
    400: ZError,
    404: ZError,
    409: ZError,
    429: ZTooMany,
  },
});

export const submitForm = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/submit',
  auth: 'public',
  tag,
  summary: 'Submits a complete response (answers keyed by step title)',
  params: ZFormIdParams,
  body: z.record(z.string(), z.unknown(), { error: SUBMIT_BODY_MESSAGE }),
  response: { 200: ZSubmitted, 400: ZError, 403: ZError, 409: ZError, 429: ZTooMany },
});

export const submitGeneric = defineRoute({
  method: 'POST',
  path: '/api/submit',
  auth: 'public',
  tag,
  summary: 'Submits a response in the generic shape (form_config_id names the form)',
  body: ZGenericSubmitInput,
  response: { 200: ZSubmitted, 400: ZError, 403: ZError, 409: ZError, 429: ZTooMany },
});
