// Finds the figures of a document however they are written (120 m², 120 square meters, 4.500 kWh pro Jahr, €89,50,
// 12 %, dates) and says what each one is (roof area, yearly consumption, monthly payment, …) from the words around it.
import { DE_SPELLED, EN_SPELLED, readNumber } from './numbers.ts';

export type FigureKind = 'amount' | 'energy' | 'power' | 'area' | 'length' | 'weight' | 'percent' | 'date';

export interface Figure {
  kind: FigureKind;
  /** The number (not for dates). */
  value?: number;
  /** The unit, normalised: "€", "$", "£", "CHF", "ct", "kWh", "MWh", "kWp", "kW", "m²", "sq ft", "%", "km", … */
  unit: string;
  /** "per year", "per month", "per kWh" when the document says so. */
  per?: 'year' | 'month' | 'kWh';
  /** As written in the document. */
  raw: string;
  /** The sentence it stands in (shortened). */
  context: string;
  /** What it is, in English and German ("Roof area", "Dachfläche"). */
  meaning: readonly [string, string];
}

// A number starts where a run of digits or letters starts, never inside one: a search that tried every position of
// a long run again would take time quadratic in its length.
const NUM = String.raw`(?:(?<!\d[.,\u00a0\u202f ]?)(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)|\b${EN_SPELLED}|\b(?<![a-zäöüß])${DE_SPELLED})`;
const CURRENCY_BEFORE = String.raw`(?:[$€£]|\b(?:EUR|USD|GBP|CHF)\b)`;
const CURRENCY_AFTER = String.raw`(?:€|\$|£|\b(?:EUR|USD|GBP|CHF|euros?|Euro|dollars?|pounds?|Franken)\b)`;
const CENTS = String.raw`(?:\b(?:ct|cents?|Cent)\b)`;
const ENERGY = String.raw`(?:kWh|MWh|Wh|kilowatt[- ]?hours?|Kilowattstunden?|megawatt[- ]?hours?|Megawattstunden?)`;
const POWER = String.raw`(?:kWp|kW|kilowatts?(?: peak)?|Kilowatt(?: Peak)?)`;
const AREA = String.raw`(?:m²|m2\b|qm\b|sqm\b|sq\.? ?m\b|square met(?:er|re)s?|Quadratmeter(?:n)?|ft²|sq\.? ?ft\.?|square f(?:ee|oo)t)`;
const LENGTH = String.raw`(?:km\b|kilomet(?:er|re)s?|Kilometer(?:n)?|miles\b)`;
const WEIGHT = String.raw`(?:kg\b|kilograms?|Kilogramm|tonnes?|Tonnen)`;
const PERCENT = String.raw`(?:%|\bper ?cent\b|\bProzent\b)`;
const PER_KWH = String.raw`\s?(?:/|per|pro|je)\s?(?:kWh|kilowatt[- ]?hour|Kilowattstunde)`;

