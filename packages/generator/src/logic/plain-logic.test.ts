// Endings and branching in owners' plain words (issue 33, the fourth held-out set's logic classes, each in phrasings
// of its own): a remark before "so if", a remark that names the answer "that" points back to, a comparison that
// names an answer which is a band, the ending's words quoted or after "mit dem Hinweis", German skips ("brauchen wir
// … nicht", "nicht nach … fragen"), questions asked for one answer only ("zusätzlich fragen, ob …").
import { answerKey, checkLogic, type TFormConfig, type TStep, walkPath } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { editOffline } from '../edit/index.ts';
import { generateOffline } from '../generate.ts';

const opt = (id: string, title: string) => ({ id, title });

const pests = (): TFormConfig => ({
  title: 'Pest control',
  language: 'en',
  steps: [
    {
      id: 'pest',
      type: 'tiles',
      title: 'What is the problem?',
      options: [
        opt('wasps', 'Wasps'),
        opt('rats', 'Rats'),
        opt('bed_bugs', 'Bed bugs'),
        opt('termites', 'Termites'),
      ],
    },
    {
      id: 'property',
      type: 'tiles',
      title: 'What kind of property?',
      options: [opt('house', 'House'), opt('flat', 'Flat'), opt('restaurant', 'Restaurant')],
    },
    {
      id: 'area',
      type: 'tiles',
      title: 'How big is the affected area?',
      options: [opt('small', 'Under 50 m²'), opt('mid', '50–100 m²'), opt('big', 'Over 100 m²')],
    },
    {
      id: 'floors',
      type: 'tiles',
      title: 'How many floors?',
      options: [opt('f1', '1'), opt('f2', '2'), opt('f3', '3'), opt('f4', '4+')],
    },
    { id: 'rooms', type: 'slider', title: 'How many rooms are affected?', min: 1, max: 20, step: 1 },
    { id: 'photos', type: 'documentUpload', title: 'Photos of the problem' },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
});

const schaedlinge = (): TFormConfig => ({
  title: 'Schädlingsbekämpfung',
  language: 'de',
  steps: [
    {
      id: 'schaedling',
      type: 'tiles',
      title: 'Welcher Schädling?',
      options: [opt('wespen', 'Wespen'), opt('ratten', 'Ratten'), opt('bettwanzen', 'Bettwanzen')],
    },
    {
      id: 'objekt',
      type: 'tiles',
      title: 'Was für ein Objekt?',
      options: [opt('haus', 'Haus'), opt('wohnung', 'Wohnung'), opt('gastro', 'Gastronomie')],
    },
    {
      id: 'etagen',
      type: 'tiles',
      title: 'Wie viele Etagen?',
      options: [opt('e1', '1'), opt('e2', '2'), opt('e3', '3'), opt('e4', '4+')],
    },
    { id: 'raeume', type: 'slider', title: 'Wie viele Räume sind betroffen?', min: 1, max: 20, step: 1 },
    { id: 'fotos', type: 'documentUpload', title: 'Fotos vom Befall' },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
});

/** Where the respondent goes with these answers (step id → option id): the steps asked and the ending's words. */
function walk(c: TFormConfig, given: Record<string, string>) {
  const answers: Record<string, unknown> = {};
  for (const [id, v] of Object.entries(given)) {
    const i = c.steps.findIndex((s) => s.id === id);
    answers[answerKey(c.steps[i], i)] = v;
  }
  const walked = walkPath(c, answers);
  const exit = walked.exit;
  return {
    asked: walked.path.map((i) => c.steps[i].id),
    ending: exit.kind === 'ending' ? JSON.stringify(c.endings?.find((e) => e.id === exit.id)) : undefined,
  };
}

/** The instruction's form; every step it did not name keeps its content. */
function edit(c: TFormConfig, instruction: string, named: string[]): TFormConfig {
  const out = editOffline(c, instruction).config;
  expect(checkLogic(out)).toEqual([]);
  const content = (s: TStep | undefined) => ({ ...s, logic: undefined });
  for (const s of c.steps)
    if (!named.includes(String(s.id)))
      expect(content(out.steps.find((x) => x.id === s.id))).toEqual(content(s));
  return out;
}

describe('a remark before "so if" gives only the reason', () => {
  it.each([
    "termites need a licence we don't have, so if they choose termites end the form and tell them to call a termite specialist",
    'termites are a job for a specialist, therefore if someone picks termites, end it and say call a termite specialist',
  ])('"%s"', (instruction) => {
    const out = edit(pests(), instruction, ['pest']);
    expect(walk(out, { pest: 'termites' }).ending).toMatch(/termite specialist/);
    expect(walk(out, { pest: 'wasps' }).ending).toBeUndefined();
  });
});

describe('a remark names the answer "that" points back to', () => {
  it.each([
    'bed bugs are too much for a one-off visit, so if someone picks that just end it and say we will call them',
    'bed bugs is not something a quote can cover, so if they pick that end the form and tell them we will call them',
  ])('"%s"', (instruction) => {
    const out = edit(pests(), instruction, ['pest']);
    expect(walk(out, { pest: 'bed_bugs' }).ending).toMatch(/call them/);
    expect(walk(out, { pest: 'rats' }).ending).toBeUndefined();
  });
});

describe('a comparison that names an answer which is a band', () => {
  it.each([
    ['if over 100 m², end the form: "Sorry, that is too big for one team."', 'area', 'big', 'mid'],
    ['under 50m² → end form, msg: too small for a visit', 'area', 'small', 'mid'],
    ['4 or more floors -> polite end, we have no long ladders', 'floors', 'f4', 'f3'],
  ])('"%s"', (instruction, step, hit, miss) => {
    const out = edit(pests(), instruction, [step]);
    expect(walk(out, { [step]: hit }).ending).toBeDefined();
    expect(walk(out, { [step]: miss }).ending).toBeUndefined();
  });

  it.each([
    'Ab 4+ Etagen das Formular beenden, da brauchen wir eine Hebebühne',
    'Bei 4+ Etagen bitte mit dem Hinweis beenden, dass wir eine Hebebühne brauchen',
  ])('German "%s" ends with the owner’s reason', (instruction) => {
    const out = edit(schaedlinge(), instruction, ['etagen']);
    expect(walk(out, { etagen: 'e4' }).ending).toMatch(/Hebebühne/);
    expect(walk(out, { etagen: 'e2' }).ending).toBeUndefined();
  });
});

describe('the ending’s words after "mit dem Hinweis"', () => {
  it.each([
    'Gastronomie bitte mit dem Hinweis beenden, dass wir nur Privathaushalte betreuen',
    'Bei Gastronomie das Formular beenden mit dem Hinweis, dass wir nur Privathaushalte betreuen',
  ])('"%s"', (instruction) => {
    const out = edit(schaedlinge(), instruction, ['objekt']);
    expect(walk(out, { objekt: 'gastro' }).ending).toMatch(/Privathaushalte/);
    expect(walk(out, { objekt: 'haus' }).ending).toBeUndefined();
  });
});

describe('German skips: "brauchen wir … nicht", "nicht nach … fragen"', () => {
  it.each([
    ['Bei Gastronomie brauchen wir die Fotos nicht', { objekt: 'gastro' }, 'fotos', 'objekt'],
    ['Bei Wohnung nicht nach den Etagen fragen', { objekt: 'wohnung' }, 'etagen', 'objekt'],
    [
      'Wenn jemand Wespen hat, brauchen wir die Anzahl nicht, die Frage bitte überspringen',
      { schaedling: 'wespen' },
      'raeume',
      'etagen',
    ],
  ] as const)('"%s"', (instruction, given, skipped, before) => {
    const out = edit(schaedlinge(), instruction, [before]);
    expect(walk(out, given).asked).not.toContain(skipped);
    expect(walk(out, { schaedling: 'ratten', objekt: 'haus' }).asked).toContain(skipped);
  });
});

describe('a question asked for one answer only', () => {
  it('German "Bei Haus zusätzlich fragen, ob es einen Garten gibt" adds the question after the answer', () => {
    const out = editOffline(schaedlinge(), 'Bei Haus zusätzlich fragen, ob es einen Garten gibt').config;
    expect(checkLogic(out)).toEqual([]);
    const garden = out.steps.find((s) => /Garten/.test(s.title));
    expect(garden).toBeDefined();
    expect(walk(out, { objekt: 'haus' }).asked).toContain(garden?.id);
    expect(walk(out, { objekt: 'wohnung' }).asked).not.toContain(garden?.id);
  });

  it('"for restaurants also ask whether they have a hygiene certificate" adds the question after the answer', () => {
    const out = editOffline(
      pests(),
      'for restaurants also ask whether they have a hygiene certificate',
    ).config;
    expect(checkLogic(out)).toEqual([]);
    const cert = out.steps.find((s) => /certificate/i.test(s.title));
    expect(cert).toBeDefined();
    expect(walk(out, { property: 'restaurant' }).asked).toContain(cert?.id);
    expect(walk(out, { property: 'house' }).asked).not.toContain(cert?.id);
  });
});

describe('in a new form: "question? y/n → if y ask X"', () => {
  const titled = (c: TFormConfig, re: RegExp) => c.steps.findIndex((s) => re.test(s.title));
  const yesNoAnswer = (c: TFormConfig, at: number, yes: boolean) => {
    const s = c.steps[at];
    if (s.type === 'yesNo') return yes;
    return 'options' in s ? s.options[yes ? 0 : 1].id : undefined;
  };

  it.each([
    [
      'chimney sweep request. fireplace? y/n → if y ask stove model (text). address. contact',
      /fireplace/i,
      /model/i,
    ],
    [
      'boat storage: trailer? yes/no -> if yes ask trailer length (text). contact details',
      /trailer\?/i,
      /length/i,
    ],
    [
      'Kaminkehrer Anfrage: Kaminofen? ja/nein → wenn ja fragen nach der Marke (text). Kontakt',
      /kaminofen/i,
      /marke/i,
    ],
  ])('"%s" asks the detail only after yes', (prompt, question, detail) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const q = titled(c, question);
    const d = titled(c, detail);
    expect(q).toBeGreaterThanOrEqual(0);
    expect(d).toBeGreaterThan(q);
    expect(c.steps[d].title).not.toMatch(/interested/i);
    const walkWith = (yes: boolean) =>
      walkPath(c, { [answerKey(c.steps[q], q)]: yesNoAnswer(c, q, yes) }).path;
    expect(walkWith(true)).toContain(d);
    expect(walkWith(false)).not.toContain(d);
  });
});

describe('in a new form: the owner’s reason inside a condition, German "bei X nach Y fragen"', () => {
  it.each([
    'mobile dog grooming: dog size small/medium/large, address, phone. if they are outside the city we cant drive there so end it',
    'Mobile Fußpflege: Leistung (Pediküre, Nagelpilz), Adresse, Kontakt. Außerhalb der Stadt bitte das Formular beenden, da fahren wir nicht hin.',
  ])('"%s" ends the form outside the area', (prompt) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const at = c.steps.findIndex((s) => s.type === 'location');
    const exit = walkPath(c, { [answerKey(c.steps[at], at)]: { isAvailable: false } }).exit;
    expect(exit.kind).toBe('ending');
  });

  it('"Bei E-Bike bitte nach dem Akkumodell fragen" asks it only for e-bikes', () => {
    const c = generateOffline({
      prompt:
        'Fahrradreparatur: Art des Rads (Citybike, E-Bike, Rennrad), Kontakt. Bei E-Bike bitte nach dem Akkumodell fragen.',
    });
    expect(checkLogic(c)).toEqual([]);
    const bike = c.steps[0];
    const akku = c.steps.findIndex((s) => /Akkumodell/.test(s.title));
    expect(akku).toBeGreaterThan(0);
    const pick = (t: string) => ('options' in bike ? bike.options.find((o) => o.title === t)?.id : undefined);
    expect(walkPath(c, { [answerKey(bike, 0)]: pick('E-Bike') }).path).toContain(akku);
    expect(walkPath(c, { [answerKey(bike, 0)]: pick('Rennrad') }).path).not.toContain(akku);
  });
});

