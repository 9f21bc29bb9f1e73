// What every destination of a form's leads (Sheets, Slack, HubSpot, Pipedrive) is given and answers.
import type { IntegrationKind, TMappingEntry } from '@forms-engine/contracts';
import type { DestinationsConfig } from './config.ts';
import type { Http } from './http.ts';
import type { LeadFacts } from './lead-facts.ts';

/**
 * sent: the service has the lead. retry: try again later (a network error, 429, 5xx). failed: this lead cannot go
 * there (no e-mail for a CRM matched by e-mail) and will not be retried. broken: the service refused the connection
 * itself (a revoked token, a deleted sheet, a mapping it rejects): the integration waits for its owner.
 */
export interface DeliveryOutcome {
  result: 'sent' | 'retry' | 'failed' | 'broken';
  /** The HTTP status of the service's last answer, when there was one. */
  status: number | null;
  /** What the service answered, in a line, for the delivery log. */
  detail: string;
}

export interface DestinationContext<S> {
  integration: { id: number; name: string; settings: S; mapping: TMappingEntry[]; secret: string | null };
  lead: LeadFacts;
  delivery: {
    /** Unique per delivery and the same on every attempt of it: what repeats are recognised by. */
    messageId: string;
    /** This attempt's number (1 for the first): a later attempt first looks whether an earlier one got through. */
    attempt: number;
    createdAt: Date;
  };
  http: Http;
  config: DestinationsConfig;
  /** Google access tokens, cached per connection (sheets only). */
  google: GoogleTokens;
}

export interface GoogleTokens {
  /** A bearer token for the integration's Google connection; throws an Outcome when Google refuses it. */
  accessToken(
    integration: { id: number; settings: { auth: 'oauth' | 'serviceAccount' }; secret: string | null },
    http: Http,
  ): Promise<string>;
  /** Drops a connection's cached token (the service refused it). */
  forget(integrationId: number): void;
}

export interface Destination<S> {
  kind: IntegrationKind;
  /** Why it cannot send yet (no token, no channel), in the owner's words; null when it can. */
  missing(integration: { settings: S; secret: string | null }, config: DestinationsConfig): string | null;
  deliver(ctx: DestinationContext<S>): Promise<DeliveryOutcome>;
}
