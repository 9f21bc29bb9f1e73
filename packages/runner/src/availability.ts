// Whether a form takes new respondents, as the runner reads it from the public payload (zod-free: /embed bundle).
import { isRecord } from '@forms-engine/model';

export interface RunnerAvailability {
  open: boolean;
  closesAt: string | null;
  message: string;
  redirectUrl: string | null;
}

const httpUrl = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
};

/** The payload's `availability`, or null when absent or malformed (the form then counts as open). */
export function readAvailability(value: unknown): RunnerAvailability | null {
  if (!isRecord(value)) return null;
  return {
    open: value.open !== false,
    closesAt: typeof value.closesAt === 'string' ? value.closesAt : null,
    message: typeof value.message === 'string' ? value.message : '',
    redirectUrl: httpUrl(value.redirectUrl),
  };
}

/** The closed message when the form was closed or full on load, or its close date has passed since; else null. */
export function closedMessage(a: RunnerAvailability | null | undefined, now: number): string | null {
  if (!a) return null;
  const passed = a.closesAt !== null && Date.parse(a.closesAt) <= now;
  return !a.open || passed ? a.message : null;
}
