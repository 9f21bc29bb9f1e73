// English <-> German translation of a form, from the phrase pairs the engine itself writes (templates, runner texts).
import { DE_TEXTS, EN_TEXTS, type StepType, type TFormConfig, type TStep } from '@forms-engine/model';
import type { GeneratorLanguage } from './types.ts';
import { contactConfig, SUBTITLES, uploadConfig, uploadTitle } from './build.ts';
import { COMMON_STEPS, DOMAINS, FIXED_TEXTS, GENERIC_DOMAIN } from './templates/index.ts';

type Pair = { en: string; de: string };

const L = (pair: readonly [string, string], lang: GeneratorLanguage) => (lang === 'de' ? pair[1] : pair[0]);

const WORDS: [string, string][] = [
  ['Yes', 'Ja'],
  ['No', 'Nein'],
  ['Other', 'Sonstiges'],
  ['Maybe', 'Vielleicht'],
  ['Not sure', 'Weiß nicht'],
  ['Friend', 'Freund'],
  ['Friends', 'Freunde'],
  ['Newspaper', 'Zeitung'],
  ['Radio', 'Radio'],
  ['Social media', 'Soziale Medien'],
  ['Family', 'Familie'],
  ['Small', 'Klein'],
  ['Medium', 'Mittel'],
  ['Large', 'Groß'],
  ['Daily', 'Täglich'],
  ['Weekly', 'Wöchentlich'],
  ['Monthly', 'Monatlich'],
  ['Yearly', 'Jährlich'],
  ['Morning', 'Morgens'],
  ['Evening', 'Abends'],
  ['House', 'Haus'],
  ['Apartment', 'Wohnung'],
  ['Office', 'Büro'],
  ['Commercial', 'Gewerbe'],
  ['Germany', 'Deutschland'],
  ['Austria', 'Österreich'],
  ['Switzerland', 'Schweiz'],
  ['France', 'Frankreich'],
  ['Italy', 'Italien'],
  ['Spain', 'Spanien'],
  ['Netherlands', 'Niederlande'],
  ['United Kingdom', 'Vereinigtes Königreich'],
  ['United States', 'Vereinigte Staaten'],
  ['Phone', 'Telefon'],
  ['Email', 'E-Mail'],
  ['Online', 'Online'],
  ['In person', 'Vor Ort'],
  ['Basic', 'Basis'],
  ['Standard', 'Standard'],
  ['Premium', 'Premium'],
  ['Comments', 'Kommentare'],
  ['Do you have any comments?', 'Haben Sie noch Anmerkungen oder Wünsche?'],
  ['Type your answer here…', 'Ihre Antwort…'],
  ['Select…', 'Bitte auswählen…'],
  ['Which one?', 'Welche?'],
  ['Please specify', 'Bitte angeben'],
  ['Please give details', 'Bitte Details angeben'],
  ['How many?', 'Wie viele?'],
  ['Which date?', 'Welches Datum?'],
  // Common option words owners list, so their own options translate too ("tile, metal, flat", "own, rent").
  ['Tile', 'Ziegel'],
  ['Metal', 'Metall'],
  ['Metal', 'Blech'],
  ['Flat', 'Flachdach'],
  ['Slate', 'Schiefer'],
  ['Wood', 'Holz'],
  ['Concrete', 'Beton'],
  ['Glass', 'Glas'],
  ['Stone', 'Stein'],
  ['Own', 'Eigentum'],
  ['Owner', 'Eigentümer'],
  ['Homeowner', 'Eigentümer'],
  ['Rent', 'Miete'],
  ['Renter', 'Mieter'],
  ['Tenant', 'Mieter'],
  ['Unemployed', 'Arbeitslos'],
  ['Retired', 'Im Ruhestand'],
  ['Student', 'Student'],
  ['Roof', 'Dach'],
  ['Ground', 'Boden'],
  ['Wall', 'Wand'],
  ['Garage', 'Garage'],
  ['Garden', 'Garten'],
  ['Basement', 'Keller'],
  ['Attic', 'Dachboden'],
  ['Kitchen', 'Küche'],
  ['Bathroom', 'Bad'],
  ['Bathrooms', 'Bäder'],
  ['Bedroom', 'Schlafzimmer'],
  ['Bedrooms', 'Schlafzimmer'],
  ['Living room', 'Wohnzimmer'],
  ['Regular', 'Regelmäßig'],
  ['Regular cleaning', 'Unterhaltsreinigung'],
  ['Deep clean', 'Grundreinigung'],
  ['Deep cleaning', 'Grundreinigung'],
  ['Move-out', 'Endreinigung'],
  ['Move-out cleaning', 'Endreinigung'],
  ['Windows', 'Fenster'],
  ['Wine', 'Wein'],
  ['Beer', 'Bier'],
  ['Soft drinks', 'Softdrinks'],
  ['Coffee', 'Kaffee'],
  ['Water', 'Wasser'],
  ['Corporate', 'Firmenfeier'],
  ['Party', 'Feier'],
  ['Conference', 'Konferenz'],
  ['Asap', 'So bald wie möglich'],
  ['As soon as possible', 'So schnell wie möglich'],
  ['Later', 'Später'],
  ['Next month', 'Nächsten Monat'],
  ['Next week', 'Nächste Woche'],
  ['This week', 'Diese Woche'],
  ['Today', 'Heute'],
  ['Tomorrow', 'Morgen'],
  ['Flexible', 'Flexibel'],
  ['Urgent', 'Dringend'],
  ['Emergency', 'Notfall'],
  ['Low', 'Niedrig'],
  ['High', 'Hoch'],
  ['None', 'Keine'],
  ['One', 'Eins'],
  ['Two or more', 'Zwei oder mehr'],
  ['Afternoon', 'Nachmittags'],
  ['Lunchtime', 'Mittags'],
  ['Weekend', 'Wochenende'],
  ['Weekdays', 'Wochentags'],
  ['Monday', 'Montag'],
  ['Tuesday', 'Dienstag'],
  ['Wednesday', 'Mittwoch'],
  ['Thursday', 'Donnerstag'],
  ['Friday', 'Freitag'],
  ['Saturday', 'Samstag'],
  ['Sunday', 'Sonntag'],
  ['Electric', 'Elektrisch'],
  ['Electricity', 'Strom'],
  ['Heat pump', 'Wärmepumpe'],
  ['Oil', 'Öl'],
  ['Solar', 'Solar'],
  ['Battery', 'Batterie'],
  ['Detached', 'Einfamilienhaus'],
  ['Semi', 'Doppelhaushälfte'],
  ['Semi-detached', 'Doppelhaushälfte'],
  ['Terraced', 'Reihenhaus'],
  ['Car', 'Auto'],
  ['Small car', 'Kleinwagen'],
  ['Van', 'Transporter'],
  ['Motorcycle', 'Motorrad'],
  ['Bike', 'Fahrrad'],
  ['Dog', 'Hund'],
  ['Cat', 'Katze'],
  ['Beginner', 'Anfänger'],
  ['Expert', 'Experte'],
  ['Male', 'Männlich'],
  ['Female', 'Weiblich'],
  ['Diverse', 'Divers'],
  ['Cash', 'Bar'],
  ['Card', 'Karte'],
  ['Invoice', 'Rechnung'],
  ['Installation', 'Installation'],
  ['Repair', 'Reparatur'],
  ['Maintenance', 'Wartung'],
  ['Consultation', 'Beratung'],
  ['Inspection', 'Prüfung'],
  ['Cleaning', 'Reinigung'],
  ['Painting', 'Malerarbeiten'],
  ['Flooring', 'Bodenbeläge'],
  ['Plumbing', 'Sanitär'],
  ['Electrical', 'Elektrik'],
  ['Heating', 'Heizung'],
  ['Tree removal', 'Baumfällung'],
  ['Mounting', 'Montage'],
  ['Package', 'Paket'],
  ['Full detail', 'Komplettaufbereitung'],
  ['Basic wash', 'Basiswäsche'],
  ['Wax', 'Wachs'],
  ['Good', 'Gut'],
  ['Bad', 'Schlecht'],
  ['Excellent', 'Ausgezeichnet'],
  ['Poor', 'Mangelhaft'],
  ['Average', 'Durchschnittlich'],
  ['Very good', 'Sehr gut'],
  ['Website', 'Website'],
  ['Search engine', 'Suchmaschine'],
  ['Recommendation', 'Empfehlung'],
  ['Advertising', 'Werbung'],
  ['Estimated price', 'Geschätzter Preis'],
  ['Thank you for your interest', 'Vielen Dank für Ihr Interesse'],
  ["We don't serve this area yet", 'Dieses Gebiet bedienen wir noch nicht'],
  [
    'Sorry, your address is outside our service area, so we cannot take on this request.',
    'Leider liegt Ihre Adresse außerhalb unseres Einsatzgebiets, daher können wir diese Anfrage nicht annehmen.',
  ],
  [
    'Unfortunately we cannot help with this request.',
    'Leider können wir bei dieser Anfrage nicht weiterhelfen.',
  ],
  ['Are you interested in battery storage?', 'Interessieren Sie sich für einen Batteriespeicher?'],
  ['Not sure yet', 'Noch unsicher'],
];

