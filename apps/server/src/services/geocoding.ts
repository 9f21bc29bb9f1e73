// Geocoding for the location step: the configured provider, answered in the Google-style shape the runner reads.
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { createGeocoder } from '../providers/geo/index.ts';
import { StaticMaps } from '../providers/geo/static-map.ts';
import type { GeocodeHit, Geocoder } from '../providers/geo/types.ts';
import { FormsService } from './forms.ts';
import { isInServiceArea, ServiceAreasService } from './service-areas.ts';

export const MAX_ADDRESS_LENGTH = 500;

export interface GeocodeResponse {
  status: 'OK' | 'ZERO_RESULTS';
  results: {
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
    postal_code: string | null;
    country_code: string | null;
    isAvailable: boolean;
  }[];
}

export class GeocodingService {
  constructor(
    readonly geocoder: Geocoder,
    private readonly forms: FormsService,
    private readonly areas: ServiceAreasService,
  ) {}

  /** Throws GeoProviderError when the provider fails (the route answers 502). */
  async geocode(address: string, formId?: number): Promise<GeocodeResponse> {
    const text = address.trim();
    if (!text) throw badRequest('address is required');
    if (text.length > MAX_ADDRESS_LENGTH)
      throw badRequest(`address must be at most ${MAX_ADDRESS_LENGTH} characters`);
    let area = null;
    if (formId !== undefined) {
      if (!(await this.forms.find(formId))) throw notFound('Form not found');
      area = await this.areas.get(formId);
    }
    const hits: GeocodeHit[] = (await this.geocoder.geocode(text)).slice(0, 5);
    if (!hits.length) return { status: 'ZERO_RESULTS', results: [] };
    return {
      status: 'OK',
      results: hits.map((h) => ({
        formatted_address: h.formattedAddress,
        geometry: { location: { lat: h.location.lat, lng: h.location.lng } },
        postal_code: h.postalCode,
        country_code: h.countryCode && /^[A-Z]{2}$/.test(h.countryCode) ? h.countryCode : null,
        isAvailable: isInServiceArea(area, h),
      })),
    };
  }
}

export interface GeoServices {
  geocoding: GeocodingService;
  serviceAreas: ServiceAreasService;
  maps: StaticMaps;
}

/** Builds the geocoder, service areas and static maps the configuration asks for. */
export function createGeoServices(config: AppConfig, db: Db): GeoServices {
  const serviceAreas = new ServiceAreasService(db);
  return {
    geocoding: new GeocodingService(createGeocoder(config.geo), new FormsService(db), serviceAreas),
    serviceAreas,
    maps: new StaticMaps(config.geo),
  };
}
