// Google access tokens for Sheets: from an owner's refresh token (OAuth 2.0, the operator's client) or from the
// operator's service account (a signed JWT assertion), cached in memory until shortly before they expire.
import crypto from 'node:crypto';
import type { DestinationsConfig } from './config.ts';
import { type Http, type HttpAnswer, Outcome, oneLine } from './http.ts';
import type { GoogleTokens } from './types.ts';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** A service account's assertion (RFC 7523), signed RS256 with its private key. */
export function serviceAccountAssertion(
  key: { clientEmail: string; privateKey: string; tokenUri: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: key.clientEmail,
      scope: SHEETS_SCOPE,
      aud: key.tokenUri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), key.privateKey);
  return `${header}.${claims}.${b64url(signature)}`;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** How a refusal of the token endpoint reads; invalid_grant means the owner's access was revoked or expired. */
function tokenRefusal(res: HttpAnswer): Outcome {
  const body = (res.json ?? {}) as { error?: string; error_description?: string };
  const reason = body.error ?? `HTTP ${res.status}`;
  const detail = oneLine(
    reason === 'invalid_grant'
      ? 'Google refused the connection (access was revoked or expired): connect the Google account again'
      : `Google's sign-in answered ${reason}${body.error_description ? `: ${body.error_description}` : ''}`,
  );
  if (res.status >= 500 || res.status === 429)
    return new Outcome({ result: 'retry', status: res.status, detail });
  return new Outcome({ result: 'broken', status: res.status, detail });
}

export class GoogleTokenCache implements GoogleTokens {
  private readonly cache = new Map<string, { token: string; until: number }>();

  constructor(private readonly config: DestinationsConfig['google']) {}

  async accessToken(
    integration: { id: number; settings: { auth: 'oauth' | 'serviceAccount' }; secret: string | null },
    http: Http,
  ): Promise<string> {
    const sa = integration.settings.auth === 'serviceAccount';
    // A new refresh token (reconnected account) must not reuse the old connection's access token.
    const key = sa
      ? 'service-account'
      : `${integration.id}:${crypto
          .createHash('sha256')
          .update(integration.secret ?? '')
          .digest('hex')}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.token;
    let res: HttpAnswer;
    if (sa) {
      const account = this.config.serviceAccount;
      if (!account)
        throw new Outcome({
          result: 'broken',
          status: null,
          detail: 'This server has no Google service account set up',
        });
      res = await http({
        method: 'POST',
        url: account.tokenUri,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: serviceAccountAssertion(account),
        }),
      });
    } else {
      const client = this.config.oauth;
      if (!client)
        throw new Outcome({
          result: 'broken',
          status: null,
          detail: 'This server has no Google sign-in set up',
        });
      if (!integration.secret)
        throw new Outcome({ result: 'broken', status: null, detail: 'Connect a Google account first' });
      res = await http({
        method: 'POST',
        url: this.config.tokenUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({
          grant_type: 'refresh_token',
          refresh_token: integration.secret,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
      });
    }
    const body = (res.json ?? {}) as { access_token?: string; expires_in?: number };
    if (res.status !== 200 || !body.access_token) throw tokenRefusal(res);
    const lifetime = Math.max(0, (Number(body.expires_in) || 3600) - 60) * 1000;
    this.cache.set(key, { token: body.access_token, until: Date.now() + lifetime });
    return body.access_token;
  }

  /** Forgets a connection's token (Google refused it: the next attempt asks for a new one). */
  forget(integrationId: number): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${integrationId}:`)) this.cache.delete(key);
  }
}

/** The authorization-code exchange at the end of the consent screen: the refresh token to keep, or an error. */
export async function exchangeCode(
  config: DestinationsConfig['google'],
  http: Http,
  code: string,
  redirectUri: string,
): Promise<{ refreshToken: string } | { error: string }> {
  const client = config.oauth;
  if (!client) return { error: 'This server has no Google sign-in set up' };
  const res = await http({
    method: 'POST',
    url: config.tokenUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  const body = (res.json ?? {}) as { refresh_token?: string; error?: string; error_description?: string };
  if (res.status === 200 && body.refresh_token) return { refreshToken: body.refresh_token };
  if (res.status === 200)
    return {
      error: 'Google sent no refresh token: remove the app’s access in your Google account and connect again',
    };
  return {
    error: oneLine(
      `Google answered ${body.error ?? `HTTP ${res.status}`}${body.error_description ? `: ${body.error_description}` : ''}`,
    ),
  };
}
