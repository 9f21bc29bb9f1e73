// Meta Conversions API: a consenting lead becomes one server `Lead` event on the owner's Pixel, with the event id the
// browser's Pixel event carries (Meta counts the two once) and the e-mail and phone hashed as Meta documents.
import { createHash } from 'node:crypto';
import type { TMetaCapiSettings } from '@forms-engine/contracts';
import { attempt, failureOf, type HttpAnswer } from './http.ts';
import type { LeadFacts } from './lead-facts.ts';
import type { Destination, DeliveryOutcome } from './types.ts';

/** The Graph API version the requests name (Meta keeps a version working for two years or more). */
export const GRAPH_API_VERSION = 'v21.0';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Meta's normalisation: e-mail trimmed and lower-cased; phone digits only, with the country code (no '+', no 00). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? digits : digits.replace(/^00/, '');
}

/** Why a lead's conversion is not sent: no consent (or, without a contact step, the owner's setting says none). */
export function consentRefusal(lead: LeadFacts, pageConsent: boolean): DeliveryOutcome | null {
  const consent = lead.conversion?.consent;
  if (consent === true || (consent === null && pageConsent)) return null;
  return {
    result: 'failed',
    status: null,
    detail:
      consent === false
        ? 'Not sent: the respondent did not give consent'
        : 'Not sent: the form has no consent tickbox and the page is not marked as collecting consent',
  };
}

/** One Lead event in the documented shape (developers.facebook.com/docs/marketing-api/conversions-api). */
export function metaLeadEvent(lead: LeadFacts, sourceUrl: string) {
  const userData: Record<string, string[] | string> = {};
  const email = lead.contact?.email ? normalizeEmail(lead.contact.email) : '';
  const phone = lead.contact?.phone ? normalizePhone(lead.contact.phone) : '';
  if (email) userData.em = [sha256(email)];
  if (phone) userData.ph = [sha256(phone)];
  const first = lead.contact?.firstName.trim().toLowerCase();
  const last = lead.contact?.lastName.trim().toLowerCase();
  if (first) userData.fn = [sha256(first)];
  if (last) userData.ln = [sha256(last)];
  // Sent as they are, as Meta documents: its own cookies' values and where the respondent's browser was.
  const visitor = lead.conversion?.visitor;
  if (visitor?.fbc) userData.fbc = visitor.fbc;
  if (visitor?.fbp) userData.fbp = visitor.fbp;
  if (visitor?.ip) userData.client_ip_address = visitor.ip;
  if (visitor?.userAgent) userData.client_user_agent = visitor.userAgent;
  const value = lead.conversion?.value;
  return {
    event_name: 'Lead',
    event_time: Math.floor(new Date(lead.submittedAt ?? Date.now()).getTime() / 1000),
    event_id: lead.conversion?.eventId,
    action_source: 'website',
    event_source_url: sourceUrl,
    user_data: userData,
    ...(value ? { custom_data: { value: value.amount, currency: value.currency } } : {}),
  };
}

function metaFailure(res: HttpAnswer): DeliveryOutcome {
  const error = (res.json as { error?: { message?: string; code?: number } } | null)?.error;
  // 190: the access token is invalid or expired; 100 on the Pixel: a wrong Pixel id. Both wait for the owner.
  if (res.status === 400 && error?.code !== 190 && error?.code !== 100)
    return {
      result: 'failed',
      status: 400,
      detail: `Meta refused the event: ${error?.message ?? ''}`.trim(),
    };
  return failureOf('Meta', res, error?.message ?? '');
}

export const metaCapi: Destination<TMetaCapiSettings> = {
  kind: 'metaCapi',
  missing: (i) => (i.secret ? null : 'Paste the Conversions API access token'),
  deliver: (ctx) =>
    attempt(async () => {
      const { lead } = ctx;
      const settings = ctx.integration.settings;
      const refused = consentRefusal(lead, settings.pageConsent);
      if (refused) return refused;
      const url = new URL(
        `${ctx.config.metaGraphBase}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.pixelId)}/events`,
      );
      url.searchParams.set('access_token', ctx.integration.secret ?? '');
      const body = {
        data: [metaLeadEvent(lead, lead.link.replace(/\/forms\/.*$/, `/embed?form=${lead.formId}`))],
        ...(settings.testEventCode ? { test_event_code: settings.testEventCode } : {}),
      };
      const res = await ctx.http({ method: 'POST', url: url.href, body });
      if (res.status < 200 || res.status >= 300) return metaFailure(res);
      const received = (res.json as { events_received?: number } | null)?.events_received ?? 0;
      // Retries and a browser event with the same event_id are dropped by Meta: at most one Lead counts.
      return {
        result: 'sent',
        status: res.status,
        detail: `Lead sent (event ${lead.conversion?.eventId ?? ''}, ${received} received)`,
      };
    }),
};
