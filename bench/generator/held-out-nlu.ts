// Held-out sets for issue 20 (the builder understands what owners say), written before any tuning for it and
// never edited since: edit instructions on fixed forms, prompts with logic or prices, and new-form prompts, each
// in several voices (terse, chatty, German, typos, shorthand). Scored structurally by score-nlu.ts.
import type { StepType, TFormConfig } from '@forms-engine/model';
import { contact, location, type PromptCase } from './corpus.ts';
import type { LogicCase, LogicJourney } from './logic.ts';

export type Voice = 'terse' | 'chatty' | 'german' | 'typos' | 'shorthand';
export type NluClass = 'edit' | 'logic' | 'price';

/** What the edited form must show; every base step not in `touches` must come out unchanged besides. */
export type NluExpect =
  | {
      kind: 'step';
      /** A base step by id, or `new: true` for a step the edit added. */
      id?: string;
      new?: true;
      /** 1-based position in the edited form; negative counts from the end. */
      at?: number;
      /** The step sits right before / after the base step with this id. */
      before?: string;
      after?: string;
      type?: StepType;
      title?: string;
      options?: string[];
      noOptions?: string[];
      min?: number;
      max?: number;
      required?: boolean;
    }
  | { kind: 'removed'; id: string }
  | { kind: 'count'; delta: number }
  | { kind: 'theme'; primary?: string }
  | { kind: 'journey'; journey: LogicJourney }
  /** The engine refuses (not_understood) and its message quotes these words. */
  | { kind: 'refused'; mentions: string }
  /** Nothing changes, and the summary says why. */
  | { kind: 'unchanged' };

export interface NluEditCase {
  base: 'solar' | 'cleaning' | 'umzug';
  instruction: string;
  voice: Voice;
  cls: NluClass;
  expect: NluExpect[];
  /** Ids of the base steps the instruction may change (new steps may always appear). */
  touches: string[];
}

const opt = (id: string, title: string) => ({ id, title });

