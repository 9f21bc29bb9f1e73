// The embedded offline geocoder: resolves the postal code in an address to its centroid from shipped open data.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { extractPostalCode } from '@forms-engine/model';
import type { GeocodeHit, Geocoder } from './types.ts';

/** Built by apps/server/data/build-postal-centroids.mjs; sources and licences in docs/geo-and-documents.md. */
export const POSTAL_DATA_FILE = fileURLToPath(
  new URL('../../../data/postal-centroids.json.gz', import.meta.url),
);

type Country = 'US' | 'CA' | 'DE' | 'IN' | 'GB';
interface CountryTable {
  places: string[];
  /** code → [lat, lng, index into places] */
  codes: Record<string, [number, number, number]>;
}
interface PostalData {
  generated: string;
  countries: Record<Country, CountryTable>;
}

const COUNTRY_NAMES: Record<Country, string> = {
  US: 'USA',
  CA: 'Canada',
  DE: 'Germany',
  IN: 'India',
  GB: 'UK',
};
const COUNTRY_WORDS =
  /^(usa|u\.s\.a\.?|us|united states( of america)?|canada|germany|deutschland|de|india|bharat|uk|u\.k\.|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;

const GERMAN_HINTS =
  /(stra(ss|ß)e|str\.|\bweg\b|platz|allee|gasse|ring\b|damm\b|ufer\b|[äöüß]|deutschland|germany)/i;
const US_HINTS =
  /(\busa\b|united states|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|\b(st|ave|blvd|rd|dr|ln|ct|hwy|suite|apt)\b\.?)/;

let loading: Promise<PostalData> | null = null;

/** Reads and unpacks the data once per process, on first use. */
export function loadPostalData(file = POSTAL_DATA_FILE): Promise<PostalData> {
  loading ??= fs
    .readFile(file)
    .then((gz) => promisify(zlib.gunzip)(gz))
    .then((buf) => JSON.parse(buf.toString('utf8')) as PostalData)
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Candidate {
  country: Country;
  key: string;
  lat: number;
  lng: number;
  place: string;
}

export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline';

  constructor(private readonly dataFile = POSTAL_DATA_FILE) {}

  async geocode(address: string): Promise<GeocodeHit[]> {
    const match = extractPostalCode(address);
    if (!match) return [];
    const data = await loadPostalData(this.dataFile);
    const code = match.postalCode;
    const lookup = (country: Country, key: string): Candidate | null => {
      const row = data.countries[country]?.codes[key];
      return row
        ? { country, key, lat: row[0], lng: row[1], place: data.countries[country].places[row[2]] ?? '' }
        : null;
    };

    let candidates: Candidate[] = [];
    if (match.pattern === 0) candidates = [lookup('IN', code)].filter((c) => c !== null);
    else if (match.pattern === 1) {
      const five = code.slice(0, 5);
      candidates = [lookup('US', five), code.includes('-') ? null : lookup('DE', five)].filter(
        (c) => c !== null,
      );
    } else if (match.pattern === 2) candidates = [lookup('CA', code.slice(0, 3))].filter((c) => c !== null);
    else {
      const area = code.slice(0, -3).match(/^[A-Z]+/)?.[0] ?? '';
      candidates = [lookup('GB', area)].filter((c) => c !== null);
    }
    if (!candidates.length) return [];

    const chosen = candidates.length > 1 ? pickUsOrDe(address, candidates) : candidates[0];
    const before = address.slice(0, match.index);
    const after = address.slice(match.index + rawLength(address, match.index, code));
    return [
      {
        formattedAddress: formatAddress(chosen, printedCode(chosen.country, code), before, after),
        location: { lat: chosen.lat, lng: chosen.lng },
        postalCode: printedCode(chosen.country, code),
        countryCode: chosen.country,
      },
    ];
  }
}

/** A five-digit code exists in both countries: the place name typed, then address style, decide; else US. */
function pickUsOrDe(address: string, candidates: Candidate[]): Candidate {
  const text = ` ${fold(address)} `;
  const named = candidates.filter((c) => {
    const city = fold(c.place.split(',')[0] ?? '');
    return city.length > 1 && text.includes(` ${city} `);
  });
  if (named.length === 1) return named[0];
  const de = candidates.find((c) => c.country === 'DE');
  const us = candidates.find((c) => c.country === 'US');
  if (de && GERMAN_HINTS.test(address) && !US_HINTS.test(address)) return de;
  if (us) return us;
  return candidates[0];
}

/** How many characters of the address the code occupied (the extracted code has its spaces removed). */
function rawLength(address: string, index: number, code: string): number {
  let seen = 0;
  let i = index;
  while (i < address.length && seen < code.length) {
    if (!/\s/.test(address[i] ?? '')) seen++;
    i++;
  }
  return i - index;
}

function printedCode(country: Country, code: string): string {
  if (country === 'CA' || country === 'GB') return `${code.slice(0, -3)} ${code.slice(-3)}`;
  return code;
}

/** The respondent's street part, then the place line in the country's usual order. */
function formatAddress(c: Candidate, code: string, before: string, after: string): string {
  const city = c.place.split(',')[0]?.trim() ?? '';
  const region = c.place.split(',').slice(1).join(',').trim();
  const drop = new Set([fold(city), fold(region), fold(c.place)].filter(Boolean));
  const street = `${before},${after}`
    .split(',')
    .map((s) => s.trim())
    // Remove a trailing two-letter state or province code the respondent typed before the ZIP.
    .map((s) => (c.country === 'US' || c.country === 'CA' ? s.replace(/(?<!\s)\s+[A-Z]{2}$/, '') : s))
    .filter((s) => {
      const f = fold(s);
      // Drop what the place line will say anyway (the city typed, possibly a part of a district name).
      const inPlace = f.length > 2 && [...drop].some((d) => d.includes(f));
      return s && !inPlace && !COUNTRY_WORDS.test(s) && !/^[A-Z]{2}$/.test(s);
    });
  let line: string;
  switch (c.country) {
    case 'US':
    case 'CA':
      line = `${city}, ${region} ${code}`;
      break;
    case 'DE':
      line = `${code} ${city}`;
      break;
    case 'GB':
      line = `${city} ${code}`;
      break;
    case 'IN':
      line = [city, region ? `${region} ${code}` : code].filter(Boolean).join(', ');
      break;
    default: {
      const never: never = c.country;
      throw new Error(`unknown country ${String(never)}`);
    }
  }
  return [...street, line.trim(), COUNTRY_NAMES[c.country]].join(', ');
}
