// Logic and prices in owners' shorthand (issue 33, the third held-out set's miss classes): price lists after "est:",
// slashes between priced answers, a base said as "N to start", surcharges said after the base, "dont" for "don't".
import { answerKey, checkLogic, type TFormConfig, walkPath } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';
import { ownerShorthand } from './read.ts';
import { edit, estimate } from './estimate-for-tests.ts';

const opt = (id: string, title: string) => ({ id, title });

const cleaning = (): TFormConfig => ({
  title: 'Carpet cleaning',
  language: 'en',
  steps: [
    {
      id: 'size',
      type: 'tiles',
      title: 'How big is the room?',
      options: [opt('small', 'Small'), opt('medium', 'Medium'), opt('large', 'Large')],
    },
    {
      id: 'material',
      type: 'tiles',
      title: 'What is the carpet made of?',
      options: [opt('wool', 'Wool'), opt('synthetic', 'Synthetic'), opt('silk', 'Silk / delicate')],
    },
    {
      id: 'pets',
      type: 'tiles',
      title: 'Do you have pets?',
      options: [opt('yes', 'Yes'), opt('no', 'No')],
    },
    { id: 'stairs', type: 'slider', title: 'How many stairs?', min: 0, max: 30, step: 1 },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
});

const umzug = (): TFormConfig => ({
  title: 'Umzug',
  language: 'de',
  steps: [
    {
      id: 'objekt',
      type: 'tiles',
      title: 'Was ziehen Sie um?',
      options: [opt('wohnung', 'Wohnung'), opt('haus', 'Haus'), opt('buero', 'Büro')],
    },
    {
      id: 'aufzug',
      type: 'tiles',
      title: 'Gibt es einen Aufzug?',
      options: [opt('ja', 'Ja'), opt('nein', 'Nein')],
    },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
});

describe('prices as a list of answers', () => {
  it.each([
    'est: small 80, medium 120, large 200',
    'estimate — small 80 / medium 120 / large 200',
    'prices: small 80, medium 120, large 200',
    'pricing - small 80 / medium 120 / large 200',
  ])('%s', (instruction) => {
    const c = edit(cleaning(), instruction);
    expect(estimate(c, { size: 'small' })).toBe(80);
    expect(estimate(c, { size: 'large' })).toBe(200);
  });

  it('DE: "Preise: Wohnung 300, Haus 500"', () => {
    const c = edit(umzug(), 'Preise: Wohnung 300, Haus 500, Büro 900');
    expect(estimate(c, { objekt: 'wohnung' })).toBe(300);
    expect(estimate(c, { objekt: 'buero' })).toBe(900);
  });
});

describe('a base and a surcharge said plainly', () => {
  it.each([
    "can it show a rough price? it's 60 to start and another 25 if they have pets",
    '60 base, 25 extra if they have pets',
    'could we show a price? we charge 60 to start, plus 25 when they have pets',
    'price 60, +25 for pets',
  ])('%s', (instruction) => {
    const c = edit(cleaning(), instruction);
    expect(estimate(c, { pets: 'yes' })).toBe(85);
    expect(estimate(c, { pets: 'no' })).toBe(60);
  });
});

describe('shorthand written out', () => {
  it('"dont" is "don\'t" and "est:" opens a price, while prompts without logic stay as written', () => {
    expect(ownerShorthand('if its a spa dont ask about the heater')).toBe(
      "if its a spa don't ask about the heater",
    );
    expect(ownerShorthand('est: small 80, large 120')).toBe('price: small 80, large 120');
    expect(ownerShorthand('Estimated delivery date, contact')).toBe('Estimated delivery date, contact');
  });

  it('"if X dont ask about Y" passes over Y for that answer only', () => {
    const c = edit(cleaning(), 'if its silk dont ask about the stairs');
    const ids = (answer: string) =>
      walkPath(c, { [answerKey(c.steps[1], 1)]: answer }).path.map((i) => c.steps[i].id);
    const silk = ids('silk');
    expect(silk).not.toContain('stairs');
    const wool = ids('wool');
    expect(wool).toContain('stairs');
  });
});

const pool = (): TFormConfig => ({
  title: 'Pool care',
  language: 'en',
  steps: [
    {
      id: 'home',
      type: 'tiles',
      title: 'Do you own the home?',
      options: [opt('own', 'I own my home'), opt('rent', 'I rent my home')],
    },
    {
      id: 'kind',
      type: 'tiles',
      title: 'What kind of pool?',
      options: [opt('in', 'In-ground'), opt('above', 'Above-ground'), opt('spa', 'Hot tub / spa')],
    },
    {
      id: 'floors',
      type: 'tiles',
      title: 'How many floors does the house have?',
      options: [opt('f1', '1'), opt('f2', '2'), opt('f3', '3+')],
    },
    {
      id: 'heater',
      type: 'tiles',
      title: 'Does the pool have a heater?',
      options: [opt('yes', 'Yes'), opt('no', 'No')],
    },
    { id: 'guests', type: 'slider', title: 'How many guests?', min: 10, max: 300, step: 10 },
    { id: 'contact', type: 'contact', title: 'Contact' },
  ],
});

/** Where a respondent who gives these answers (by step id) finishes: an ending's id, or "end". */
function finish(c: TFormConfig, given: Record<string, number | string>): string {
  const answers: Record<string, unknown> = {};
  for (const [id, v] of Object.entries(given)) {
    const i = c.steps.findIndex((s) => s.id === id);
    answers[answerKey(c.steps[i], i)] = v;
  }
  const exit = walkPath(c, answers).exit;
  return exit.kind === 'ending' ? exit.id : 'end';
}

/** The ids of the steps a respondent who gives these answers sees. */
function seen(c: TFormConfig, given: Record<string, number | string>): string[] {
  const answers: Record<string, unknown> = {};
  for (const [id, v] of Object.entries(given)) {
    const i = c.steps.findIndex((s) => s.id === id);
    answers[answerKey(c.steps[i], i)] = v;
  }
  return walkPath(c, answers).path.map((i) => c.steps[i].id ?? '');
}

describe('answers named loosely in conditions', () => {
  it.each(['if they rent, end the form', 'anyone who rents gets a polite ending'])(
    'a word of a longer answer: %s',
    (instruction) => {
      const c = edit(pool(), instruction);
      expect(finish(c, { home: 'rent' })).not.toBe('end');
      expect(finish(c, { home: 'own', kind: 'in', floors: 'f1', heater: 'no', guests: 50 })).toBe('end');
    },
  );

  it.each([
    'for spas skip the heater',
    'if its a hot tub dont ask about the heater',
    'if spa, skip the heater',
  ])('one name of an answer written "A / B": %s', (instruction) => {
    const c = edit(pool(), instruction);
    expect(seen(c, { home: 'own', kind: 'spa' })).not.toContain('heater');
    expect(seen(c, { home: 'own', kind: 'in' })).toContain('heater');
  });

  it.each(['end it for 3+ floors', '3 or more floors → polite end'])(
    'an answer written in figures: %s',
    (instruction) => {
      const c = edit(pool(), instruction);
      expect(finish(c, { home: 'own', kind: 'in', floors: 'f3' })).not.toBe('end');
      expect(finish(c, { home: 'own', kind: 'in', floors: 'f2', heater: 'no', guests: 50 })).toBe('end');
    },
  );

  it('"if fewer than N …, polite end" ends the form below the number', () => {
    const c = edit(pool(), 'if fewer than 20 guests, polite end');
    expect(finish(c, { home: 'own', kind: 'in', floors: 'f1', heater: 'no', guests: 10 })).not.toBe('end');
    expect(finish(c, { home: 'own', kind: 'in', floors: 'f1', heater: 'no', guests: 40 })).toBe('end');
  });

  it.each([
    "above-ground pools aren't something we service, so if they pick that just end it and say sorry",
    "we don't do hot tubs, so if someone picks that, end the form",
  ])('"that" points back at the answer a remark named: %s', (instruction) => {
    const c = edit(pool(), instruction);
    const named = /hot tubs/.test(instruction) ? 'spa' : 'above';
    expect(finish(c, { home: 'own', kind: named })).not.toBe('end');
    expect(c.steps.map((s) => s.id)).toEqual(pool().steps.map((s) => s.id));
  });
});

const support = (): TFormConfig => ({
  title: 'IT help',
  language: 'en',
  steps: [
    {
      id: 'visit',
      type: 'tiles',
      title: 'How should we help?',
      options: [opt('onsite', 'On-site visit'), opt('remote', 'Remote session')],
    },
    { id: 'issue', type: 'textbox', title: 'What is the problem?' },
    { id: 'where', type: 'location', title: 'Where are you?' },
    { id: 'contact', type: 'contact', title: 'Contact' },
  ],
});

describe('a question asked only for some answers', () => {
  it.each([
    'ask for the address only for on-site visits',
    'only ask the address when they pick on-site',
    'if on-site ask for the address, if remote skip it',
    'hide the address for remote sessions',
    "don't show the address if they pick remote",
    'address only for on-site',
  ])('edit: %s', (instruction) => {
    const c = edit(support(), instruction);
    expect(seen(c, { visit: 'remote' })).not.toContain('where');
    expect(seen(c, { visit: 'onsite' })).toContain('where');
  });

  it('DE: "X nur bei Y abfragen"', () => {
    const base: TFormConfig = {
      ...umzug(),
      steps: [
        umzug().steps[0],
        { id: 'etage', type: 'slider', title: 'In welcher Etage?', min: 0, max: 20, step: 1 },
        umzug().steps[2],
      ],
    };
    const c = edit(base, 'Etage nur bei Haus abfragen');
    expect(seen(c, { objekt: 'wohnung' })).not.toContain('etage');
    expect(seen(c, { objekt: 'haus' })).toContain('etage');
  });

  it.each([
    'Dog training request: training type (private lesson at home, group class, online session), contact. If at home ask for the address, if online skip it.',
    'dog training request - type: lesson at home, group class, online. contact. if at home ask for the adress, if online skip it',
  ])('prompt: an address asked only for one answer, misspelt or not: %s', (prompt) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const address = c.steps.find((s) => s.type === 'location');
    expect(address).toBeDefined();
    const choice = c.steps.find((s) => 'options' in s && s.options.length === 3);
    const options = choice && 'options' in choice ? choice.options : [];
    const at = (word: string) => options.find((o) => o.title.toLowerCase().includes(word))?.id ?? '';
    expect(seen(c, { [choice?.id ?? '']: at('online') })).not.toContain(address?.id);
    expect(seen(c, { [choice?.id ?? '']: at('home') })).toContain(address?.id);
  });
});

describe('questions for one answer, endings with their words, German surcharges in prompts', () => {
  it.each([
    'lawn care quote: house or business? house → garden size in m2 20-500. business → number of sites 1-10. contact',
    'lawn care quote: house or business? if house, ask garden size in m2 20-500. if business, ask number of sites 1-10. contact',
  ])('each answer gets its own question: %s', (prompt) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const choice = c.steps.find((s) => 'options' in s);
    const garden = c.steps.find((s) => /garden/i.test(s.title));
    const sites = c.steps.find((s) => /sites/i.test(s.title));
    const id = (word: string) =>
      (choice && 'options' in choice ? choice.options : []).find((o) => o.title.toLowerCase() === word)?.id ??
      '';
    const house = seen(c, { [choice?.id ?? '']: id('house') });
    expect(house).toContain(garden?.id);
    expect(house).not.toContain(sites?.id);
    const business = seen(c, { [choice?.id ?? '']: id('business') });
    expect(business).toContain(sites?.id);
    expect(business).not.toContain(garden?.id);
  });

  it('an arrow before an action stays that action ("business → end: …")', () => {
    const c = generateOffline({
      prompt:
        'Pest control request. Property: house, flat, business. Contact. Business → end: we refer commercial jobs to our partner.',
    });
    expect(c.endings?.[0]?.description ?? c.endings?.[0]?.title).toMatch(/partner/);
  });

  it('DE: "… das Formular beenden: <Text>" ends with that text', () => {
    const c = generateOffline({
      prompt:
        'Catering Anfrage: Anlass (Hochzeit, Geburtstag), Anzahl Gäste 10 bis 300, Kontaktdaten. Bei weniger als 20 Gästen das Formular beenden: Wir liefern erst ab 20 Personen.',
    });
    const guests = c.steps.find((s) => s.type === 'slider');
    expect(guests).toBeDefined();
    expect(c.endings?.map((e) => `${e.title} ${e.description ?? ''}`).join(' ')).toMatch(/ab 20 Personen/);
  });

  it.each([
    'Hat jemand einen Wintergarten, kommen 50 € dazu.',
    'Wenn jemand einen Wintergarten hat, kommen 50 € dazu.',
  ])('DE: %s', (sentence) => {
    const c = generateOffline({
      prompt: `Fensterreinigung: Anzahl Fenster 1 bis 60, Wintergarten ja/nein, Kontakt. Preis 40 € Grundpreis plus 6 € pro Fenster. ${sentence}`,
    });
    const fenster = c.steps.find((s) => s.type === 'slider');
    const garten = c.steps.find((s) => /wintergarten/i.test(s.title));
    const answer = (yes: boolean) =>
      garten?.type === 'yesNo'
        ? yes
        : ((garten && 'options' in garten ? garten.options : [])[yes ? 0 : 1]?.id ?? '');
    expect(estimate(c, { [fenster?.id ?? '']: 10, [garten?.id ?? '']: answer(true) })).toBe(150);
    expect(estimate(c, { [fenster?.id ?? '']: 10, [garten?.id ?? '']: answer(false) })).toBe(100);
  });
});

