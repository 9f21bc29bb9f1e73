// Geocoding (POST /api/geocode), per-form service areas, and static map images (GET /api/staticmap).
import { geocode, getServiceArea, putServiceArea, staticMap } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { parseMapRequest } from '../providers/geo/static-map.ts';
import { RESPONDENT } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';

export const geoRoutes: FastifyPluginAsync = async (app) => {
  const { geocoding, serviceAreas, maps } = app.ctx.geo;
  const { forms } = app.ctx;

  route(app, geocode, { respondent: [RESPONDENT.geocode] }, async (req) =>
    geocoding.geocode(req.body.address, req.body.formId ?? undefined),
  );

  route(app, getServiceArea, {}, async (req) => {
    const { id } = req.params;
    await forms.owned(userOf(req).id, id);
    return { serviceArea: await serviceAreas.get(id) };
  });

  route(app, putServiceArea, {}, async (req) => {
    const { id } = req.params;
    await forms.owned(userOf(req).id, id);
    await serviceAreas.set(id, req.body.serviceArea);
    return { success: true as const, serviceArea: await serviceAreas.get(id) };
  });

  route(app, staticMap, { respondent: [RESPONDENT.geocode] }, async (req, reply) => {
    // A MapRequestError (bad center, zoom, size or markers) is answered 400 by plugins/errors.ts.
    const image = await maps.render(parseMapRequest(req.query));
    reply
      .header('content-type', image.contentType)
      .header(
        'cache-control',
        image.source === 'offline' && maps.source !== 'offline' ? 'no-store' : 'public, max-age=86400',
      )
      // The SVG is ours, but keep it inert if someone opens it directly: no scripts, only inline data images.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      )
      .header('x-map-source', image.source);
    return reply.send(image.body);
  });
};
