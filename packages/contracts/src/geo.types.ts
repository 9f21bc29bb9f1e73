// Geocoding, per-form service areas and static maps (respondent-side location step; owner-side service areas).
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError, ZTooMany } from './contract.ts';
import { ZFormId, ZFormIdParams } from './forms.types.ts';

export const MAX_ADDRESS_LENGTH = 500;

const normCode = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

/** Where a business operates: postal codes or prefixes, or a centre and radius. */
export const ZServiceArea = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('postalCodes'),
    /** Whole codes or prefixes ("10", "SW1", "M5V"); compared without spaces or dashes, case-insensitive. */
    postalCodes: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(12)
          .regex(/^[A-Za-z0-9 -]+$/, 'Postal codes may contain only letters, digits, spaces and dashes'),
      )
      .min(1, 'Give at least one postal code or prefix')
      .max(2000)
      .transform((codes) => [...new Set(codes.map(normCode))]),
  }),
  z.object({
    type: z.literal('radius'),
    center: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    radiusKm: z.number().positive().max(20_000),
    /** Optional label for the owner's UI (e.g. the address the centre came from). */
    label: z.string().max(300).optional(),
  }),
]);
export type TServiceArea = z.infer<typeof ZServiceArea>;
export { normCode as normalizePostalCode };

/** PUT body: an area, or null to serve everywhere again. */
export const ZServiceAreaInput = z.object({ serviceArea: ZServiceArea.nullable() });

export const ZGeocodeInput = z.object({
  address: z
    .string({ error: 'address is required' })
    .trim()
    .min(1, 'address is required')
    .max(MAX_ADDRESS_LENGTH, `address must be at most ${MAX_ADDRESS_LENGTH} characters`),
  formId: ZFormId.nullish(),
});

export const ZGeocodeResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS']),
  results: z.array(
    z.object({
      formatted_address: z.string(),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      postal_code: z.string().nullable(),
      /** ISO 3166 alpha-2, when the provider says. */
      country_code: z.string().nullable().optional(),
      /** False when the form has a service area and the place lies outside it. */
      isAvailable: z.boolean(),
    }),
  ),
});
export type GeocodeResponse = z.infer<typeof ZGeocodeResponse>;

export const geocode = defineRoute({
  method: 'POST',
  path: '/api/geocode',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: "Finds an address (and whether it lies in the form's service area)",
  body: ZGeocodeInput,
  response: { 200: ZGeocodeResponse, 429: ZTooMany, 502: ZError },
});

const ZServiceAreaAnswer = z.object({ serviceArea: ZServiceArea.nullable() });

export const getServiceArea = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/service-area',
  auth: 'user',
  tag: API_TAGS.forms,
  summary: "A form's service area (null: everywhere)",
  params: ZFormIdParams,
  response: { 200: ZServiceAreaAnswer, 404: ZError },
});

export const putServiceArea = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/service-area',
  auth: 'user',
  tag: API_TAGS.forms,
  summary: "Sets or clears a form's service area",
  params: ZFormIdParams,
  body: ZServiceAreaInput,
  response: { 200: ZServiceAreaAnswer.extend({ success: z.literal(true) }), 404: ZError },
});

export const staticMap = defineRoute({
  method: 'GET',
  path: '/api/staticmap',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: 'A map image (Google Static Maps style query: center, zoom, size, markers)',
  query: z.looseObject({
    center: z.string().optional(),
    zoom: z.string().optional(),
    size: z.string().optional(),
    markers: z.union([z.string(), z.array(z.string())]).optional(),
  }),
  response: {
    200: { contentType: 'image/*', description: 'PNG from the configured provider, or an offline SVG' },
    400: ZError,
    429: ZTooMany,
  },
});