describe('a question passed over said as what they need not tell', () => {
  it.each([
    "if it's only a remote session they don't need to tell us where they are, hide that question for them",
    "if remote they don't have to answer the where question",
  ])('%s', (instruction) => {
    const c = edit(support(), instruction);
    expect(seen(c, { visit: 'remote' })).not.toContain('where');
    expect(seen(c, { visit: 'onsite' })).toContain('where');
  });
});

describe('answers written with figures in prompts', () => {
  const prompt =
    'house cleaning: size (studio, 1-2 bedrooms, 3+ bedrooms), pets yes/no, contact. 3+ bedrooms → polite end, we only do small homes. est: studio 60 / 1-2 bedrooms 90. add 20 if pets';

  it('"3+ bedrooms → polite end, <reason>" ends with the reason as its words', () => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const size = c.steps.find((s) => 'options' in s && s.options.length === 3);
    const big = size && 'options' in size ? size.options[2].id : '';
    expect(finish(c, { [size?.id ?? '']: big })).not.toBe('end');
    expect(c.endings?.[0]?.description).toMatch(/small homes/);
  });

  it('"est: studio 60 / 1-2 bedrooms 90" prices answers whose names start with figures, and "add 20 if pets" adds', () => {
    const c = generateOffline({ prompt });
    const size = c.steps.find((s) => 'options' in s && s.options.length === 3);
    const pets = c.steps.find((s) => /pets/i.test(s.title));
    const ids = size && 'options' in size ? size.options.map((o) => o.id) : [];
    const yes = pets?.type === 'yesNo' ? true : pets && 'options' in pets ? pets.options[0].id : '';
    const no = pets?.type === 'yesNo' ? false : pets && 'options' in pets ? pets.options[1].id : '';
    expect(estimate(c, { [size?.id ?? '']: ids[1], [pets?.id ?? '']: no })).toBe(90);
    expect(estimate(c, { [size?.id ?? '']: ids[0], [pets?.id ?? '']: yes })).toBe(80);
  });
});