function collectPairs(value: unknown, out: Pair[]): void {
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      out.push({ en: value[0], de: value[1] });
      return;
    }
    for (const v of value) collectPairs(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectPairs(v, out);
  }
}

function buildDictionary(): { en: Map<string, Pair>; de: Map<string, Pair> } {
  const pairs: Pair[] = WORDS.map(([en, de]) => ({ en, de }));
  collectPairs([DOMAINS, COMMON_STEPS, GENERIC_DOMAIN, FIXED_TEXTS, SUBTITLES], pairs);
  const textKeys = Object.keys(EN_TEXTS) as (keyof typeof EN_TEXTS)[];
  for (const k of textKeys) {
    const en = EN_TEXTS[k];
    const de = DE_TEXTS[k];
    if (typeof en === 'string' && typeof de === 'string') pairs.push({ en, de });
  }
  EN_TEXTS.defaultSubmissionSteps.forEach((s, i) => {
    const d = DE_TEXTS.defaultSubmissionSteps[i];
    pairs.push({ en: s.title, de: d.title }, { en: s.description, de: d.description });
  });
  collectPairsFromObjects(contactConfig('en'), contactConfig('de'), pairs);
  collectPairsFromObjects(uploadConfig('en'), uploadConfig('de'), pairs);
  const en = new Map<string, Pair>();
  const de = new Map<string, Pair>();
  for (const p of pairs) {
    // First pair wins: the specific template phrasing beats generic words.
    if (!en.has(p.en.toLowerCase())) en.set(p.en.toLowerCase(), p);
    if (!de.has(p.de.toLowerCase())) de.set(p.de.toLowerCase(), p);
  }
  return { en, de };
}

