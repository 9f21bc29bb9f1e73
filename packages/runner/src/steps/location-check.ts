// The location check as a pure function: address rules, then geocoding, mapped to the spec's messages.
import { findPostalCode, format, type RunnerTexts, type TLocationAnswer } from '@forms-engine/model';
import type { GeocodeResult } from '../api.ts';

export type LocationCheck =
  | { status: 'invalid'; message: string }
  | { status: 'success'; message: string; answer: TLocationAnswer }
  | { status: 'unavailable'; message: string; answer: TLocationAnswer }
  | { status: 'outOfArea'; message: string; answer: TLocationAnswer }
  | { status: 'error'; message: string };

/** Validates the address locally; returns an error message, or the postal code to look up. */
export function validateAddress(
  address: string,
  texts: RunnerTexts,
): { ok: true; postalCode: string } | { ok: false; message: string } {
  if (!address.trim()) return { ok: false, message: texts.thisFieldRequired };
  const postalCode = findPostalCode(address);
  if (!postalCode) return { ok: false, message: texts.invalidPostal };
  return { ok: true, postalCode };
}

export async function checkLocation(
  address: string,
  texts: RunnerTexts,
  geocode: (address: string) => Promise<GeocodeResult>,
): Promise<LocationCheck> {
  const valid = validateAddress(address, texts);
  if (!valid.ok) return { status: 'invalid', message: valid.message };
  let result: GeocodeResult;
  try {
    result = await geocode(address.trim());
  } catch {
    return { status: 'error', message: texts.validateError };
  }
  const first = result?.status === 'OK' ? result.results?.[0] : undefined;
  // Found, but outside the owner's service area: its own message; the lead is kept with isAvailable false.
  if (first && first.isAvailable === false) {
    return {
      status: 'outOfArea',
      message: texts.outOfArea,
      answer: {
        fullAddress: first.formatted_address || address.trim(),
        postalCode: valid.postalCode,
        isAvailable: false,
      },
    };
  }
  if (!first) {
    return {
      status: 'unavailable',
      message: texts.notAvailable,
      answer: { fullAddress: address.trim(), postalCode: valid.postalCode, isAvailable: false },
    };
  }
  const lat = first.geometry?.location?.lat;
  const lng = first.geometry?.location?.lng;
  const country = first.country_code;
  return {
    status: 'success',
    message: format(texts.availableIn, { city: valid.postalCode }),
    answer: {
      fullAddress: first.formatted_address || address.trim(),
      postalCode: valid.postalCode,
      isAvailable: true,
      ...(typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : {}),
      ...(typeof country === 'string' && country ? { country } : {}),
    },
  };
}
