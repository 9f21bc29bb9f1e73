// Option lists written the way people type them: "small medium or large", "flat/pitched/metal", "1-10, 11-50, 200+",
// "Grade 1 to Grade 12", "A1 bis C2", "Montag bis Freitag".
import { capitalize, words } from '../text.ts';

/** Parentheses that only flag the ask ("(several possible)", "(optional)"), not options. */
export const FLAG_PARENS =
  /\(\s*(?:optional|required|mandatory|several|multiple|select all|select any|pick all|pick any|tick all|tick any|check all|check any|all that apply|any that apply|mehrere|mehrfach|pflicht|freiwillig|alles zutreffende)[^)]*\)/gi;

/** A list found in a clause: the words before it (the label) and its options. */
export interface FoundList {
  label: string;
  options: string[];
  /** Numbered steps of one scale ("Grade 1" … "Grade 12", "A1" … "C2"): one answer, a dropdown when long. */
  enumerated?: boolean;
}

const WEEKDAYS: readonly (readonly string[])[] = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'],
];
const WEEKDAY_ALIASES: Record<string, string> = { tues: 'tue', thur: 'thu', thurs: 'thu' };

/**
 * Words that are options wherever they stand in a row ("yard size small medium large", "ja nein vielleicht"): the
 * common scales of forms. A row of them at the end of a clause is a list even without commas.
 */
const SCALES: readonly (readonly string[])[] = [
  ['xs', 's', 'm', 'l', 'xl', 'xxl', 'small', 'medium', 'large', 'klein', 'mittel', 'groß', 'gross'],
  ['low', 'medium', 'high', 'gering', 'niedrig', 'mittel', 'hoch', 'stark'],
  ['short', 'medium', 'long', 'kurz', 'mittel', 'lang'],
  ['none', 'some', 'few', 'many', 'keine', 'wenig', 'etwas', 'viel'],
  ['yes', 'no', 'maybe', 'ja', 'nein', 'vielleicht'],
  [
    'beginner',
    'intermediate',
    'advanced',
    'expert',
    'pro',
    'anfänger',
    'einsteiger',
    'fortgeschritten',
    'fortgeschrittene',
    'profi',
    'experte',
  ],
  [
    'daily',
    'weekly',
    'biweekly',
    'fortnightly',
    'monthly',
    'quarterly',
    'yearly',
    'once',
    'zweiwöchentlich',
    'vierteljährlich',
    'täglich',
    'wöchentlich',
    'monatlich',
    'jährlich',
    'einmalig',
    'regelmäßig',
  ],
  ['spring', 'summer', 'autumn', 'fall', 'winter', 'frühling', 'frühjahr', 'sommer', 'herbst'],
  [
    'north',
    'south',
    'east',
    'west',
    'nord',
    'süd',
    'ost',
    'west',
    'north-east',
    'south-east',
    'south-west',
    'north-west',
  ],
  ['full-time', 'part-time', 'halbtags', 'ganztags', 'vollzeit', 'teilzeit', 'minijob', 'freelance'],
  ['public', 'private', 'self-pay', 'gesetzlich', 'privat', 'selbstzahler', 'beihilfe'],
  [
    'morning',
    'midday',
    'lunchtime',
    'afternoon',
    'evening',
    'night',
    'morgens',
    'vormittags',
    'mittags',
    'nachmittags',
    'abends',
    'nachts',
  ],
  ...WEEKDAYS,
];

/** The subject words a list of options follows ("roof type", "size", "Tierart", "Art der Heizung"). */
const HEADS_EN = new Set(
  'type kind sort size level format material style device species plan package tier department season length duration frequency urgency priority stories storeys floors floor condition gender stage category mode method shift colour color finish membership sector industry status experience time setting placement position distance'.split(
    ' ',
  ),
);
/** German heads also end compound nouns: "Tierart", "Fahrradtyp", "Dachform", "Zimmerwahl", "Familienstand". */
const HEAD_SUFFIXES_DE =
  /(?:art|typ|größe|grösse|stufe|niveau|format|material|form|farbe|objekt|wahl|gruppe|stand|erfahrung|häufigkeit|befall|länge|dauer|zustand|abteilung|sprache|leistung|etage|anlass|geschlecht|branche|modell|paket|tarif|kategorie|ausführung|jahr|zeit|lage|umfang|position|klasse)$/i;

