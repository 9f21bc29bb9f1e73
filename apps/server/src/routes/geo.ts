// Geocoding (POST /api/geocode), per-form service areas, and static map images (GET /api/staticmap).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../context.ts';
import { AppError, badRequest } from '../errors.ts';
import { MapRequestError, parseMapRequest } from '../providers/geo/static-map.ts';
import { GeoProviderError } from '../providers/geo/types.ts';
import { ZServiceAreaInput } from '../services/service-areas.ts';
import { parseWith } from './parse.ts';

const ZFormIdValue = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

const ZGeocodeInput = z.object({
  address: z
    .string({ error: 'address is required' })
    .trim()
    .min(1, 'address is required')
    .max(500, 'address must be at most 500 characters'),
  formId: ZFormIdValue.nullish(),
});

const ZFormIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid form id')
    .transform(Number),
});

export const geoRoutes: FastifyPluginAsync = async (app) => {
  const { geocoding, serviceAreas, maps } = app.ctx.geo;
  // Per-IP limits for these routes live in plugins/rate-limits.ts.
  const { forms } = app.ctx;

  app.post('/api/geocode', async (req) => {
    const input = parseWith(ZGeocodeInput, req.body);
    try {
      return await geocoding.geocode(input.address, input.formId ?? undefined);
    } catch (err) {
      if (err instanceof GeoProviderError) {
        req.log.warn({ provider: geocoding.geocoder.name, reason: err.message }, 'geocoding provider failed');
        throw new AppError(
          'geocoder_failed',
          502,
          'The address lookup service is unavailable; please try again',
        );
      }
      throw err;
    }
  });

  app.get('/api/forms/:id/service-area', async (req) => {
    const user = await requireUser(req);
    const { id } = parseWith(ZFormIdParam, req.params);
    await forms.owned(user.id, id);
    return { serviceArea: await serviceAreas.get(id) };
  });

  app.put('/api/forms/:id/service-area', async (req) => {
    const user = await requireUser(req);
    const { id } = parseWith(ZFormIdParam, req.params);
    await forms.owned(user.id, id);
    const { serviceArea } = parseWith(ZServiceAreaInput, req.body);
    await serviceAreas.set(id, serviceArea);
    return { success: true, serviceArea: await serviceAreas.get(id) };
  });

  app.get('/api/staticmap', async (req, reply) => {
    let request: ReturnType<typeof parseMapRequest>;
    try {
      request = parseMapRequest(req.query as Record<string, unknown>);
    } catch (err) {
      if (err instanceof MapRequestError) throw badRequest(err.message);
      throw err;
    }
    const image = await maps.render(request);
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
