// Every route contract of the API in one list: the server checks each is registered, and the OpenAPI
// document and the completeness test read it.
import * as admin from './admin.types.ts';
import * as answers from './answers.types.ts';
import * as auth from './auth.types.ts';
import * as bookings from './bookings.types.ts';
import * as consoleApi from './console.types.ts';
import type { ApiRoute } from './contract.ts';
import * as credits from './credits.types.ts';
import * as documents from './documents.types.ts';
import * as domains from './domains.types.ts';
import * as formSettings from './form-settings.types.ts';
import * as forms from './forms.types.ts';
import * as abTests from './ab-tests.types.ts';
import * as funnel from './funnel.types.ts';
import * as generation from './generation.types.ts';
import * as geo from './geo.types.ts';
import * as hooks from './hooks.types.ts';
import * as integrations from './integrations.types.ts';
import * as operations from './operations.types.ts';
import * as publicApi from './public-api.types.ts';
import * as responses from './responses.types.ts';
import * as settings from './settings.types.ts';
import * as tracking from './tracking.types.ts';
import * as webhook from './webhook.types.ts';

function isRoute(value: unknown): value is ApiRoute {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'auth' in value &&
    'response' in value
  );
}

const AREAS = [
  auth,
  admin,
  bookings,
  forms,
  formSettings,
  funnel,
  abTests,
  answers,
  consoleApi,
  credits,
  documents,
  domains,
  generation,
  geo,
  hooks,
  integrations,
  operations,
  publicApi,
  responses,
  settings,
  tracking,
  webhook,
];

export const API_ROUTES: readonly ApiRoute[] = AREAS.flatMap((area) => Object.values(area).filter(isRoute));
