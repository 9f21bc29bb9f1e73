// The public API's documentation: the OpenAPI document and its rendered page.
import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument, renderDocsPage } from '../openapi/public-api.ts';
import { requestOrigin } from './public-api.ts';

export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/docs/openapi.json', async (req) => buildOpenApiDocument(requestOrigin(req)));
  app.get('/api/docs', async (req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(requestOrigin(req))),
  );
};
