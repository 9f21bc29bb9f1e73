// GA4 Measurement Protocol: a consenting lead becomes one `generate_lead` event of the owner's web stream, with the
// estimate as its value when the form calculates one.
import type { TGa4Settings } from '@forms-engine/contracts';
import { attempt, failureOf } from './http.ts';
import type { LeadFacts } from './lead-facts.ts';
import { consentRefusal } from './meta-capi.ts';
import type { Destination } from './types.ts';

/**
 * GA4's client id: the visitor's own from the host page's `_ga` cookie when the form had tracking on (GA then ties
 * the lead to the visit); else a stable id per answer session (from the lead's event id) stands in — the two
 * numbers GA's own client ids have.
 */
export function ga4ClientId(lead: LeadFacts): string {
  const own = lead.conversion?.visitor?.gaClientId;
  if (own) return own;
  const id = lead.conversion?.eventId ?? String(lead.responseId);
  const number = (hex: string) => String(Number.parseInt(hex, 16));
  return `${number(id.slice(0, 8))}.${number(id.slice(8, 16))}`;
}

/** The request body (developers.google.com/analytics/devguides/collection/protocol/ga4/reference). */
export function ga4LeadBody(lead: LeadFacts) {
  const value = lead.conversion?.value;
  const gclid = lead.conversion?.visitor?.gclid;
  return {
    client_id: ga4ClientId(lead),
    timestamp_micros: new Date(lead.submittedAt ?? Date.now()).getTime() * 1000,
    events: [
      {
        name: 'generate_lead',
        params: {
          ...(value ? { value: value.amount, currency: value.currency } : {}),
          event_id: lead.conversion?.eventId,
          form_id: lead.formId,
          ...(gclid ? { gclid } : {}),
        },
      },
    ],
  };
}

export const ga4: Destination<TGa4Settings> = {
  kind: 'ga4',
  missing: (i) => (i.secret ? null : 'Paste the Measurement Protocol API secret'),
  deliver: (ctx) =>
    attempt(async () => {
      const { lead } = ctx;
      const refused = consentRefusal(lead, ctx.integration.settings.pageConsent);
      if (refused) return refused;
      const url = new URL(`${ctx.config.ga4Base}/mp/collect`);
      url.searchParams.set('measurement_id', ctx.integration.settings.measurementId);
      url.searchParams.set('api_secret', ctx.integration.secret ?? '');
      const res = await ctx.http({ method: 'POST', url: url.href, body: ga4LeadBody(lead) });
      // The Measurement Protocol answers 2xx to anything well-formed (it never says whether the secret fits).
      if (res.status < 200 || res.status >= 300) return failureOf('Google Analytics', res, res.text);
      return { result: 'sent', status: res.status, detail: 'generate_lead sent' };
    }),
};