const DATE_SINGLE_SOURCE = (months: string) =>
  String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|(?:${months})\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4}|\d{1,2}(?:st|nd|rd|th)?\.?\s(?:of\s)?(?:${months})\.?,?\s\d{4}`;

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|jänner|februar|märz|mai|juni|juli|oktober|dezember';

/** Patterns in the order they claim text: a date's digits are not an amount, a price per kWh is not energy. */
const PATTERNS: [FigureKind, RegExp, string?][] = [
  // "01.01.2025 bis 31.12.2025", "from March 1, 2025 to Feb 28, 2026": one period, not two dates.
  [
    'date',
    new RegExp(
      String.raw`\b(?:${DATE_SINGLE_SOURCE(MONTHS)})\s*(?:-|–|—|to|until|bis|through)\s*(?:${DATE_SINGLE_SOURCE(MONTHS)})\b`,
      'gi',
    ),
  ],
  ['date', new RegExp(String.raw`\b(?:${DATE_SINGLE_SOURCE(MONTHS)})\b`, 'gi')],
  [
    'amount',
    new RegExp(
      String.raw`(?:${CURRENCY_BEFORE}\s?${NUM}|${NUM}\s?(?:${CURRENCY_AFTER}|${CENTS}))${PER_KWH}`,
      'gi',
    ),
    'kWh',
  ],
  [
    'amount',
    new RegExp(String.raw`${CURRENCY_BEFORE}\s?${NUM}|${NUM}\s?(?:${CURRENCY_AFTER}|${CENTS})`, 'gi'),
  ],
  ['energy', new RegExp(String.raw`${NUM}\s?${ENERGY}(?![a-z])`, 'gi')],
  ['power', new RegExp(String.raw`${NUM}\s?${POWER}(?![a-z])`, 'gi')],
  ['area', new RegExp(String.raw`${NUM}\s?${AREA}`, 'gi')],
  ['percent', new RegExp(String.raw`${NUM}\s?${PERCENT}`, 'gi')],
  ['length', new RegExp(String.raw`${NUM}\s?${LENGTH}`, 'gi')],
  ['weight', new RegExp(String.raw`${NUM}\s?${WEIGHT}`, 'gi')],
];

function unitOf(kind: FigureKind, raw: string): string {
  const r = raw.toLowerCase();
  switch (kind) {
    case 'amount':
      if (/\$|usd|dollar/.test(r)) return '$';
      if (/£|gbp|pound/.test(r)) return '£';
      if (/chf|franken/.test(r)) return 'CHF';
      if (/\bct\b|cent/.test(r) && !/€|eur/.test(r)) return 'ct';
      return '€';
    case 'energy':
      return /mwh|megawatt/.test(r) ? 'MWh' : /kwh|kilowatt/.test(r) ? 'kWh' : 'Wh';
    case 'power':
      return /kwp|peak/.test(r) ? 'kWp' : 'kW';
    case 'area':
      return /ft|feet|foot/.test(r) ? 'sq ft' : 'm²';
    case 'length':
      return /mile/.test(r) ? 'miles' : 'km';
    case 'weight':
      return /tonne|tonnen/.test(r) ? 't' : 'kg';
    case 'percent':
      return '%';
    case 'date':
      return '';
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** The number inside a match ("€89,50" → 89.5, "one hundred twenty square meters" → 120). */
function numberIn(raw: string): number | undefined {
  const m = raw.match(new RegExp(NUM, 'i'));
  const n = m ? readNumber(m[0].replace(/[\u00a0\u202f ](?=\d{3})/g, '')) : null;
  return n ?? undefined;
}

const YEARLY =
  /\b(?:per|a|each|every|pro|im|je)\s+(?:year|annum|jahr)\b|\bannual(?:ly)?\b|\byearly\b|\bp\.\s?a\.|jährlich|\/\s?(?:year|yr|jahr|a)\b/i;
const MONTHLY =
  /\b(?:per|a|each|every|pro|im|je)\s+(?:month|monat)\b|\bmonthly\b|monatlich|\/\s?(?:month|mo|monat)\b/i;

/** "per year" right after the figure counts first; the sentence's own words ("Jahresverbrauch") second. */
function periodOf(after: string, sentence: string): Figure['per'] {
  const near = after.slice(0, 24);
  if (YEARLY.test(near)) return 'year';
  if (MONTHLY.test(near)) return 'month';
  if (/jahres|annual|yearly|per year|pro jahr|im jahr|jährlich/i.test(sentence)) return 'year';
  if (/monat|monthly|per month|abschlag|instal?lment/i.test(sentence)) return 'month';
  return undefined;
}

type Meaning = readonly [string, string];
const M = (en: string, de: string): Meaning => [en, de];

/** What a figure is, from its kind, its period and the words of its sentence. */
function meaningOf(kind: FigureKind, per: Figure['per'], sentence: string): Meaning {
  const s = sentence.toLowerCase();
  switch (kind) {
    case 'area':
      if (/roof|\bdach/.test(s)) return M('Roof area', 'Dachfläche');
      if (/living|wohn|apartment|flat\b|house|haus/.test(s)) return M('Living area', 'Wohnfläche');
      if (/deck|terrace|patio|terrasse|balkon|balcony/.test(s)) return M('Deck or terrace', 'Terrasse');
      if (/garden|garten|plot|lot\b|grundstück|yard/.test(s)) return M('Plot area', 'Grundstücksfläche');
      if (/wall|wand|fassade|facade/.test(s)) return M('Wall area', 'Wandfläche');
      if (/floor|boden/.test(s)) return M('Floor area', 'Bodenfläche');
      return M('Area', 'Fläche');
    case 'energy':
      if (/generat|yield|produc|ertrag|erzeug/.test(s)) return M('Yearly yield', 'Jahresertrag');
      if (per === 'month') return M('Monthly consumption', 'Monatsverbrauch');
      if (per === 'year' || /consum|usage|used|verbrauch/.test(s))
        return per === 'year' ? M('Yearly consumption', 'Jahresverbrauch') : M('Consumption', 'Verbrauch');
      return M('Energy', 'Energie');
    case 'power':
      if (/system|plant|anlage|solar|pv|peak/.test(s)) return M('System size', 'Anlagenleistung');
      return M('Power', 'Leistung');
    case 'amount':
      if (per === 'kWh') return M('Energy price', 'Arbeitspreis');
      if (/base (?:fee|price|charge)|standing charge|grundpreis|grundgebühr/.test(s))
        return M('Base fee', 'Grundpreis');
      if (per === 'month' || /abschlag|instal?lment|monthly payment/.test(s))
        return M('Monthly payment', 'Monatlicher Abschlag');
      if (/total|amount due|balance due|to pay|gesamt|zu zahlen|rechnungsbetrag|endbetrag|summe/.test(s))
        return M('Amount due', 'Rechnungsbetrag');
      if (/refund|credit|guthaben|erstattung|rückzahlung/.test(s)) return M('Credit', 'Guthaben');
      if (per === 'year') return M('Yearly cost', 'Jahreskosten');
      if (/budget/.test(s)) return M('Budget', 'Budget');
      if (/price|cost|preis|kosten/.test(s)) return M('Price', 'Preis');
      return M('Amount', 'Betrag');
    case 'percent':
      if (/vat|mwst|ust\b|umsatzsteuer|mehrwertsteuer|tax|steuer/.test(s)) return M('VAT', 'Mehrwertsteuer');
      if (/discount|rabatt|nachlass/.test(s)) return M('Discount', 'Rabatt');
      if (/interest|zins/.test(s)) return M('Interest rate', 'Zinssatz');
      if (/rose|rise|increase|higher|up by|more than|gestiegen|steig|erhöh|teurer/.test(s))
        return M('Increase', 'Anstieg');
      if (/fell|fall|decrease|lower|down by|gesunken|sink|günstiger/.test(s))
        return M('Decrease', 'Rückgang');
      if (/efficien|wirkungsgrad/.test(s)) return M('Efficiency', 'Wirkungsgrad');
      if (/shad|verschatt/.test(s)) return M('Shading', 'Verschattung');
      return M('Percentage', 'Prozentsatz');
    case 'date':
      if (/due|payable|pay by|fällig|zahlbar|bis zum/.test(s)) return M('Due date', 'Fälligkeit');
      if (/period|from .* to|zeitraum|abrechnungszeitraum|vom .* bis|\d\s*(?:-|–|to|bis)\s*\d/.test(s))
        return M('Billing period', 'Abrechnungszeitraum');
      if (/invoice date|bill date|rechnungsdatum|issued/.test(s)) return M('Invoice date', 'Rechnungsdatum');
      if (/install|built|baujahr|errichtet|inbetriebnahme/.test(s))
        return M('Installation date', 'Inbetriebnahme');
      return M('Date', 'Datum');
    case 'length':
      return /distance|entfernung|away|drive|fahrt/.test(s)
        ? M('Distance', 'Entfernung')
        : M('Length', 'Länge');
    case 'weight':
      return M('Weight', 'Gewicht');
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** The meaning from the figure's neighbourhood when it names one, else from the whole sentence. */
function nearMeaning(kind: FigureKind, per: Figure['per'], texts: string[]): Meaning {
  const generic = meaningOf(kind, per, '');
  for (const t of texts) {
    const m = meaningOf(kind, per, t);
    if (m[0] !== generic[0]) return m;
  }
  return generic;
}

function sentences(text: string): string[] {
  // "fällig am 15. Februar 2026": an ordinal's full stop before a month does not end the sentence.
  const ordinal = new RegExp(String.raw`\b(\d{1,2})\.\s+(?=(?:${MONTHS})\b)`, 'gi');
  return text
    .replace(ordinal, '$1.\u00a0')
    .split(/(?<=[.!?])[ \t]+(?=[A-ZÄÖÜ\d"„(])|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

/** Every figure of a text, each once, in reading order within its sentence's kinds. */
export function extractFigures(text: string): Figure[] {
  const out: Figure[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(text)) {
    const taken: [number, number][] = [];
    const context = sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
    for (const [kind, re, perUnit] of PATTERNS) {
      for (const m of sentence.matchAll(re)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        const raw = m[0].trim();
        const value = kind === 'date' ? undefined : numberIn(raw);
        // Spelled words with nothing numeric in them ("a" of "a kWh") are not figures.
        if (kind !== 'date' && value === undefined) continue;
        taken.push([start, end]);
        const per = (perUnit as Figure['per']) ?? periodOf(sentence.slice(end), sentence);
        // The words right around a figure say what it is before the rest of its sentence ("… and a 200 sq ft deck").
        const after = sentence.slice(end, end + 25);
        const before = sentence.slice(Math.max(0, start - 40), start);
        const key = `${kind}:${value ?? raw}:${per ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({
          kind,
          value,
          unit: unitOf(kind, raw),
          per,
          raw,
          context,
          meaning: nearMeaning(kind, per, [after, before, sentence]),
        });
      }
    }
  }
  return out;
}

