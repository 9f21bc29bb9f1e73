// Picks the geocoder the configuration asks for (one place, per the style guide).
import type { GeoConfig } from './config.ts';
import { GoogleGeocoder } from './google.ts';
import { NominatimGeocoder } from './nominatim.ts';
import { OfflineGeocoder } from './offline.ts';
import type { Geocoder } from './types.ts';

export function createGeocoder(config: GeoConfig): Geocoder {
  switch (config.geocoder) {
    case 'google':
      return new GoogleGeocoder({
        apiKey: config.googleApiKey ?? '',
        baseUrl: config.googleBaseUrl,
        timeoutMs: config.timeoutMs,
      });
    case 'nominatim':
      return new NominatimGeocoder({
        baseUrl: config.nominatimUrl ?? '',
        userAgent: config.nominatimUserAgent,
        timeoutMs: config.timeoutMs,
      });
    case 'offline':
      return new OfflineGeocoder();
    default: {
      const never: never = config.geocoder;
      throw new Error(`unknown geocoder ${String(never)}`);
    }
  }
}
