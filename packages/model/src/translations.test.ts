// One form in several languages: text keys, the localized config, the missing texts and the language chosen.
import { describe, expect, it } from 'vitest';
import { normalizeConfig, safeNormalizeConfig } from './config.ts';
import { formatCalculation } from './logic/format.ts';
import { prepareConfig } from './prepare-config.ts';
import { closedText, RUNNER_TEXTS, runnerTexts } from './texts.ts';
import {
  acceptedLanguages,
  chooseLanguage,
  formLanguages,
  formTexts,
  localizeConfig,
  missingTexts,
  RESPONDENT_LANGUAGES,
} from './translations.ts';

const base = {
  language: 'de' as const,
  title: 'Solaranfrage',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'Welches Dach haben Sie?',
      options: [
        { id: 'tiles', title: 'Ziegel', icon: 'Home' },
        { id: 'metal', title: 'Metall', description: 'Trapezblech' },
      ],
      logic: [{ if: { step: 'roof', op: 'equals', value: 'metal' }, goTo: 'end-metal' }],
    },
    {
      id: 'contact',
      type: 'contact',
      title: 'Ihre Kontaktdaten',
      config: { labels: { firstName: 'Vorname' } },
    },
  ],
  endings: [{ id: 'end-metal', title: 'Metalldächer prüfen wir vor Ort' }],
  calculations: [{ id: 'price', label: 'Preis', formula: '8750', format: 'currency', show: true }],
  ui: { buttons: { next: 'Weiter geht’s' } },
};

