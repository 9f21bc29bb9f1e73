// Service area editing (beyond the spec): turning the dialog's fields into the API's serviceArea and back.
import type { TServiceArea } from '@forms-engine/contracts';
import { type Translate, translator } from '../i18n/languages.ts';

/** A form's service area as the API returns it; null means everywhere. */
export type ServiceArea = TServiceArea | null;

export type ServiceAreaMode = 'everywhere' | 'postalCodes' | 'radius';

/** Postal codes or prefixes typed one per line or separated by commas/semicolons; upper-cased, deduplicated. */
export function parsePostalList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n,;]+/)) {
    const code = part.trim().replace(/\s+/g, ' ').toUpperCase();
    if (code) seen.add(code);
  }
  return [...seen];
}

/** The radius in km as typed: a positive number up to 20,000, else null. */
export function parseRadiusKm(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 && value <= 20_000 ? value : null;
}

export function modeOf(area: ServiceArea): ServiceAreaMode {
  return area === null ? 'everywhere' : area.type;
}

/** One line describing the area for the owner, in the owner app's language (`t`). */
export function describeServiceArea(area: ServiceArea, t: Translate = translator('en')): string {
  if (area === null) return t('area.summaryEverywhere');
  if (area.type === 'postalCodes') {
    const codes = area.postalCodes.slice(0, 6).join(', ');
    const more = area.postalCodes.length - 6;
    return more > 0 ? t('area.summaryCodesMore', { codes, count: more }) : t('area.summaryCodes', { codes });
  }
  const place = area.label ?? `${area.center.lat.toFixed(3)}, ${area.center.lng.toFixed(3)}`;
  return t('area.summaryRadius', { km: area.radiusKm, place });
}
