// Prices in owners' plain words (issue 33, the fourth held-out set's price classes, each in phrasings of its own):
// a fixed fee named by what it is for, amounts added for a condition said with a verb, rates added for one answer.
import { checkLogic, type TFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { editOffline } from '../edit/index.ts';
import { generateOffline } from '../generate.ts';
import { edit, estimate } from './estimate-for-tests.ts';

const opt = (id: string, title: string) => ({ id, title });
const yesNo = (lang: 'en' | 'de') =>
  lang === 'en' ? [opt('yes', 'Yes'), opt('no', 'No')] : [opt('ja', 'Ja'), opt('nein', 'Nein')];

const windows = (): TFormConfig => ({
  title: 'Window cleaning',
  language: 'en',
  steps: [
    {
      id: 'property',
      type: 'tiles',
      title: 'What kind of property?',
      options: [opt('house', 'House'), opt('apartment', 'Apartment'), opt('office', 'Office')],
    },
    { id: 'windows', type: 'slider', title: 'How many windows?', min: 1, max: 60, step: 1 },
    { id: 'parking', type: 'tiles', title: 'Is there parking nearby?', options: yesNo('en') },
    { id: 'urgent', type: 'tiles', title: 'Is it urgent?', options: yesNo('en') },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
});

const fenster = (): TFormConfig => ({
  title: 'Fensterreinigung',
  language: 'de',
  steps: [
    {
      id: 'objekt',
      type: 'tiles',
      title: 'Was für ein Objekt?',
      options: [opt('haus', 'Haus'), opt('wohnung', 'Wohnung'), opt('buero', 'Büro')],
    },
    { id: 'fenster', type: 'slider', title: 'Wie viele Fenster?', min: 1, max: 60, step: 1 },
    { id: 'dringend', type: 'tiles', title: 'Ist es dringend?', options: yesNo('de') },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
});

const rentals = (): TFormConfig => ({
  title: 'Party rentals',
  language: 'en',
  steps: [
    {
      id: 'items',
      type: 'multiSelect',
      title: 'What would you like to rent?',
      options: [opt('castle', 'Bouncy castle'), opt('tent', 'Marquee tent'), opt('tables', 'Tables')],
    },
    {
      id: 'delivery',
      type: 'tiles',
      title: 'Do you need delivery?',
      options: [opt('yes', 'Yes'), opt('no', 'No')],
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
});

describe('a fixed fee named by what it is for', () => {
  it.each([
    'we charge a 35 callout plus 4 per window',
    'price: $35 call-out fee, then 4 per window',
    'the trip charge is 35 and 4 per window',
    'pls show a price, 35 call out + 4/window',
    'price starts at 35, plus 4 per window',
    'price: 35 for the visit plus 4 per window',
    'its 35 flat for the visit and 4 a window',
  ])('"%s" keeps the fee beside the rate', (instruction) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'house', windows: 10 })).toBe(75);
  });

  it.each([
    'Anfahrtspauschale 40 €, dazu 3 € pro Fenster',
    'Preis: 40 € Anfahrt plus 3 € pro Fenster',
    'Preis: 40 € für die Anfahrt und 3 € je Fenster',
    'Preis pro Einsatz: 40 € Grundgebühr plus 3 € pro Fenster',
  ])('German "%s" keeps the fee beside the rate', (instruction) => {
    const out = edit(fenster(), instruction);
    expect(estimate(out, { objekt: 'haus', fenster: 10 })).toBe(70);
  });
});

describe('an amount added for a condition said with a verb', () => {
  it.each([
    ['price: 4 per window, if there is no parking we add 15', { parking: 'no' }, 55],
    ['price: 4 per window, if theres no parking we charge 15 for the car park', { parking: 'no' }, 55],
    ['price: 4 per window, when its urgent its 20 more', { urgent: 'yes' }, 60],
    ['price: 4 per window, if it is urgent that is 20 extra', { urgent: 'yes' }, 60],
  ])('"%s"', (instruction, given, total) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'house', windows: 10, parking: 'yes', urgent: 'no', ...given })).toBe(
      total,
    );
    expect(estimate(out, { property: 'house', windows: 10, parking: 'yes', urgent: 'no' })).toBe(40);
  });

  it.each([
    'Preis: 3 € pro Fenster, wenn es dringend ist kommen 25 € dazu',
    'Preis: 3 € pro Fenster, falls es dringend ist berechnen wir 25 € mehr',
  ])('German "%s"', (instruction) => {
    const out = edit(fenster(), instruction);
    expect(estimate(out, { objekt: 'haus', fenster: 10, dringend: 'ja' })).toBe(55);
    expect(estimate(out, { objekt: 'haus', fenster: 10, dringend: 'nein' })).toBe(30);
  });
});

