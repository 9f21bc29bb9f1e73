// One error type for the whole server, mapped to `{ error: message }` JSON in app.ts.
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError('bad_request', 400, message);
export const unauthorized = (message = 'Not authenticated') => new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', 403, message);
export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const conflict = (message: string) => new AppError('conflict', 409, message);
export const paymentRequired = (message: string) => new AppError('payment_required', 402, message);
export const tooMany = (message: string) => new AppError('rate_limited', 429, message);
