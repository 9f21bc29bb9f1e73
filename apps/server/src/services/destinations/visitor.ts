// What an answer session keeps for the ad platforms to match its lead (docs/tracking.md): the host page's ids the
// form passed on, each only when well-formed, and where the respondent's request came from.
import { readVisitor } from '@forms-engine/embed';
import type { SessionVisitor } from '../../db/schema.ts';

/** Meta takes a browser's user agent as sent; a longer one is not a browser's. */
const MAX_USER_AGENT = 512;

/**
 * The session's visitor record from the page's ids (odd ones dropped), the request's IP address (as the app sees
 * it behind TRUST_PROXY) and its User-Agent header.
 */
export function sessionVisitor(ids: unknown, ip: string, userAgent: string | undefined): SessionVisitor {
  const out: SessionVisitor = {};
  for (const [key, value] of Object.entries(readVisitor(ids)))
    if (value !== null) out[key as keyof SessionVisitor] = value;
  if (ip) out.ip = ip;
  if (userAgent && userAgent.length <= MAX_USER_AGENT) out.userAgent = userAgent;
  return out;
}