describe('more ways to price an answer or ask for some answers only', () => {
  it.each(['pets adds 25', 'base 60, pets adds 25', 'base is 60, plus 25 for pets'])('%s', (instruction) => {
    const c = edit(cleaning(), instruction);
    const base = /base/.test(instruction) ? 60 : 0;
    expect(estimate(c, { pets: 'yes' })).toBe(base + 25);
    expect(estimate(c, { pets: 'no' })).toBe(base);
  });

  it('"for a small room it\'s 80, medium 120" prices answers', () => {
    const c = edit(cleaning(), "for a small room it's 80, medium 120");
    expect(estimate(c, { size: 'small' })).toBe(80);
    expect(estimate(c, { size: 'medium' })).toBe(120);
  });

  it('"if they want X add N to the estimate" stays a condition, not an answer that adds', () => {
    const c = edit(cleaning(), 'price: base 60, if they have pets add 25 to the estimate');
    expect(estimate(c, { pets: 'yes' })).toBe(85);
  });

  it('"only ask about X for Y" asks X for Y alone', () => {
    const c = edit(support(), 'only ask about the address for on-site visits');
    expect(seen(c, { visit: 'remote' })).not.toContain('where');
    expect(seen(c, { visit: 'onsite' })).toContain('where');
  });
});

