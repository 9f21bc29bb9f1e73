// Serves the built web app: owner SPA (index.html), the runner (/embed → embed.html) and the loader (embed.js).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { embedLoader, embedModes, embedTracking } from '@forms-engine/contracts';
import { modesVersion } from '@forms-engine/embed/modes-version';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../http/define-route.ts';
import { SESSION_COOKIE } from '../services/auth.ts';
import { registerEmbedPage } from './embed-page.ts';
import { contentSecurityPolicy } from './security.ts';

/**
 * The build's brotli or gzip copy of `file` (apps/web/build/precompress.ts) that the client accepts, brotli
 * first; null when it accepts neither or no copy exists.
 */
export function precompressedVariant(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && fs.existsSync(file + ext)) return { file: file + ext, encoding };
  }
  return null;
}

/** The content codings an Accept-Encoding header accepts (those given q=0 left out), lower-cased. */
function acceptedEncodings(acceptEncoding: string | undefined): string[] {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
}

/**
 * The page policy of a prerendered page, allowing its inline scripts (the landing page's boot) by their hashes;
 * read from the file and kept until the file changes (a new build).
 */
function inlineScriptPolicy(file: string): () => string {
  let cached: { mtimeMs: number; policy: string } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      // Inline scripts: no src and no type, at most data attributes (what the boot script is told to start).
      const hashes = [...html.matchAll(/<script(?:\s+data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
        (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
      );
      cached = { mtimeMs, policy: contentSecurityPolicy(false, hashes) };
    }
    return cached.policy;
  };
}

function notFoundJson(reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json')
    .header('X-Error-Code', 'not_found')
    .send({ error: 'Not found' });
}

export async function registerWeb(app: FastifyInstance) {
  const { config } = app.ctx;
  const isApi = (req: FastifyRequest) =>
    req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');

  /** A loader script, for pages of any origin (and those that require a resource policy), compressed when it can be. */
  const sendScript = (req: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) => {
    const variant = precompressedVariant(file, req.headers['accept-encoding']);
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Vary', 'Accept-Encoding');
    if (variant) reply.header('Content-Encoding', variant.encoding);
    return reply.send(fs.createReadStream(variant?.file ?? file));
  };

  const embedJs = path.join(config.embedDist, 'embed.js');
  route(app, embedLoader, {}, async (req, reply) => {
    if (!fs.existsSync(embedJs)) return notFoundJson(reply);
    return sendScript(req, reply, embedJs, 'public, max-age=300');
  });

  // The code embed.js loads on demand: the dialogs, and tracking. The version it asks for is the file's content
  // hash: that exact file never changes, so it is cached for a year; any other version (a loader cached across a
  // deploy) gets the current file for as long as the loader itself is cached.
  for (const [contract, name] of [
    [embedModes, 'embed-modes.js'],
    [embedTracking, 'embed-tracking.js'],
  ] as const) {
    const file = path.join(config.embedDist, name);
    let built: { mtimeMs: number; version: string } | null = null;
    route(app, contract, {}, async (req, reply) => {
      if (!fs.existsSync(file)) return notFoundJson(reply);
      const { mtimeMs } = fs.statSync(file);
      if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, version: modesVersion(fs.readFileSync(file)) };
      const current = req.query.v === built.version;
      return sendScript(
        req,
        reply,
        file,
        current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    });
  }

  if (config.isDev) {
    // Development: Vite serves the sources with hot reload; we only hand it non-API requests.
    const { createServer } = await import('vite');
    const webRoot = path.resolve(config.webDist, '..');
    const vite = await createServer({
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.ctx.onClose.push(() => vite.close());
    app.addHook('onRequest', (req, reply, done) => {
      // Server-rendered pages (test checkout, dev mailbox) and the loader script are Fastify's, not Vite's.
      if (
        isApi(req) ||
        /^\/(checkout|dev)\//.test(req.url) ||
        req.url.startsWith('/embed.js') ||
        req.url.startsWith('/embed-modes.js') ||
        req.url.startsWith('/embed-tracking.js')
      )
        return done();
      reply.hijack();
      vite.middlewares(req.raw, reply.raw, async () => {
        try {
          const page = req.url.split('?')[0] === '/embed' ? 'embed.html' : 'index.html';
          const html = await vite.transformIndexHtml(
            req.url,
            fs.readFileSync(path.join(webRoot, page), 'utf8'),
          );
          reply.raw.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          reply.raw.end(html);
        } catch (err) {
          reply.raw.writeHead(500, { 'content-type': 'text/plain' });
          reply.raw.end(String(err));
        }
      });
    });
    app.setNotFoundHandler((_req, reply) => notFoundJson(reply));
    return;
  }

  const indexFile = path.join(config.webDist, 'index.html');
  const embedFile = path.join(config.webDist, 'embed.html');
  // The landing page prerendered at build time (apps/web/vite.landing.config.ts), for visitors without a session.
  const landingFile = path.join(config.webDist, 'landing.html');
  const landingPolicy = inlineScriptPolicy(landingFile);
  const hasWeb = config.serveWeb && fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      serveDotFiles: false,
      // The build writes .br and .gz copies next to each asset; the best one the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; HTML must always be revalidated.
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // The runner page with the published form inside (and from memory when there is none to put in).
  if (hasWeb && fs.existsSync(embedFile)) registerEmbedPage(app, embedFile);
  app.setNotFoundHandler((req, reply) => {
    if (isApi(req) || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) return notFoundJson(reply);
    const p = req.url.split('?')[0];
    // `/` differs by session: a signed-in owner gets the app as before (its header shows their account, which a
    // page built for everyone cannot), everyone else the prerendered landing page.
    const landing = p === '/' && !req.cookies?.[SESSION_COOKIE] && fs.existsSync(landingFile);
    const file = p === '/embed' || p === '/embed/' ? embedFile : landing ? landingFile : indexFile;
    const variant = precompressedVariant(file, req.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', p === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (variant) reply.header('Content-Encoding', variant.encoding);
    if (landing) reply.header('Content-Security-Policy', landingPolicy());
    return reply.send(fs.createReadStream(variant?.file ?? file));
  });
}
