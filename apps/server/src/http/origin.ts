// The origins routes build absolute links from: PUBLIC_URL or a checked Host (rules in services/public-origin.ts).
import type { FastifyRequest } from 'fastify';
import { checkedOrigin, publicOrigin } from '../services/public-origin.ts';

/** The origin links that leave a request use: PUBLIC_URL, else the request's own when its Host is checked (else 503). */
export const requestOrigin = publicOrigin;

/** Examples in the docs name this server; an unchecked Host gets a placeholder instead of being echoed into the page. */
export function docsOrigin(req: FastifyRequest): string {
  return checkedOrigin(req, req.server.ctx.config) ?? 'https://YOUR-FORMS-HOST';
}