describe('parenthesised answers and reasons in logic sentences', () => {
  it('"if private ask preferred time (morning, evening)" creates that choice for that answer', () => {
    const c = generateOffline({
      prompt:
        'yoga studio signup: class type (beginner, advanced, private), contact. if private ask preferred time (morning, evening).',
    });
    expect(checkLogic(c)).toEqual([]);
    const time = c.steps.find((s) => 'options' in s && s.options.some((o) => /morning/i.test(o.title)));
    expect(time && 'options' in time ? time.options.map((o) => o.title) : []).toEqual(['Morning', 'Evening']);
    const kind = c.steps[0];
    const id = (t: string) => ('options' in kind ? kind.options.find((o) => o.title === t)?.id : '') ?? '';
    expect(seen(c, { [kind.id ?? '']: id('Private') })).toContain(time?.id);
    expect(seen(c, { [kind.id ?? '']: id('Beginner') })).not.toContain(time?.id);
  });

  it('DE: "X bitte freundlich absagen, das machen wir nicht" ends with the reason', () => {
    const c = generateOffline({
      prompt:
        'Umzugsanfrage: Wohnungsgröße (1 Zimmer, 2-3 Zimmer, 4+ Zimmer), Kontakt. 4+ Zimmer bitte freundlich absagen, das machen wir nicht.',
    });
    expect(c.endings?.[0]?.description).toMatch(/machen wir nicht/);
  });
});
