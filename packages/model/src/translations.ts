// One form in several languages: the texts a respondent reads, keyed by where they sit, and the language chosen for a respondent (zod-free).
import { isRecord } from './config-shape.ts';
import type { TFormConfig } from './config.ts';
import { calculationCurrency } from './logic/format.ts';

/** Every language a form's texts, the runner and the respondent e-mails come in. */
export const RESPONDENT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type TRespondentLanguage = (typeof RESPONDENT_LANGUAGES)[number];

/** Each language's name in itself, for the respondent's language switch and the builder. */
export const LANGUAGE_NAMES: Record<TRespondentLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

/** The stored answers' meta key holding the language the respondent answered in. */
export const LANGUAGE_KEY = '_language';

export function isRespondentLanguage(value: unknown): value is TRespondentLanguage {
  return typeof value === 'string' && (RESPONDENT_LANGUAGES as readonly string[]).includes(value);
}

/** Translations of one form: language → text key → text; a missing key falls back to the default language. */
export type TTranslations = Partial<Record<TRespondentLanguage, Record<string, string>>>;

/** Keys of values that are never read as text: ids, types, icons, logic, formats and sizes. */
const NOT_TEXT: ReadonlySet<string> = new Set([
  'id',
  'type',
  'icon',
  'emoji',
  'logic',
  'otherwise',
  'goTo',
  'acceptedTypes',
  'maxHeight',
  'formula',
  'format',
  'currency',
  'prefix',
  'show',
  // An image choice's uploaded picture and a date step's fixed days are addresses and dates, not words.
  'image',
  'minDate',
  'maxDate',
]);

type TextVisitor = (key: string, text: string) => string;

/** A copy of `value` with each text leaf replaced by `visit(key, text)`; array members with an id are keyed by it. */
function mapLeaves(value: unknown, key: string, visit: TextVisitor): unknown {
  if (typeof value === 'string') return visit(key, value);
  if (Array.isArray(value))
    return value.map((item, i) => {
      const id = isRecord(item) && typeof item.id === 'string' && item.id ? item.id : String(i);
      return mapLeaves(item, `${key}.${id}`, visit);
    });
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = NOT_TEXT.has(k) ? v : mapLeaves(v, `${key}.${k}`, visit);
  return out;
}

/**
 * The same config with every respondent-facing text passed through `visit`: the form title, each step's texts
 * (`steps.<step id>.title`, `steps.<step id>.options.<option id>.title`, placeholders, labels …), endings and
 * calculation labels by id, the submission screen and the interface texts. Ids, logic and numbers are untouched.
 */
export function mapTexts(config: TFormConfig, visit: TextVisitor): TFormConfig {
  const out: TFormConfig = { ...config };
  if (typeof config.title === 'string') out.title = visit('title', config.title);
  out.steps = config.steps.map((step, i) => {
    const id = step.id || String(i);
    return mapLeaves(step, `steps.${id}`, visit) as typeof step;
  });
  if (config.endings)
    out.endings = config.endings.map((e) => ({
      ...e,
      title: visit(`endings.${e.id}.title`, e.title),
      ...(e.description === undefined
        ? {}
        : { description: visit(`endings.${e.id}.description`, e.description) }),
    }));
  if (config.calculations)
    out.calculations = config.calculations.map((c) => ({
      ...c,
      label: visit(`calculations.${c.id}.label`, c.label),
    }));
  if (config.submission)
    out.submission = mapLeaves(config.submission, 'submission', visit) as TFormConfig['submission'];
  if (config.ui) out.ui = mapLeaves(config.ui, 'ui', visit) as TFormConfig['ui'];
  return out;
}

/** The form's translatable texts in its default language, by key (empty texts are left out: nothing to translate). */
export function formTexts(config: TFormConfig): Record<string, string> {
  const texts: Record<string, string> = {};
  mapTexts(config, (key, text) => {
    if (text.trim()) texts[key] = text;
    return text;
  });
  return texts;
}

/** The form's languages: its default first, then those it has translations for. */
export function formLanguages(
  config: { language?: unknown; translations?: unknown } | null | undefined,
): TRespondentLanguage[] {
  const first: TRespondentLanguage = isRespondentLanguage(config?.language) ? config.language : 'en';
  const added = isRecord(config?.translations)
    ? Object.keys(config.translations).filter(isRespondentLanguage)
    : [];
  return [first, ...added.filter((l) => l !== first)];
}

/** Keys of the default-language texts a language has no translation for yet (shown in the default language). */
export function missingTexts(config: TFormConfig, language: TRespondentLanguage): string[] {
  if (language === formLanguages(config)[0]) return [];
  const given = config.translations?.[language] ?? {};
  return Object.keys(formTexts(config)).filter((key) => !isUiKey(key) && !given[key]?.trim());
}

/**
 * The config as a respondent reads it in `language`: translated texts where the form has them, the default
 * language's elsewhere (the runner's own texts come from `language`, which the caller passes on). Steps, ids and logic stay as they are, so
 * answers are the same whatever the language.
 */
export function localizeConfig(config: TFormConfig, language: string | null | undefined): TFormConfig {
  const languages = formLanguages(config);
  if (
    !language ||
    !isRespondentLanguage(language) ||
    !languages.includes(language) ||
    language === languages[0]
  )
    return config;
  const texts = config.translations?.[language] ?? {};
  // An interface text (a button) without a translation reads as the runner's own text in that language rather
  // than the default language's override: buttons and hints are never left in another language.
  const read = (key: string, text: string) => texts[key]?.trim() || (isUiKey(key) ? '' : text);
  const localized = mapTexts(config, read);
  // Amounts keep the form's currency whatever language they are written in.
  localized.calculations = localized.calculations?.map((c) => ({
    ...c,
    currency: calculationCurrency(c, languages[0]),
  }));
  return localized;
}

/** Interface texts (`ui.buttons.next` …), which the runner has in every language of its own. */
const isUiKey = (key: string) => key.startsWith('ui.');

/** Languages from an Accept-Language header, best first ("fr-CH,fr;q=0.9,en;q=0.5" → fr-CH, fr, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The language a respondent gets: an explicit choice (?lang=, data-language, the switch) the form has, else the
 * first of the browser's preferred languages it has (by primary subtag: de-CH is de), else the form's default.
 */
export function chooseLanguage(
  languages: readonly TRespondentLanguage[],
  explicit: string | null | undefined,
  preferred: readonly string[],
): TRespondentLanguage {
  const has = (l: string | null | undefined): l is TRespondentLanguage =>
    !!l && (languages as readonly string[]).includes(l);
  const wanted = explicit?.trim().toLowerCase();
  if (has(wanted)) return wanted;
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (has(primary)) return primary;
  }
  return languages[0] ?? 'en';
}
