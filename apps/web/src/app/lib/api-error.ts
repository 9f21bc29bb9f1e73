// Error shape of the generic call helper: "{status}: {message}", the message taken from the server's
// `{ error }` body when it sends one (else the body text or status text, as the spec says).
export const INSUFFICIENT_CREDITS_STATUS = 402;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${serverErrorOf(bodyText) ?? (bodyText || statusText)}`);
    this.name = 'ApiError';
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

/** The message to show a person: the server's own words when present, else the fallback. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** Out of credits: the screen offers Buy Credits next to the message. */
export function isOutOfCredits(error: unknown): boolean {
  return error instanceof ApiError && error.status === INSUFFICIENT_CREDITS_STATUS;
}
