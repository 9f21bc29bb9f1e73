// Embed domains of the signed-in owner: list, start verification (token), and verify by DNS or file.
import { listDomains, requestDomain, verifyDomain } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';
import { LIMITS } from '../plugins/rate-limits.ts';

export const domainsRoutes: FastifyPluginAsync = async (app) => {
  const { domains } = app.ctx;

  route(app, listDomains, {}, async (req) => ({ domains: await domains.list(userOf(req).id) }));

  route(app, requestDomain, {}, async (req) => ({
    domain: await domains.request(userOf(req).id, req.body.domain),
  }));

  // Each check resolves DNS and fetches a URL on the caller's domain: bounded like the test webhook.
  route(app, verifyDomain, { limits: [LIMITS.domainVerify] }, async (req) => ({
    domain: await domains.verify(userOf(req).id, req.body.domain),
  }));
};
