// The public API's documentation: the OpenAPI document and its rendered page.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { buildOpenApiDocument, renderDocsPage } from '../openapi/public-api.ts';
import { checkedOrigin } from '../services/public-origin.ts';

/** Examples name this server; an unchecked Host gets a placeholder instead of being echoed into the page. */
const origin = (req: FastifyRequest) =>
  checkedOrigin(req, req.server.ctx.config) ?? 'https://YOUR-FORMS-HOST';

export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/docs/openapi.json', async (req) => buildOpenApiDocument(origin(req)));
  app.get('/api/docs', async (req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(origin(req))),
  );
};
