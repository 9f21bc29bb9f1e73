// Environment variables of geocoding and static maps, parsed once by config.ts.
import { z } from 'zod';

export const ZGeoEnv = z.object({
  /** Force a geocoder; by default Google when GOOGLE_MAPS_API_KEY is set, else Nominatim when NOMINATIM_URL is set, else offline. */
  GEOCODER: z.enum(['offline', 'google', 'nominatim']).optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  NOMINATIM_URL: z.string().url().optional(),
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  NOMINATIM_USER_AGENT: z.string().default('FormsEngine/1.0'),
  /** OSM-style tile template, e.g. https://tile.example.org/{z}/{x}/{y}.png */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Bytes of rendered/proxied map images kept in memory. */
  MAP_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
});

export interface GeoConfig {
  geocoder: 'offline' | 'google' | 'nominatim';
  googleApiKey?: string;
  googleBaseUrl: string;
  nominatimUrl?: string;
  nominatimUserAgent: string;
  mapTileUrl?: string;
  mapTileAttribution: string;
  timeoutMs: number;
  mapCacheBytes: number;
}

export function geoConfig(e: z.infer<typeof ZGeoEnv>): GeoConfig {
  const googleApiKey = e.GOOGLE_MAPS_API_KEY || undefined;
  const nominatimUrl = e.NOMINATIM_URL?.replace(/\/$/, '') || undefined;
  const geocoder = e.GEOCODER ?? (googleApiKey ? 'google' : nominatimUrl ? 'nominatim' : 'offline');
  if (geocoder === 'google' && !googleApiKey) {
    throw new Error('Invalid environment variable GEOCODER: google needs GOOGLE_MAPS_API_KEY');
  }
  if (geocoder === 'nominatim' && !nominatimUrl) {
    throw new Error('Invalid environment variable GEOCODER: nominatim needs NOMINATIM_URL');
  }
  return {
    geocoder,
    googleApiKey,
    googleBaseUrl: e.GOOGLE_MAPS_BASE_URL.replace(/\/$/, ''),
    nominatimUrl,
    nominatimUserAgent: e.NOMINATIM_USER_AGENT,
    mapTileUrl: e.MAP_TILE_URL || undefined,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    timeoutMs: e.GEO_TIMEOUT_MS,
    mapCacheBytes: e.MAP_CACHE_BYTES,
  };
}
