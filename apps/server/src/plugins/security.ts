// Security headers for every response, and the cross-origin test that route-rules.ts applies to state changes (CSRF).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The serialised origin (scheme, host and port, default ports dropped) of a URL or origin, or null. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from another site. The Origin must equal this server's own origin — scheme, host
 * and port, not the host alone — as the request arrived (honouring X-Forwarded-Proto/-Host only with
 * TRUST_PROXY) or as PUBLIC_URL names it. An https page may not post to http, nor another port to this one.
 */
export function isCrossOrigin(req: FastifyRequest, publicUrl?: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    const claimed = originOf(origin);
    const allowed = new Set<string>();
    const own = originOf(`${req.protocol}://${req.host}`);
    if (own) allowed.add(own);
    if (publicUrl) {
      const o = originOf(publicUrl);
      if (o) allowed.add(o);
    }
    const fwd = req.headers['x-forwarded-host'];
    if (typeof fwd === 'string' && req.server.ctx.config.trustProxy) {
      const o = originOf(`${req.protocol}://${fwd.split(',')[0]?.trim()}`);
      if (o) allowed.add(o);
    }
    return !claimed || !allowed.has(claimed);
  }
  return origin === 'null';
}

/**
 * The page policy. `scriptHashes` allow named inline scripts (the /embed page's layout check) by their
 * 'sha256-…' source; nothing else inline ever runs.
 */
export function contentSecurityPolicy(isEmbed: boolean, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The runner frames the owner's booking calendar (Cal.com cloud or self-hosted, Calendly; local for development).
    isEmbed ? "frame-src 'self' https: http://localhost:* http://127.0.0.1:*" : "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the runner may be framed (by any site, and by our own previews); nothing else at all.
    isEmbed ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ');
}

const CSP_PAGE = contentSecurityPolicy(false);
const CSP_EMBED = contentSecurityPolicy(true);

/** Whether a path is the runner page, the only one other sites may frame. */
const isEmbedPath = (path: string) => path === '/embed' || path === '/embed/';

export function registerSecurity(app: FastifyInstance) {
  // Callback form, as every per-request hook (no promise per request; a throw is the hook's error).
  app.addHook('onSend', (req, reply, payload, done) => {
    const q = req.url.indexOf('?');
    const isEmbed = isEmbedPath(q < 0 ? req.url : req.url.slice(0, q));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', isEmbed ? CSP_EMBED : CSP_PAGE);
    }
    if (!isEmbed) reply.header('X-Frame-Options', 'DENY');
    done(null, payload);
  });
}
