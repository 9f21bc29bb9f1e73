// The destinations of a form's leads by kind: one module each, every kind present (a missing one fails to compile).
import type { IntegrationKind } from '@forms-engine/contracts';
import { ga4 } from './ga4.ts';
import { hubspot } from './hubspot.ts';
import { metaCapi } from './meta-capi.ts';
import { pipedrive } from './pipedrive.ts';
import { sheets } from './sheets.ts';
import { slack } from './slack.ts';
import type { Destination } from './types.ts';

export const DESTINATIONS = { sheets, slack, hubspot, pipedrive, metaCapi, ga4 } satisfies {
  [K in IntegrationKind]: Destination<never>;
};