/** Words that belong to the next word inside an option ("in person", "zu Hause", "vor 1980"). */
const JOINERS = new Set(
  'in zu nach vor a an the per im am mit ohne unter über bis ab not kein keine very sehr extra'.split(' '),
);
const ARTICLES = new Set('the a an your their our der die das des dem den ihr ihre ihres ihrer'.split(' '));
const RANGE_WORD = /^(?:to|bis|from|von|between|zwischen|and|und|up|max|min)$/i;
const QUESTION_START = /^(?:which|what|welche[rsn]?|was|wie|how)\b/i;
/** A clause starting with these asks a yes/no question ("do you need heating or cooling"), not for a list. */
const QUESTION_VERBS =
  /^(?:do|does|did|are|is|would|will|can|could|should|have|has|whether|if|möchten|möchtest|haben|hast|hat|sind|bist|ist|brauchen|brauchst|wollen|willst|würden|würdest|ob|wenn|falls)\b/i;
const ASK_WORDS =
  /\b(?:upload|attach|address|adresse|anschrift|e-?mail|contact details|kontaktdaten|hochladen|photos?|fotos?|bilder?)\b/i;
/**
 * "allergies or special needs", "Allergien oder Unverträglichkeiten": plural things and free-text subjects are asked
 * about, not offered as two options.
 */
const ASKED_THINGS =
  /\b[a-z]+[^su\s]s\b|(?:ien|keiten|heiten|ungen|nisse|wünsche|fragen)\b|\b(?:needs|requirements|wishes|notes|comments|questions|details|besonderheiten|anmerkungen|hinweise)\b/i;
const PLACE_WORDS = /\b(?:location|ort|standort|venue|postcode|zip|plz|where|wo)\b/i;
const CONTACT_WORDS = /\b(?:phone|telefon\w*|handy\w*|mobile|name|nummer|number|whatsapp|call|anruf)\b/i;

const norm = (t: string) => t.toLowerCase().replace(/[.!?]+$/, '');

function scaleOf(token: string): number[] {
  const t = WEEKDAY_ALIASES[norm(token)] ?? norm(token);
  const out: number[] = [];
  SCALES.forEach((s, i) => {
    if (s.includes(t)) out.push(i);
  });
  return out;
}

/** Start of the run of same-scale words that ends the tokens, or -1 ("… mon tue wed thu", "… klein mittel groß"). */
function scaleRunStart(tokens: string[]): number {
  let best = -1;
  for (const scale of scaleOf(tokens[tokens.length - 1] ?? '')) {
    let i = tokens.length - 1;
    while (i >= 0 && scaleOf(tokens[i]).includes(scale)) i--;
    const start = i + 1;
    const run = tokens.slice(start);
    // Two-letter words ("do", "so", "m") are options only in longer rows.
    const min = run.some((t) => t.length <= 2) ? 3 : 2;
    if (run.length >= min && new Set(run.map(norm)).size === run.length && (best < 0 || start < best))
      best = start;
  }
  return best;
}

function isHead(token: string, index: number, tokens: string[]): boolean {
  const t = norm(token);
  if (HEADS_EN.has(t)) return true;
  // German nouns are capitalised; a compound ending in a head word is a head ("Tierart", "Haarlänge").
  return /^[A-ZÄÖÜ]/.test(token) && HEAD_SUFFIXES_DE.test(t) && (index === 0 || tokens.length > 2);
}

/** Index after the label: the last head word, extended over "of the kitchen" / "der Heizung"; -1 without a head. */
function labelEnd(tokens: string[], limit: number): number {
  let h = -1;
  for (let i = 0; i < limit; i++) if (isHead(tokens[i], i, tokens)) h = i;
  if (h < 0) return -1;
  let end = h + 1;
  if (end < limit && /^(?:of|der|des|von|vom|für)$/i.test(tokens[end])) {
    end++;
    if (end < limit && ARTICLES.has(norm(tokens[end]))) end++;
    if (end < limit) end++;
  }
  return end;
}

/** Groups tokens into options, keeping joiners with the next word ("in person", "zu Hause"). */
function groupOptions(tokens: string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const t of tokens) {
    // "1. OG", "2. Stock": an ordinal belongs to its noun.
    if (JOINERS.has(norm(t)) || /^\d{1,2}\.$/.test(t)) {
      pending = pending ? `${pending} ${t}` : t;
      continue;
    }
    out.push(pending ? `${pending} ${t}` : t);
    pending = '';
  }
  if (pending) return [];
  return out;
}

