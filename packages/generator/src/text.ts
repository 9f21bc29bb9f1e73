// Small text helpers shared by the offline engine: language detection, slugs, number parsing, fuzzy matching.
import type { GeneratorLanguage } from './types.ts';

const GERMAN_WORDS = new Set(
  'und oder für mit ein eine einen einem einer der die das den dem des ich wir sie ihr ihre bitte formular anfrage nach welche welcher welches ob nicht auch wenn falls zwischen von bis zum zur als auf aus bei wie sowie kontaktdaten adresse angebot wählen mehrere schritt frage kunden unsere unser soll sollen werden wird möchte möchten ist sind haben gibt ja nein pro kurz hochladen telefon plz anzahl vom beim wunschtermin hat ihnen zu im es kann können war wurde nicht noch nur sehr schon wer wo wann warum gerne trifft gefallen wünschen umfrage anmerkungen'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'and or for with a the i we you your please form request after which whether not also if between from to as on of by how plus contact address quote choose several step question customers our should will would like is are have there'.split(
    ' ',
  ),
);

const GERMAN_ENDINGS =
  /(?:ung|keit|heit|schaft|anfrage|verbrauch|rechnung|daten|dach|fläche|termin|datum|zimmer)$/;

/** German when German function words (or umlauts/ß) outweigh English ones. */
export function detectLanguage(text: string): GeneratorLanguage {
  const words = text.toLowerCase().match(/[a-zäöüß]+/g) ?? [];
  let de = /[äöüß]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (GERMAN_WORDS.has(w)) de++;
    // German compounds end in telling nouns ("Stromverbrauch", "Solaranfrage", "Kontaktdaten").
    else if (w.length >= 8 && GERMAN_ENDINGS.test(w)) de += 0.5;
    if (ENGLISH_WORDS.has(w)) en++;
  }
  return de > en ? 'de' : 'en';
}

export function slugify(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|(?<!_)_+$/g, '')
    .slice(0, 60);
  return s || 'item';
}

/** "house" -> "House"; keeps the rest as typed (acronyms, brand names). */
export function capitalize(text: string): string {
  const t = text.trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function lowerFirst(text: string): string {
  if (/^[A-ZÄÖÜ]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words of a text, lower-case, without punctuation. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9äöüß]+/g) ?? [];
}

const STOP = new Set(
  'the a an of to for in on at with and or your you their them they it is are what which how do does this that step question field please der die das den dem des ein eine einen und oder ihr ihre sie für mit zu im am frage schritt welche welcher was wie'.split(
    ' ',
  ),
);

/** Crude stem so "roofs"/"roof", "types"/"type" meet; enough for fuzzy title matching. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && !w.endsWith('ses')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  if (w.length > 4 && (w.endsWith('en') || w.endsWith('er'))) w = w.slice(0, -2);
  return w;
}

const keyWordCache = new Map<string, string[]>();

export function keyWords(text: string): string[] {
  const cached = keyWordCache.get(text);
  if (cached) return cached;
  const out = words(text)
    .filter((w) => !STOP.has(w) && w.length > 1)
    .map(stem);
  // Template keys repeat on every call; user text is bounded by the cache size.
  if (keyWordCache.size < 5000) keyWordCache.set(text, out);
  return out;
}

/** Share of the query's key words found in the candidate (also as substrings of compound words). */
const joinedCache = new Map<string, string>();

export function overlapScore(query: string, candidate: string): number {
  const q = keyWords(query);
  if (q.length === 0) return 0;
  const c = keyWords(candidate);
  let joined = joinedCache.get(candidate);
  if (joined === undefined) {
    joined = c.join(' ');
    if (joinedCache.size < 5000) joinedCache.set(candidate, joined);
  }
  let hits = 0;
  for (const w of q) {
    if (c.includes(w)) hits++;
    else if (w.length >= 4 && joined.includes(w)) hits += 0.8;
    else if (c.some((cw) => cw.length >= 4 && w.includes(cw))) hits += 0.6;
  }
  return hits / q.length;
}

/** Parses "1,000", "1.000" (German thousands), "2.5", "50k" into a number. */
export function parseNumber(raw: string): number | null {
  let s = raw.trim().toLowerCase();
  let factor = 1;
  if (/k$/.test(s)) {
    factor = 1000;
    s = s.slice(0, -1);
  } else if (/(m|mio)$/.test(s)) {
    factor = 1_000_000;
    s = s.replace(/(m|mio)$/, '');
  }
  if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(',', '.');
  const n = Number(s);
  return Number.isFinite(n) ? n * factor : null;
}

/** Starts only where a run of digits starts, so searching a long run of digits stays linear. */
export const NUMBER_RE = String.raw`(?<!\d[.,]?)\d+(?:[.,]\d+)*(?:k|m|mio)?`;

/** A step size giving roughly 20–100 positions across the range, on a "nice" value. */
export function niceStep(min: number, max: number): number {
  const span = Math.abs(max - min);
  if (span <= 20) return span <= 2 ? 0.1 : 1;
  const raw = span / 50;
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (raw <= m * mag) return m * mag;
  return 10 * mag;
}

export function roundToStep(value: number, min: number, step: number): number {
  const n = Math.round((value - min) / step);
  return Number((min + n * step).toFixed(6));
}

export function quoted(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/["“„«]([^"“”«»]{1,200})["”“»]/g)) out.push(m[1].trim());
  // Single quotes only around a whole phrase, so "'Weiter geht's'" keeps its apostrophe.
  for (const m of text.matchAll(/(?:^|[\s(:])['‘](.{1,200}?)['’](?=$|[\s,.!?;:)])/g)) out.push(m[1].trim());
  return out;
}

/** Splits "a, b and c" / "a, b oder c" / "a/b/c" into items. */
export function splitList(text: string): string[] {
  // "two or more", "60 oder älter" are one option, not two.
  const kept = text.replace(
    /\s(or|oder)\s(?=(?:more|less|older|younger|above|below|mehr|weniger|älter|jünger)\b)/gi,
    (_m, w: string) => (w.toLowerCase() === 'or' ? '\uE002' : '\uE003'),
  );
  return kept
    .split(/\s*(?:,|;|\/|\||\bor\b|\band\b|\boder\b|\bund\b|\bsowie\b|&)\s*/i)
    .map((s) => s.replace(/\uE002/g, ' or ').replace(/\uE003/g, ' oder '))
    .map((s) => s.replace(/^\s*(?:either|entweder|maybe|e\.g\.|z\.\s?b\.)\s+/i, '').trim())
    .map((s) => s.replace(/^["“„'‘]|["”“'’]$/g, '').trim())
    .map((s) => s.replace(/[.!?]+$/, '').trim())
    .filter((s) => s.length > 0 && s.length <= 80);
}
