// API documentation: the public API's OpenAPI document and page, and the OpenAPI document of the whole API.
import { docsPage, fullOpenApi, publicOpenApi } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { docsOrigin } from '../http/origin.ts';
import { buildFullOpenApiDocument } from '../openapi/full-api.ts';
import { buildOpenApiDocument, renderDocsPage } from '../openapi/public-api.ts';

export const docsRoutes: FastifyPluginAsync = async (app) => {
  route(app, publicOpenApi, {}, async (req) => buildOpenApiDocument(docsOrigin(req)));
  route(app, fullOpenApi, {}, async (req) =>
    buildFullOpenApiDocument(app.routeTable.contracts(), docsOrigin(req)),
  );
  route(app, docsPage, {}, async (req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(docsOrigin(req))),
  );
};