/** "material wood" of "material wood, vinyl, metal or chain link": the label and the first option. */
export function splitFirstItem(
  first: string,
  others: string[],
  questionLabel = true,
): { label: string; option: string } {
  const tokens = first.trim().split(/\s+/);
  if (tokens.length <= 1) return { label: '', option: first.trim() };
  // "welche Beschwerden sie haben, also Rücken, Nacken…": a question before the list is all label.
  if (questionLabel && QUESTION_START.test(first.trim()) && tokens.length >= 3)
    return { label: first.trim(), option: '' };
  const end = labelEnd(tokens, tokens.length - 1);
  if (end > 0 && end < tokens.length)
    return { label: tokens.slice(0, end).join(' '), option: tokens.slice(end).join(' ') };
  // German nouns are capitalised: "Letzte Reinigung nie" ends its label at "Reinigung".
  let lastNoun = -1;
  tokens.forEach((t, i) => {
    if (i > 0 && /^[A-ZÄÖÜ]/.test(t)) lastNoun = i;
  });
  if (
    lastNoun > 0 &&
    lastNoun < tokens.length - 1 &&
    tokens.slice(lastNoun + 1).every((t) => /^[a-zäöüß\d]/.test(t))
  )
    return { label: tokens.slice(0, lastNoun + 1).join(' '), option: tokens.slice(lastNoun + 1).join(' ') };
  // Without a head word the first option is as long as the longest of the others.
  const longest = Math.min(3, Math.max(1, ...others.map((o) => words(o).length)));
  let k = Math.min(longest, tokens.length - 1);
  while (k < tokens.length - 1 && JOINERS.has(norm(tokens[tokens.length - k - 1]))) k++;
  return {
    label: tokens.slice(0, tokens.length - k).join(' '),
    option: tokens.slice(tokens.length - k).join(' '),
  };
}

/** "roof type flat/pitched/metal", "Art der Heizung Gas / Öl / Wärmepumpe", "30 / 45 / 60 minutes". */
function slashList(text: string): FoundList | null {
  const pieces = text.split(/\s*\/\s*/);
  if (pieces.length < 2 || pieces.some((p) => !p)) return null;
  const others = pieces.slice(1);
  const size = (p: string) => p.trim().split(/\s+/).length;
  if (others.slice(0, -1).some((p) => size(p) > 3) || size(others[others.length - 1]) > 4) return null;
  // "time slot am/pm", "roof type flat/pitched/metal": one-word options make the first one one word too.
  if (others.every((p) => size(p) === 1 && /^\p{L}[\p{L}&-]*$/u.test(p.trim()))) {
    const tokens = pieces[0].trim().split(/\s+/);
    return { label: tokens.slice(0, -1).join(' '), options: [tokens[tokens.length - 1], ...others] };
  }
  const { label, option } = splitFirstItem(pieces[0], others, false);
  if (!option) return null;
  return { label, options: [option, ...others] };
}

/** "house type detached semi or terraced", "Tierart Hund Katze Kaninchen oder Vogel", "Format Präsenz oder Online". */
function orList(tokens: string[]): FoundList | null {
  const ors = tokens.map((t, i) => (/^(?:or|oder)$/i.test(t) ? i : -1)).filter((i) => i >= 0);
  if (ors.length !== 1) return null;
  const at = ors[0];
  const last = tokens.slice(at + 1);
  if (last.length === 0 || last.length > 3 || at === 0) return null;
  const before = tokens.slice(0, at);
  // "house or apartment", "Lieferung oder Abholung", "allein oder mit Partner": two options and no label.
  const bare = groupOptions(before);
  if (
    bare.length === 1 &&
    before.length <= 2 &&
    last.length <= 2 &&
    !CONTACT_WORDS.test(tokens.join(' ')) &&
    !ASKED_THINGS.test(tokens.join(' '))
  )
    return { label: '', options: [bare[0], last.join(' ')] };
  // "Stellplatz öffentliche Straße oder privates Grundstück": German adjective and noun on both sides of "oder" are
  // one answer each.
  const adjNoun = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && /^[a-zäöüß][\p{L}-]*$/u.test(a) && /^[A-ZÄÖÜ][\p{L}-]*$/u.test(b);
  if (
    last.length === 2 &&
    adjNoun(last[0], last[1]) &&
    before.length >= 3 &&
    adjNoun(before.at(-2), before.at(-1))
  )
    return {
      label: before.slice(0, -2).join(' '),
      options: [before.slice(-2).join(' '), last.join(' ')],
    };
  let end = labelEnd(before, before.length);
  if (end < 0) {
    const run = scaleRunStart([...before, ...last]);
    if (run >= 0 && run < before.length) end = run;
    // A German label is one compound noun ("Zimmerwahl Einzelzimmer oder Doppelzimmer").
    else if (/^[A-ZÄÖÜ]/.test(before[0]) && before.length <= 4) end = 1;
    // "placement arm leg back chest or other": a one-word label before a row of one-word options.
    else if (before.length >= 3 && before.length <= 6 && before.every((t) => /^[\p{L}-]+$/u.test(t))) end = 1;
    else return null;
  }
  const options = groupOptions(before.slice(end));
  if (options.length === 0) return null;
  return { label: before.slice(0, end).join(' '), options: [...options, last.join(' ')] };
}

