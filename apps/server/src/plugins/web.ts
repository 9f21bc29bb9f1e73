// Serves the built web app: owner SPA (index.html), the runner (/embed → embed.html) and the loader (embed.js).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function notFoundJson(reply: FastifyReply) {
  return reply.code(404).type('application/json').send({ error: 'Not found' });
}

export async function registerWeb(app: FastifyInstance) {
  const { config } = app.ctx;
  const isApi = (req: FastifyRequest) =>
    req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');

  const embedJs = path.join(config.embedDist, 'embed.js');
  app.get('/embed.js', async (_req, reply) => {
    if (!fs.existsSync(embedJs)) return notFoundJson(reply);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(fs.createReadStream(embedJs));
  });

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
      if (isApi(req) || /^\/(checkout|dev)\//.test(req.url) || req.url.startsWith('/embed.js')) return done();
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
  const hasWeb = config.serveWeb && fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      serveDotFiles: false,
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
  app.setNotFoundHandler((req, reply) => {
    if (isApi(req) || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) return notFoundJson(reply);
    const p = req.url.split('?')[0];
    const file = p === '/embed' || p === '/embed/' ? embedFile : indexFile;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(fs.createReadStream(file));
  });
}
