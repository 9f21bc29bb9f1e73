// Bad bytes at the edge: NUL, lone surrogates, broken percent-encoding, deep nesting and multipart without a boundary get one 400 before any route runs.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** Deeper than any form, answer or setting this API takes (a form config with nested logic is about 12). */
export const MAX_BODY_DEPTH = 64;

/**
 * A NUL, or half of a surrogate pair without its other half. PostgreSQL refuses both in text and jsonb (so they
 * used to surface as 500s), and neither is text a person typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point of this pattern.
const BAD_CHAR = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a string with a bad character, or null when it is fine. */
export function badText(s: string, where = ''): string | null {
  const m = BAD_CHAR.exec(s);
  if (!m) return null;
  const at = where ? `${where}: ` : '';
  return m[0] === '\u0000'
    ? `${at}text must not contain NUL characters (\\u0000)`
    : `${at}text contains a lone surrogate (half of a UTF-16 pair), which is not valid Unicode`;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Checks every string and key in a parsed body, without recursion (a hostile body must not overflow the
 * stack here either). Returns the first problem's message, naming where it is, or null.
 */
export function checkBody(body: unknown): string | null {
  if (typeof body === 'string') return badText(body);
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return null;
  const stack: [object, number, string][] = [[body, 1, '']];
  // Paths are only built for containers and for the string refused, not for every value.
  const visit = (value: unknown, depth: number, path: string, key: string | number): string | null => {
    if (typeof value === 'string') return BAD_CHAR.test(value) ? badText(value, join(path, key)) : null;
    if (typeof value !== 'object' || value === null) return null;
    if (depth > MAX_BODY_DEPTH)
      return `Request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels of arrays and objects)`;
    stack.push([value, depth, join(path, key)]);
    return null;
  };
  while (stack.length) {
    const [node, depth, path] = stack.pop() as [object, number, string];
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const bad = visit(node[i], depth + 1, path, i);
        if (bad) return bad;
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      const bad =
        (BAD_CHAR.test(key) ? badText(key, path ? `a key in ${path}` : 'a key') : null) ??
        visit((node as Record<string, unknown>)[key], depth + 1, path, key);
      if (bad) return bad;
    }
  }
  return null;
}

/** The decoded request target, or the reason it cannot be one. */
export function checkUrl(url: string): string | null {
  if (!url.includes('%')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Truncated escapes (%E0%A4%A) and bytes that are not UTF-8, such as an encoded lone surrogate (%ED%A0%80).
    return 'The address contains invalid percent-encoding (it must encode UTF-8 text)';
  }
  return badText(decoded, 'address');
}

export function registerInputGuard(app: FastifyInstance) {
  // Path and query string: checked once on the raw target, before routing decodes its parts.
  // Callback form, as every per-request hook (no promise per request; a throw is the hook's error).
  app.addHook('onRequest', (req, _reply, done) => {
    const bad = checkUrl(req.raw.url ?? '');
    if (bad) throw badRequest(bad);
    const type = req.headers['content-type'];
    if (type && /^multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;"]+)/i.test(type))
      throw badRequest(
        'Multipart body without a boundary: send Content-Type multipart/form-data; boundary=…',
      );
    done();
  });
  // Bodies of every content type, after parsing and before any route sees them.
  app.addHook('preValidation', (req, _reply, done) => {
    const bad = checkBody(req.body);
    if (bad) throw badRequest(bad);
    done();
  });
}