/** "yard size small medium large", "which days can you train mon tue wed", "was soll gemacht werden Inspektion Ölwechsel Bremsen". */
function spaceList(tokens: string[], text: string): FoundList | null {
  const run = scaleRunStart(tokens);
  if (run >= 0) return { label: tokens.slice(0, run).join(' '), options: tokens.slice(run) };
  // "bedrooms 1 2 3 4+": a row of small counts after the label.
  let n = tokens.length;
  while (n > 0 && /^\d{1,3}\+?$/.test(tokens[n - 1])) n--;
  if (tokens.length - n >= 3 && n > 0 && n <= 4)
    return { label: tokens.slice(0, n).join(' '), options: tokens.slice(n) };
  const end = labelEnd(tokens, tokens.length);
  if (end > 0) {
    const rest = tokens.slice(end);
    const capitalised = rest.every((t) => /^[A-ZÄÖÜ]/.test(t));
    if (rest.length >= 3 || (rest.length === 2 && capitalised && /^[A-ZÄÖÜ]/.test(tokens[0])))
      if (
        rest.every((t) => /^[\p{L}\d][\p{L}\d-]*$/u.test(t) && !JOINERS.has(norm(t)) && !RANGE_WORD.test(t))
      )
        return { label: tokens.slice(0, end).join(' '), options: rest };
  }
  // German nouns are capitalised: a row of them after the lower-case ask is its list of options.
  let i = tokens.length;
  while (
    i > 0 &&
    /^[A-ZÄÖÜ][\p{L}-]*$/u.test(tokens[i - 1]) &&
    !/^(?:Sie|Ihr|Ihre|Ihnen|Ihren)$/.test(tokens[i - 1])
  )
    i--;
  if (
    tokens.length - i >= 3 &&
    i > 0 &&
    /^[a-zäöüß]/.test(tokens[i - 1]) &&
    /[äöüß]|\b(?:was|welche|soll|werden)\b/i.test(text)
  )
    return { label: tokens.slice(0, i).join(' '), options: tokens.slice(i) };
  return null;
}