describe('a form in several languages', () => {
  it('keys every respondent text by step, option, ending and calculation id, and leaves ids, icons and logic alone', () => {
    const texts = formTexts(normalizeConfig(base));
    expect(texts).toEqual({
      title: 'Solaranfrage',
      'steps.roof.title': 'Welches Dach haben Sie?',
      'steps.roof.options.tiles.title': 'Ziegel',
      'steps.roof.options.metal.title': 'Metall',
      'steps.roof.options.metal.description': 'Trapezblech',
      'steps.contact.title': 'Ihre Kontaktdaten',
      'steps.contact.config.labels.firstName': 'Vorname',
      'endings.end-metal.title': 'Metalldächer prüfen wir vor Ort',
      'calculations.price.label': 'Preis',
      'ui.buttons.next': 'Weiter geht’s',
    });
  });

  it("translates a date step's slot labels and a picture's description, never its address or fixed days", () => {
    const texts = formTexts(
      normalizeConfig({
        steps: [
          {
            id: 'visit',
            type: 'date',
            title: 'Wann?',
            minDate: '2026-12-01',
            maxDate: '2027-12-01',
            slots: [{ id: 'early', label: 'Vormittags' }],
          },
          {
            id: 'style',
            type: 'imageChoice',
            title: 'Stil?',
            options: [
              {
                id: 'modern',
                title: 'Modern',
                image: '/api/images/0b8f7a52-5c1e-4a57-9f0e-3f1d2c4b5a69.png',
                alt: 'Eine weiße Küche',
              },
            ],
          },
        ],
      }),
    );
    expect(texts).toEqual({
      'steps.visit.title': 'Wann?',
      'steps.visit.slots.early.label': 'Vormittags',
      'steps.style.title': 'Stil?',
      'steps.style.options.modern.title': 'Modern',
      'steps.style.options.modern.alt': 'Eine weiße Küche',
    });
  });

  it('reads a language with its translations, the default language where one is missing, and keeps ids and logic', () => {
    const config = normalizeConfig({
      ...base,
      translations: {
        fr: { 'steps.roof.title': 'Quel toit avez-vous ?', 'steps.roof.options.tiles.title': 'Tuiles' },
      },
    });
    const fr = localizeConfig(config, 'fr');
    expect(fr.steps[0].title).toBe('Quel toit avez-vous ?');
    const roof = fr.steps[0] as { options: { id: string; title: string; icon?: string }[] };
    expect(roof.options.map((o) => [o.id, o.title, o.icon])).toEqual([
      ['tiles', 'Tuiles', 'Home'],
      ['metal', 'Metall', undefined],
    ]);
    expect(fr.steps.map((s) => s.id)).toEqual(['roof', 'contact']);
    expect(fr.steps[0].logic).toEqual(config.steps[0].logic);
    // A button the owner wrote in German reads as the runner's French one rather than staying German.
    expect(runnerTexts('fr', fr.ui).next).toBe('Continuer');
    expect(missingTexts(config, 'fr')).toEqual([
      'title',
      'steps.roof.options.metal.title',
      'steps.roof.options.metal.description',
      'steps.contact.title',
      'steps.contact.config.labels.firstName',
      'endings.end-metal.title',
      'calculations.price.label',
    ]);
    // The default language, or one the form does not have, reads as it is.
    expect(localizeConfig(config, 'de')).toBe(config);
    expect(localizeConfig(config, 'it')).toBe(config);
  });

  it('writes an amount in the respondent’s language and the form’s currency (8.750 € in German, 8 750 € in French)', () => {
    const config = normalizeConfig({ ...base, translations: { fr: {}, en: {} } });
    const amount = (lang: string) => {
      const calc = localizeConfig(config, lang).calculations?.[0];
      return calc ? formatCalculation(calc, 8750, lang) : '';
    };
    expect(amount('de').replace(/\s/g, ' ')).toBe('8.750 €');
    expect(amount('fr').replace(/\s/g, ' ')).toBe('8 750 €');
    expect(amount('en')).toBe('€8,750');
  });

  it('keeps a config without translations exactly as it was, on the server and in the runner', () => {
    const plain = normalizeConfig(base);
    expect('translations' in plain).toBe(false);
    expect(formLanguages(plain)).toEqual(['de']);
    const prepared = prepareConfig(base);
    expect(prepared.ok && prepared.config.translations).toBeUndefined();
  });

  it('refuses translations for a language it does not know, with a message', () => {
    const result = safeNormalizeConfig({ ...base, translations: { nl: { title: 'Zonne' } } });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe('Invalid form configuration: translations: Unrecognized key: "nl"');
  });

  it('chooses the explicit language, else the browser’s first one the form has, else the default', () => {
    const languages = formLanguages(normalizeConfig({ ...base, translations: { fr: {}, it: {} } }));
    expect(languages).toEqual(['de', 'fr', 'it']);
    expect(chooseLanguage(languages, 'it', ['fr-FR'])).toBe('it');
    expect(chooseLanguage(languages, 'es', ['fr-CH', 'de'])).toBe('fr');
    expect(chooseLanguage(languages, null, ['en-US', 'es'])).toBe('de');
    expect(acceptedLanguages('en;q=0.5, fr-CH, fr;q=0.9, *;q=0.1')).toEqual(['fr-CH', 'fr', 'en']);
  });

  it('has every runner text in every language', () => {
    const keys = Object.keys(RUNNER_TEXTS.en).sort();
    for (const language of RESPONDENT_LANGUAGES) {
      const texts = RUNNER_TEXTS[language] as unknown as Record<string, unknown>;
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const key of keys) {
        const value = texts[key];
        if (Array.isArray(value)) expect(value.length, `${language}.${key}`).toBe(3);
        else expect(String(value).trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('shows the default closed message in the respondent’s language and the owner’s own as written', () => {
    expect(closedText(RUNNER_TEXTS.de.formClosed, RUNNER_TEXTS.it)).toBe(
      'Questo modulo non accetta più risposte.',
    );
    expect(closedText('Wir sind im Urlaub.', RUNNER_TEXTS.fr)).toBe('Wir sind im Urlaub.');
  });
});

describe('a form written in French, Spanish or Italian', () => {
  it('keeps its language as its default and refuses a language the runner does not speak', () => {
    const fr = safeNormalizeConfig({ ...base, language: 'fr', translations: undefined, ui: undefined });
    expect(fr.ok && fr.config.language).toBe('fr');
    expect(fr.ok && formLanguages(fr.config)).toEqual(['fr']);
    const nl = safeNormalizeConfig({ ...base, language: 'nl', translations: undefined, ui: undefined });
    expect(nl.ok).toBe(false);
  });
});
