// The destinations of a form's leads by kind: one module each, every kind present (a missing one fails to compile).
import type { IntegrationKind } from '@forms-engine/contracts';
import { hubspot } from './hubspot.ts';
import { pipedrive } from './pipedrive.ts';
import { sheets } from './sheets.ts';
import { slack } from './slack.ts';
import type { Destination } from './types.ts';

export const DESTINATIONS = { sheets, slack, hubspot, pipedrive } satisfies {
  [K in IntegrationKind]: Destination<never>;
};
