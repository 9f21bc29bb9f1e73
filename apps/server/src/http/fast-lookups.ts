// Cache hits of the three public lookups answered at the node:http level, ahead of Fastify, with the routes' own rules and bytes (decision 97).
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import { LANGUAGES } from '@forms-engine/model';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  type CacheableBody,
  etagMatches,
  PUBLIC_CACHE_CONTROL,
  preferredEncoding,
} from '../plugins/cached-reply.ts';
import {
  EMBED_VARY,
  type EmbedPage,
  type EmbedPages,
  embedSourceOf,
  type Source,
} from '../plugins/embed-page.ts';
import { checkUrl } from '../plugins/input-guard.ts';
import { isEmbedPath, SECURITY_HEADERS } from '../plugins/security.ts';
import { type CachedForm, encodedBody, propsKey } from '../services/published-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fastLookups: FastLookups;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
/** As cached-reply.ts: smaller bodies go out uncompressed. */
const COMPRESS_MIN_BYTES = 1024;
const MAX_FORM_ID = 2_147_483_647;
const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

/** The routes this path answers, by the URL they are registered under (also their metrics label). */
const ROUTES = {
  byProperties: '/api/forms/by-properties',
  byId: '/api/forms/:id',
  embed: '/embed',
  embedSlash: '/embed/',
} as const;
type RouteKey = keyof typeof ROUTES;

type Encoding = 'identity' | 'br' | 'gzip';

/** One cacheable body's ready-made answers: header lists (flat, as writeHead takes them) and bytes. */
interface Prepared {
  /** Whether the body is large enough to be sent compressed to a client that accepts it. */
  compressible: boolean;
  notModified: string[];
  ok: Partial<Record<Encoding, { headers: string[]; body: Buffer | string }>>;
}

/** What a request target asks for, read as the routes read it; null when it is for the full route. */
type Lookup =
  | { route: 'byProperties'; key: string }
  | { route: 'byId'; id: number }
  | { route: 'embed' | 'embedSlash'; query: Record<string, string>; source: Source | null };

/** URLs remembered at most, and the longest remembered (a flood of distinct URLs only empties the memo). */
const MAX_MEMO = 2000;
const MAX_MEMO_URL = 512;

function lookupOf(url: string): Lookup | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (path === ROUTES.byProperties) {
    const q = checkUrl(url) ? null : parseQuery(url, at);
    if (!q) return null;
    // As ZByPropertiesQuery: language defaults to en, label is required, each at most 200 characters.
    const language = q.get('language') ?? 'en';
    const label = q.get('label');
    const domain = q.get('domain') ?? '';
    if (!LANGUAGE_SET.has(language) || label === undefined || label.length > 200 || domain.length > 200)
      return null;
    return { route: 'byProperties', key: propsKey(language, label, domain) };
  }
  if (path.startsWith('/api/forms/')) {
    const raw = path.slice('/api/forms/'.length);
    if (!/^[1-9][0-9]{0,9}$/.test(raw) || checkUrl(url)) return null;
    const id = Number(raw);
    return id > MAX_FORM_ID ? null : { route: 'byId', id };
  }
  if (isEmbedPath(path)) {
    const q = checkUrl(url) ? null : parseQuery(url, at);
    if (!q) return null;
    const query = Object.fromEntries(q);
    return { route: path === ROUTES.embed ? 'embed' : 'embedSlash', query, source: embedSourceOf(query) };
  }
  return null;
}

/**
 * The query string as Fastify's parser reads it (`+` is a space, each part percent-decoded), or null when it is
 * anything unusual — a repeated key or a part without `=` — so the full route decides.
 */
function parseQuery(url: string, at: number): Map<string, string> | null {
  const out = new Map<string, string>();
  if (at < 0 || at === url.length - 1) return out;
  for (const part of url.slice(at + 1).split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const rawKey = part.slice(0, eq);
    const rawValue = part.slice(eq + 1);
    // checkUrl has already proved the whole target decodes, and no escape spans a `&` or `=`.
    const key =
      rawKey.includes('%') || rawKey.includes('+') ? decodeURIComponent(rawKey.replace(/\+/g, ' ')) : rawKey;
    const value =
      rawValue.includes('%') || rawValue.includes('+')
        ? decodeURIComponent(rawValue.replace(/\+/g, ' '))
        : rawValue;
    if (out.has(key)) return null;
    out.set(key, value);
  }
  return out;
}

