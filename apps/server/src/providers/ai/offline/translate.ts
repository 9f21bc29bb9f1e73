// English <-> German translation of a form, from the phrase pairs the engine itself writes (templates, runner texts).
import { DE_TEXTS, EN_TEXTS, type StepType, type TFormConfig, type TStep } from '@forms-engine/forms';
import type { GeneratorLanguage } from '../types.ts';
import { contactConfig, SUBTITLES, uploadConfig } from './build.ts';
import { COMMON_STEPS, DOMAINS, FIXED_TEXTS, GENERIC_DOMAIN } from './templates/index.ts';

type Pair = { en: string; de: string };

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
      return { ...base, config: { ...base.config, labels: uploadConfig(to).labels } };
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

/** The whole form in the other language; texts the engine does not know stay as they are. */
export function translateConfig(config: TFormConfig, to: GeneratorLanguage): TFormConfig {
  return {
    ...config,
    language: to,
    title: translateText(config.title, to),
    steps: config.steps.map((s) => translateStep(s, to)),
    ui: translateDeep(config.ui, to),
    submission: translateDeep(config.submission, to),
  };
}
