// Error shape of the generic call helper: "{status}: {body text or status text}", plus the server's { error } message.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
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
