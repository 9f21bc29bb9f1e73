// The owner app's language: the account menu's choice (kept in this browser), else the browser's, else English.
import { de } from './de.ts';
import { type MessageKey, en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export const OWNER_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<OwnerLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

const catalogs: Record<OwnerLanguage, Record<MessageKey, string>> = { en, de, fr, es, it };

export const STORAGE_KEY = 'fe-owner-language';

export const isOwnerLanguage = (v: unknown): v is OwnerLanguage =>
  typeof v === 'string' && (OWNER_LANGUAGES as readonly string[]).includes(v);

/** The stored choice if it is one of ours, else the first browser language we speak (`de-CH` → `de`), else `en`. */
export function pickLanguage(stored: string | null | undefined, browser: readonly string[]): OwnerLanguage {
  if (isOwnerLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isOwnerLanguage(base)) return base;
  }
  return 'en';
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Keys written in two forms, `<base>.one` and `<base>.other`, chosen by the count. */
export type PluralBase = { [K in MessageKey]: K extends `${infer B}.one` ? B : never }[MessageKey];
export type TranslateCount = (
  base: PluralBase,
  count: number,
  vars?: Record<string, string | number>,
) => string;

/** `{name}` placeholders filled from `vars`; an unknown placeholder stays as written, so a gap is visible. */
export function translator(language: OwnerLanguage): Translate {
  const catalog = catalogs[language];
  return (key, vars) =>
    catalog[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      vars && name in vars ? String(vars[name]) : whole,
    );
}

/** The language's plural rule picks the form; `{count}` is the number written the language's way. */
export function countTranslator(language: OwnerLanguage): TranslateCount {
  const t = translator(language);
  const rules = new Intl.PluralRules(language);
  const format = new Intl.NumberFormat(language);
  return (base, count, vars) =>
    t(`${base}.${rules.select(count) === 'one' ? 'one' : 'other'}` as MessageKey, {
      ...vars,
      count: format.format(count),
    });
}

export { catalogs };
