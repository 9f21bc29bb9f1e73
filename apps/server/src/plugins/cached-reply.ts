// Answers a public, cacheable body (a published form's payload, the /embed page): ETag, 304 on a match,
// Cache-Control a CDN may store under, and a precompressed copy when the client accepts one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody } from '../services/published-cache.ts';

/**
 * Shared caches (a CDN) and browsers may store the answer but must ask again each time; the ETag makes that
 * a 304 with no body. A change is therefore seen on the next request, never after a max-age.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Bodies smaller than this go out uncompressed (as the compression plugin's threshold). */
const COMPRESS_MIN_BYTES = 1024;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The best encoding the client accepts of brotli and gzip, or null. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export interface CacheableBody {
  body: string;
  etag: string;
  /** Where compressed copies of the body are kept. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export function sendCacheable(
  req: FastifyRequest,
  reply: FastifyReply,
  item: CacheableBody,
  contentType: string,
): FastifyReply {
  reply.header('ETag', item.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
  // A caller may vary on more (the /embed page on Cookie); Accept-Encoding is always part of it.
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], item.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding =
    Buffer.byteLength(item.body) >= COMPRESS_MIN_BYTES
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(item.body);
  return reply.header('Content-Encoding', encoding).send(encodedBody(item.encoded, item.body, encoding));
}