export const NLU_BASES: Record<NluEditCase['base'], TFormConfig> = {
  solar: {
    title: 'Solar quote',
    language: 'en',
    steps: [
      {
        id: 'ownership',
        type: 'tiles',
        title: 'Do you own or rent your home?',
        options: [opt('own', 'I own it'), opt('rent', 'I rent')],
      },
      {
        id: 'bill',
        type: 'slider',
        title: 'What is your average monthly electricity bill?',
        min: 50,
        max: 500,
        step: 10,
        defaultValue: 150,
        prefix: '$',
      },
      {
        id: 'roof_area',
        type: 'slider',
        title: 'How big is your roof?',
        subtitle: 'in square meters',
        min: 10,
        max: 200,
        step: 5,
        defaultValue: 60,
      },
      {
        id: 'roof_type',
        type: 'tiles',
        title: 'What is your roof made of?',
        options: [opt('tiles', 'Tiles'), opt('metal', 'Metal'), opt('flat', 'Flat')],
      },
      {
        id: 'photos',
        type: 'documentUpload',
        title: 'Please upload photos of the roof',
        validation: { required: false },
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  },
  cleaning: {
    title: 'Cleaning quote',
    language: 'en',
    steps: [
      {
        id: 'cleaning_type',
        type: 'tiles',
        title: 'What kind of cleaning do you need?',
        options: [opt('regular', 'Regular'), opt('deep', 'Deep clean'), opt('move_out', 'Move-out')],
      },
      { id: 'rooms', type: 'slider', title: 'How many rooms need cleaning?', min: 1, max: 10, step: 1 },
      {
        id: 'extras',
        type: 'multiSelect',
        title: 'Any extras?',
        options: [
          opt('oven', 'Oven'),
          opt('windows', 'Windows'),
          opt('fridge', 'Fridge'),
          opt('balcony', 'Balcony'),
        ],
      },
      {
        id: 'frequency',
        type: 'tiles',
        title: 'How often should we come?',
        options: [
          opt('weekly', 'Weekly'),
          opt('biweekly', 'Every two weeks'),
          opt('monthly', 'Monthly'),
          opt('once', 'Just once'),
        ],
      },
      {
        id: 'notes',
        type: 'textbox',
        title: 'Anything else we should know?',
        validation: { required: false },
      },
      { id: 'address', type: 'location', title: 'Where is the property?' },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  },
  umzug: {
    title: 'Umzugsanfrage',
    language: 'de',
    steps: [
      {
        id: 'objekt',
        type: 'tiles',
        title: 'Was ziehen Sie um?',
        options: [opt('haus', 'Haus'), opt('wohnung', 'Wohnung'), opt('buero', 'Büro')],
      },
      { id: 'zimmer', type: 'slider', title: 'Wie viele Zimmer?', min: 1, max: 8, step: 1 },
      {
        id: 'etage',
        type: 'dropdown',
        title: 'In welchem Stockwerk wohnen Sie?',
        options: [
          opt('eg', 'Erdgeschoss'),
          opt('og1', '1. Stock'),
          opt('og2', '2. Stock'),
          opt('og3', '3. Stock'),
          opt('og4', '4. Stock oder höher'),
        ],
      },
      {
        id: 'entfernung',
        type: 'slider',
        title: 'Wie weit ist der Umzug?',
        subtitle: 'in km',
        min: 1,
        max: 500,
        step: 5,
      },
      {
        id: 'packen',
        type: 'tiles',
        title: 'Brauchen Sie Hilfe beim Packen?',
        options: [opt('ja', 'Ja'), opt('nein', 'Nein')],
      },
      { id: 'kontakt', type: 'contact', title: 'Wie können wir Sie erreichen?' },
    ],
  },
};

export const HELD_OUT_EDITS: NluEditCase[] = [
  // solar
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'roof type as dropdown',
    expect: [{ kind: 'step', id: 'roof_type', type: 'dropdown', options: ['Tiles', 'Metal', 'Flat'] }],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'hey, can you make it so folks can tick several roof types? some houses have two',
    expect: [{ kind: 'step', id: 'roof_type', type: 'multiSelect', options: ['Tiles', 'Metal', 'Flat'] }],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'edit',
    instruction: 'remvoe the photo uplaod',
    expect: [{ kind: 'removed', id: 'photos' }],
    touches: ['photos'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'bill max 1000',
    expect: [{ kind: 'step', id: 'bill', min: 50, max: 1000 }],
    touches: ['bill'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'i think the roof size should start at 5 instead of 10',
    expect: [{ kind: 'step', id: 'roof_area', min: 5, max: 200 }],
    touches: ['roof_area'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'if someone says they rent, just thank them and stop the form there',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } },
      { kind: 'journey', journey: { answers: [{ option: 'own' }], shows: ['bill'] } },
    ],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'flat roof -> skip photos',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'flat' }], skips: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], shows: ['photos'] } },
    ],
    touches: ['roof_type', 'photos'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'estimate = 2000 + 60/m²',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 8000 } }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'price',
    instruction:
      "could you show them a rough price? something like 800 base, plus 55 for every square meter of roof, and another 300 if it's a metal roof",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'roof', number: 100 }, { option: 'tiles' }], estimate: 6300 },
      },
      {
        kind: 'journey',
        journey: { answers: [{ step: 'roof', number: 100 }, { option: 'metal' }], estimate: 6600 },
      },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'edit',
    instruction: 'add a qestion how many people live in the house, slider 1-8',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, type: 'slider', min: 1, max: 8, title: 'people' },
    ],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'logic',
    instruction: 'if roof is under 15 m2 end the form, tell them its to small',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'roof', number: 10 }], ending: 'small' } },
      { kind: 'journey', journey: { answers: [{ step: 'roof', number: 50 }], shows: ['made of'] } },
    ],
    touches: ['roof_area'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: "oh and we should ask when they'd like it done - asap, this summer, or next year",
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['asap', 'this summer', 'next year'] },
    ],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'contact first',
    expect: [{ kind: 'step', id: 'contact', at: 1 }],
    touches: ['contact'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'edit',
    instruction: 'chnage the title of the bill step to How much is your power bill?',
    expect: [{ kind: 'step', id: 'bill', title: 'How much is your power bill?' }],
    touches: ['bill'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'we really need the roof photos, please make uploading them mandatory',
    expect: [{ kind: 'step', id: 'photos', required: true }],
    touches: ['photos'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'photos only for metal roofs',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], shows: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'tiles' }], skips: ['photos'] } },
    ],
    touches: ['roof_type', 'photos'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: "make it green and add 'Slate' to the roof options",
    expect: [
      { kind: 'theme', primary: '#22c55e' },
      { kind: 'step', id: 'roof_type', options: ['Tiles', 'Metal', 'Flat', 'Slate'] },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'make it green and also have the form play music when it opens',
    expect: [{ kind: 'refused', mentions: 'play music' }],
    touches: [],
  },
  // cleaning
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'drop balcony',
    expect: [{ kind: 'step', id: 'extras', options: ['Oven', 'Windows', 'Fridge'], noOptions: ['Balcony'] }],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'can we lose the notes box, nobody ever fills it in',
    expect: [{ kind: 'removed', id: 'notes' }],
    touches: ['notes'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'price',
    instruction: 'price 35 + 22/room + 15 per extra',
    expect: [
      {
        kind: 'journey',
        journey: {
          answers: [{ step: 'rooms', number: 4 }, { options: ['oven', 'windows'] }],
          estimate: 153,
        },
      },
    ],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "people booking a move-out clean don't need the how-often question, skip it for them",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'move-out' }], skips: ['how often'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], shows: ['how often'] } },
    ],
    touches: ['extras', 'frequency'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: 'swap the adress and contact steps',
    expect: [
      { kind: 'step', id: 'contact', at: -2 },
      { kind: 'step', id: 'address', at: -1 },
    ],
    touches: ['address', 'contact'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'rooms: up to 15',
    expect: [{ kind: 'step', id: 'rooms', min: 1, max: 15 }],
    touches: ['rooms'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'add pets yes/no before address',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, before: 'address', options: ['Yes', 'No'], title: 'pet' },
    ],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'for one-off cleans we can jump straight to the address, no need for the notes',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'just once' }], skips: ['anything else'] } },
      { kind: 'journey', journey: { answers: [{ option: 'weekly' }], shows: ['anything else'] } },
    ],
    touches: ['frequency'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'address optional',
    expect: [{ kind: 'step', id: 'address', required: false }],
    touches: ['address'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: 'ad "Garage" to the extras pls',
    expect: [{ kind: 'step', id: 'extras', options: ['Oven', 'Windows', 'Fridge', 'Balcony', 'Garage'] }],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction:
      'if they want more than 8 rooms cleaned, end the form and let them know we only do smaller homes',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'rooms', number: 9 }], ending: 'smaller' } },
      { kind: 'journey', journey: { answers: [{ step: 'rooms', number: 4 }], shows: ['extras'] } },
    ],
    touches: ['rooms'],
  },
  // umzug (German)
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Frage nach dem Stockwerk bitte streichen',
    expect: [{ kind: 'removed', id: 'etage' }],
    touches: ['etage'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Zimmer bis 12 erlauben',
    expect: [{ kind: 'step', id: 'zimmer', min: 1, max: 12 }],
    touches: ['zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Büro raus',
    expect: [{ kind: 'step', id: 'objekt', options: ['Haus', 'Wohnung'], noOptions: ['Büro'] }],
    touches: ['objekt'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wer ein Büro umzieht, braucht die Zimmerfrage nicht – bitte überspringen',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'büro' }], skips: ['zimmer'] } },
      { kind: 'journey', journey: { answers: [{ option: 'haus' }], shows: ['zimmer'] } },
    ],
    touches: ['objekt', 'zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Preis schätzen: 250 € Grundpreis, 90 € je Zimmer und 1,50 € pro km',
    expect: [
      {
        kind: 'journey',
        journey: {
          answers: [
            { step: 'zimmer', number: 3 },
            { step: 'weit', number: 100 },
          ],
          estimate: 670,
        },
      },
    ],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Umzüge über 400 km machen wir nicht, dann bitte das Formular mit einem Hinweis beenden',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'weit', number: 450 }], ending: true } },
      { kind: 'journey', journey: { answers: [{ step: 'weit', number: 100 }], shows: ['packen'] } },
    ],
    touches: ['entfernung'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'noch eine Frage, ob es einen Aufzug gibt (ja oder nein), nach dem Stockwerk',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, after: 'etage', options: ['Ja', 'Nein'], title: 'aufzug' },
    ],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Packhilfe optional machen',
    expect: [{ kind: 'step', id: 'packen', required: false }],
    touches: ['packen'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'kontaktdaten ganz nach oben',
    expect: [{ kind: 'step', id: 'kontakt', at: 1 }],
    touches: ['kontakt'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'für Hilfe beim Packen kommen 200 € dazu',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'ja', step: 'packen' }], estimate: 200 } },
      { kind: 'journey', journey: { answers: [{ option: 'nein', step: 'packen' }], estimate: 0 } },
    ],
    touches: ['packen'],
  },
  {
    base: 'umzug',
    voice: 'typos',
    cls: 'edit',
    instruction: 'mach die enfternung bis 800 km',
    expect: [{ kind: 'step', id: 'entfernung', max: 800 }],
    touches: ['entfernung'],
  },
];

