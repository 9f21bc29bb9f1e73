// The owner app's language in React: a provider at the root, `useT()` for texts, and the switch's setter.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  countTranslator,
  type OwnerLanguage,
  pickLanguage,
  STORAGE_KEY,
  type Translate,
  type TranslateCount,
  translator,
} from './languages.ts';

interface I18n {
  language: OwnerLanguage;
  t: Translate;
  /** A text with a count in it, in the form the count needs (`1 form`, `2 forms`). */
  tn: TranslateCount;
  setLanguage(language: OwnerLanguage): void;
}

const I18nContext = createContext<I18n>({
  language: 'en',
  t: translator('en'),
  tn: countTranslator('en'),
  setLanguage: () => {},
});

function browserLanguage(): OwnerLanguage {
  if (typeof window === 'undefined') return 'en';
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  return pickLanguage(stored, navigator.languages ?? [navigator.language]);
}

/**
 * `initial` is the language of the first render: English where the page arrives prerendered (its markup is
 * English and hydration must match it), switched right after; elsewhere the browser's from the start.
 */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: OwnerLanguage }) {
  const [language, setState] = useState<OwnerLanguage>(() => initial ?? browserLanguage());
  useEffect(() => {
    if (initial) setState(browserLanguage());
  }, [initial]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((next: OwnerLanguage) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept across visits then; this page still switches.
    }
    setState(next);
  }, []);
  const value = useMemo(
    () => ({ language, t: translator(language), tn: countTranslator(language), setLanguage }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
export const useT = () => useContext(I18nContext).t;
