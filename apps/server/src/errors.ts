// One error type for the whole server, mapped to `{ error: message }` JSON in plugins/errors.ts.
export class AppError extends Error {
  /** The request field a validation failure is about (`maxResponses`, `body.email`), when it is one. */
  field?: string;
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** For 429: seconds until the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one answer to a request that needs a signed-in owner (docs/spec/owner-side.md §8). */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

export const GENERATION_FAILED_MESSAGE = 'Form generation failed. No credit was charged; please try again.';
export const ANALYSIS_FAILED_MESSAGE = 'The analysis could not be produced; please try again';
export const GEOCODER_FAILED_MESSAGE = 'The address lookup service is unavailable; please try again';

export const badRequest = (message: string) => new AppError('bad_request', 400, message);
export const unauthorized = (message = NOT_AUTHENTICATED_MESSAGE) =>
  new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', 403, message);
export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
/** `code` names the conflict when the owner app has its own words for it (`form_exists`, `domain_taken`, …). */
export const conflict = (message: string, code = 'conflict') => new AppError(code, 409, message);
export const paymentRequired = (message: string) => new AppError('payment_required', 402, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', 429, message, Math.max(1, Math.ceil(retryAfterSeconds)));
