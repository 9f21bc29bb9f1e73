// Per-form integrations (Google Sheets, Slack, HubSpot, Pipedrive), their field mapping, delivery log and lead
// routing: request/response schemas, the lead fields a mapping can use, and each destination's default mapping.
import {
  answerKey,
  formVerification,
  isValidEmail,
  type TCalculation,
  type TStep,
  titleKey,
  ZCondition,
} from '@forms-engine/model';
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccessMessage } from './contract.ts';
import { ZFormId, ZFormIdParams } from './form-id.ts';

/** Where an owner can send a form's leads from the web app. */
export const INTEGRATION_KINDS = ['sheets', 'slack', 'hubspot', 'pipedrive', 'metaCapi', 'ga4'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
/** Every destination of the delivery queue besides the account's CRM webhook: the integrations and REST hooks. */
export type DestinationKind = IntegrationKind | 'hook';

export const INTEGRATION_LABELS = {
  sheets: 'Google Sheets',
  slack: 'Slack',
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  metaCapi: 'Meta Conversions API',
  ga4: 'Google Analytics 4',
} as const satisfies Record<IntegrationKind, string>;

/** Integrations one form may have (REST hook subscriptions count apart). */
export const MAX_INTEGRATIONS_PER_FORM = 10;
export const MAX_MAPPING_ENTRIES = 100;
export const MAX_ROUTING_RULES = 20;
export const MAX_ROUTING_RECIPIENTS = 10;

// ---------------------------------------------------------------------------------------------------------------
// Lead fields: what a mapping can send

/** The parts of a form a mapping reads. */
export interface MappableForm {
  steps: readonly TStep[];
  hiddenFields?: readonly string[];
  calculations?: readonly TCalculation[];
}

export type LeadFieldGroup = 'contact' | 'answer' | 'location' | 'calculation' | 'hidden' | 'session';

/** One thing a lead can carry to a column or property: `answer:<step id>`, `contact:email`, `hidden:utm_source`, … */
export interface LeadField {
  key: string;
  label: string;
  group: LeadFieldGroup;
}

const CONTACT_FIELDS = [
  ['name', 'Name'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
] as const;

/** Facts of the response itself, whatever the form asks. */
export const SESSION_FIELDS = [
  ['submittedAt', 'Submitted at'],
  ['responseId', 'Response ID'],
  ['sessionNo', 'Response number'],
  ['status', 'Status'],
  ['ending', 'Ending'],
  ['variant', 'A/B test variant'],
  ['form', 'Form'],
  ['link', 'Link to the lead'],
  ['verified', 'Verified'],
] as const;

/**
 * Every field a lead of this form can carry, in the form's order: contact parts, each question's answer (by step
 * id, so a renamed question keeps its mapping), the address step's postal code, calculations, hidden fields and
 * the response's own facts.
 */
export function leadFields(form: MappableForm): LeadField[] {
  const out: LeadField[] = [];
  const contact = form.steps.some((s) => s.type === 'contact');
  if (contact)
    for (const [k, label] of CONTACT_FIELDS) out.push({ key: `contact:${k}`, label, group: 'contact' });
  form.steps.forEach((step, i) => {
    if (step.type === 'contact') return;
    out.push({ key: `answer:${answerKey(step, i)}`, label: titleKey(step, i), group: 'answer' });
  });
  if (form.steps.some((s) => s.type === 'location')) {
    out.push({ key: 'location:address', label: 'Address', group: 'location' });
    out.push({ key: 'location:postalCode', label: 'Postal code', group: 'location' });
  }
  for (const c of form.calculations ?? [])
    out.push({ key: `calc:${c.id}`, label: c.label || c.id, group: 'calculation' });
  for (const h of form.hiddenFields ?? []) out.push({ key: `hidden:${h}`, label: h, group: 'hidden' });
  for (const [k, label] of SESSION_FIELDS) out.push({ key: `session:${k}`, label, group: 'session' });
  return out;
}

export const ZMappingEntry = z.object({
  /** A lead field key (see leadFields). */
  source: z.string().trim().min(1).max(260),
  /** The column header, property name or label it goes to. */
  target: z.string().trim().min(1, { error: 'Every mapped field needs a column or property name' }).max(200),
});
export type TMappingEntry = z.infer<typeof ZMappingEntry>;
const ZMapping = z
  .array(ZMappingEntry, { error: 'mapping must be a list of {source, target}' })
  .max(MAX_MAPPING_ENTRIES, { error: `A mapping may hold at most ${MAX_MAPPING_ENTRIES} fields` });

const HUBSPOT_CONTACT_PROPERTIES: Record<string, string> = {
  'contact:email': 'email',
  'contact:firstName': 'firstname',
  'contact:lastName': 'lastname',
  'contact:phone': 'phone',
  'location:address': 'address',
  'location:postalCode': 'zip',
};

/**
 * What a new integration sends before the owner changes anything. Sheets: a column per field people read;
 * Slack: the answers (name, contact, estimate and link are in every message anyway); HubSpot: the contact's
 * standard properties (the full answers go into a note); Pipedrive: nothing beyond person, lead and note.
 */
export function defaultMapping(kind: IntegrationKind, form: MappableForm): TMappingEntry[] {
  const fields = leadFields(form);
  const pick = (keep: (f: LeadField) => boolean) =>
    fields.filter(keep).map((f) => ({ source: f.key, target: f.label.slice(0, 200) || f.key }));
  switch (kind) {
    case 'sheets':
      return pick(
        (f) =>
          f.key === 'session:submittedAt' ||
          (f.group === 'contact' && f.key !== 'contact:firstName' && f.key !== 'contact:lastName') ||
          f.group === 'answer' ||
          f.group === 'calculation' ||
          f.group === 'hidden' ||
          f.key === 'session:link' ||
          (f.key === 'session:verified' && formVerification(form.steps) !== null),
      );
    case 'slack':
      return pick((f) => f.group === 'answer' || f.group === 'calculation');
    case 'hubspot':
      return fields.flatMap((f) =>
        HUBSPOT_CONTACT_PROPERTIES[f.key]
          ? [{ source: f.key, target: HUBSPOT_CONTACT_PROPERTIES[f.key] }]
          : [],
      );
    case 'pipedrive':
    case 'metaCapi':
    case 'ga4':
      return [];
    default: {
      const never: never = kind;
      return never;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Settings per kind

/** A spreadsheet's id from its address (…/spreadsheets/d/<id>/…) or the id itself; null when it is neither. */
export function spreadsheetIdOf(text: string): string | null {
  const value = text.trim();
  const fromUrl = /\/spreadsheets\/d\/([A-Za-z0-9_-]{20,100})/.exec(value)?.[1];
  if (fromUrl) return fromUrl;
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export const ZSheetsSettings = z.object({
  /** oauth: the owner's Google account; serviceAccount: the operator's service account, shared on the sheet. */
  auth: z
    .enum(['oauth', 'serviceAccount'], { error: 'auth must be oauth or serviceAccount' })
    .default('oauth'),
  spreadsheet: z
    .string({ error: 'Paste the address of the Google Sheet' })
    .trim()
    .max(500)
    .transform((v, ctx) => {
      const id = spreadsheetIdOf(v);
      if (!id) {
        ctx.addIssue({
          code: 'custom',
          message: 'Paste the address of the Google Sheet (docs.google.com/spreadsheets/d/…)',
        });
        return z.NEVER;
      }
      return id;
    }),
  /** The tab the rows go to (created by the owner; "Sheet1" in a new spreadsheet). */
  sheetName: z
    .string()
    .trim()
    .min(1, { error: 'Name the tab the rows go to' })
    .max(100, { error: 'A tab name has at most 100 characters' })
    .refine((v) => !/[[\]*?:/\\]/.test(v), { error: 'A tab name cannot contain [ ] * ? : / or \\' })
    .default('Sheet1'),
  /** Also write unfinished leads (updated as they go on, completed in the same row). */
  includeUnfinished: z.boolean().default(false),
});

export const ZSlackSettings = z.object({
  /** webhook: an incoming-webhook URL (the secret); bot: a bot token (the secret) posting to `channel`. */
  mode: z.enum(['webhook', 'bot'], { error: 'mode must be webhook or bot' }).default('webhook'),
  /** The channel's id (C0123ABCD) for a bot token; an incoming webhook has its channel built in. */
  channel: z
    .string()
    .trim()
    .max(80)
    .refine((v) => v === '' || /^[CGD][A-Z0-9]{6,}$/.test(v), {
      error:
        'Use the channel ID (like C0123ABCD): in Slack, open the channel details; the ID is at the bottom',
    })
    .default(''),
});

export const ZCrmSettings = z.object({
  /** Add the full answers as a note on the contact (HubSpot) or lead (Pipedrive). */
  addNote: z.boolean().default(true),
});

/**
 * A form without a contact step has no consent tickbox: its conversions are sent server-side only when the owner
 * says the page that shows the form collects consent itself (docs/tracking.md).
 */
const ZPageConsent = z.boolean({ error: 'pageConsent must be true or false' }).default(false);

export const ZMetaCapiSettings = z.object({
  pixelId: z
    .string({ error: 'Paste the Pixel ID (the number Events Manager shows for your Pixel)' })
    .trim()
    .regex(/^\d{10,20}$/, { error: 'Paste the Pixel ID (the number Events Manager shows for your Pixel)' }),
  /** Events Manager's "Test events" code: events show there and are not counted. */
  testEventCode: z
    .string()
    .trim()
    .max(50, { error: 'The test event code has at most 50 characters' })
    .refine((v) => v === '' || /^[A-Za-z0-9]+$/.test(v), {
      error: 'The test event code is letters and digits (like TEST12345)',
    })
    .default(''),
  pageConsent: ZPageConsent,
});

export const ZGa4Settings = z.object({
  measurementId: z
    .string({ error: 'Paste the measurement ID (like G-ABC123DEF4)' })
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'Paste the measurement ID (like G-ABC123DEF4)' }),
  pageConsent: ZPageConsent,
});

export const INTEGRATION_SETTINGS = {
  sheets: ZSheetsSettings,
  slack: ZSlackSettings,
  hubspot: ZCrmSettings,
  pipedrive: ZCrmSettings,
  metaCapi: ZMetaCapiSettings,
  ga4: ZGa4Settings,
} as const satisfies Record<IntegrationKind, z.ZodType>;
export type TMetaCapiSettings = z.output<typeof ZMetaCapiSettings>;
export type TGa4Settings = z.output<typeof ZGa4Settings>;
export type TSheetsSettings = z.output<typeof ZSheetsSettings>;
export type TSlackSettings = z.output<typeof ZSlackSettings>;
export type TCrmSettings = z.output<typeof ZCrmSettings>;

// ---------------------------------------------------------------------------------------------------------------
// Integration API

const ZIntegrationId = z.coerce
  .number({ error: 'Integration id must be a positive integer' })
  .int({ error: 'Integration id must be a positive integer' })
  .positive({ error: 'Integration id must be a positive integer' })
  .max(2_147_483_647, { error: 'Integration id must be a positive integer' });
const ZDeliveryId = z.coerce
  .number({ error: 'Delivery id must be a positive integer' })
  .int({ error: 'Delivery id must be a positive integer' })
  .positive({ error: 'Delivery id must be a positive integer' })
  .max(2_147_483_647, { error: 'Delivery id must be a positive integer' });
const ZIntegrationParams = z.object({ id: ZFormId, integrationId: ZIntegrationId });

const ZName = z.string().trim().max(80, { error: 'A name has at most 80 characters' });
/** A token or a Slack webhook URL, as the owner pastes it; never sent back. */
const ZSecret = z
  .string({ error: 'The token must be text' })
  .trim()
  .max(4000, { error: 'The token is too long' });

export const ZIntegrationCreate = z.object({
  kind: z.enum(INTEGRATION_KINDS, { error: `kind must be one of ${INTEGRATION_KINDS.join(', ')}` }),
  name: ZName.optional(),
  /** Checked against the kind's settings (INTEGRATION_SETTINGS); missing parts take their defaults. */
  settings: z.record(z.string(), z.unknown()).default({}),
  /** Omitted: the kind's default mapping for the form. */
  mapping: ZMapping.optional(),
  secret: ZSecret.optional(),
});
export type TIntegrationCreate = z.input<typeof ZIntegrationCreate>;

export const ZIntegrationUpdate = z.object({
  name: ZName.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  mapping: ZMapping.optional(),
  /** A new token (or webhook URL): replaces the stored one and resumes waiting deliveries. */
  secret: ZSecret.optional(),
});
export type TIntegrationUpdate = z.input<typeof ZIntegrationUpdate>;

export const ZIntegration = z
  .object({
    id: z.number().int(),
    formId: z.number().int(),
    kind: z.enum(INTEGRATION_KINDS),
    name: z.string(),
    enabled: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    mapping: z.array(ZMappingEntry),
    /** Whether a token (or webhook URL, or Google account) is stored. */
    connected: z.boolean(),
    /** The stored secret's last characters, so the owner can tell tokens apart. */
    secretHint: z.string().nullable(),
    /** ok, off (switched off), not-connected (no token yet), broken (the service refused: waits for the owner). */
    status: z.enum(['ok', 'off', 'not-connected', 'broken']),
    brokenReason: z.string().nullable(),
    brokenAt: z.string().nullable(),
    /** Leads waiting for this integration to be fixed. */
    waiting: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'FormIntegration' });
export type TIntegration = z.infer<typeof ZIntegration>;

export const ZIntegrationsOverview = z.object({
  integrations: z.array(ZIntegration),
  /** What a lead of this form can carry to a column or property (leadFields), for the mapping. */
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      group: z.enum(['contact', 'answer', 'location', 'calculation', 'hidden', 'session']),
    }),
  ),
  /** What the operator set up: Google sign-in (OAuth client), and the service account's e-mail to share a sheet with. */
  google: z.object({ oauth: z.boolean(), serviceAccountEmail: z.string().nullable() }),
});

export const ZIntegrationTestResult = z.object({
  ok: z.boolean(),
  /** What the service answered, in a line. */
  detail: z.string(),
  responseCode: z.number().int().nullable(),
});

export const ZIntegrationDelivery = z
  .object({
    id: z.number().int(),
    integrationId: z.number().int(),
    destination: z.string(),
    kind: z.string(),
    event: z.string(),
    status: z.enum(['pending', 'delivering', 'succeeded', 'failed', 'cancelled', 'paused']),
    attempts: z.number().int(),
    /** What the destination answered (a row, a contact id, or its error). */
    detail: z.string().nullable(),
    responseCode: z.number().int().nullable(),
    responseId: z.number().int().nullable(),
    createdAt: z.string(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'IntegrationDelivery' });
export type TIntegrationDelivery = z.infer<typeof ZIntegrationDelivery>;

export const ZIntegrationProblem = z.object({
  formId: z.number().int(),
  formLabel: z.string(),
  integrationId: z.number().int(),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  reason: z.string(),
  since: z.string(),
  waiting: z.number().int(),
});
export type TIntegrationProblem = z.infer<typeof ZIntegrationProblem>;

const tag = API_TAGS.integrations;

export const listIntegrations = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/integrations',
  auth: 'user',
  tag,
  summary: "The form's integrations and what the operator set up for Google",
  params: ZFormIdParams,
  response: { 200: ZIntegrationsOverview, 403: ZError, 404: ZError },
});

