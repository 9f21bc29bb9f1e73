// Postal codes in addresses: four formats (docs/spec/respondent-side.md §5); the last match wins, spaces removed.
const PATTERNS: RegExp[] = [
  /\b\d{6}\b/g, // India (6 digits)
  /\b\d{5}(?:-\d{4})?\b/g, // US ZIP and ZIP+4, German PLZ (5 digits)
  /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi, // Canada
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi, // UK
];

export type PostalCountry = 'IN' | 'US' | 'DE' | 'CA' | 'GB';

export interface PostalMatch {
  postalCode: string;
  index: number;
  pattern: 0 | 1 | 2 | 3;
}

/** Returns the postal code found last in the address (by position), with spaces removed, or null. */
export function extractPostalCode(address: string): PostalMatch | null {
  let best: PostalMatch | null = null;
  PATTERNS.forEach((pattern, i) => {
    for (const m of address.matchAll(pattern)) {
      const index = m.index ?? 0;
      if (!best || index >= best.index) {
        best = {
          postalCode: m[0].replace(/\s+/g, '').toUpperCase(),
          index,
          pattern: i as PostalMatch['pattern'],
        };
      }
    }
  });
  return best;
}

export function findPostalCode(address: string): string | null {
  return extractPostalCode(address)?.postalCode ?? null;
}