function collectPairsFromObjects(a: unknown, b: unknown, out: Pair[]): void {
  if (typeof a === 'string' && typeof b === 'string') {
    if (a !== b) out.push({ en: a, de: b });
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const [k, v] of Object.entries(a))
      collectPairsFromObjects(v, (b as Record<string, unknown>)[k], out);
  }
}

let dictionary: ReturnType<typeof buildDictionary> | undefined;

/** Whether the engine has this exact phrase in English or German (a name like "Google" reads the same in both). */
export function knowsPhrase(text: string): boolean {
  dictionary ??= buildDictionary();
  const key = text.trim().toLowerCase();
  return dictionary.en.has(key) || dictionary.de.has(key);
}

/** Patterns of the engine's own generated titles, so "Which plan fits you best?" becomes "Plan: Was passt zu Ihnen?". */
const PATTERNS: {
  en: RegExp;
  de: RegExp;
  toDe: (m: string) => string;
  toEn: (m: string) => string;
  /** Only for these step types (the same English pattern means different things on a slider and a textbox). */
  types?: StepType[];
}[] = [
  {
    en: /^What (?:is|are) your (.+)\?$/,
    de: /^(.+): Was möchten Sie uns mitteilen\?$/,
    toDe: (m) => `${cap(m)}: Was möchten Sie uns mitteilen?`,
    toEn: (m) =>
      /[^s]s$/i.test(m) ? `What are your ${m.toLowerCase()}?` : `What is your ${m.toLowerCase()}?`,
    types: ['textbox'],
  },
  {
    en: /^Which (.+) fits you best\?$/,
    de: /^(.+): Was passt zu Ihnen\?$/,
    toDe: (m) => `${cap(m)}: Was passt zu Ihnen?`,
    toEn: (m) => `Which ${m.toLowerCase()} fits you best?`,
  },
  {
    en: /^Which (.+) would you like\?$/,
    de: /^(.+): Was trifft zu\?$/,
    toDe: (m) => `${cap(m)}: Was trifft zu?`,
    toEn: (m) => `Which ${m.toLowerCase()} would you like?`,
  },
  {
    en: /^What is your (.+)\?$/,
    de: /^(.+): Welcher Wert passt\?$/,
    toDe: (m) => `${cap(m)}: Welcher Wert passt?`,
    toEn: (m) => `What is your ${m.toLowerCase()}?`,
    types: ['slider'],
  },
  {
    en: /^What would you like to tell us about (.+)\?$/,
    de: /^(.+): Was möchten Sie uns mitteilen\?$/,
    toDe: (m) => `${cap(m)}: Was möchten Sie uns mitteilen?`,
    toEn: (m) => `What would you like to tell us about ${m.toLowerCase()}?`,
  },
  { en: /^In (.+)$/, de: /^In (.+)$/, toDe: (m) => `In ${m}`, toEn: (m) => `In ${m}` },
];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A short phrase word by word when every word is known ("Tile roof" → "Ziegel Dach" is not done: two words
 * are kept only when both are in the dictionary and the phrase is a list of them, e.g. "Wine / beer"). */