export const createIntegration = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/integrations',
  auth: 'user',
  tag,
  summary:
    'Adds an integration (Sheets, Slack, HubSpot, Pipedrive) with its default mapping unless one is given',
  params: ZFormIdParams,
  body: ZIntegrationCreate,
  response: { 201: ZIntegration, 400: ZError, 403: ZError, 404: ZError },
});

export const updateIntegration = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/integrations/:integrationId',
  auth: 'user',
  tag,
  summary: 'Changes an integration: name, on/off, settings, mapping or token',
  params: ZIntegrationParams,
  body: ZIntegrationUpdate,
  response: { 200: ZIntegration, 400: ZError, 403: ZError, 404: ZError },
});

export const deleteIntegration = defineRoute({
  method: 'DELETE',
  path: '/api/forms/:id/integrations/:integrationId',
  auth: 'user',
  tag,
  summary: 'Removes an integration with its delivery log',
  params: ZIntegrationParams,
  response: { 200: ZSuccessMessage, 403: ZError, 404: ZError },
});

export const resumeIntegration = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/integrations/:integrationId/resume',
  auth: 'user',
  tag,
  summary: 'After the owner fixed the connection: sends the leads that waited',
  params: ZIntegrationParams,
  response: {
    200: successWith({ message: z.string(), resumed: z.number().int() }),
    403: ZError,
    404: ZError,
  },
});