/** Prompts with logic or prices, in several voices, each with the journeys the generated form must allow. */
export const HELD_OUT_LOGIC_PROMPTS: (LogicCase & { voice: Voice })[] = [
  {
    voice: 'terse',
    prompt:
      'pool cleaning quote. pool type: in-ground / above-ground. pool size m2 slider 10-100. extras: heating check, cover repair. contact. price = 90 + 3/m2. above-ground → skip extras.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [{ option: 'above-ground' }, { step: 'size', number: 50 }],
        skips: ['extras'],
        estimate: 240,
      },
      { answers: [{ option: 'in-ground' }, { step: 'size', number: 20 }], shows: ['extras'], estimate: 150 },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "hi! i need a form for my dog walking biz. ask how many dogs (1 to 5), what size they are (small medium large), and their contact info. walks cost 15 per dog, plus 5 more if the dog is large. oh and if they have more than 3 dogs please end the form and say we can't take packs that big",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'dogs', number: 2 }, { option: 'small' }], estimate: 30 },
      { answers: [{ step: 'dogs', number: 2 }, { option: 'large' }], estimate: 35 },
      { answers: [{ step: 'dogs', number: 4 }], ending: true },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Anfrage für Fensterreinigung: Gebäudeart (Einfamilienhaus, Mehrfamilienhaus, Gewerbe), Anzahl Fenster 1 bis 60, Kontaktdaten. Preis: 40 € Anfahrt plus 6 € pro Fenster. Gewerbekunden bitte direkt zu den Kontaktdaten leiten.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'einfamilienhaus' }, { step: 'fenster', number: 10 }], estimate: 100 },
      { answers: [{ option: 'gewerbe' }], skips: ['fenster'] },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'tutoring signup form: what grade (primary, middle school, high school), subject (math, english, science), do they need exam prep yes or no, contact detials. if they pick primary skip the exam prep question',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'primary' }], skips: ['exam'] },
      { answers: [{ option: 'high school' }], shows: ['exam'] },
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Gym membership form. Age slider 14-80. Plan basic/plus/premium. Contact. Under 16 → end form, message: sorry, members must be 16 or older. Price: basic 20, plus 35, premium 50.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'age', number: 15 }], ending: '16' },
      { answers: [{ step: 'age', number: 30 }, { option: 'premium' }], estimate: 50 },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Hallo, wir bräuchten ein Formular für Gartenpflege. Fragen: Grundstücksgröße in m² (50 bis 2000), welche Arbeiten (Rasen mähen, Hecke schneiden, Laub entfernen), Adresse, Kontakt. Wenn das Grundstück über 1500 m² hat, bitte das Formular beenden. Preis: 30 € plus 0,10 € pro m².',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'grundstück', number: 1800 }], ending: true },
      { answers: [{ step: 'grundstück', number: 500 }], estimate: 80 },
    ],
  },
  {
    voice: 'shorthand',
    prompt: 'carpet cleaning quote — rooms 1-8, stains y/n, pets y/n, contact. $49 + $30/room, +$20 if pets',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'rooms', number: 3 },
          { option: 'yes', step: 'pet' },
        ],
        estimate: 159,
      },
      {
        answers: [
          { step: 'rooms', number: 2 },
          { option: 'no', step: 'pet' },
        ],
        estimate: 109,
      },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "we're a small bakery taking custom cake orders. we need: occasion (birthday, wedding, other), number of servings slider 10 to 200, pickup date, contact. weddings are 3.50 per serving, everything else 2.50 per serving.",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'wedding' }, { step: 'servings', number: 100 }], estimate: 350 },
      { answers: [{ option: 'birthday' }, { step: 'servings', number: 100 }], estimate: 250 },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Heizungswartung: Heizungsart (Gas, Öl, Wärmepumpe), Baujahr der Anlage (vor 2000, 2000-2015, nach 2015), Adresse, Kontaktdaten. Nur Gas und Öl – bei Wärmepumpe eine freundliche Absage.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'wärmepumpe' }], ending: true },
      { answers: [{ option: 'gas' }], end: true },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'car detailing bookng: car size (small, sedan, suv), interior cleaning yes/no, contact. price base 60, suv +40, interior cleaning +50',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'suv' }, { option: 'yes', step: 'interior' }], estimate: 150 },
      { answers: [{ option: 'small' }, { option: 'no', step: 'interior' }], estimate: 60 },
    ],
  },
  {
    voice: 'terse',
    prompt:
      'B2B lead form: company size 1-10, 11-50, 51-200, 200+; budget 5k-100k; contact. company size 1-10 → end form (we only serve teams of 11+).',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: '1-10' }], ending: true },
      { answers: [{ option: '51-200' }], end: true },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Nachhilfe-Anfrage: Klasse (1-4, 5-10, 11-13), Fach (Mathe, Deutsch, Englisch), Stunden pro Woche 1 bis 5, Kontaktdaten. Preis: 28 € pro Stunde. Wenn Klasse 1-4, Fach nicht fragen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: '1-4' }], skips: ['fach'] },
      { answers: [{ option: '5-10' }, { step: 'stunden', number: 2 }], shows: ['fach'], estimate: 56 },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'can you build me a quote form for fence installation? ask the fence length in meters (5 to 200), material - wood, vinyl or metal, and whether they need the old fence removed. then their contact details. pricing is 45 a meter, plus 250 if the old fence needs removing.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'length', number: 10 },
          { option: 'no', step: 'remov' },
        ],
        estimate: 450,
      },
      {
        answers: [
          { step: 'length', number: 10 },
          { option: 'yes', step: 'remov' },
        ],
        estimate: 700,
      },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Hundesitting anfrage: wie viele hunde (1 bis 4), wie viele nächte (1-14), kontakt. preis 25 € pro nacht plus 10 € pro hund',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'hunde', number: 2 },
          { step: 'nächte', number: 3 },
        ],
        estimate: 95,
      },
    ],
  },
];