function phrase(text: string, to: GeneratorLanguage): string | undefined {
  dictionary ??= buildDictionary();
  const from = to === 'de' ? dictionary.en : dictionary.de;
  const whole = from.get(text.trim().toLowerCase());
  if (whole) return whole[to];
  // "photo of the roof" ↔ "Foto vom Dach": a picture of a known thing.
  const of =
    to === 'de'
      ? text.match(/^(photos?|pictures?|images?)\s+of\s+(?:the|your)\s+(.+)$/i)
      : text.match(/^(Fotos?|Bilder?)\s+(?:vom|von der|von|der|des)\s+(.+)$/i);
  if (of) {
    const thing = from.get(of[2].toLowerCase());
    if (thing) {
      const plural = /s$|^Bilder$/i.test(of[1]);
      if (to === 'de') return `${plural ? 'Fotos' : 'Foto'} vom ${thing.de}`;
      return `${plural ? 'photos' : 'a photo'} of the ${thing.en.toLowerCase()}`;
    }
  }
  // Lists of known words ("Wine, beer", "Gas / Öl").
  const parts = text.split(/(\s*(?:,|\/|&|\band\b|\bor\b|\bund\b|\boder\b)\s*)/i);
  if (parts.length > 1) {
    const out = parts.map((p, i) => {
      if (i % 2 === 1) {
        const sep = p.trim().toLowerCase();
        const map: Record<string, string> =
          to === 'de' ? { and: 'und', or: 'oder' } : { und: 'and', oder: 'or' };
        return map[sep] ? ` ${map[sep]} ` : p;
      }
      return from.get(p.trim().toLowerCase())?.[to];
    });
    if (out.every((x) => x !== undefined)) {
      const joined = out.join('');
      return to === 'de' ? joined : joined.charAt(0).toUpperCase() + joined.slice(1).toLowerCase();
    }
  }
  return undefined;
}

export function translateText(
  text: string | undefined,
  to: GeneratorLanguage,
  type?: StepType,
): string | undefined {
  if (text === undefined) return undefined;
  dictionary ??= buildDictionary();
  const from = to === 'de' ? dictionary.en : dictionary.de;
  const hit = from.get(text.trim().toLowerCase());
  if (hit) return hit[to];
  if (type === 'documentUpload') {
    // "Please upload a photo of the roof" ↔ "Bitte laden Sie ein Foto vom Dach hoch".
    const up =
      to === 'de'
        ? text.match(/^Please upload (?:(your|a|an)\s+)?(.+)$/i)
        : text.match(/^Bitte laden Sie (?:(Ihre|Ihren|Ihr|ein|eine)\s+)?(.+) hoch$/i);
    if (up) {
      const thing = phrase(up[2], to);
      if (thing)
        return uploadTitle(
          `${up[1] && /your|ihr/i.test(up[1]) ? (to === 'de' ? 'Ihre ' : 'your ') : ''}${thing}`,
          to,
        );
      return L(FIXED_TEXTS.upload.title, to);
    }
  }
  // Endings the engine wrote for an audience ("Sorry, this offer is only for homeowners.").
  const only =
    to === 'de'
      ? text.match(/^Sorry, this offer is only for (.+)\.$/)
      : text.match(/^Leider richtet sich dieses Angebot nur an (.+)\.$/);
  if (only) {
    const who = phrase(only[1], to) ?? phrase(only[1].replace(/s$/, ''), to);
    if (who)
      return to === 'de'
        ? `Leider richtet sich dieses Angebot nur an ${who}.`
        : `Sorry, this offer is only for ${who.toLowerCase()}s.`;
  }
  const words = phrase(text, to);
  if (words) return words;
  for (const p of PATTERNS) {
    if (p.types && !(type && p.types.includes(type))) continue;
    const m = text.match(to === 'de' ? p.en : p.de);
    if (m) {
      const inner = translateText(m[1], to) ?? m[1];
      return to === 'de' ? p.toDe(inner) : p.toEn(inner);
    }
  }
  return text;
}

