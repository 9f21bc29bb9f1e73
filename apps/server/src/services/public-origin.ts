// The origin absolute links are built from (e-mails, checkout redirects, API answers): PUBLIC_URL, or a checked Host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';

export const NO_PUBLIC_URL_MESSAGE =
  'This server does not know its public address, so it cannot build links for this request. The operator must set PUBLIC_URL.';

/** Hosts a local trial is reached at; a link to them can only lead back to the clicker's own machine. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The origin for links that leave this request. PUBLIC_URL when set; otherwise the request's own origin only
 * when its Host is checked (a loopback host, one of ALLOWED_HOSTS, or any in development), or null: a Host
 * header is the client's to choose, and a link built from it could send a sign-in token to evil.example.
 */
export function checkedOrigin(req: FastifyRequest, config: AppConfig): string | null {
  if (config.publicUrl) return config.publicUrl;
  const host = String(req.host ?? '').toLowerCase();
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}`);
  } catch {
    return null;
  }
  // Anything the URL parser would have to reinterpret (paths, credentials, odd characters) is not a plain host.
  if (url.host !== host) return null;
  if (config.isDev || LOOPBACK_HOST.test(host) || config.allowedHosts.includes(host)) return url.origin;
  return null;
}

/** checkedOrigin, or 503 with a message for the operator. */
export function publicOrigin(req: FastifyRequest): string {
  const origin = checkedOrigin(req, req.server.ctx.config);
  if (!origin) throw new AppError('public_url_missing', 503, NO_PUBLIC_URL_MESSAGE);
  return origin;
}

/** The start-up warning for a production server without PUBLIC_URL, or null. */
export function publicOriginWarning(config: AppConfig): string | null {
  if (config.publicUrl || config.isDev) return null;
  const hosts = config.allowedHosts.length ? `localhost or ${config.allowedHosts.join(', ')}` : 'localhost';
  return `PUBLIC_URL is not set: links in e-mails, checkout redirects and API answers are only built for requests to ${hosts}; other requests that need one get 503. Set PUBLIC_URL=https://your.domain.`;
}

export function warnAboutPublicOrigin(app: FastifyInstance): void {
  const warning = publicOriginWarning(app.ctx.config);
  if (warning) app.log.warn(warning);
}