export const testIntegration = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/integrations/:integrationId/test',
  auth: 'user',
  tag,
  summary: 'Sends a test lead made of sample answers now and reports what the service answered',
  params: ZIntegrationParams,
  response: { 200: ZIntegrationTestResult, 400: ZError, 403: ZError, 404: ZError, 429: ZError },
});

export const listIntegrationDeliveries = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/integrations/deliveries',
  auth: 'user',
  tag,
  summary: "The form's latest 100 integration deliveries, newest first",
  params: ZFormIdParams,
  response: { 200: z.array(ZIntegrationDelivery), 403: ZError, 404: ZError },
});

export const replayIntegrationDelivery = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/integrations/deliveries/:deliveryId/replay',
  auth: 'user',
  tag,
  summary: 'Sends a delivery again now',
  params: z.object({ id: ZFormId, deliveryId: ZDeliveryId }),
  response: { 200: ZSuccessMessage, 400: ZError, 403: ZError, 404: ZError, 409: ZError },
});

export const listIntegrationProblems = defineRoute({
  method: 'GET',
  path: '/api/integrations/problems',
  auth: 'user',
  tag,
  summary: "The owner's integrations that stopped and wait for a fix (for the dashboard)",
  response: { 200: z.array(ZIntegrationProblem) },
});

