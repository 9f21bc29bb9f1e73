import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { catalogs, countTranslator, OWNER_LANGUAGES, pickLanguage, translator } from './languages.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('owner app texts', () => {
  it.each(OWNER_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, none empty, with the same placeholders',
    (language) => {
      const catalog = catalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const translated = catalog[key as keyof typeof en];
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translator('de')('auth.passwordHint', { min: 12 })).toMatch(/^Mindestens 12 Zeichen/);
    expect(translator('en')('menu.account', { initials: 'AL' })).toBe('AL: account menu for {name}');
  });
});

describe('counts', () => {
  it('pick the form the language needs and write the number its way', () => {
    expect(countTranslator('en')('erase.forms', 1)).toBe('1 form');
    expect(countTranslator('en')('erase.forms', 2)).toBe('2 forms');
    expect(countTranslator('de')('erase.responses', 1234)).toBe('1.234 Antworten');
    expect(countTranslator('fr')('erase.forms', 0)).toBe('0 formulaire');
  });
});

describe('choosing the language', () => {
  it.each([
    [null, ['de-CH', 'en'], 'de'],
    [null, ['pt-BR', 'it-IT'], 'it'],
    [null, ['pt-BR'], 'en'],
    ['fr', ['de-DE'], 'fr'],
    ['xx', ['es-419'], 'es'],
    [undefined, [], 'en'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });
});