describe('a rate added for one answer', () => {
  it.each([
    'price 4 per window, offices are 2 more per window',
    'price is 4 per window; office ones cost 2 extra per window',
  ])('"%s"', (instruction) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(60);
    expect(estimate(out, { property: 'house', windows: 10 })).toBe(40);
  });
});

describe('amounts for answers without a currency, and one amount per answer in order', () => {
  it.each([
    'houses are 60, apartments 45, offices 90',
    'price by property type: 60 / 45 / 90',
    'prices depending on the property: 60, 45, 90',
  ])('"%s"', (instruction) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'house', windows: 10 })).toBe(60);
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(90);
  });

  it.each(['Haus kostet 60, Wohnung 45, Büro 90', 'Preis je nach Objekt: 60 / 45 / 90 €'])(
    'German "%s"',
    (instruction) => {
      const out = edit(fenster(), instruction);
      expect(estimate(out, { objekt: 'wohnung', fenster: 10 })).toBe(45);
    },
  );

  it('answers named by a size with its unit ("Preise: 3 m³ 180 €, 5 m³ 240 €")', () => {
    const skips: TFormConfig = {
      title: 'Container',
      language: 'de',
      steps: [
        {
          id: 'groesse',
          type: 'tiles',
          title: 'Welche Größe?',
          options: [opt('s3', '3 m³'), opt('s5', '5 m³'), opt('s7', '7 m³')],
        },
        { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
      ],
    };
    const out = edit(skips, 'Preise: 3 m³ 180 €, 5 m³ 240 €, 7 m³ 290 €');
    expect(estimate(out, { groesse: 's5' })).toBe(240);
  });
});