/** Options written without commas, or null. The clause has no parentheses, colon or commas (other rules read those). */
export function unpunctuatedList(seg: string): FoundList | null {
  const text = seg
    .replace(FLAG_PARENS, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();
  if (/[,():;]/.test(text) || ASK_WORDS.test(text) || QUESTION_VERBS.test(text) || PLACE_WORDS.test(text))
    return null;
  if (/\S\s*\/\s*\S/.test(text)) return slashList(text);
  const tokens = text.split(/\s+/);
  if (tokens.length < 3) return null;
  // "size approx cm 2-40": one range among the words is a slider's range, never one of its options.
  if (tokens.filter((t) => /^\d[\d.,]*k?[-–]\d[\d.,]*k?$/.test(t)).length === 1) return null;
  // "add-ons wax & interior": an ampersand joins the last two options like "or".
  const joined = tokens.map((t) => (t === '&' ? 'or' : t));
  return orList(joined) ?? spaceList(tokens, text);
}

// ------------------------------------------------------------------ ranges as options

// The digits start a run (never inside one), so finding a band at the end of a long number stays linear.
const AMOUNT = String.raw`[$€£]?\s?(?<!\d[.,]?)\d+(?:[.,]\d+)?\s?(?:k|m|mio|%|€|\$|£)?`;
const BAND_CORE = String.raw`(?:(?:under|over|below|above|less than|more than|fewer than|up to|unter|über|bis|ab|vor|nach|mehr als|weniger als)\s+${AMOUNT}|${AMOUNT}\s*(?:-|–|to|bis)\s*${AMOUNT}|${AMOUNT}\s*\+|${AMOUNT}\s+(?:or more|oder mehr|and (?:up|over|above)|und mehr|oder älter|or older))`;
const BAND_UNIT = String.raw`(?:\s+(?:years?|yrs|jahre|monate|months|people|personen|hours?|stunden|std|m²|sqm|qm|km|miles|employees|mitarbeiter|users|nutzer|euro|dollars?|guests|gäste|pages|seiten|gal|gallons?|l|litres?|liters?|liter|m³|m3|kg|t|tonnes?|tons?|m|cm|ft|feet|sq ft|kw|kwp|minutes?|min|minuten|days?|tage[n]?|weeks?|wochen|nights?|nächte[n]?|rooms?|zimmer|dogs?|hunde|trees?|bäume|windows?|fenster|stories|storeys?|floors?|etagen|stockwerke))?`;
const BAND_ITEM = new RegExp(String.raw`^${BAND_CORE}${BAND_UNIT}$`, 'i');
const PLAIN_NUMBER = new RegExp(String.raw`^${AMOUNT}${BAND_UNIT}$`, 'i');
const BAND_AT_END = new RegExp(String.raw`(${BAND_CORE}${BAND_UNIT}|${AMOUNT}${BAND_UNIT})$`, 'i');

/** Words that close a scale of bands ("4-6, 7-10, 11-17, adults"). */
export const OPEN_END =
  /^(?:adults?|seniors?|retired|students?|other|none|more|not sure|erwachsene|senioren|rentner|studierende|sonstige[s]?|keine|mehr|weiß nicht)$/i;

/** "11-50", "200+", "unter 1", "vor 1980", "1-2 Jahre": one band of a numeric scale. */
export function isBand(text: string): boolean {
  return BAND_ITEM.test(text.trim());
}

const ENDS_WITH_BAND = new RegExp(String.raw`${BAND_CORE}${BAND_UNIT}$`, 'i');

/** True when a clause ends with a band ("team size 1-10"), so following bands continue its list. */
export function endsWithBand(text: string): boolean {
  return ENDS_WITH_BAND.test(text.trim());
}

/** "team size 1-10, 11-50, 51-200, 200+", "Baujahr vor 1950, 1950-1990, nach 2010", "age 4-6, 7-10, adults". */
export function bandList(seg: string): FoundList | null {
  const parts = seg
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s*(?:,|;|\bor\b|\boder\b)\s*/i)
    .filter(Boolean);
  if (parts.length < 2) return null;
  const first = parts[0].match(BAND_AT_END);
  if (!first || first.index === undefined) return null;
  const items = [first[1].trim(), ...parts.slice(1)];
  // A last word after the bands is the open end of the scale ("Erwachsene", "retired").
  const last = items[items.length - 1].trim();
  const tail = items.length >= 3 && (OPEN_END.test(last) || /^[a-z][a-z-]*$/.test(last));
  const bands = tail ? items.slice(0, -1) : items;
  if (!bands.every((b) => BAND_ITEM.test(b) || PLAIN_NUMBER.test(b))) return null;
  if (bands.filter((b) => BAND_ITEM.test(b)).length < 2) return null;
  return { label: parts[0].slice(0, first.index).trim(), options: items };
}

export const ORDINAL_NOUNS =
  'grade|class|year|level|week|stage|semester|floor|klasse|klassenstufe|jahrgangsstufe|jahrgang|stufe|woche|etage|stock';
const NUMBERED_RANGE = new RegExp(
  // "per week 1-5" counts; "Week 1 to Week 8" names the weeks.
  String.raw`(?:\b(?:from|von|zwischen|between)\s+)?(?<!\b(?:per|pro|a|each|je|im|in der)\s)\b(${ORDINAL_NOUNS})\s*(\d{1,2})\s*(?:-|–|to|bis|through|thru|and|und)\s*(?:(?:${ORDINAL_NOUNS})\s*)?(\d{1,2})\b`,
  'i',
);
const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const CEFR_RANGE =
  /(?:\b(?:from|von|zwischen|between)\s+)?\b([abc][12])\s*(?:-|–|to|bis|through)\s*([abc][12])\b/i;
