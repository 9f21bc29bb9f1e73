// Numbers as documents write them: "4.500", "4,500", "1.487,50", "89,50", and in words ("twelve", "zwölf", "one hundred twenty").

const EN_UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DE_UNITS: Record<string, number> = {
  null: 0,
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const DE_TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

/** Longest first, so "nineteen" is not read as "nine". */
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const EN_NUMBER_WORDS = alternatives([
  ...Object.keys(EN_UNITS),
  ...Object.keys(EN_TENS),
  'hundred',
  'thousand',
]);
/** "one hundred twenty", "twenty-five", "a hundred and fifty": a run of English number words. */
export const EN_SPELLED = String.raw`(?:(?:${EN_NUMBER_WORDS}|a)\b(?:[\s-]+(?:and\s+)?(?:${EN_NUMBER_WORDS})\b)*)`;
/** "zwölf", "hundertzwanzig", "viertausendfünfhundert": one German number word. */
export const DE_SPELLED = String.raw`(?:[a-zäöüß]*(?:${alternatives([...Object.keys(DE_UNITS), ...Object.keys(DE_TENS), 'hundert', 'tausend'])}))`;

/** An English run of number words as a number, or null ("a" alone is not a number). */
function englishNumber(text: string): number | null {
  const tokens = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((t) => t && t !== 'and');
  if (tokens.length === 0 || (tokens.length === 1 && tokens[0] === 'a')) return null;
  let total = 0;
  let current = 0;
  for (const [i, t] of tokens.entries()) {
    // "a hundred", "a thousand"; "a" before anything else is the article ("a two hundred square foot deck").
    if (t === 'a') {
      if (tokens[i + 1] === 'hundred' || tokens[i + 1] === 'thousand') current += 1;
    } else if (t in EN_UNITS) current += EN_UNITS[t];
    else if (t in EN_TENS) current += EN_TENS[t];
    else if (t === 'hundred') current = (current || 1) * 100;
    else if (t === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** A German number word ("zweihundertfünfzig", "einundzwanzig", "tausend") as a number, or null. */
function germanNumber(word: string): number | null {
  const w = word.toLowerCase();
  if (!w) return 0;
  const thousand = w.indexOf('tausend');
  if (thousand >= 0) {
    const head = w.slice(0, thousand);
    const times = head ? germanNumber(head) : 1;
    const rest = germanNumber(w.slice(thousand + 'tausend'.length));
    return times === null || rest === null ? null : times * 1000 + rest;
  }
  const hundred = w.indexOf('hundert');
  if (hundred >= 0) {
    const head = w.slice(0, hundred);
    const times = head ? germanNumber(head) : 1;
    const rest = germanNumber(w.slice(hundred + 'hundert'.length));
    return times === null || rest === null ? null : times * 100 + rest;
  }
  if (w in DE_UNITS) return DE_UNITS[w];
  if (w in DE_TENS) return DE_TENS[w];
  const und = w.match(/^([a-zäöüß]+)und([a-zäöüß]+)$/);
  if (und && und[2] in DE_TENS && (und[1] in DE_UNITS || und[1] === 'ein'))
    return DE_UNITS[und[1]] + DE_TENS[und[2]];
  return null;
}

/**
 * A number as written: digits with thousands and decimal marks in either convention ("4.500" and "4,500" are four
 * thousand five hundred; "89,50" and "89.50" are eighty-nine and a half; "1.487,50"), or number words.
 */
export function readNumber(raw: string): number | null {
  const s = raw.trim().replace(/\s+/g, ' ');
  if (!/\d/.test(s)) return englishNumber(s) ?? (s.includes(' ') ? null : germanNumber(s));
  const digits = s.replace(/[^\d.,]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normal = digits;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the later one is the decimal mark ("1,487.50", "1.487,50").
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normal = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(mark);
    // One mark before exactly three digits groups thousands ("4.500", "12,000"), unless the number starts with
    // zero ("0,325 €/kWh"); otherwise it is the decimal mark.
    const grouped = parts.length > 2 || (parts[parts.length - 1].length === 3 && parts[0] !== '0');
    normal = grouped ? parts.join('') : parts.join('.');
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/** A number in the reader's convention: "4,500.5" in English, "4.500,5" in German. */
export function formatNumber(value: number, lang: 'en' | 'de', decimals?: number): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(value);
}