export const googleConnectStart = defineRoute({
  method: 'GET',
  path: '/api/integrations/google/start',
  auth: 'user',
  tag,
  summary: "Sends the owner to Google's consent screen to connect a Sheets integration",
  query: z.object({ formId: ZFormId, integrationId: ZIntegrationId }),
  response: {
    302: { contentType: 'text/plain', description: "A redirect to Google's consent screen" },
    400: ZError,
    403: ZError,
    404: ZError,
  },
});

export const googleConnectCallback = defineRoute({
  method: 'GET',
  path: '/api/integrations/google/callback',
  auth: 'user',
  tag,
  summary: "Google's redirect back: stores the refresh token and returns to the form's integrations",
  query: z.object({
    code: z.string().max(2000).optional(),
    state: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
  }),
  response: {
    302: { contentType: 'text/plain', description: "A redirect to the form's integrations screen" },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Lead routing

/**
 * Postal codes as the owner writes them: ranges ("80000-89999"), single codes and prefixes ending in * ("8*"),
 * separated by commas. Null when the text has a part that is none of those.
 */
export function parsePostalRanges(text: string): { from: string; to: string }[] | null {
  const parts = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: { from: string; to: string }[] = [];
  for (const part of parts) {
    const range = /^([A-Za-z0-9 ]{1,12}?)\s*[-–]\s*([A-Za-z0-9 ]{1,12})$/.exec(part);
    if (range) {
      out.push({ from: range[1].trim(), to: range[2].trim() });
      continue;
    }
    const prefix = /^([A-Za-z0-9 ]{1,12})\*$/.exec(part);
    if (prefix) {
      out.push({ from: prefix[1].trim(), to: `${prefix[1].trim()}\uffff` });
      continue;
    }
    if (/^[A-Za-z0-9 ]{1,12}$/.test(part)) {
      out.push({ from: part, to: part });
      continue;
    }
    return null;
  }
  return out;
}

/** Whether a postal code falls in one of the ranges: numerically when both are digits of one length, else as text. */
export function postalCodeMatches(code: string, ranges: readonly { from: string; to: string }[]): boolean {
  const c = code.replace(/\s+/g, '').toUpperCase();
  if (!c) return false;
  return ranges.some(({ from, to }) => {
    const f = from.replace(/\s+/g, '').toUpperCase();
    const t = to.replace(/\s+/g, '').toUpperCase();
    if (
      /^\d+$/.test(c) &&
      /^\d+$/.test(f) &&
      /^\d+$/.test(t) &&
      f.length === t.length &&
      c.length === f.length
    )
      return Number(c) >= Number(f) && Number(c) <= Number(t);
    if (t.endsWith('\uFFFF')) return c.startsWith(f);
    return c >= f && c <= t;
  });
}

export const ZRoutingRule = z.object({
  name: z.string().trim().max(80, { error: 'A rule name has at most 80 characters' }).default(''),
  /** Postal codes of the address step ("80000-89999, 9*"); empty: any. */
  postalCodes: z
    .string()
    .trim()
    .max(500, { error: 'Postal codes: at most 500 characters' })
    .refine((v) => parsePostalRanges(v) !== null, {
      error:
        'Postal codes: write ranges like 80000-89999, single codes, or prefixes like 8*, separated by commas',
    })
    .default(''),
  /** A condition on answers, hidden fields and calculations, as in the form's logic; null: any. */
  when: ZCondition.nullable().default(null),
  recipients: z
    .array(
      z.string().trim().max(254).refine(isValidEmail, { error: 'Each recipient must be an e-mail address' }),
    )
    .max(MAX_ROUTING_RECIPIENTS, { error: `A rule may send to at most ${MAX_ROUTING_RECIPIENTS} addresses` })
    .default([]),
  integrations: z.array(z.number().int().positive()).max(MAX_INTEGRATIONS_PER_FORM).default([]),
});
export type TRoutingRule = z.output<typeof ZRoutingRule>;

export const ZLeadRouting = z.object({
  /** first: the first rule that matches decides; all: every rule that matches adds its recipients. */
  mode: z.enum(['first', 'all'], { error: 'mode must be first or all' }).default('first'),
  rules: z
    .array(ZRoutingRule)
    .max(MAX_ROUTING_RULES, { error: `At most ${MAX_ROUTING_RULES} routing rules` })
    .default([]),
});
export type TLeadRouting = z.output<typeof ZLeadRouting>;
export type TLeadRoutingInput = z.input<typeof ZLeadRouting>;
export const DEFAULT_ROUTING: TLeadRouting = { mode: 'first', rules: [] };

export const ZLeadRoutingRecord = z
  .object({
    mode: z.enum(['first', 'all']),
    rules: z.array(
      z.object({
        name: z.string(),
        postalCodes: z.string(),
        when: ZCondition.nullable(),
        recipients: z.array(z.string()),
        integrations: z.array(z.number().int()),
      }),
    ),
    /** Rule recipients who have not confirmed yet (a link was sent): they get leads once they confirm. */
    unconfirmedRecipients: z.array(z.string()),
  })
  .meta({ id: 'LeadRouting' });

export const getLeadRouting = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/routing',
  auth: 'user',
  tag,
  summary: "The form's lead routing rules",
  params: ZFormIdParams,
  response: { 200: ZLeadRoutingRecord, 403: ZError, 404: ZError },
});

export const putLeadRouting = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/routing',
  auth: 'user',
  tag,
  summary: 'Saves the lead routing rules; new recipient addresses are sent a confirmation link',
  params: ZFormIdParams,
  body: ZLeadRouting,
  response: { 200: ZLeadRoutingRecord, 400: ZError, 403: ZError, 404: ZError },
});