describe('skips said without "should", and the fillers around them', () => {
  it.each([
    ['can you make it so termite jobs skip the floors question', { pest: 'termites' }, 'floors', 'area'],
    ['restaurants bypass the photos', { property: 'restaurant' }, 'photos', 'rooms'],
    ['only ask about the rooms if they picked rats', { pest: 'wasps' }, 'rooms', 'floors'],
  ] as const)('"%s"', (instruction, given, skipped, before) => {
    const out = edit(pests(), instruction, [before]);
    expect(walk(out, given).asked).not.toContain(skipped);
    expect(walk(out, { pest: 'rats', property: 'house' }).asked).toContain(skipped);
  });

  it('"let people skip it" after a remark is no rule', () => {
    const out = editOffline(pests(), 'the rooms question is not that important, let people skip it').config;
    expect(out.steps.every((s) => !s.logic?.length)).toBe(true);
  });
});

describe('a question as the condition, German "nicht abfragen"', () => {
  it.each([
    [
      'Bettwanzen? Dann Formular beenden mit Hinweis: Dafür haben wir einen Partner.',
      'schaedling',
      'bettwanzen',
    ],
    ['Gastronomie? dann bitte absagen, wir machen nur Privathaushalte', 'objekt', 'gastro'],
  ])('"%s"', (instruction, step, answer) => {
    const out = edit(schaedlinge(), instruction, [step]);
    expect(walk(out, { [step]: answer }).ending).toBeDefined();
    expect(walk(out, { schaedling: 'ratten', objekt: 'haus' }).ending).toBeUndefined();
  });

  it('"Falls Wohnung, Etagen nicht abfragen"', () => {
    const out = edit(schaedlinge(), 'Falls Wohnung, Etagen nicht abfragen', ['objekt']);
    expect(walk(out, { objekt: 'wohnung' }).asked).not.toContain('etagen');
    expect(walk(out, { objekt: 'haus' }).asked).toContain('etagen');
  });

  it('"restaurant? then skip the photos"', () => {
    const out = edit(pests(), 'restaurant? then skip the photos', ['rooms']);
    expect(walk(out, { property: 'restaurant' }).asked).not.toContain('photos');
    expect(walk(out, { property: 'house' }).asked).toContain('photos');
  });
});

