// Nominatim (OpenStreetMap) search adapter (NOMINATIM_URL), e.g. a self-hosted instance.
import { fetchProvider, type GeocodeHit, type Geocoder, GeoProviderError } from './types.ts';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { postcode?: string; country_code?: string };
}

export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';

  constructor(
    private readonly opts: { baseUrl: string; userAgent: string; timeoutMs: number; language?: string },
  ) {}

  async geocode(address: string): Promise<GeocodeHit[]> {
    const q = new URLSearchParams({ q: address, format: 'jsonv2', addressdetails: '1', limit: '5' });
    const res = await fetchProvider(
      'Nominatim',
      `${this.opts.baseUrl}/search?${q}`,
      {
        headers: {
          accept: 'application/json',
          'user-agent': this.opts.userAgent,
          'accept-language': this.opts.language ?? 'en',
        },
      },
      this.opts.timeoutMs,
    );
    const body = (await res.json().catch(() => null)) as NominatimPlace[] | null;
    if (!Array.isArray(body)) throw new GeoProviderError('Nominatim sent an unreadable answer');
    const hits: GeocodeHit[] = [];
    for (const p of body) {
      const lat = Number(p.lat);
      const lng = Number(p.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || p.lat === undefined || p.lon === undefined)
        continue;
      hits.push({
        formattedAddress: p.display_name ?? address,
        location: { lat, lng },
        postalCode: p.address?.postcode ?? null,
        countryCode: p.address?.country_code?.toUpperCase(),
      });
    }
    return hits;
  }
}
