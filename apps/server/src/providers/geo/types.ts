// The geocoding contract shared by the offline, Google and Nominatim providers.
export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface GeocodeHit {
  formattedAddress: string;
  location: GeoPoint;
  /** As printed in the country (e.g. "SW1A 1AA", "10115"), or null when the provider did not say. */
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, upper case, when known. */
  countryCode?: string;
}

export interface Geocoder {
  readonly name: string;
  /** Best match first; an empty list means not found. Throws GeoProviderError when the provider fails. */
  geocode(address: string): Promise<GeocodeHit[]>;
}

/** A provider failed (network, quota, bad key): the caller answers 502, never with the provider's secrets. */
export class GeoProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeoProviderError';
  }
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Fetch with a timeout that turns every failure into a GeoProviderError naming only the provider. */
export async function fetchProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new GeoProviderError(`${provider} ${reason}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new GeoProviderError(`${provider} answered HTTP ${res.status}`);
  }
  return res;
}
