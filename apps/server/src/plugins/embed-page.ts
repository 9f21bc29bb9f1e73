// GET /embed from memory: the runner's HTML with the published form it asks for already in the page (no API round
// trip), and its first step already rendered (dist/.ssr, the runner's server build) for the runner to hydrate.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRespondentLanguage } from '@forms-engine/model';
import { SESSION_COOKIE } from '../services/auth.ts';
import { type CachedForm, etagOf } from '../services/published-cache.ts';
import { sendPublic } from '../http/public-answer.ts';
import { type BuildManifest, chunkClosure, stepFileOf } from './build-manifest.ts';
import { contentSecurityPolicy } from './security.ts';

const HTML = 'text/html; charset=utf-8';
/** The page differs with the session cookie, and the rendered step's layout and language with the browser. */
const EMBED_VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent';
/** Page variants kept per form (its id and the (language, label, domain) names it is reached by). */
const MAX_VIEWS = 20;
/** Pages kept per form for links whose parameters prefill answers or give hidden values. */
const MAX_LINK_VIEWS = 50;
/** The /embed parameters that choose the form and how it looks; any other may be one the form reads. */
const PAGE_PARAMS: ReadonlySet<string> = new Set([
  'form',
  'id',
  'language',
  'lang',
  'label',
  'domain',
  'iconMode',
]);

/** Whether a query has parameters besides PAGE_PARAMS. */
const otherParams = (search: string) =>
  [...new URLSearchParams(search).keys()].some((name) => !PAGE_PARAMS.has(name));

type Source =
  | { kind: 'id'; id: number }
  | { kind: 'properties'; language: string; label: string; domain: string };

/** The lookup an /embed URL makes, read exactly as the runner reads it (apps/web/src/embed/params.ts). */
function embedSourceOf(query: unknown): Source | null {
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

/** What the runner's server build (apps/web/src/embed/ssr.tsx) exports. */
interface SsrModule {
  ready: Promise<unknown>;
  BOOT_SCRIPT: string;
  mobileAgent(userAgent: string | undefined): boolean;
  renderFirstStep(
    payload: unknown,
    search: string,
    mobile: boolean,
    acceptLanguage?: string,
  ): { html: string; stepType: string; icons: 'lucide' | 'emoji' | null; language: string } | null;
  pageLanguage(payload: unknown, search: string, acceptLanguage: string | undefined): string;
  renderedInputs(payload: unknown, search: string): string;
}

/** A value for a double-quoted attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The server-side renderer with what the page needs around its markup; null when the build has none. */
interface Prerenderer {
  ssr: SsrModule;
  /**
   * The head with the stylesheet inlined and no script (the first paint waits for nothing but the HTML); the
   * runner is started after that paint by the page's inline script.
   */
  head: string;
  /** The boot script's element after the markup, naming the runner's entry and the shown step's chunks. */
  bootScript(stepType: string, icons: 'lucide' | 'emoji' | null): string;
  /** The page policy allowing the boot script (the same script on every page) by its hash. */
  csp: string;
}

async function loadPrerenderer(distDir: string, template: string, log: (msg: string) => void) {
  const entry = path.join(distDir, '.ssr', 'embed-ssr.js');
  if (!fs.existsSync(entry)) return null;
  try {
    const ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
    await ssr.ready;
    const manifestFile = path.join(distDir, '.vite', 'manifest.json');
    const manifest: BuildManifest = fs.existsSync(manifestFile)
      ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
      : {};
    const chunkFiles = (suffix: string): string[] => {
      const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
      return key ? chunkClosure(manifest, [key]) : [];
    };
    const headEnd = template.indexOf('</head>');
    let head = headEnd >= 0 ? template.slice(0, headEnd) : '';
    // The entry and the chunks it imports, which the template loads up front, move to the late start.
    const script = /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"[^>]*><\/script>/.exec(head);
    if (!script) throw new Error('embed.html has no module script');
    const initial = [script[1]];
    head = head
      .replace(script[0], '')
      .replace(/<link rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"[^>]*>/g, (_, f) => {
        initial.push(f);
        return '';
      });
    const bootScript = (stepType: string, icons: 'lucide' | 'emoji' | null) => {
      const files = [
        ...initial,
        ...chunkFiles(`/runner/src/steps/${stepFileOf(stepType)}.tsx`),
        ...(icons === 'lucide' ? chunkFiles('/runner/src/icons/lucide-set.ts') : []),
        ...(icons === 'emoji' ? chunkFiles('/model/src/icons/emoji-map.ts') : []),
      ];
      const [main, ...preloads] = [...new Set(files)].map((f) => `/${f}`);
      const data = `data-entry="${attribute(main)}" data-preloads="${attribute(preloads.join(' '))}"`;
      return `<script ${data}>${ssr.BOOT_SCRIPT}</script>`;
    };
    const hash = createHash('sha256').update(ssr.BOOT_SCRIPT).digest('base64');
    const csp = contentSecurityPolicy(true, [`sha256-${hash}`]);
    const css = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(head);
    const cssFile = css ? path.join(distDir, css[1]) : '';
    if (css && cssFile.startsWith(distDir) && fs.existsSync(cssFile)) {
      const styles = fs.readFileSync(cssFile, 'utf8').replace(/<\/style/gi, '<\\/style');
      head = head.replace(css[0], () => `<style>${styles}</style>`);
    }
    return { ssr, head, bootScript, csp } satisfies Prerenderer;
  } catch (err) {
    log(`The /embed first-step renderer did not load; /embed renders in the browser: ${String(err)}`);
    return null;
  }
}