describe('a rate whose unit is the one a question is measured in', () => {
  const tanks = (): TFormConfig => ({
    title: 'Aquarium care',
    language: 'en',
    steps: [
      {
        id: 'tank',
        type: 'slider',
        title: 'How big is the tank?',
        subtitle: 'In L',
        min: 20,
        max: 1000,
        step: 10,
      },
      {
        id: 'trip',
        type: 'slider',
        title: 'How far away are you?',
        subtitle: 'In km',
        min: 1,
        max: 100,
        step: 1,
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  });

  it.each([
    ['price $40 + $0.10 per litre', 60],
    ['price: 40 plus 0.1 per liter, plus 2 per kilometre', 80],
    ['its 40 to start and 10 cents a litre', 60],
  ])('"%s"', (instruction, total) => {
    const out = edit(tanks(), instruction);
    expect(estimate(out, { tank: 200, trip: 10 })).toBe(total);
  });
});

describe('a rate that differs by answer, with one for the rest', () => {
  it.each([
    'offices are 6 per window, everything else 4 per window',
    'price: offices 6 per window, houses 5 per window, anything else 4',
    'office ones cost 6 a window, all others 4',
  ])('"%s"', (instruction) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(60);
    expect(estimate(out, { property: 'apartment', windows: 10 })).toBe(40);
  });

  it('German "Büros kosten 6 € pro Fenster, alles andere 4 €"', () => {
    const out = edit(fenster(), 'Büros kosten 6 € pro Fenster, alles andere 4 €');
    expect(estimate(out, { objekt: 'buero', fenster: 10 })).toBe(60);
    expect(estimate(out, { objekt: 'haus', fenster: 10 })).toBe(40);
  });
});

describe('answers named by a length of time', () => {
  it.each(['30 min lessons cost 25, 60 min 45', 'price: 30 min 25, 60 min 45'])('"%s"', (instruction) => {
    const lessons: TFormConfig = {
      title: 'Lessons',
      language: 'en',
      steps: [
        {
          id: 'length',
          type: 'tiles',
          title: 'How long should a lesson be?',
          options: [opt('short', '30 minutes'), opt('long', '60 minutes')],
        },
        { id: 'contact', type: 'contact', title: 'How can we reach you?' },
      ],
    };
    const out = edit(lessons, instruction);
    expect(estimate(out, { length: 'long' })).toBe(45);
  });
});

describe('a price with terms the form has no question for', () => {
  it('an edit refuses it and names the term, changing nothing', () => {
    expect(() =>
      editOffline(windows(), 'price: 4 per window, plus 30 if they want the frames painted'),
    ).toThrow(/frames painted/);
  });

  it('"if no parking, add 15" is the amount for the "no" answer', () => {
    const out = edit(windows(), 'price 4 per window. if no parking, add 15');
    expect(estimate(out, { property: 'house', windows: 10, parking: 'no' })).toBe(55);
    expect(estimate(out, { property: 'house', windows: 10, parking: 'yes' })).toBe(40);
  });

  it('"show an estimate: 35 base, offices cost 20 more" keeps the base', () => {
    const out = edit(windows(), 'show an estimate: 35 base, offices cost 20 more');
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(55);
  });
});

describe('German fees and surcharges in other words', () => {
  it.each([
    'Preis: 20 € Grundpauschale, 3 € pro Fenster, Büro 10 € Aufschlag',
    'Preis: 20 € Einsatzpauschale plus 3 € pro Fenster, bei Büro 10 € drauf',
  ])('"%s"', (instruction) => {
    const out = edit(fenster(), instruction);
    expect(estimate(out, { objekt: 'buero', fenster: 10 })).toBe(60);
    expect(estimate(out, { objekt: 'haus', fenster: 10 })).toBe(50);
  });
});

describe('answers that share an amount, and amounts said "flat"', () => {
  it.each([
    'houses and apartments are 40, offices 90',
    'price: houses & apartments 40, offices 90',
    'house or apartment are 40 flat, offices 90',
  ])('"%s"', (instruction) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'house', windows: 10 })).toBe(40);
    expect(estimate(out, { property: 'apartment', windows: 10 })).toBe(40);
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(90);
  });
});

describe('a rate added when an answer is given, said after the unit', () => {
  it('"4 a window, add 2 a window when it is an office"', () => {
    const out = edit(windows(), 'price: 4 a window, add 2 a window when it is an office');
    expect(estimate(out, { property: 'office', windows: 10 })).toBe(60);
    expect(estimate(out, { property: 'house', windows: 10 })).toBe(40);
  });
});

describe('prices for things picked from a list', () => {
  it.each([
    ['price per bouncy castle 120, marquee 300, tables 8', 428],
    ['add a total: 50 delivery fee plus whatever they rent (castle 120, tent 300, tables 8)', 478],
  ])('"%s"', (instruction, total) => {
    const out = edit(rentals(), instruction);
    expect(estimate(out, { items: ['castle', 'tent', 'tables'], delivery: 'yes' })).toBe(total);
  });
});

