// Adding a language offline: every text of a form the engine wrote is translated or named as needing a translation.
import { formTexts, localizeConfig, type TRespondentLanguage } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { addLanguage } from './add-language.ts';
import { generateOffline } from './generate.ts';

const PROMPTS = [
  'a quote form for solar panels: roof type (flat, pitched), bill 50-500 dollars, address and contact details',
  'booking request for a cleaning company: type of cleaning, size of the home, preferred date, contact',
  'Kontaktformular für eine Zahnarztpraxis: Behandlung, Versicherung, Kontakt',
];

describe('addLanguage (offline)', () => {
  for (const prompt of PROMPTS) {
    const config = generateOffline({ prompt });
    const source = config.language ?? 'en';
    const texts = Object.fromEntries(Object.entries(formTexts(config)).filter(([k]) => !k.startsWith('ui.')));
    for (const to of ['en', 'de', 'fr', 'es', 'it'] as TRespondentLanguage[]) {
      if (to === source) continue;
      it(`leaves no ${source} text in the ${to} version of "${prompt.slice(0, 40)}…": each is translated or marked`, () => {
        const added = addLanguage(config, to);
        // Every text once: translated, or named as needing a translation.
        expect([...Object.keys(added.texts), ...added.untranslated].sort()).toEqual(
          Object.keys(texts).sort(),
        );
        for (const [key, text] of Object.entries(added.texts))
          if (/\p{L}/u.test(text)) expect(text, key).not.toBe(texts[key]);
        // The steps every form has read in the new language.
        const contact = config.steps.find((s) => s.type === 'contact');
        if (contact) expect(added.texts[`steps.${contact.id}.title`], 'contact title').toBeTruthy();
        const shown = localizeConfig({ ...config, translations: { [to]: added.texts } }, to);
        expect(shown.steps.map((s) => s.id)).toEqual(config.steps.map((s) => s.id));
      });
    }
  }

  it('translates the engine’s own English form into German completely but for words it does not know', () => {
    const config = generateOffline({ prompt: PROMPTS[0] });
    const added = addLanguage(config, 'de');
    expect(added.untranslated.length).toBeLessThanOrEqual(2);
    const contact = config.steps.find((s) => s.type === 'contact');
    expect(added.texts[`steps.${contact?.id}.title`]).toBe('Wie können wir Sie erreichen?');
  });

  it('writes the fixed texts in French, Spanish and Italian and marks a domain word it does not know', () => {
    const config = generateOffline({ prompt: PROMPTS[0] });
    const contact = config.steps.find((s) => s.type === 'contact');
    const key = `steps.${contact?.id}.title`;
    expect(addLanguage(config, 'fr').texts[key]).toBe('Comment pouvons-nous vous joindre ?');
    expect(addLanguage(config, 'es').texts[key]).toBe('¿Cómo podemos contactarle?');
    expect(addLanguage(config, 'it').texts[key]).toBe('Come possiamo contattarti?');
    const roof = config.steps.find((s) => s.id === 'roof_type');
    expect(addLanguage(config, 'fr').untranslated).toContain(`steps.${roof?.id}.title`);
  });

  it('keeps a name the engine knows (Google) as it is, and translates the shared questions', () => {
    const config = {
      language: 'en' as const,
      steps: [
        {
          id: 'source',
          type: 'tiles' as const,
          title: 'How did you hear about us?',
          options: [
            { id: 'google', title: 'Google' },
            { id: 'friends', title: 'Friend or family' },
          ],
        },
      ],
    };
    for (const [to, title] of [
      ['de', 'Wie sind Sie auf uns aufmerksam geworden?'],
      ['fr', 'Comment nous avez-vous connus ?'],
    ] as const) {
      const added = addLanguage(config, to);
      expect(added.untranslated, to).toEqual([]);
      expect(added.texts['steps.source.title']).toBe(title);
      expect(added.texts['steps.source.options.google.title']).toBe('Google');
    }
  });
});
