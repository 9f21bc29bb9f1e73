// Embed domains of the signed-in owner: list, start verification (token), and verify by DNS or file.
import { ZDomainInput } from '@forms-engine/forms';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../context.ts';
import { parseWith } from './parse.ts';

export const domainsRoutes: FastifyPluginAsync = async (app) => {
  const { domains } = app.ctx;

  app.get('/api/domains', async (req) => {
    const user = await requireUser(req);
    return { domains: await domains.list(user.id) };
  });

  app.post('/api/domains', async (req) => {
    const user = await requireUser(req);
    const { domain } = parseWith(ZDomainInput, req.body);
    return { domain: await domains.request(user.id, domain) };
  });

  app.post('/api/domains/verify', async (req) => {
    const user = await requireUser(req);
    const { domain } = parseWith(ZDomainInput, req.body);
    return { domain: await domains.verify(user.id, domain) };
  });
};