/** "facing south", "Südausrichtung", "nach Süden ausgerichtet": the roof's orientation, in both languages. */
export function orientationOf(text: string): readonly [string, string] | undefined {
  const m =
    text.match(
      /\b(?:facing|faces|oriented|orientated|pointing)\s+(south|north|east|west|south-east|south-west|north-east|north-west)\b|\b(south|north|east|west)[- ]facing\b/i,
    ) ??
    text.match(
      /\b(süd|nord|ost|west|südost|südwest|nordost|nordwest)(?:en)?[- ]?(?:ausrichtung|ausgerichtet|seite|dach)|ausrichtung:?\s*(süd|nord|ost|west)|nach\s+(süden|norden|osten|westen)\s+ausgerichtet/i,
    );
  if (!m) return undefined;
  const word = (m.slice(1).find(Boolean) ?? '').toLowerCase();
  const pairs: Record<string, readonly [string, string]> = {
    south: ['south', 'Süden'],
    süd: ['south', 'Süden'],
    süden: ['south', 'Süden'],
    north: ['north', 'Norden'],
    nord: ['north', 'Norden'],
    norden: ['north', 'Norden'],
    east: ['east', 'Osten'],
    ost: ['east', 'Osten'],
    osten: ['east', 'Osten'],
    west: ['west', 'Westen'],
    westen: ['west', 'Westen'],
    'south-east': ['south-east', 'Südosten'],
    südost: ['south-east', 'Südosten'],
    'south-west': ['south-west', 'Südwesten'],
    südwest: ['south-west', 'Südwesten'],
    'north-east': ['north-east', 'Nordosten'],
    nordost: ['north-east', 'Nordosten'],
    'north-west': ['north-west', 'Nordwesten'],
    nordwest: ['north-west', 'Nordwesten'],
  };
  return pairs[word];
}
