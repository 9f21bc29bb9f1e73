// The owner's A/B tests of a form (docs/ab-tests.md).
import { endAbTest, getAbTest, setAbVariantConfig, startAbTest } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

export const abTestsRoutes: FastifyPluginAsync = async (app) => {
  const { abTests } = app.ctx;

  route(app, getAbTest, {}, async (req) => ({ test: await abTests.get(userOf(req).id, req.params.id) }));

  route(app, startAbTest, {}, async (req, reply) =>
    reply.code(201).send({ test: await abTests.start(userOf(req).id, req.params.id, req.body) }),
  );

  route(app, setAbVariantConfig, {}, async (req) => ({
    test: await abTests.setVariantConfig(userOf(req).id, req.params.id, req.params.key, req.body),
  }));

  route(app, endAbTest, {}, async (req) => ({
    test: await abTests.end(userOf(req).id, req.params.id, req.body.promote ?? null),
  }));
};
