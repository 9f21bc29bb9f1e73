// GET /embed from memory: the runner's HTML with the published form it asks for already in the page (no API round trip).
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../services/auth.ts';
import { type CachedForm, etagOf } from '../services/published-cache.ts';
import { type CacheableBody, sendCacheable } from './cached-reply.ts';

const HTML = 'text/html; charset=utf-8';
/** Page variants kept per form (its id and the (language, label, domain) names it is reached by). */
const MAX_VIEWS = 20;

type Source =
  | { kind: 'id'; id: number }
  | { kind: 'properties'; language: string; label: string; domain: string };

/** The lookup an /embed URL makes, read exactly as the runner reads it (apps/web/src/embed/params.ts). */
export function embedSourceOf(query: unknown): Source | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
  const language = str('language')?.trim() || null;
  const label = str('label')?.trim() || '';
  const domain = str('domain')?.trim() ?? '';
  if (language && label) return { kind: 'properties', language, label, domain };
  const rawId = str('form') ?? str('id');
  const id = rawId && /^\d+$/.test(rawId.trim()) ? Number.parseInt(rawId, 10) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : null;
}

/** The same key as the runner's sourceKey(): the served payload is used only for the lookup it answers. */
const keyOf = (s: Source) => (s.kind === 'id' ? `id:${s.id}` : `p:${s.language}\n${s.label}\n${s.domain}`);

/** JSON safe inside a <script> element (no `</script>`, no line separators). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function registerEmbedPage(app: FastifyInstance, embedFile: string) {
  const template = fs.readFileSync(embedFile, 'utf8');
  const plain: CacheableBody = { body: template, etag: etagOf(template), encoded: {} };
  const views = new WeakMap<CachedForm, Map<string, CacheableBody>>();

  const pageFor = (form: CachedForm, source: Source): CacheableBody => {
    let forForm = views.get(form);
    if (!forForm) {
      forForm = new Map();
      views.set(form, forForm);
    }
    const key = keyOf(source);
    let page = forForm.get(key);
    if (!page) {
      const block = `<script type="application/json" id="fe-form">${scriptJson({ source: key, form: form.payload })}</script>`;
      const body = template.includes('<div id="root"></div>')
        ? template.replace('<div id="root"></div>', `<div id="root"></div>${block}`)
        : template.replace('</body>', `${block}</body>`);
      page = { body, etag: etagOf(body), encoded: {} };
      if (forForm.size < MAX_VIEWS) forForm.set(key, page);
    }
    return page;
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // A signed-in owner previewing their form gets the plain page: the runner's own lookup shows them the draft.
    const source = req.cookies?.[SESSION_COOKIE] ? null : embedSourceOf(req.query);
    let form: CachedForm | null = null;
    if (source) {
      const { published } = app.ctx;
      form = await (source.kind === 'id'
        ? published.byId(source.id)
        : published.byProperties(source.language, source.label, source.domain)
      ).catch(() => null);
    }
    // The page differs with the session cookie, so a shared cache must key on it too.
    reply.header('Vary', 'Accept-Encoding, Cookie');
    return sendCacheable(req, reply, form && source ? pageFor(form, source) : plain, HTML);
  };
  // A page of the web app, like the static files: not part of the API document.
  const options = { schema: { hide: true } };
  app.get('/embed', options, handler);
  app.get('/embed/', options, handler);
}