const DAY_WORD = WEEKDAYS.flat().join('|');
const WEEKDAY_RANGE = new RegExp(
  String.raw`(?:\b(?:from|von)\s+)?\b(${DAY_WORD})\.?\s*(?:-|–|to|bis|through|thru)\s*(${DAY_WORD})\b\.?`,
  'i',
);

function spelled(like: string, word: string): string {
  return /^[A-ZÄÖÜ]/.test(like) ? capitalize(word) : word;
}

/** "Grade 1 to Grade 12", "Klasse 1 bis 13", "A1 bis C2", "Montag bis Freitag": every step of the scale. */
export function enumeratedRange(seg: string): FoundList | null {
  const labelOf = (m: RegExpMatchArray, fallback: string) => {
    const label = `${seg.slice(0, m.index)} ${seg.slice((m.index ?? 0) + m[0].length)}`
      .replace(/\s+/g, ' ')
      .trim();
    return words(label).length > 0 ? label : fallback;
  };
  const n = seg.match(NUMBERED_RANGE);
  if (n) {
    const a = Number(n[2]);
    const b = Number(n[3]);
    if (b > a && b - a <= 20) {
      const noun = spelled(n[1], n[1].toLowerCase());
      const options = Array.from({ length: b - a + 1 }, (_v, i) => `${noun} ${a + i}`);
      return { label: labelOf(n, noun), options, enumerated: true };
    }
  }
  const c = seg.match(CEFR_RANGE);
  if (c) {
    const a = CEFR.indexOf(c[1].toUpperCase());
    const b = CEFR.indexOf(c[2].toUpperCase());
    if (b > a) return { label: labelOf(c, 'Level'), options: CEFR.slice(a, b + 1), enumerated: true };
  }
  const d = seg.match(WEEKDAY_RANGE);
  if (d) {
    const from = WEEKDAY_ALIASES[d[1].toLowerCase()] ?? d[1].toLowerCase();
    const to = WEEKDAY_ALIASES[d[2].toLowerCase()] ?? d[2].toLowerCase();
    const list = WEEKDAYS.find((w) => w.includes(from) && w.includes(to));
    if (list && list.indexOf(to) > list.indexOf(from)) {
      const options = list.slice(list.indexOf(from), list.indexOf(to) + 1).map((w) => spelled(d[1], w));
      return { label: labelOf(d, ''), options };
    }
  }
  return null;
}

/** "extras like oven fridge windows laundry": one-word options after "like", "such as", "wie". */
export function spacedItems(text: string): string[] | null {
  const tokens = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/);
  if (tokens.length < 3 || tokens.length > 8) return null;
  if (!tokens.every((t) => /^[\p{L}][\p{L}-]*$/u.test(t) && !JOINERS.has(norm(t)))) return null;
  return tokens;
}

/**
 * True when a clause is a list with its own subject ("Uhrzeit vormittags oder nachmittags", "Befall gering mittel
 * stark"), so it cannot continue the options of the clause before it ("…, Gel Nägel oder Nail Art").
 */
export function startsOwnList(seg: string): boolean {
  const list = unpunctuatedList(seg);
  if (!list?.label) return false;
  const tokens = list.label.split(/\s+/);
  return tokens.some((t, i) => isHead(t, i, tokens)) || scaleRunStart(list.options) === 0;
}

/** "Anlagengröße klein (unter 10 kWp), mittel (10-30 kWp), groß (über 30 kWp)": options that carry a qualifier each. */
export function qualifiedList(seg: string): FoundList | null {
  const items = seg.match(/[^,(]+\([^()]*\)/g)?.map((i) => i.trim());
  if (!items || items.length < 3 || items.join(', ') !== seg.trim().replace(/\s*,\s*/g, ', ')) return null;
  const names = items.map((i) => i.replace(/\s*\(.*$/, ''));
  const { label, option } = splitFirstItem(names[0], names.slice(1), false);
  if (!option || names.slice(1).some((n) => n.split(/\s+/).length > 2)) return null;
  return { label, options: [items[0].slice(items[0].indexOf(option)), ...items.slice(1)] };
}