/**
 * Answers GET /api/forms/by-properties, GET /api/forms/{id} (anonymous) and GET /embed from the published-form
 * cache before Fastify sees the request, when the answer is already in memory: the same status, headers and
 * bytes the routes send (ETag and 304, Cache-Control, Vary, brotli/gzip negotiation, security headers), and the
 * same metrics. Anything else — a miss, another method, a cookie, a body, bad bytes, an odd query, a client
 * whose Accept-Encoding the compression plugin would read differently, shutdown, access logging on, or a route
 * that has gained limits or hooks of its own — falls through to Fastify, which answers as before.
 */
export class FastLookups {
  /** Set when the web build's /embed page is served (plugins/embed-page.ts). */
  embedPages: EmbedPages | null = null;
  /** Routes that may be answered here (checked when the app is ready). */
  private readonly allowed = new Set<RouteKey>();
  private closing = false;
  private readonly prepared = new WeakMap<object, Prepared>();
  private readonly lookups = new Map<string, Lookup | null>();
  /** Requests answered here, for tests and benchmarks. */
  answered = 0;

  constructor(
    private readonly ctx: AppContext,
    /** Off: every request goes through Fastify (tests switch it to compare both answers). */
    public enabled: boolean,
  ) {}

  /** A node:http server (as Fastify would make it) whose requests pass through here first. */
  serverFactory = (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    opts: FastifyServerOptions,
  ): Server => {
    const server = createServer((opts as { http?: ServerOptions }).http ?? {}, (req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    // The settings Fastify applies to a server it creates itself.
    if (opts.keepAliveTimeout) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket && opts.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  /** Watches route registration and shutdown; a route with limits, respondent rules or hooks is left to Fastify. */
  register(app: FastifyInstance): void {
    const candidates = new Map<string, RouteKey>(
      Object.entries(ROUTES).map(([key, url]) => [url, key as RouteKey]),
    );
    app.addHook('onRoute', (route: RouteOptions) => {
      const key = candidates.get(route.url);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!key || !methods.includes('GET')) return;
      const rules = route.config as { auth?: string; limits?: unknown[]; respondent?: unknown[] } | undefined;
      const plain =
        (rules?.auth === undefined || rules.auth === 'public') &&
        !rules?.limits?.length &&
        !rules?.respondent?.length &&
        !route.onRequest &&
        !route.preParsing &&
        !route.preValidation &&
        !route.preHandler &&
        !route.preSerialization &&
        !route.onSend &&
        !route.onResponse;
      if (plain) this.allowed.add(key);
      else this.allowed.delete(key);
    });
    app.addHook('preClose', async () => {
      this.closing = true;
    });
  }

  /** Answers the request when it is a plain cache hit; false when Fastify must. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.enabled || this.closing || req.method !== 'GET') return false;
    const h = req.headers;
    // A signed-in owner gets the draft (and /embed the plain page); a request body or its headers go the full way.
    if (
      h.cookie !== undefined ||
      h['content-type'] !== undefined ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    )
      return false;
    const url = req.url ?? '';
    const start = performance.now();
    // The same URL is read the same way every time: remember what it asks for (bounded, short URLs only).
    let lookup = this.lookups.get(url);
    if (lookup === undefined) {
      lookup = lookupOf(url);
      if (url.length <= MAX_MEMO_URL) {
        if (this.lookups.size >= MAX_MEMO) this.lookups.clear();
        this.lookups.set(url, lookup);
      }
    }
    if (!lookup || !this.allowed.has(lookup.route)) return false;
    const { route } = lookup;
    const { published } = this.ctx;
    let item: CacheableBody | undefined;
    let key: object;
    if (lookup.route === 'byProperties') {
      const form = published.peekByKey(lookup.key);
      if (!form) return false;
      key = form;
      item = jsonBody(form);
    } else if (lookup.route === 'byId') {
      const form = published.peekById(lookup.id);
      if (!form) return false;
      key = form;
      item = jsonBody(form);
    } else {
      const pages = this.embedPages;
      if (!pages) return false;
      const { source } = lookup;
      if (!source) {
        item = pages.plain;
      } else {
        const form =
          source.kind === 'id'
            ? published.peekById(source.id)
            : published.peekByProperties(source.language, source.label, source.domain);
        if (!form) return false;
        item = pages.page(form, source, lookup.query, url, h['user-agent']);
        if (!item) return false;
      }
      key = item;
    }

    const embed = route === 'embed' || route === 'embedSlash';
    let encoding: Encoding = 'identity';
    // A form or page object never changes in place (a change makes a new one), so its answers are kept with it.
    let ready = this.prepared.get(key);
    if (!ready) {
      ready = prepare(item, embed);
      this.prepared.set(key, ready);
    }
    if (ready.compressible) {
      const ae = h['accept-encoding'];
      const preferred = preferredEncoding(ae);
      // Another wish (`*`, deflate only) is read by the compression plugin in its own way: leave it to Fastify.
      if (!preferred && ae !== undefined && ae.trim() !== '' && ae.trim() !== 'identity') return false;
      encoding = preferred ?? 'identity';
    }
    let status: number;
    if (etagMatches(h['if-none-match'], item.etag)) {
      status = 304;
      res.writeHead(304, ready.notModified);
      res.end();
    } else {
      status = 200;
      let variant = ready.ok[encoding];
      if (!variant) {
        variant = variantOf(item, embed, encoding);
        ready.ok[encoding] = variant;
      }
      res.writeHead(200, variant.headers);
      res.end(variant.body);
    }
    this.answered++;
    // Counted as plugins/metrics.ts counts the routes: only when /metrics can be read (METRICS_TOKEN).
    if (this.ctx.config.metricsToken) {
      const { requests, latency } = this.ctx.metrics;
      const label = ROUTES[route];
      requests.inc({ method: 'GET', route: label, status: status === 200 ? '200' : '304' });
      latency.observe({ method: 'GET', route: label }, (performance.now() - start) / 1000);
    }
    return true;
  }
}

/** A cached form's JSON as the routes send it (forms.ts). */
const jsonBodies = new WeakMap<CachedForm, CacheableBody>();
function jsonBody(form: CachedForm): CacheableBody {
  let body = jsonBodies.get(form);
  if (!body) {
    body = { body: form.json, etag: form.etag, encoded: form.encoded };
    jsonBodies.set(form, body);
  }
  return body;
}

/** The headers cached-reply.ts and the security hook set, in a flat list (names as Fastify sends them). */
function commonHeaders(item: CacheableBody, embed: boolean): string[] {
  const out: string[] = [];
  // A page with a server-rendered step names its boot script in its own policy (plugins/embed-page.ts).
  const csp = embed ? (item as EmbedPage).csp : undefined;
  for (const [name, value] of embed ? SECURITY_HEADERS.embed : SECURITY_HEADERS.page)
    out.push(name, csp && name === 'Content-Security-Policy' ? csp : value);
  out.push('etag', item.etag, 'cache-control', PUBLIC_CACHE_CONTROL);
  out.push('vary', embed ? EMBED_VARY : 'Accept-Encoding');
  return out;
}

function prepare(item: CacheableBody, embed: boolean): Prepared {
  return {
    compressible: Buffer.byteLength(item.body) >= COMPRESS_MIN_BYTES,
    notModified: commonHeaders(item, embed),
    ok: {},
  };
}

function variantOf(item: CacheableBody, embed: boolean, encoding: Encoding) {
  // The plain body stays a string: Node then sends head and body in one write instead of two (writev).
  const body = encoding === 'identity' ? item.body : encodedBody(item.encoded, item.body, encoding);
  const headers = commonHeaders(item, embed);
  headers.push('content-type', embed ? HTML_TYPE : JSON_TYPE);
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(Buffer.byteLength(body)));
  return { headers, body };
}