describe('a minimum, an hourly rate, and answers listed with their prices', () => {
  it.each([
    'price: 4 per window, minimum 50',
    'price 4 a window, but at least 50 in total',
    'Preis: 4 € pro Fenster, mindestens aber 50 €',
  ])('"%s" is never below the minimum', (instruction) => {
    const c = /Preis/.test(instruction) ? fenster() : windows();
    const id = /Preis/.test(instruction) ? 'fenster' : 'windows';
    const out = edit(c, instruction);
    expect(estimate(out, { [id]: 5 })).toBe(50);
    expect(estimate(out, { [id]: 20 })).toBe(80);
  });

  it('"hourly rate $60", "Stundensatz 60 €" bind to the hours', () => {
    {
      const shoot: TFormConfig = {
        title: 'Photo shoot',
        language: 'en',
        steps: [
          { id: 'hours', type: 'slider', title: 'How many hours?', min: 1, max: 12, step: 1 },
          { id: 'contact', type: 'contact', title: 'How can we reach you?' },
        ],
      };
      const out = edit(shoot, 'hourly rate $60');
      expect(estimate(out, { hours: 3 })).toBe(180);
      const de = edit(
        {
          ...shoot,
          language: 'de',
          steps: [{ ...shoot.steps[0], title: 'Wie viele Stunden?' }, shoot.steps[1]],
        },
        'Stundensatz 60 €',
      );
      expect(estimate(de, { hours: 3 })).toBe(180);
    }
  });

  it.each([
    [
      'Kosmetikstudio Buchung: Behandlung (Gesichtsbehandlung 60 €, Maniküre 35 €, Pediküre 40 €), Kontakt.',
      'Maniküre',
      35,
    ],
    ['bike hire: bike (city bike $15, e-bike $35, kids bike $10), contact', 'E-bike', 35],
  ])('"%s" shows the answers without their prices and an estimate', (prompt, title, amount) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const s = c.steps[0];
    const o = 'options' in s ? s.options.find((x) => x.title === title) : undefined;
    expect(o).toBeDefined();
    expect(estimate(c, { [String(s.id)]: o?.id })).toBe(amount);
  });
});

describe('answer prices without commas, amounts taken off, "bei X N € Zuschlag"', () => {
  it.each([
    ['price: house 60 apartment 45 office 90', 'apartment', 45],
    ['house 60 apartment 45 office 90, offices are 30 less', 'office', 60],
  ])('"%s"', (instruction, property, total) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property, windows: 10 })).toBe(total);
  });

  it('German "Preis: 3 € pro Fenster, bei dringenden Aufträgen 25 € Zuschlag"', () => {
    const out = edit(fenster(), 'Preis: 3 € pro Fenster, bei dringenden Aufträgen 25 € Zuschlag');
    expect(estimate(out, { objekt: 'haus', fenster: 10, dringend: 'ja' })).toBe(55);
  });
});

describe('an amount after a condition and a comma', () => {
  it.each([
    ['if there is no parking, +15', { parking: 'no' }],
    ['if its urgent, 15 extra', { urgent: 'yes' }],
  ])('"%s"', (instruction, given) => {
    const out = edit(windows(), instruction);
    expect(estimate(out, { property: 'house', windows: 10, parking: 'yes', urgent: 'no', ...given })).toBe(
      15,
    );
  });

  it('German "Wenn es dringend ist, 15 € Aufpreis"', () => {
    const out = edit(fenster(), 'Wenn es dringend ist, 15 € Aufpreis');
    expect(estimate(out, { objekt: 'haus', fenster: 10, dringend: 'ja' })).toBe(15);
  });
});

describe('a minimum said on its own, after the price', () => {
  it('"price 4 per window. minimum 50"', () => {
    const out = edit(windows(), 'price 4 per window. minimum 50');
    expect(estimate(out, { property: 'house', windows: 5 })).toBe(50);
    expect(estimate(out, { property: 'house', windows: 20 })).toBe(80);
  });
});

describe('an amount then what it is for, "each", a surcharge on its own', () => {
  it.each([
    'estimate pls - bouncy castle £95, marquee £250, tables £5 each, + £40 delivery',
    'pricing: castle 95, tent 250, tables 5 each. delivery 40 extra',
  ])('"%s"', (instruction) => {
    const out = edit(rentals(), instruction);
    expect(estimate(out, { items: ['castle', 'tables'], delivery: 'yes' })).toBe(140);
    expect(estimate(out, { items: ['tent'], delivery: 'no' })).toBe(250);
  });
});
