// Error shape of the generic call helper: "{status}: {message}", the message taken from the server's
// `{ error }` body when it sends one (else the body text or status text, as the spec says); and the words a person
// reads for it, in the owner app's language.
import type { MessageKey } from '../i18n/en.ts';
import { type OwnerLanguage, pickLanguage, translator } from '../i18n/languages.ts';

export const INSUFFICIENT_CREDITS_STATUS = 402;

/** What the server says about an error besides its English message: its stable code and the refused field. */
export interface ErrorFacts {
  code?: string | null;
  field?: string | null;
}

export class ApiError extends Error {
  readonly code: string | null;
  readonly field: string | null;
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    facts: ErrorFacts = {},
  ) {
    super(`${status}: ${serverErrorOf(bodyText) ?? (bodyText || statusText)}`);
    this.name = 'ApiError';
    this.code = facts.code ?? null;
    this.field = facts.field ?? null;
  }

  /** The server's `{ error: message }` when the body is that JSON, else null. */
  get serverMessage(): string | null {
    return serverErrorOf(this.bodyText);
  }
}

export function serverErrorOf(bodyText: string): string | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string')
      return parsed.error;
  } catch {
    // not JSON: no server message
  }
  return null;
}

/** The server's stable error codes the app has its own words for; any other code keeps the server's text. */
const CODE_TEXTS: Record<string, MessageKey> = {
  unauthorized: 'apiError.unauthorized',
  forbidden: 'apiError.forbidden',
  not_found: 'apiError.notFound',
  rate_limited: 'apiError.rateLimited',
  payment_required: 'apiError.noCredits',
  too_large: 'apiError.tooLarge',
  FST_ERR_CTP_BODY_TOO_LARGE: 'apiError.tooLarge',
  unsupported_type: 'apiError.unsupportedType',
  invalid_credentials: 'apiError.invalidCredentials',
  generator_not_understood: 'apiError.notUnderstood',
  generator_invalid_output: 'apiError.generationFailed',
  generator_timeout: 'apiError.generationFailed',
  generator_provider_error: 'apiError.generationFailed',
  generation_failed: 'apiError.generationFailed',
  geocoder_failed: 'apiError.geocoder',
  analysis_failed: 'apiError.analysis',
  analysis_not_understood: 'apiError.analysis',
  send_failed: 'apiError.sendFailed',
  payments_unavailable: 'apiError.payments',
  payment_provider: 'apiError.payments',
  stripe_unconfigured: 'apiError.payments',
  form_exists: 'apiError.formExists',
  domain_taken: 'apiError.domainTaken',
  account_exists: 'apiError.accountExists',
  not_published: 'apiError.notPublished',
  ab_test_running: 'apiError.abTestRunning',
  variant_seen: 'apiError.variantSeen',
  sign_up_required: 'apiError.signUpRequired',
  key_unrevealable: 'apiError.keyUnrevealable',
  pictures_full: 'apiError.picturesFull',
};

/** A refused request field (its last segment) by the name the owner knows it under on the screens. */
const FIELD_NAMES: Record<string, MessageKey> = {
  maxResponses: 'availability.max',
  closesAt: 'availability.closesOn',
  closedMessage: 'availability.message',
  redirectUrl: 'availability.redirect',
  retentionDays: 'availability.retention',
  unfinishedRetentionDays: 'availability.unfinished',
  label: 'props.label',
  domain: 'props.domain',
  language: 'props.language',
  url: 'props.url',
  color: 'color.hex',
  email: 'auth.email',
  password: 'auth.password',
  columns: 'responses.columnsLegend',
  webhookUrl: 'crm.url',
};

/** The same failure when the server sent no code: by its status. */
function statusKey(status: number): MessageKey {
  if (status === 401) return 'apiError.unauthorized';
  if (status === 403) return 'apiError.forbidden';
  if (status === 404) return 'apiError.notFound';
  if (status === 413) return 'apiError.tooLarge';
  if (status === 429) return 'apiError.rateLimited';
  if (status >= 500) return 'apiError.server';
  return 'apiError.other';
}

/**
 * The words for an API error in `language`: in English the server's own message (the API's words); in another
 * language the app's text for the error's code, or for the refused field, else a sentence in the language that
 * quotes the server's message (its detail, such as a DNS record to add, stays readable); without a server message,
 * words for the status.
 */
export function localMessage(error: ApiError, language: OwnerLanguage): string {
  const t = translator(language);
  const server = error.serverMessage;
  if (server && language === 'en') return server;
  const byCode = error.code ? CODE_TEXTS[error.code] : undefined;
  if (byCode) return t(byCode);
  const fieldName = error.field ? FIELD_NAMES[error.field.split('.').pop() ?? ''] : undefined;
  if (fieldName) return t('apiError.field', { field: t(fieldName) });
  const byStatus = statusKey(error.status);
  // A status with words of its own (404, 429, …) says it; any other refusal quotes the server's detail.
  if (!server || byStatus !== 'apiError.other') return t(byStatus);
  return t('apiError.withDetail', { detail: server });
}

/** The owner app's language now (the provider keeps `<html lang>` on it); English outside a browser. */
export function appLanguage(): OwnerLanguage {
  return typeof document === 'undefined' ? 'en' : pickLanguage(document.documentElement.lang, []);
}

/** The message to show a person: the server's words (in the app's language) when it sent some, else the fallback. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.serverMessage || error.code))
    return localMessage(error, appLanguage());
  return fallback;
}

/** Out of credits: the screen offers Buy Credits next to the message. */
export function isOutOfCredits(error: unknown): boolean {
  return error instanceof ApiError && error.status === INSUFFICIENT_CREDITS_STATUS;
}