describe('an answer, then where it goes, without "if"', () => {
  it.each([
    ['Gastronomie bitte direkt zum Kontakt', 'objekt', 'gastro', 'kontakt'],
    ['Bettwanzen gleich zu den Fotos', 'schaedling', 'bettwanzen', 'fotos'],
  ])('German "%s"', (instruction, step, answer, target) => {
    const out = edit(schaedlinge(), instruction, [step]);
    const asked = walk(out, { [step]: answer }).asked;
    expect(asked[asked.indexOf(step) + 1]).toBe(target);
  });

  it('"restaurants straight to the contact details"', () => {
    const out = edit(pests(), 'restaurants straight to the contact details', ['property']);
    const asked = walk(out, { property: 'restaurant' }).asked;
    expect(asked[asked.indexOf('property') + 1]).toBe('contact');
  });
});

describe('in a new form: "X only", "a friendly no", "politely decline", "yes/no - if yes ask …"', () => {
  const endsFor = (prompt: string, stepRe: RegExp, title: string) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const at = c.steps.findIndex((s) => stepRe.test(s.title));
    const s = c.steps[at];
    const id = 'options' in s ? s.options.find((o) => o.title === title)?.id : undefined;
    return walkPath(c, { [answerKey(s, at)]: id }).exit.kind;
  };

  it.each([
    'Solar enquiry: own or rent, roof type (flat, pitched), contact. homeowners only please - tenants get a friendly no',
    'Solar enquiry: own or rent, roof type (flat, pitched), contact. Tenants: politely decline.',
  ])('"%s" ends the form for renters', (prompt) => {
    expect(endsFor(prompt, /own or rent/i, 'Rent')).toBe('ending');
    expect(endsFor(prompt, /own or rent/i, 'Own')).not.toBe('ending');
  });

  it('"do you have underfloor heating? yes/no - if yes ask which rooms" asks which rooms only after yes', () => {
    const c = generateOffline({
      prompt:
        'Heat pump quote: heated area 50-400 m², do you have underfloor heating? yes/no - if yes ask which rooms. contact.',
    });
    expect(checkLogic(c)).toEqual([]);
    const q = c.steps.findIndex((s) => /underfloor/i.test(s.title));
    const rooms = c.steps.findIndex((s) => s.title === 'Which rooms?');
    expect(rooms).toBeGreaterThan(q);
    expect(walkPath(c, { [answerKey(c.steps[q], q)]: true }).path).toContain(rooms);
    expect(walkPath(c, { [answerKey(c.steps[q], q)]: false }).path).not.toContain(rooms);
  });
});

