// Titles read as grammatical questions: indirect questions in the owner's words become direct ones, in EN and DE.
import { ZFormConfig } from '@forms-engine/forms';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';
import { questionize } from './phrasing.ts';

describe('questionize turns indirect questions into direct ones', () => {
  it.each([
    ['when the work should start', 'When should the work start?'],
    ['how old the system is in years', 'How old is the system in years?'],
    ["which styles they're into", 'Which styles are you into?'],
    ['what the problem is', 'What is the problem?'],
    ['how they heard about us', 'How did you hear about us?'],
    ['what they need', 'What do you need?'],
    ['where their property is', 'Where is your property?'],
  ])('EN: "%s" → "%s"', (raw, title) => {
    expect(questionize(raw, 'en')).toBe(title);
  });

  it.each([
    ['wann die Arbeiten starten sollen', 'Wann sollen die Arbeiten starten?'],
    ['wie sie versichert sind', 'Wie sind Sie versichert?'],
    ['wie Sie versichert sind', 'Wie sind Sie versichert?'],
    ['welche Leistungen Sie möchten', 'Welche Leistungen möchten Sie?'],
    ['wie viele Personen kommen werden', 'Wie viele Personen werden kommen?'],
    ['wie groß die Dachfläche ist', 'Wie groß ist die Dachfläche?'],
    ['was sie brauchen', 'Was brauchen Sie?'],
  ])('DE: "%s" → "%s"', (raw, title) => {
    expect(questionize(raw, 'de')).toBe(title);
  });
});

describe('generated titles are grammatical', () => {
  const titles = (prompt: string) => {
    const config = generateOffline({ prompt });
    expect(ZFormConfig.safeParse(config).success).toBe(true);
    return config.steps.map((s) => s.title);
  };

  it('EN: "when the work should start" is asked as "When should the work start?"', () => {
    const t = titles(
      'Kitchen renovation form. Ask when the work should start (asap, this month, later), contact details',
    );
    expect(t).toContain('When should the work start?');
    expect(t.join(' ')).not.toMatch(/When the work should start/);
  });

  it('DE: a "Fragen Sie," lead-in is no question of its own and the verb moves to second place', () => {
    const t = titles(
      'Formular für Dachsanierung. Fragen Sie, wie alt das Dach ist, wann die Arbeiten beginnen sollen (sofort, in 3 Monaten, später), wie sie versichert sind (gesetzlich, privat), Kontaktdaten',
    );
    expect(t).toEqual(
      expect.arrayContaining([
        'Wie alt ist das Dach?',
        'Wann sollen die Arbeiten beginnen?',
        'Wie sind Sie versichert?',
      ]),
    );
    expect(t.join(' ')).not.toMatch(/Fragen Sie/);
  });
});
