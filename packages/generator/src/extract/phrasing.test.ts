// Titles read as grammatical questions: indirect questions in the owner's words become direct ones, in EN and DE.
import { ZFormConfig } from '@forms-engine/model';
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

  it.each([
    [
      'Plumbing request: what is the problem, photos of the damage, address, phone',
      'Please upload photos of the damage',
    ],
    ['Meter check: a photo of the meter, contact', 'Please upload a photo of the meter'],
    [
      'Car repair: describe the issue, send us a picture of the car, phone',
      'Please upload a picture of the car',
    ],
    ['Job application: upload your CV, email', 'Please upload your CV'],
    ['Solar: upload your latest electricity bill, contact', 'Please upload your latest electricity bill'],
    ['Heizungscheck: Fotos der Heizung, Adresse, Telefon', 'Bitte laden Sie Fotos der Heizung hoch'],
    ['Schaden melden: Bild vom Schaden anhängen, Kontaktdaten', 'Bitte laden Sie ein Bild vom Schaden hoch'],
    ['Energieberatung: Stromrechnung hochladen, E-Mail', 'Bitte laden Sie Ihre Stromrechnung hoch'],
  ])('a photo or document asked for is an upload step with a grammatical title: "%s"', (prompt, title) => {
    const config = generateOffline({ prompt });
    const upload = config.steps.find((s) => s.type === 'documentUpload');
    expect(upload?.title).toBe(title);
    expect(config.steps.some((s) => s.type === 'textbox' && /photo|picture|bild|foto/i.test(s.title))).toBe(
      false,
    );
  });
});
