// Environment variables of the integrations (Google Sheets, Slack, HubSpot, Pipedrive, Meta Conversions API, GA4),
// parsed once by config.ts.
import fs from 'node:fs';
import { z } from 'zod';

/** A base URL without its trailing slashes (a loop: a regular expression here would backtrack on many). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

const base = (fallback: string) => z.url().default(fallback).transform(withoutTrailingSlashes);

export const ZDestinationsEnv = z.object({
  /** The operator's Google OAuth client: owners connect their own Google account to a Sheets integration. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** A Google service account's JSON key (the file's path): owners share a sheet with its e-mail instead. */
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: z.string().optional(),
  GOOGLE_AUTH_URL: base('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: base('https://oauth2.googleapis.com/token'),
  GOOGLE_SHEETS_API_BASE: base('https://sheets.googleapis.com'),
  SLACK_API_BASE: base('https://slack.com/api'),
  HUBSPOT_API_BASE: base('https://api.hubapi.com'),
  PIPEDRIVE_API_BASE: base('https://api.pipedrive.com/api'),
  /** Meta's Graph API (Conversions API) and Google's Measurement Protocol: replaced by local fakes in tests. */
  META_GRAPH_API_BASE: base('https://graph.facebook.com'),
  GA4_MP_BASE: base('https://www.google-analytics.com'),
});

export interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
  /** Where its signed assertion is exchanged for an access token (the key's token_uri). */
  tokenUri: string;
}

export interface DestinationsConfig {
  google: {
    oauth: { clientId: string; clientSecret: string } | null;
    serviceAccount: ServiceAccountKey | null;
    authUrl: string;
    tokenUrl: string;
    sheetsBase: string;
  };
  slackBase: string;
  hubspotBase: string;
  pipedriveBase: string;
  metaGraphBase: string;
  ga4Base: string;
}

function readServiceAccount(file: string | undefined, tokenUrl: string): ServiceAccountKey | null {
  if (!file) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new Error(
      `Invalid environment variable GOOGLE_SERVICE_ACCOUNT_KEY_FILE: cannot read a JSON key from ${file} (${(err as Error).message})`,
    );
  }
  const { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri } = parsed;
  if (typeof clientEmail !== 'string' || typeof privateKey !== 'string')
    throw new Error(
      'Invalid environment variable GOOGLE_SERVICE_ACCOUNT_KEY_FILE: the key needs client_email and private_key',
    );
  return { clientEmail, privateKey, tokenUri: typeof tokenUri === 'string' ? tokenUri : tokenUrl };
}

export function destinationsConfig(e: z.infer<typeof ZDestinationsEnv>): DestinationsConfig {
  const clientId = e.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = e.GOOGLE_CLIENT_SECRET?.trim();
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new Error(
      'Invalid environment variable GOOGLE_CLIENT_ID: set GOOGLE_CLIENT_SECRET with it (and the other way round)',
    );
  return {
    google: {
      oauth: clientId && clientSecret ? { clientId, clientSecret } : null,
      serviceAccount: readServiceAccount(e.GOOGLE_SERVICE_ACCOUNT_KEY_FILE?.trim(), e.GOOGLE_TOKEN_URL),
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      sheetsBase: e.GOOGLE_SHEETS_API_BASE,
    },
    slackBase: e.SLACK_API_BASE,
    hubspotBase: e.HUBSPOT_API_BASE,
    pipedriveBase: e.PIPEDRIVE_API_BASE,
    metaGraphBase: e.META_GRAPH_API_BASE,
    ga4Base: e.GA4_MP_BASE,
  };
}
