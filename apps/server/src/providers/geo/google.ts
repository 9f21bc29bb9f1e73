// Google Geocoding API adapter (GOOGLE_MAPS_API_KEY); the key stays on the server.
import { fetchProvider, type GeocodeHit, type Geocoder, GeoProviderError } from './types.ts';

interface GoogleComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}
interface GoogleResult {
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
  address_components?: GoogleComponent[];
}
interface GoogleResponse {
  status?: string;
  results?: GoogleResult[];
}

export class GoogleGeocoder implements Geocoder {
  readonly name = 'google';

  constructor(
    private readonly opts: { apiKey: string; baseUrl: string; timeoutMs: number; language?: string },
  ) {}

  async geocode(address: string): Promise<GeocodeHit[]> {
    const q = new URLSearchParams({ address, key: this.opts.apiKey });
    if (this.opts.language) q.set('language', this.opts.language);
    const res = await fetchProvider(
      'Google geocoding',
      `${this.opts.baseUrl}/maps/api/geocode/json?${q}`,
      { headers: { accept: 'application/json' } },
      this.opts.timeoutMs,
    );
    const body = (await res.json().catch(() => null)) as GoogleResponse | null;
    if (!body || typeof body.status !== 'string')
      throw new GeoProviderError('Google geocoding sent an unreadable answer');
    if (body.status === 'ZERO_RESULTS') return [];
    // OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR: the provider's error_message may echo
    // request details, so only the status travels on.
    if (body.status !== 'OK') throw new GeoProviderError(`Google geocoding answered ${body.status}`);
    const hits: GeocodeHit[] = [];
    for (const r of body.results ?? []) {
      const lat = r.geometry?.location?.lat;
      const lng = r.geometry?.location?.lng;
      if (typeof lat !== 'number' || typeof lng !== 'number') continue;
      const component = (type: string) => r.address_components?.find((c) => c.types?.includes(type));
      hits.push({
        formattedAddress: r.formatted_address ?? address,
        location: { lat, lng },
        postalCode: component('postal_code')?.long_name ?? null,
        countryCode: component('country')?.short_name?.toUpperCase(),
      });
    }
    return hits;
  }
}