describe('rentals: the action before its condition, bands in other words, logic never read as a removal', () => {
  const rentals = (): TFormConfig => ({
    title: 'Boat rental',
    language: 'en',
    steps: [
      {
        id: 'boat',
        type: 'tiles',
        title: 'Which boat?',
        options: [opt('kayak', 'Kayak'), opt('canoe', 'Canoe'), opt('motor', 'Motor boat')],
      },
      {
        id: 'people',
        type: 'tiles',
        title: 'How many people?',
        options: [opt('few', 'Fewer than 3'), opt('mid', '3–6'), opt('many', '6+')],
      },
      {
        id: 'lifejackets',
        type: 'tiles',
        title: 'Do you need life jackets?',
        options: [opt('yes', 'Yes'), opt('no', 'No')],
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  });

  it.each([
    "we don't rent motor boats anymore, so end it if they choose that one",
    'motor boats are not something we have now, so please end the form if someone picks that',
  ])('"%s"', (instruction) => {
    const out = edit(rentals(), instruction, ['boat']);
    expect(walk(out, { boat: 'motor' }).ending).toBeDefined();
    expect(walk(out, { boat: 'kayak' }).ending).toBeUndefined();
  });

  it.each([
    ['more than 6 people? end the form and say we will call', 'many', 'mid'],
    ['if under 3 people end it', 'few', 'mid'],
  ])('"%s"', (instruction, hit, miss) => {
    const out = edit(rentals(), instruction, ['people']);
    expect(walk(out, { people: hit }).ending).toBeDefined();
    expect(walk(out, { people: miss }).ending).toBeUndefined();
  });

  it('an "if" instruction that matches nothing is refused, never read as removing the step it names', () => {
    expect(() => editOffline(rentals(), 'if they dont need life jackets, skip the paddle size')).toThrow(
      /paddle/,
    );
  });
});

describe('in a new form: a yes/no question for one answer, whose "no" ends the form', () => {
  it.each([
    [
      'Kayak tours: tour (lake, river, sea), people 1-8, contact. For the sea tour ask if everyone can swim; if not, end the form: "Sorry, the sea tour needs swimmers."',
      'Sea',
      'Lake',
      'Can everyone swim?',
    ],
    [
      'Quad bike tours: route (forest, dunes), riders 1-6, contact. Dunes is 18+: ask if all riders are 18 or older; if not, end: "Sorry, the dunes route is for adults."',
      'Dunes',
      'Forest',
      'Are all riders 18 or older?',
    ],
  ])('"%s"', (prompt, hit, miss, title) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    const q = c.steps.findIndex((s) => s.title === title);
    expect(q).toBeGreaterThan(0);
    const choice = c.steps[0];
    const pick = (t: string) =>
      'options' in choice ? choice.options.find((o) => o.title === t)?.id : undefined;
    const k = answerKey(choice, 0);
    expect(walkPath(c, { [k]: pick(miss) }).path).not.toContain(q);
    const no = walkPath(c, { [k]: pick(hit), [answerKey(c.steps[q], q)]: false });
    expect(no.path).toContain(q);
    expect(no.exit.kind).toBe('ending');
  });
});

describe('in a new form: a question whose condition names nothing of the form', () => {
  it('"For buffets also ask whether they need cutlery" still asks it (of everyone)', () => {
    const c = generateOffline({
      prompt:
        'Catering: event (wedding, corporate), guests 10-200, contact. For buffets also ask whether they need cutlery.',
    });
    expect(checkLogic(c)).toEqual([]);
    expect(c.steps.map((s) => s.title)).toContain('Do you need cutlery?');
    expect(c.steps[c.steps.length - 1].type).toBe('contact');
  });
});

describe('"if C, they don\'t need / shouldn\'t see Y", "make the form end for X"', () => {
  it.each([
    ['if someone picks wasps they shouldnt see the rooms question', 'rooms', 'floors'],
    ['if its wasps, they dont need the photos', 'photos', 'rooms'],
    ["when it's wasps we don't need the rooms", 'rooms', 'floors'],
  ])('"%s" skips, never removes the step it names', (instruction, skipped, before) => {
    const out = edit(pests(), instruction, [before]);
    expect(out.steps.map((s) => s.id)).toEqual(pests().steps.map((s) => s.id));
    expect(walk(out, { pest: 'wasps' }).asked).not.toContain(skipped);
    expect(walk(out, { pest: 'rats' }).asked).toContain(skipped);
  });

  it('"make the form end for termites, we refer those to a specialist"', () => {
    const out = edit(pests(), 'make the form end for termites, we refer those to a specialist', ['pest']);
    expect(walk(out, { pest: 'termites' }).ending).toBeDefined();
    expect(walk(out, { pest: 'rats' }).ending).toBeUndefined();
  });
});

describe('"Mieter bitte aussortieren", "filter out X", "Wer nur X will: …"', () => {
  it.each([
    ['Gastronomie bitte aussortieren', 'objekt', 'gastro'],
    ['filter out bed bugs', 'schaedling', 'bettwanzen'],
  ])('"%s" ends the form for them', (instruction, step, answer) => {
    const out = edit(schaedlinge(), instruction.replace('bed bugs', 'Bettwanzen'), [step]);
    expect(walk(out, { [step]: answer }).ending).toBeDefined();
    expect(walk(out, { schaedling: 'ratten', objekt: 'haus' }).ending).toBeUndefined();
  });

  it('"Wer nur Wespen hat: Räume nicht fragen"', () => {
    const out = edit(schaedlinge(), 'Wer nur Wespen hat: Räume nicht fragen', ['etagen']);
    expect(walk(out, { schaedling: 'wespen' }).asked).not.toContain('raeume');
    expect(walk(out, { schaedling: 'ratten' }).asked).toContain('raeume');
  });
});

describe('an ending for two answers of two questions', () => {
  it.each(['if wasps and restaurant, end the form', 'end the form if they pick rats and flat'])(
    '"%s" ends only when both are given',
    (instruction) => {
      const c = pests();
      const out = edit(c, instruction, ['property']);
      const [pest, property] = /wasps/.test(instruction) ? ['wasps', 'restaurant'] : ['rats', 'flat'];
      expect(walk(out, { pest, property }).ending).toBeDefined();
      expect(walk(out, { pest, property: 'house' }).ending).toBeUndefined();
      expect(walk(out, { pest: 'termites', property }).ending).toBeUndefined();
    },
  );
});
