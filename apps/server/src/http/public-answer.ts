// Answers a body anyone may get and any cache may store (a published form, the /embed page): its ETag,
// Cache-Control, and 304 without a body when the client (or a CDN revalidating) already has it.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * With no CDN lifetime configured, shared caches and browsers may store the answer but must ask again each time
 * (the ETag makes that a 304), so a change is seen on the next request. With one, a CDN or reverse proxy serves
 * repeats itself for that long and as long again while it revalidates; browsers still ask each time.
 */
function publicCacheControl(cdnSeconds: number): string {
  return cdnSeconds > 0
    ? `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}`
    : 'public, no-cache';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Sends `body` (compressed by @fastify/compress when the client accepts it), or 304 when the ETag matches. */
export function sendPublic(
  req: FastifyRequest,
  reply: FastifyReply,
  item: { body: string; etag: string },
  contentType: string,
): FastifyReply {
  reply
    .header('ETag', item.etag)
    .header('Cache-Control', publicCacheControl(req.server.ctx.config.publicCacheSeconds));
  if (etagMatches(req.headers['if-none-match'], item.etag)) return reply.code(304).send();
  return reply.type(contentType).send(item.body);
}
