// Lead routing: which of a form's notification recipients and integrations get a lead, by rules on its answers,
// hidden fields, calculations and the address step's postal code. Pure: the write path and the leads worker call it.
import {
  DEFAULT_ROUTING,
  parsePostalRanges,
  postalCodeMatches,
  type TLeadRouting,
  ZLeadRouting,
} from '@forms-engine/contracts';
import { type Answers, answerKey, conditionHolds, type LogicConfig } from '@forms-engine/model';

/** Stored routing as saved (checked again: hand-made or old rows fall back to sending everywhere). */
export function routingOf(raw: unknown): TLeadRouting {
  if (!raw) return DEFAULT_ROUTING;
  const parsed = ZLeadRouting.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  return parsed.success ? parsed.data : DEFAULT_ROUTING;
}

/** The postal code of the form's first address step in these answers ('' when none). */
export function postalCodeOf(config: LogicConfig, answers: Answers): string {
  const index = config.steps.findIndex((s) => s.type === 'location');
  if (index < 0) return '';
  const answer = answers[answerKey(config.steps[index], index)];
  if (!answer || typeof answer !== 'object') return '';
  const code = (answer as Record<string, unknown>).postalCode;
  return typeof code === 'string' ? code : '';
}

export interface RoutedLead {
  /** Lower-cased addresses of the rules that matched (they must also have confirmed). */
  recipients: Set<string>;
  /** Integrations of the rules that matched. */
  integrations: Set<number>;
  /** Every address and integration some rule names: those get only the leads their rules match. */
  routedRecipients: Set<string>;
  routedIntegrations: Set<number>;
}

/**
 * The rules that hold for a lead — the first only, or all, by the routing's mode — and what they send to. A rule
 * holds when its postal codes (if any) include the lead's and its condition (if any) holds, evaluated as a
 * condition on the form's last step (so every question is before it); calculations are computed from the answers
 * as the form's logic does.
 */
export function routeLead(routing: TLeadRouting, config: LogicConfig | null, answers: Answers): RoutedLead {
  const out: RoutedLead = {
    recipients: new Set(),
    integrations: new Set(),
    routedRecipients: new Set(),
    routedIntegrations: new Set(),
  };
  for (const rule of routing.rules) {
    for (const r of rule.recipients) out.routedRecipients.add(r.toLowerCase());
    for (const i of rule.integrations) out.routedIntegrations.add(i);
  }
  if (!config) return out;
  const postal = postalCodeOf(config, answers);
  for (const rule of routing.rules) {
    const ranges = parsePostalRanges(rule.postalCodes) ?? [];
    if (ranges.length > 0 && !postalCodeMatches(postal, ranges)) continue;
    if (rule.when && !conditionHolds(config, rule.when, Math.max(0, config.steps.length - 1), answers))
      continue;
    for (const r of rule.recipients) out.recipients.add(r.toLowerCase());
    for (const i of rule.integrations) out.integrations.add(i);
    if (routing.mode === 'first') break;
  }
  return out;
}

/** Whether an integration gets this lead: it is in a rule that matched, or in no rule at all. */
export function routesTo(routed: RoutedLead, integrationId: number): boolean {
  return !routed.routedIntegrations.has(integrationId) || routed.integrations.has(integrationId);
}

/** Whether an address gets this lead's e-mail: it is in a rule that matched, or in no rule at all. */
export function routesMailTo(routed: RoutedLead, email: string): boolean {
  const e = email.toLowerCase();
  return !routed.routedRecipients.has(e) || routed.recipients.has(e);
}
