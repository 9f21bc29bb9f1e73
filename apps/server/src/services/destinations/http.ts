// One HTTP exchange with a destination's API, through the SSRF guard (checked, pinned, no redirects, bounded),
// and the reading of its answer as a delivery outcome.
import { checkUrl, type LookupAll, pinnedRequest, SsrfError } from '../ssrf.ts';
import type { DeliveryOutcome } from './types.ts';

export interface HttpOptions {
  allowPrivate: boolean;
  lookup?: LookupAll;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON (objects) or as it is (strings, with the content type the caller gives). */
  body?: unknown;
}

export type Http = (req: HttpRequest) => Promise<HttpAnswer>;

/** A caller bound to the guard settings, time limit and abort signal of one delivery attempt. */
export function httpClient(opts: HttpOptions): Http {
  return async (req) => {
    const checked = await checkUrl(req.url, { allowPrivate: opts.allowPrivate, lookup: opts.lookup });
    const json = req.body !== undefined && typeof req.body !== 'string';
    const body = req.body === undefined ? '' : json ? JSON.stringify(req.body) : String(req.body);
    const res = await pinnedRequest(checked, {
      method: req.method,
      headers: {
        accept: 'application/json',
        'user-agent': 'FormsEngine-Integrations/1.0',
        ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...req.headers,
      },
      body,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
      maxBody: 65_536,
    });
    let parsed: unknown = null;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, json: parsed, text: res.body, headers: res.headers };
  };
}

/** The first 200 characters of a text, on one line: what a delivery log shows of an answer. */
export function oneLine(text: string, max = 200): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Thrown by a destination step when the answer decides the outcome (caught by `attempt`). */
export class Outcome extends Error {
  constructor(readonly outcome: DeliveryOutcome) {
    super(outcome.detail);
  }
}

/**
 * How an answer that is not a success reads, for services whose errors follow HTTP: 401/403 (token revoked or
 * missing a permission) and 404 (a deleted sheet, channel or record) need the owner; 408, 425, 429 and 5xx pass;
 * any other 4xx means the service refuses what we send (a mapping to a property it does not have) — also the
 * owner's to fix, so the lead waits rather than being retried into the same refusal.
 */
export function failureOf(service: string, res: HttpAnswer, message: string): DeliveryOutcome {
  const status = res.status;
  const detail = oneLine(`${service} answered HTTP ${status}${message ? `: ${message}` : ''}`);
  if (status === 408 || status === 425 || status === 429 || status >= 500 || status < 200)
    return { result: 'retry', status, detail };
  if (status >= 300 && status < 400)
    return { result: 'retry', status, detail: `${detail} (redirects are not followed)` };
  return { result: 'broken', status, detail };
}

/** Runs a destination's steps: a thrown Outcome decides, a guard refusal or network error is retried. */
export async function attempt(run: () => Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Outcome) return err.outcome;
    if (err instanceof SsrfError) return { result: 'retry', status: null, detail: err.message };
    return { result: 'retry', status: null, detail: oneLine((err as Error).message || String(err)) };
  }
}