function translateStep(step: TStep, to: GeneratorLanguage): TStep {
  const t = (s: string | undefined) => translateText(s, to);
  const base = {
    ...step,
    title: translateText(step.title, to, step.type) ?? step.title,
    subtitle: t(step.subtitle),
  };
  switch (base.type) {
    case 'tiles':
    case 'multiSelect':
    case 'dropdown':
    case 'followup': {
      const options = base.options.map((o) => ({
        ...o,
        title: t(o.title) ?? o.title,
        description: t(o.description),
      }));
      if (base.type === 'dropdown') return { ...base, options, placeholder: t(base.placeholder) };
      if (base.type === 'followup')
        return {
          ...base,
          options,
          followupInput: base.followupInput
            ? {
                ...base.followupInput,
                label: t(base.followupInput.label),
                placeholder: t(base.followupInput.placeholder),
              }
            : undefined,
        };
      return { ...base, options };
    }
    case 'textbox':
      return { ...base, placeholder: t(base.placeholder) };
    case 'contact':
      return { ...base, config: contactConfig(to) };
    case 'documentUpload':
      return {
        ...base,
        title: translateText(step.title, to, 'documentUpload') ?? step.title,
        config: { ...base.config, labels: uploadConfig(to).labels },
      };
    case 'slider':
      // Dollars in an English form are euros in a German one (and back); other currencies stay.
      return { ...base, ...(base.prefix ? { prefix: swapCurrency(base.prefix, to) } : {}) };
    default:
      return base;
  }
}

function translateDeep<T>(value: T, to: GeneratorLanguage): T {
  if (typeof value === 'string') return translateText(value, to) as T;
  if (Array.isArray(value)) return value.map((v) => translateDeep(v, to)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = translateDeep(v, to);
    return out as T;
  }
  return value;
}

function swapCurrency(prefix: string, to: GeneratorLanguage): string {
  const t = prefix.trim();
  if (to === 'de' && t === '$') return prefix.replace('$', '€');
  if (to === 'en' && t === '€') return prefix.replace('€', '$');
  return prefix;
}

/**
 * The whole form in the other language: steps, options, placeholders, ui and submission texts, endings and
 * calculation labels; the form's language, and dollars ↔ euros in slider prefixes and estimates. Texts the engine
 * does not know (an owner's own sentences) stay as they are.
 */
export function translateConfig(config: TFormConfig, to: GeneratorLanguage): TFormConfig {
  const currency = (c: string | undefined) =>
    to === 'de' && c === 'USD' ? 'EUR' : to === 'en' && c === 'EUR' ? 'USD' : c;
  return {
    ...config,
    language: to,
    title: translateText(config.title, to),
    steps: config.steps.map((s) => translateStep(s, to)),
    ui: translateDeep(config.ui, to),
    submission: translateDeep(config.submission, to),
    ...(config.endings
      ? {
          endings: config.endings.map((e) => ({
            ...e,
            title: translateText(e.title, to) ?? e.title,
            ...(e.description !== undefined ? { description: translateText(e.description, to) } : {}),
          })),
        }
      : {}),
    ...(config.calculations
      ? {
          calculations: config.calculations.map((c) => ({
            ...c,
            label: translateText(c.label, to) ?? c.label,
            ...(c.currency !== undefined ? { currency: currency(c.currency) } : {}),
          })),
        }
      : {}),
  };
}
