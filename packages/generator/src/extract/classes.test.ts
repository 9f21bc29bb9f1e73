// The classes of misses found by outside testers, each in English and German: several answers, options
// without commas, ranges as options, asks beside others, stated facts, bullet lists.
import { type TFormConfig, type TStep, ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';
import { takesSeveralAnswers } from './choice.ts';

function gen(prompt: string, language?: 'en' | 'de'): TFormConfig {
  const config = generateOffline({ prompt, language });
  expect(ZFormConfig.safeParse(config).success).toBe(true);
  return config;
}

const titles = (s: TStep | undefined) => (s && 'options' in s ? s.options.map((o) => o.title) : []);
/** The step whose options include all of these (case-insensitive). */
function withOptions(c: TFormConfig, ...options: string[]): TStep | undefined {
  return c.steps.find((s) =>
    options.every((o) => titles(s).some((t) => t.toLowerCase() === o.toLowerCase())),
  );
}

describe('lists that take several answers', () => {
  it('makes a multiSelect for plural subjects and "which … do you need" in English', () => {
    for (const prompt of [
      'Garden quote: which services do you need (mowing, weeding, pruning, planting), phone',
      'Repair form: problems you noticed (rattling, leaking, smoke, other), email',
      'Shop survey: categories you buy (books, games, toys), comments',
      'Agency brief: what do you need (logo, website, flyers), email',
    ]) {
      const c = gen(prompt);
      expect(
        c.steps.filter((s) => s.type === 'multiSelect'),
        prompt,
      ).toHaveLength(1);
    }
  });

  it('makes a multiSelect in German for plural subjects, "was trifft zu" and "mehrere möglich"', () => {
    for (const prompt of [
      'Anfrage Gartenpflege: welche Leistungen wünschen Sie (Mähen, Jäten, Schneiden), Telefon',
      'Heizungsservice: was trifft zu (kalt, laut, tropft), Adresse',
      'Kursanmeldung: Kurs (Yoga, Pilates, Zumba) mehrere möglich, E-Mail',
      'Umfrage: was hat Ihnen gefallen (Essen, Musik, Service), Anmerkungen',
    ]) {
      const c = gen(prompt);
      expect(c.language).toBe('de');
      expect(
        c.steps.filter((s) => s.type === 'multiSelect'),
        prompt,
      ).toHaveLength(1);
    }
  });

  it('keeps exclusive asks single choice: a kind, how urgent, a plan, a level', () => {
    for (const prompt of [
      'Insurance quote: what kind of home (house, flat, bungalow), how urgent is it (today, this week, later), which plan (basic, plus, premium), email',
      'Anfrage: Art der Immobilie (Haus, Wohnung, Büro), wie dringend (sofort, bald, egal), welcher Tarif (Basis, Plus), E-Mail',
    ]) {
      const c = gen(prompt);
      expect(
        c.steps.filter((s) => s.type === 'multiSelect'),
        prompt,
      ).toHaveLength(0);
      expect(c.steps.filter((s) => s.type === 'tiles').length, prompt).toBeGreaterThanOrEqual(3);
    }
  });

  it('decides from the label, the clause and the options', () => {
    expect(takesSeveralAnswers('which extras would you like', 'x', ['a', 'b'], 'en')).toBe(true);
    expect(takesSeveralAnswers('which plan', 'x', ['a', 'b'], 'en')).toBe(false);
    expect(takesSeveralAnswers('which rooms', 'which rooms (only one)', ['a', 'b'], 'en')).toBe(false);
    expect(takesSeveralAnswers('team size', 'x', ['1-10', '11-50', '50+'], 'en')).toBe(false);
    expect(takesSeveralAnswers('previous claims', 'x', ['none', 'one', 'two or more'], 'en')).toBe(false);
    expect(takesSeveralAnswers('availability', 'x', ['Mon', 'Tue', 'Wed'], 'en')).toBe(true);
    expect(takesSeveralAnswers('Grund des Besuchs', 'x', ['Kontrolle', 'Schmerzen'], 'de')).toBe(false);
    expect(takesSeveralAnswers('Kurs', 'x', ['Anfänger', 'Profi'], 'de')).toBe(false);
    expect(takesSeveralAnswers('welche Benefits nutzen Sie', 'x', ['Jobticket', 'Kantine'], 'de')).toBe(true);
    expect(takesSeveralAnswers('Zusatzleistungen', 'x', ['Fenster', 'Balkon'], 'de')).toBe(true);
    expect(takesSeveralAnswers('Etage', 'x', ['EG', '1. OG'], 'de')).toBe(false);
  });
});

describe('options written without commas', () => {
  it('reads rows of words, slashes and "or" in English', () => {
    const c = gen(
      'Quote form: size small medium or large, finish matt/satin/gloss, shipping type standard express overnight, phone',
    );
    expect(withOptions(c, 'small', 'medium', 'large')?.type).toBe('tiles');
    expect(withOptions(c, 'matt', 'satin', 'gloss')?.type).toBe('tiles');
    expect(withOptions(c, 'standard', 'express', 'overnight')?.type).toBe('tiles');
  });

  it('reads "yes no maybe" as three answers and "yes no" as a yes/no question', () => {
    const c = gen('Survey: would you come back yes no maybe, do you have a loyalty card yes no, comments');
    expect(withOptions(c, 'yes', 'no', 'maybe')).toBeDefined();
    expect(c.steps.filter((s) => s.type === 'yesNo')).toHaveLength(1);
  });

  it('reads German rows: a capitalised label, lower-case options, "oder"', () => {
    const c = gen(
      'Anfrage Fenster: Rahmen Holz Kunststoff oder Alu, Verglasung 2-fach / 3-fach, Rollläden ja nein, PLZ',
    );
    expect(c.language).toBe('de');
    expect(withOptions(c, 'holz', 'kunststoff', 'alu')).toBeDefined();
    expect(withOptions(c, '2-fach', '3-fach')).toBeDefined();
    expect(c.steps.find((s) => s.type === 'yesNo')).toMatchObject({ yesLabel: 'Ja', noLabel: 'Nein' });
  });

  it('reads a list whose items follow each other with commas and end in "or"', () => {
    const c = gen('Fence quote: material cedar, pine, steel or composite, contact details');
    const step = withOptions(c, 'cedar', 'pine', 'steel', 'composite');
    expect(step?.type).toBe('tiles');
    expect(step?.title.toLowerCase()).toContain('material');
  });
});

describe('ranges as options', () => {
  it('spells out "Grade 1 to Grade 12" as twelve options in a dropdown', () => {
    const c = gen('Tutoring request: grade level as a dropdown from Grade 1 to Grade 12, email');
    const grade = c.steps.find((s) => s.type === 'dropdown');
    expect(titles(grade)).toEqual(Array.from({ length: 12 }, (_v, i) => `Grade ${i + 1}`));
  });

  it('spells out "Klasse 1 bis 13" and CEFR levels in German', () => {
    const c = gen('Nachhilfe: Klasse 1 bis 13, Sprachniveau A1 bis C1, E-Mail');
    expect(titles(c.steps.find((s) => titles(s).includes('Klasse 13')))).toHaveLength(13);
    expect(titles(c.steps.find((s) => titles(s).includes('A1')))).toEqual(['A1', 'A2', 'B1', 'B2', 'C1']);
  });

  it('keeps bands written with commas as options, not as a slider', () => {
    const c = gen('Demo request: team size 1-10, 11-50, 51-200, 200+, work email');
    expect(withOptions(c, '1-10', '11-50', '51-200', '200+')?.type).toBe('tiles');
    expect(c.steps.some((s) => s.type === 'slider')).toBe(false);
    const de = gen('Anfrage: Mitarbeiter unter 10, 10-49, 50-249, über 250, E-Mail');
    expect(withOptions(de, 'unter 10', '10-49', '50-249', 'über 250')).toBeDefined();
  });

  it('still makes a slider of a single range', () => {
    const c = gen('Quote: budget from 500 to 5000 dollars, number of rooms 1 to 8, email');
    expect(c.steps.filter((s) => s.type === 'slider')).toHaveLength(2);
  });
});

describe('an ask beside another in one clause', () => {
  it('gives the upload and the address step for "upload photos … and your address"', () => {
    const en = gen('Roof check: upload photos or a report of your roof and your address, phone');
    expect(en.steps.map((s) => s.type)).toEqual(
      expect.arrayContaining(['documentUpload', 'location', 'contact']),
    );
    const de = gen('Dachcheck: Fotos vom Dach hochladen und Ihre Adresse, Telefon');
    expect(de.steps.map((s) => s.type)).toEqual(
      expect.arrayContaining(['documentUpload', 'location', 'contact']),
    );
  });

  it('makes "photo of the roof" an upload, not a text box', () => {
    for (const prompt of ['Roof quote: photo of the roof, email', 'Dachangebot: Bilder vom Dach, E-Mail']) {
      const c = gen(prompt);
      expect(
        c.steps.some((s) => s.type === 'documentUpload'),
        prompt,
      ).toBe(true);
      expect(
        c.steps.some((s) => s.type === 'textbox'),
        prompt,
      ).toBe(false);
    }
  });
});

describe('prices and rules the owner states', () => {
  it('asks no question about stated prices and rules', () => {
    const en = gen(
      'Cleaning quote. We charge $40 per hour and the minimum booking is 2 hours. Ask for the number of rooms 1 to 6 and email. Note: we bring our own supplies.',
    );
    const de = gen(
      'Umzugsanfrage. Wir berechnen 89 € pro Stunde, Anfahrt kostenlos. Zimmer 1 bis 6, Umzugstermin, Kontaktdaten',
    );
    for (const c of [en, de])
      expect(c.steps.map((s) => s.title).join(' ')).not.toMatch(
        /\$40|89|minimum|supplies|anfahrt|kostenlos/i,
      );
    expect(en.steps.some((s) => s.type === 'slider')).toBe(true);
    expect(de.steps.some((s) => s.type === 'slider')).toBe(true);
  });
});

describe('bullet lists', () => {
  it('reads one ask per bullet line, including a list on one line', () => {
    const c = gen(`Yoga signup
- level: beginner / intermediate / advanced
- experience none, some, lots
- which days suit you (Mon, Wed, Fri)
- email`);
    expect(withOptions(c, 'beginner', 'intermediate', 'advanced')?.type).toBe('tiles');
    expect(withOptions(c, 'none', 'some', 'lots')).toBeDefined();
    expect(withOptions(c, 'mon', 'wed', 'fri')?.type).toBe('multiSelect');
    expect(c.steps.some((s) => s.type === 'contact')).toBe(true);
  });
});

describe('pictures to choose from', () => {
  it.each([
    [
      'Kitchen remodel quote: show pictures of kitchen styles (modern, rustic, classic, minimalist), budget, contact',
      ['Modern', 'Rustic', 'Classic', 'Minimalist'],
    ],
    [
      'Interior design inquiry: let them pick a style from photos, room size, contact',
      ['Option A', 'Option B', 'Option C'],
    ],
    [
      'Anfrage Badsanierung: Bildauswahl Fliesenstil (Marmor, Holzoptik, Beton), Kontakt',
      ['Marmor', 'Holzoptik', 'Beton'],
    ],
  ])('%s asks with an image choice, plain tiles until the owner uploads pictures', (prompt, titles) => {
    const step = gen(prompt).steps.find((s) => s.type === 'imageChoice');
    expect(step && 'options' in step && step.options.map((o) => o.title)).toEqual(titles);
    expect(step && 'options' in step && step.options.every((o) => !('image' in o && o.image))).toBe(true);
  });

  it('photos the respondent sends stay an upload', () => {
    const c = gen('Roof repair: photos of the roof, address, contact');
    expect(c.steps.some((s) => s.type === 'imageChoice')).toBe(false);
    expect(c.steps.some((s) => s.type === 'documentUpload')).toBe(true);
  });

  it('a list of options without the word pictures stays tiles', () => {
    const c = gen('Kitchen remodel quote: kitchen style (modern, rustic, classic), contact');
    expect(c.steps.some((s) => s.type === 'imageChoice')).toBe(false);
  });
});

describe('dates', () => {
  it('asks "when would you like us to come" with a calendar from tomorrow, not as a list of options', () => {
    const c = gen('Cleaning request: when would you like us to come, address, contact');
    expect(c.steps[0]).toMatchObject({ type: 'date', title: 'When would you like us to come?', minDays: 1 });
  });

  it('asks a date for "pickup date", "deadline" and German compounds', () => {
    for (const prompt of [
      'Order form: pickup date, email',
      'Project brief: deadline, email',
      'Anfrage: Liefertermin, E-Mail',
      'Cleaning request: when would you like us to come, address, contact',
      'Quote form for painting: rooms, preferred date, contact',
      'Anfrage Fensterputzer: Anzahl Fenster, Wunschtermin, Kontakt',
      'Demande de ménage : surface, date de passage, coordonnées',
    ]) {
      const c = gen(prompt);
      expect(
        c.steps.some((s) => s.type === 'date'),
        prompt,
      ).toBe(true);
    }
  });
});

describe('several answers flagged after the last one (issue 33)', () => {
  it('"peel (multiple)" and "mattress - could be a few" make a multiple choice whose answers carry no flag', () => {
    for (const [prompt, options] of [
      [
        'Aesthetic clinic consult. Treatment: botox, fillers, laser, peel (multiple). Age 18-80. Contact.',
        ['Botox', 'Fillers', 'Laser', 'Peel'],
      ],
      [
        'so we clean carpets. id like to know what needs cleaning (carpet, sofa, rug, mattress - could be a few), and their phone + email',
        ['Carpet', 'Sofa', 'Rug', 'Mattress'],
      ],
    ] as const) {
      const c = gen(prompt);
      const multi = c.steps.find((s) => s.type === 'multiSelect');
      expect(multi && 'options' in multi && multi.options.map((o) => o.title), prompt).toEqual(options);
      expect(multi?.title, prompt).not.toMatch(/\bid like\b/i);
    }
  });
});

describe('questions said in chatty prose (issue 33)', () => {
  const kinds = (c: TFormConfig) =>
    c.steps.map((s) => [s.type, s.title, 'options' in s ? s.options.map((o) => o.title).join('|') : '']);

  it('"is it a home or a business" offers the two things named, not yes/no', () => {
    const c = gen(
      'pest control enquiry: what pest (mice, rats, wasps), is it a home or a business, address, contact',
    );
    expect(kinds(c)).toContainEqual(['tiles', 'Is it a home or a business?', 'Home|Business']);
  });

  it('"if they have pets" with nothing to do after it asks whether they have pets', () => {
    const c = gen('carpet cleaning: how many rooms roughly 1-8, if they have pets, and their phone + email');
    expect(kinds(c)).toContainEqual(['yesNo', 'Do you have pets?', '']);
  });

  it('"can the form ask …" is no part of the title, and "… date and then contact" keeps the date', () => {
    const c = gen('can the form ask how many bedrooms (studio up to 5), the move-out date and then contact?');
    expect(c.steps[0].title).toBe('How many bedrooms?');
    expect(c.steps.some((s) => s.type === 'date' && /move-out date/.test(s.title))).toBe(true);
    expect(c.steps.at(-1)?.type).toBe('contact');
  });
});

describe('a question before a colon in chatty prose', () => {
  it('"first ask what\'s going on: leak, storm damage, or old roof" lists the answers of that question', () => {
    const c = gen(
      "need a form for our roofing company. first ask what's going on: leak, storm damage, or old roof. then the address and their contact info.",
    );
    const first = c.steps[0];
    expect('options' in first && first.options.map((o) => o.title)).toEqual([
      'Leak',
      'Storm damage',
      'Old roof',
    ]);
  });
});