/** The runner's language and icon mode from the URL, when the server can render for them (else null). */
function renderOptions(query: unknown): string | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const icon = typeof q.iconMode === 'string' ? q.iconMode : '';
  // Bounded variants only: unknown values are left to the browser rather than cached without end.
  for (const name of ['language', 'lang']) {
    const value = typeof q[name] === 'string' ? q[name].trim() : '';
    if (value && !isRespondentLanguage(value)) return null;
  }
  return ['lucide', 'emoji', 'none'].includes(icon) ? icon : '';
}

/** A runner page; `csp` when it carries an inline script of its own (the server-rendered step's boot script). */
type EmbedPage = { body: string; etag: string; csp?: string };

export function registerEmbedPage(app: FastifyInstance, embedFile: string) {
  const template = fs.readFileSync(embedFile, 'utf8');
  const plain: EmbedPage = { body: template, etag: etagOf(template) };
  const views = new WeakMap<CachedForm, { plain: Map<string, EmbedPage>; links: Map<string, EmbedPage> }>();
  const prerendering = loadPrerenderer(path.dirname(embedFile), template, (msg) => app.log.warn(msg));

  const pageFor = (
    form: CachedForm,
    source: Source,
    render: {
      pre: Prerenderer;
      options: string;
      search: string;
      mobile: boolean;
      acceptLanguage: string | undefined;
    } | null,
  ): EmbedPage => {
    let forForm = views.get(form);
    if (!forForm) {
      forForm = { plain: new Map(), links: new Map() };
      views.set(form, forForm);
    }
    const key = keyOf(source);
    // One page per language the form is shown in (at most five), whatever the browser's header says exactly.
    const language = render
      ? render.pre.ssr.pageLanguage(form.payload, render.search, render.acceptLanguage)
      : '';
    const viewKey = render ? `${key}\n${language}|${render.options}|${render.mobile ? 'm' : 'd'}` : key;
    // A link with parameters of its own is rendered with what the form reads of them; the rest share one page.
    const inputs =
      render && otherParams(render.search) ? render.pre.ssr.renderedInputs(form.payload, render.search) : '';
    const cache = inputs ? forForm.links : forForm.plain;
    const cacheKey = inputs ? `${viewKey}\n${inputs}` : viewKey;
    let page = cache.get(cacheKey);
    if (!page) {
      const block = `<script type="application/json" id="fe-form">${scriptJson({ source: key, form: form.payload })}</script>`;
      let step: ReturnType<SsrModule['renderFirstStep']> = null;
      try {
        step = render
          ? render.pre.ssr.renderFirstStep(form.payload, render.search, render.mobile, render.acceptLanguage)
          : null;
      } catch (err) {
        app.log.warn({ err }, 'The /embed first step did not render on the server');
      }
      let body: string;
      let csp: string | undefined;
      if (render && step && template.includes('<div id="root"></div>') && render.pre.head) {
        const { pre, mobile } = render;
        const root = `<div id="root" data-ssr="${mobile ? 'mobile' : 'desktop'}" data-lang="${attribute(step.language)}">${step.html}</div>${pre.bootScript(step.stepType, step.icons)}`;
        body =
          pre.head +
          template.slice(template.indexOf('</head>')).replace('<div id="root"></div>', () => root + block);
        csp = pre.csp;
      } else {
        body = template.includes('<div id="root"></div>')
          ? template.replace('<div id="root"></div>', () => `<div id="root"></div>${block}`)
          : template.replace('</body>', () => `${block}</body>`);
      }
      page = { body, etag: etagOf(body), csp };
      if (!inputs) {
        if (cache.size < MAX_VIEWS) cache.set(cacheKey, page);
      } else {
        // Links vary without end (a campaign value per ad): the oldest page goes first.
        if (cache.size >= MAX_LINK_VIEWS) cache.delete(cache.keys().next().value as string);
        cache.set(cacheKey, page);
      }
    }
    return page;
  };

  /** The page for this form, lookup and request: rendered for the URL's language and icons and the browser's layout. */
  const pageOf = (
    form: CachedForm,
    source: Source,
    pre: Prerenderer | null,
    query: unknown,
    url: string,
    userAgent: string | undefined,
    acceptLanguage: string | undefined,
  ): EmbedPage => {
    const options = pre ? renderOptions(query) : null;
    const at = url.indexOf('?');
    const render =
      pre && options !== null
        ? {
            pre,
            options,
            search: at >= 0 ? url.slice(at) : '',
            mobile: pre.ssr.mobileAgent(userAgent),
            acceptLanguage,
          }
        : null;
    return pageFor(form, source, render);
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
    reply.header('Vary', EMBED_VARY);
    if (!form || !source) return sendPublic(req, reply, plain, HTML);
    const page = pageOf(
      form,
      source,
      await prerendering,
      req.query,
      req.url,
      req.headers['user-agent'],
      req.headers['accept-language'],
    );
    if (page.csp) reply.header('Content-Security-Policy', page.csp);
    return sendPublic(req, reply, page, HTML);
  };
  // A page of the web app, like the static files: not part of the API document.
  const options = { schema: { hide: true } };
  app.get('/embed', options, handler);
  app.get('/embed/', options, handler);
}