/** New forms from prompts in other voices: the fields each must produce. */
export const HELD_OUT_VOICES_NLU: (PromptCase & { voice: Voice })[] = [
  {
    voice: 'chatty',
    prompt:
      'hey so i run a bike repair shop and want a simple booking thing. what kind of bike (road, mountain, e-bike, kids), whats wrong with it - brakes, gears, flat tire, other stuff, when they can drop it off, and their name/phone',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['road', 'mountain', 'e-bike', 'kids'] },
      { type: ['multiSelect', 'tiles', 'dropdown'], options: ['brakes', 'gears', 'flat tire'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'photographer inquiry: event type wedding/portrait/corporate, guests ~ slider 10-300, budget 1k-10k, several ok for extras: album, drone, second shooter, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['wedding', 'portrait', 'corporate'] },
      { type: 'slider', min: 10, max: 300 },
      { type: 'slider', min: 1000, max: 10000 },
      { type: 'multiSelect', options: ['album', 'drone', 'second shooter'] },
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt: 'Plumber callout. Problem: leak, blocked drain, boiler, other. Urgent y/n. Address. Contact.',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown', 'followup'], options: ['leak', 'blocked drain', 'boiler'] },
      { type: 'tiles', options: ['yes', 'no'] },
      location,
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Formular für Hochzeitslocation-Anfragen. Gästezahl 20 bis 250, Wunschmonat, Catering gewünscht ja/nein, Budget 5.000 bis 50.000 €, Kontaktdaten.',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 20, max: 250 },
      { type: ['dropdown', 'followup', 'textbox', 'tiles'], title: 'monat' },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'slider', min: 5000, max: 50000, prefix: '€' },
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'intrest form for our language school: which langauge (spanish, french, german, italian), current level begginer intermediate advanced, prefered days mon-fri, email adress',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['spanish', 'french', 'german', 'italian'] },
      { type: 'tiles', options: ['begginer', 'intermediate', 'advanced'] },
      { type: 'multiSelect', options: ['mon', 'fri'] },
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'hallo! ich brauche ein formular für meine hundeschule. welcher kurs (welpenkurs, junghunde, alltagstraining), wie alt ist der hund in monaten 2 bis 120, rasse, und kontaktdaten bitte',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['welpenkurs', 'junghunde', 'alltagstraining'] },
      { type: 'slider', min: 2, max: 120 },
      { type: ['textbox', 'dropdown'], title: 'rasse' },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt: 'solar lead form, bill $50-$800/mo, roof: tile/metal/flat/other, battery? y/n, zip code, contact',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 50, max: 800, prefix: '$' },
      { type: ['tiles', 'followup'], options: ['tile', 'metal', 'flat', 'other'] },
      { type: 'tiles', options: ['yes', 'no'], title: 'battery' },
      location,
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Catering. Guests 10–500. Menu: buffet, plated, finger food. Dietary needs, pick any: vegan, vegetarian, gluten-free, halal. Date. Contact.',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 10, max: 500 },
      { type: 'tiles', options: ['buffet', 'plated', 'finger food'] },
      { type: 'multiSelect', options: ['vegan', 'vegetarian', 'gluten-free', 'halal'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'ok so we do kitchen remodels. i want to know roughly how big the kitchen is (like 5 to 50 sq m), what they want done — cabinets, countertops, flooring, appliances, whatever applies — budget somewhere between 5k and 80k, and how soon they wanna start (asap, 1-3 months, just browsing). contact at the end ofc',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 5, max: 50 },
      { type: 'multiSelect', options: ['cabinets', 'countertops', 'flooring', 'appliances'] },
      { type: 'slider', min: 5000, max: 80000 },
      { type: 'tiles', options: ['asap', '1-3 months', 'just browsing'] },
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Reifenwechsel Termin: Fahrzeugtyp PKW/SUV/Transporter, Reifen eingelagert? ja/nein, Wunschtermin, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['pkw', 'suv', 'transporter'] },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'Anfrage Malerarbeiten: welche räume (wohnzimmer, schlafzimmer, küche, bad) mehrere möglich, fläche in qm 10-300, farbwunsch, adresse, kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'multiSelect', options: ['wohnzimmer', 'schlafzimmer', 'küche', 'bad'] },
      { type: 'slider', min: 10, max: 300 },
      { type: ['textbox', 'tiles', 'dropdown'], title: 'farb' },
      location,
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'pet sitting req. pets: dog, cat, bird, rabbit (several ok). nights 1-30. meds needed y/n. notes. contact',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['dog', 'cat', 'bird', 'rabbit'] },
      { type: 'slider', min: 1, max: 30 },
      { type: 'tiles', options: ['yes', 'no'] },
      { type: 'textbox' },
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "I'd love a feedback form for our cafe!! how was your visit overall (great, ok, meh), what did you order - coffee, pastries, lunch, smoothies, and anything we could do better?",
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['great', 'ok', 'meh'] },
      { type: 'multiSelect', options: ['coffee', 'pastries', 'lunch', 'smoothies'] },
      { type: 'textbox' },
    ],
  },
  {
    voice: 'typos',
    prompt: 'moving quote: move date, how many rooms 1-10, piano? y/n, new adress, contact',
    expectLanguage: 'en',
    features: [
      { type: 'followup', dateInput: true },
      { type: 'slider', min: 1, max: 10 },
      { type: 'tiles', options: ['yes', 'no'], title: 'piano' },
      location,
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Anfrage Photovoltaik: Dachart Ziegel/Blech/Flachdach, Stromverbrauch 2.000–10.000 kWh, Speicher ja/nein, PLZ, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['ziegel', 'blech', 'flachdach'] },
      { type: 'slider', min: 2000, max: 10000 },
      { type: 'tiles', options: ['ja', 'nein'] },
      location,
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt:
      'yoga retreat signup. room type single/shared. diet: veg, vegan, no pref. arrival date. experience level 1-5. contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['single', 'shared'] },
      { type: 'tiles', options: ['veg', 'vegan', 'no pref'] },
      { type: 'followup', dateInput: true },
      { type: 'slider', min: 1, max: 5 },
      contact,
    ],
  },
];
