// The origins routes build absolute links from: PUBLIC_URL or a checked Host (rules in services/public-origin.ts).
import type { FastifyRequest } from 'fastify';
import { checkedOrigin, publicOrigin } from '../services/public-origin.ts';

/** The origin links that leave a request use: PUBLIC_URL, else the request's own when its Host is checked (else 503). */
export const requestOrigin = publicOrigin;

/** Examples in the docs name this server; an unchecked Host gets a placeholder instead of being echoed into the page. */
export function docsOrigin(req: FastifyRequest): string {
  return checkedOrigin(req, req.server.ctx.config) ?? 'https://YOUR-FORMS-HOST';
}

const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
const LOOPBACK_IP = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

/**
 * A request made on this machine to a loopback host: both the Host it names and the address it came from (after
 * TRUST_PROXY) are loopback. A remote caller can write `Host: localhost` but cannot come from 127.0.0.1, and a
 * reverse proxy on this machine forwards the public host name.
 */
export function isLoopbackRequest(req: Pick<FastifyRequest, 'hostname' | 'ip'>): boolean {
  const host = (req.hostname ?? '').replace(/:\d+$/, '');
  return LOOPBACK_HOST.test(host) && LOOPBACK_IP.test(req.ip ?? '');
}
