// Second held-out sets for the builder understanding owners (issue 33) and prompts in French, Spanish and Italian
// (issue 30): written before any tuning for issue 33, on forms and trades unlike the earlier sets, and never edited
// afterwards. Scored by score-nlu.ts like the first held-out sets; the foreign prompts by the fields a respondent
// reading the form in that language sees.
import type { TFormConfig } from '@forms-engine/model';
import { contact, type ExpectedFeature, location, type PromptCase } from './corpus.ts';
import type { NluEditCase, Voice } from './held-out-nlu.ts';
import type { LogicCase } from './logic.ts';

const opt = (id: string, title: string) => ({ id, title });

export const OWNER_BASES = {
  roofing: {
    title: 'Roofing request',
    language: 'en',
    steps: [
      {
        id: 'service',
        type: 'tiles',
        title: 'What do you need?',
        options: [
          opt('repair', 'Repair'),
          opt('replace', 'Full replacement'),
          opt('inspect', 'Inspection'),
          opt('gutter', 'Gutters'),
        ],
      },
      {
        id: 'material',
        type: 'tiles',
        title: 'What is the roof covered with?',
        options: [
          opt('shingles', 'Asphalt shingles'),
          opt('tile', 'Clay tile'),
          opt('metal', 'Metal'),
          opt('slate', 'Slate'),
        ],
      },
      {
        id: 'size',
        type: 'slider',
        title: 'Roughly how large is the roof?',
        subtitle: 'in square feet',
        min: 500,
        max: 5000,
        step: 100,
        defaultValue: 1500,
      },
      {
        id: 'storeys',
        type: 'dropdown',
        title: 'How many storeys does the building have?',
        options: [opt('one', '1'), opt('two', '2'), opt('three', '3 or more')],
      },
      {
        id: 'leak',
        type: 'tiles',
        title: 'Is the roof leaking right now?',
        options: [opt('yes', 'Yes'), opt('no', 'No')],
      },
      {
        id: 'pictures',
        type: 'documentUpload',
        title: 'Upload pictures of the damage',
        validation: { required: false },
      },
      { id: 'address', type: 'location', title: 'Where is the building?' },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
  },
  clinic: {
    title: 'Dental appointment',
    language: 'en',
    steps: [
      {
        id: 'reason',
        type: 'tiles',
        title: 'What brings you in?',
        options: [
          opt('checkup', 'Check-up'),
          opt('pain', 'Pain'),
          opt('whitening', 'Whitening'),
          opt('implant', 'Implants'),
        ],
      },
      {
        id: 'patient',
        type: 'tiles',
        title: 'Have you visited us before?',
        options: [opt('new', 'New patient'), opt('returning', 'Returning patient')],
      },
      {
        id: 'insurance',
        type: 'dropdown',
        title: 'How are you insured?',
        options: [opt('public', 'Public'), opt('private', 'Private'), opt('self', 'Self-pay')],
      },
      {
        id: 'age',
        type: 'slider',
        title: 'How old is the patient?',
        min: 0,
        max: 100,
        step: 1,
        defaultValue: 35,
      },
      {
        id: 'times',
        type: 'multiSelect',
        title: 'When can you come?',
        options: [
          opt('morning', 'Mornings'),
          opt('afternoon', 'Afternoons'),
          opt('evening', 'Evenings'),
          opt('saturday', 'Saturdays'),
        ],
      },
      { id: 'notes', type: 'textbox', title: 'Anything we should know?', validation: { required: false } },
      { id: 'contact', type: 'contact', title: 'How do we reach you?' },
    ],
  },
  reinigung: {
    title: 'Gebäudereinigung',
    language: 'de',
    steps: [
      {
        id: 'objekt',
        type: 'tiles',
        title: 'Welche Räume sollen gereinigt werden?',
        options: [opt('buero', 'Büro'), opt('praxis', 'Praxis'), opt('laden', 'Ladengeschäft')],
      },
      {
        id: 'flaeche',
        type: 'slider',
        title: 'Wie groß ist die Fläche?',
        subtitle: 'in m²',
        min: 50,
        max: 2000,
        step: 50,
        defaultValue: 300,
      },
      {
        id: 'intervall',
        type: 'dropdown',
        title: 'Wie oft sollen wir reinigen?',
        options: [
          opt('taeglich', 'Täglich'),
          opt('woechentlich', 'Wöchentlich'),
          opt('monatlich', 'Monatlich'),
        ],
      },
      {
        id: 'zusatz',
        type: 'multiSelect',
        title: 'Welche Zusatzleistungen wünschen Sie?',
        options: [opt('fenster', 'Fenster'), opt('teppich', 'Teppichreinigung'), opt('kueche', 'Küche')],
      },
      {
        id: 'beginn',
        type: 'tiles',
        title: 'Ab wann?',
        options: [opt('sofort', 'Sofort'), opt('monat', 'Nächsten Monat'), opt('spaeter', 'Später')],
      },
      { id: 'adresse', type: 'location', title: 'Wo befindet sich das Objekt?' },
      { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
    ],
  },
} satisfies Record<string, TFormConfig>;

export type OwnerEditCase = Omit<NluEditCase, 'base'> & { base: keyof typeof OWNER_BASES };

export const OWNER_EDITS: OwnerEditCase[] = [
  // roofing
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'edit',
    instruction: 'storeys → tiles',
    expect: [{ kind: 'step', id: 'storeys', type: 'tiles', options: ['1', '2', '3 or more'] }],
    touches: ['storeys'],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'honestly nobody picks gutters, can you take that out of the first question',
    expect: [
      {
        kind: 'step',
        id: 'service',
        options: ['Repair', 'Full replacement', 'Inspection'],
        noOptions: ['Gutters'],
      },
    ],
    touches: ['service'],
  },
  {
    base: 'roofing',
    voice: 'typos',
    cls: 'edit',
    instruction: 'make the pictres step requried',
    expect: [{ kind: 'step', id: 'pictures', required: true }],
    touches: ['pictures'],
  },
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'edit',
    instruction: 'roof size 200 to 8000',
    expect: [{ kind: 'step', id: 'size', min: 200, max: 8000 }],
    touches: ['size'],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'could we also ask whether they already have solar panels up there? just yes or no is fine',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['yes', 'no'], title: 'solar' },
    ],
    touches: [],
  },
  {
    base: 'roofing',
    voice: 'typos',
    cls: 'edit',
    instruction: 'put the adress question rigth after the service one',
    expect: [{ kind: 'step', id: 'address', after: 'service' }],
    touches: ['address'],
  },
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'logic',
    instruction: 'not leaking → skip pictures',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'no', step: 'leaking' }], skips: ['pictures'] } },
      { kind: 'journey', journey: { answers: [{ option: 'yes', step: 'leaking' }], shows: ['pictures'] } },
    ],
    touches: ['leak', 'pictures'],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'logic',
    instruction:
      "if it's only an inspection they don't need to tell us about leaks, hide that question for them",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'inspection' }], skips: ['leaking'] } },
      { kind: 'journey', journey: { answers: [{ option: 'repair' }], shows: ['leaking'] } },
    ],
    touches: ['service', 'leak'],
  },
  {
    base: 'roofing',
    voice: 'typos',
    cls: 'logic',
    instruction: 'when the roof is biger than 4000 sq ft end the form and say we only do family homes',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'large', number: 4500 }], ending: 'homes' } },
      { kind: 'journey', journey: { answers: [{ step: 'large', number: 1000 }], shows: ['storeys'] } },
    ],
    touches: ['size'],
  },
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'price',
    instruction: 'estimate: 350 + 4.5 per sq ft',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'large', number: 1000 }], estimate: 4850 } }],
    touches: [],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'price',
    instruction:
      "we'd like to show a ballpark: 2 dollars per square foot, and add 1500 on top if they have slate",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'large', number: 1000 }, { option: 'slate' }], estimate: 3500 },
      },
      {
        kind: 'journey',
        journey: { answers: [{ step: 'large', number: 1000 }, { option: 'metal' }], estimate: 2000 },
      },
    ],
    touches: ['material'],
  },
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'edit',
    instruction: "rename 'Clay tile' to 'Concrete tile'",
    expect: [
      {
        kind: 'step',
        id: 'material',
        options: ['Asphalt shingles', 'Concrete tile', 'Metal', 'Slate'],
        noOptions: ['Clay tile'],
      },
    ],
    touches: ['material'],
  },
  {
    base: 'roofing',
    voice: 'typos',
    cls: 'edit',
    instruction: 'delte the storeys qustion',
    expect: [{ kind: 'removed', id: 'storeys' }],
    touches: ['storeys'],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'and can the form push every lead straight into our whatsapp group?',
    expect: [{ kind: 'refused', mentions: 'whatsapp' }],
    touches: [],
  },
  {
    base: 'roofing',
    voice: 'chatty',
    cls: 'edit',
    instruction:
      "i'd love the first question to let people choose a few things at once, like a repair plus gutters",
    expect: [
      {
        kind: 'step',
        id: 'service',
        type: 'multiSelect',
        options: ['Repair', 'Full replacement', 'Inspection', 'Gutters'],
      },
    ],
    touches: ['service'],
  },
  {
    base: 'roofing',
    voice: 'typos',
    cls: 'edit',
    instruction: "add 'Flat roof membrane' to the materail options",
    expect: [
      {
        kind: 'step',
        id: 'material',
        options: ['Asphalt shingles', 'Clay tile', 'Metal', 'Slate', 'Flat roof membrane'],
      },
    ],
    touches: ['material'],
  },
  {
    base: 'roofing',
    voice: 'terse',
    cls: 'price',
    instruction: 'price: repair 250, replacement 9000, inspection 150',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'repair' }], estimate: 250 } },
      { kind: 'journey', journey: { answers: [{ option: 'inspection' }], estimate: 150 } },
    ],
    touches: ['service'],
  },
  // clinic
  {
    base: 'clinic',
    voice: 'terse',
    cls: 'edit',
    instruction: 'insurance: add Travel insurance',
    expect: [
      { kind: 'step', id: 'insurance', options: ['Public', 'Private', 'Self-pay', 'Travel insurance'] },
    ],
    touches: ['insurance'],
  },
  {
    base: 'clinic',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'please ask whether they have been here before as the very first thing',
    expect: [{ kind: 'step', id: 'patient', at: 1 }],
    touches: ['patient'],
  },
  {
    base: 'clinic',
    voice: 'typos',
    cls: 'edit',
    instruction: 'age slider shoud go from 1 to 99',
    expect: [{ kind: 'step', id: 'age', min: 1, max: 99 }],
    touches: ['age'],
  },
  {
    base: 'clinic',
    voice: 'terse',
    cls: 'edit',
    instruction: 'notes required',
    expect: [{ kind: 'step', id: 'notes', required: true }],
    touches: ['notes'],
  },
  {
    base: 'clinic',
    voice: 'chatty',
    cls: 'edit',
    instruction: "we sadly don't offer whitening any more, please get rid of it",
    expect: [
      { kind: 'step', id: 'reason', options: ['Check-up', 'Pain', 'Implants'], noOptions: ['Whitening'] },
    ],
    touches: ['reason'],
  },
  {
    base: 'clinic',
    voice: 'chatty',
    cls: 'edit',
    instruction:
      "could you add a question about which dentist they'd prefer: Dr. Weber, Dr. Okafor or no preference",
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['Dr. Weber', 'Dr. Okafor', 'no preference'] },
    ],
    touches: [],
  },
  {
    base: 'clinic',
    voice: 'typos',
    cls: 'logic',
    instruction: 'if its a returning patient skip the insurence question',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'returning' }], skips: ['insured'] } },
      { kind: 'journey', journey: { answers: [{ option: 'new patient' }], shows: ['insured'] } },
    ],
    touches: ['patient', 'insurance'],
  },
  {
    base: 'clinic',
    voice: 'terse',
    cls: 'logic',
    instruction: 'under 18 -> end form, parent has to call us',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'old', number: 12 }], ending: 'parent' } },
      { kind: 'journey', journey: { answers: [{ step: 'old', number: 30 }], shows: ['come'] } },
    ],
    touches: ['age'],
  },
  {
    base: 'clinic',
    voice: 'chatty',
    cls: 'logic',
    instruction:
      "people in pain shouldn't have to click through everything, send them straight to the contact details",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'pain' }], skips: ['insured', 'come'], shows: ['reach'] },
      },
      { kind: 'journey', journey: { answers: [{ option: 'check-up' }], shows: ['insured'] } },
    ],
    touches: ['reason'],
  },
  {
    base: 'clinic',
    voice: 'terse',
    cls: 'price',
    instruction: 'fee: implants 1200, everything else 90',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'implants' }], estimate: 1200 } },
      { kind: 'journey', journey: { answers: [{ option: 'check-up' }], estimate: 90 } },
    ],
    touches: ['reason'],
  },
  {
    base: 'clinic',
    voice: 'typos',
    cls: 'edit',
    instruction: "retitle the age questoin to: What is the patient's age?",
    expect: [{ kind: 'step', id: 'age', title: "What is the patient's age?" }],
    touches: ['age'],
  },
  {
    base: 'clinic',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'and could it also book them straight into our calendar software?',
    expect: [{ kind: 'refused', mentions: 'calendar' }],
    touches: [],
  },
  {
    base: 'clinic',
    voice: 'typos',
    cls: 'price',
    instruction: 'show the fee, 60 for a chekup and 150 for whitening',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'check-up' }], estimate: 60 } },
      { kind: 'journey', journey: { answers: [{ option: 'whitening' }], estimate: 150 } },
    ],
    touches: ['reason'],
  },
  // reinigung (German)
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: 'Teppichreinigung bei den Zusatzleistungen bitte streichen',
    expect: [{ kind: 'step', id: 'zusatz', options: ['Fenster', 'Küche'], noOptions: ['Teppichreinigung'] }],
    touches: ['zusatz'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: 'Intervall lieber als Kacheln statt Dropdown',
    expect: [
      { kind: 'step', id: 'intervall', type: 'tiles', options: ['Täglich', 'Wöchentlich', 'Monatlich'] },
    ],
    touches: ['intervall'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: 'Fläche bis 5000 m² erlauben',
    expect: [{ kind: 'step', id: 'flaeche', min: 50, max: 5000 }],
    touches: ['flaeche'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: 'Bitte noch fragen, ob ein Schlüssel hinterlegt werden kann (ja/nein)',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['ja', 'nein'], title: 'schlüssel' },
    ],
    touches: [],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: 'Kontaktdaten ganz an den Anfang',
    expect: [{ kind: 'step', id: 'kontakt', at: 1 }],
    touches: ['kontakt'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wenn jemand Ladengeschäft wählt, die Frage nach den Zusatzleistungen überspringen',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'ladengeschäft' }], skips: ['zusatz'] } },
      { kind: 'journey', journey: { answers: [{ option: 'büro' }], shows: ['zusatz'] } },
    ],
    touches: ['objekt', 'zusatz'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'logic',
    instruction:
      'Bei weniger als 100 m² das Formular beenden mit dem Hinweis, dass wir erst ab 100 m² anbieten',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'fläche', number: 60 }], ending: '100' } },
      { kind: 'journey', journey: { answers: [{ step: 'fläche', number: 500 }], shows: ['oft'] } },
    ],
    touches: ['flaeche'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'price',
    instruction: 'Preis anzeigen: 1,20 € pro m² plus 40 € Anfahrt',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'fläche', number: 500 }], estimate: 640 } }],
    touches: [],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'price',
    instruction: 'Richtpreis: Grundpreis 80 €, dazu 25 € je Zusatzleistung',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ options: ['fenster', 'küche'] }], estimate: 130 },
      },
    ],
    touches: ['zusatz'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'edit',
    instruction: '"Sofort" umbenennen in "So schnell wie möglich"',
    expect: [{ kind: 'step', id: 'beginn', options: ['So schnell wie möglich', 'Nächsten Monat', 'Später'] }],
    touches: ['beginn'],
  },
  {
    base: 'reinigung',
    voice: 'german',
    cls: 'logic',
    instruction: 'Praxen reinigen wir nicht – bei Praxis freundlich absagen und Formular beenden',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'praxis' }], ending: true } },
      { kind: 'journey', journey: { answers: [{ option: 'büro' }], shows: ['fläche'] } },
    ],
    touches: ['objekt'],
  },
];

/** Prompts for new forms that state logic or prices. */
export const OWNER_LOGIC_PROMPTS: (LogicCase & { voice: Voice })[] = [
  {
    voice: 'chatty',
    prompt:
      "need a form for our roofing company. first ask what's going on: leak, storm damage, or old roof. then how big the roof is in square feet, 500 to 6000, then the address and their contact info. if it's storm damage i want them to upload photos, otherwise no photo step. quote is 1000 plus 3 per sq ft",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'storm damage' }], shows: ['photo'] },
      { answers: [{ option: 'leak' }], skips: ['photo'] },
      { answers: [{ step: 'roof', number: 2000 }], estimate: 7000 },
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Office cleaning quote. Office size m² 50–1000. Cleanings per week 1–5. Contact. Price: 60 + 0.5 per m².',
    expectLanguage: 'en',
    journeys: [{ answers: [{ step: 'size', number: 200 }], estimate: 160 }],
  },
  {
    voice: 'german',
    prompt:
      'Umzugsformular: Wohnungsgröße in Zimmern 1 bis 6, Stockwerk (EG, 1.-2. OG, 3. OG oder höher), Aufzug vorhanden ja/nein, Umzugsdatum, Kontaktdaten. Preis: 350 € plus 180 € pro Zimmer. Ohne Aufzug kommen 150 € dazu.',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'zimmer', number: 3 },
          { option: 'ja', step: 'aufzug' },
        ],
        estimate: 890,
      },
      {
        answers: [
          { step: 'zimmer', number: 3 },
          { option: 'nein', step: 'aufzug' },
        ],
        estimate: 1040,
      },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'patient intake for our physio practise: reason for visit (back pain, sports injury, after surgery), do you have a doctors referral yes/no, prefered time (morning, afternoon), contact. if no referral end the form and tell them to get one from there doctor first',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'referral' }], ending: 'doctor' },
      { answers: [{ option: 'yes', step: 'referral' }], shows: ['time'], end: true },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "hi! we're a marketing agency and want a lead form. ask what they need (website, SEO, social media, ads), their monthly budget from 500 to 20000, and contact details. anyone under 1000 a month, please end it nicely and say we're probably not the right fit",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'budget', number: 600 }], ending: 'fit' },
      { answers: [{ step: 'budget', number: 5000 }], end: true },
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Solar lead. Homeowner? yes/no. Roof faces: south, east/west, north. Monthly bill 40-400 €. Contact. Non-owners → polite end. North → end: roof not suitable.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'homeowner' }], ending: true },
      { answers: [{ option: 'yes', step: 'homeowner' }, { option: 'north' }], ending: 'suitable' },
      { answers: [{ option: 'yes', step: 'homeowner' }, { option: 'south' }], end: true },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Fensterputz-Anfrage. Objekt: Einfamilienhaus, Wohnung, Gewerbe. Anzahl Fenster 1 bis 60. Kontakt. Richtpreis 25 € Anfahrt und 6 € pro Fenster. Bei Gewerbe bitte direkt zu den Kontaktdaten springen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'gewerbe' }], skips: ['fenster'] },
      { answers: [{ option: 'wohnung' }, { step: 'fenster', number: 10 }], estimate: 85 },
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'junk removal quote: load size (quarter, half, full truck), stairs y/n, zip, contact. quarter 150, half 280, full 500, stairs +40',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'half' }, { option: 'no', step: 'stairs' }], estimate: 280 },
      { answers: [{ option: 'full' }, { option: 'yes', step: 'stairs' }], estimate: 540 },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'we run a small dental clinic. the form should ask: new or existing patient, what for (cleaning, toothache, braces consult), and contact. if it\'s a toothache, also ask how bad it is on a scale of 1 to 10. existing patients dont need the "what for" question, they can call',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'new' }, { option: 'toothache' }], shows: ['bad'] },
      { answers: [{ option: 'new' }, { option: 'cleaning' }], skips: ['bad'] },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'gutter cleaning quote - house height (1 story, 2 story, 3+ story), lenght of gutters in meters 10-100, contact. price 2.5 per meter plus 50 call out, 3+ story is extra 80',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: '1 story' }, { step: 'gutter', number: 40 }], estimate: 150 },
      { answers: [{ option: '3+' }, { step: 'gutter', number: 40 }], estimate: 230 },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Dachdecker-Anfrage: Was soll gemacht werden (Reparatur, Neueindeckung, Dachfenster), Dachfläche 20–400 m², Fotos vom Dach, Adresse, Kontakt. Bei Reparatur sind Fotos Pflicht, sonst Fotos weglassen. Wenn die Adresse außerhalb unseres Gebiets liegt, Formular beenden.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'reparatur' }], shows: ['foto'] },
      { answers: [{ option: 'neueindeckung' }], skips: ['foto'] },
      { answers: [{ outside: true }], ending: true },
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Moving quote. From: apartment/house/storage. Bedrooms 0–5. Distance km 1–800. Contact. Estimate 200 + 150 per bedroom + 1.2 per km.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'bedroom', number: 2 },
          { step: 'distance', number: 100 },
        ],
        estimate: 620,
      },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "solar installer here. i'd like: do they own the place (yes / no, renting), how much they pay for power monthly 50-600, do they want a battery too, and contact. renters can't sign so thank them and stop. if they want a battery add 4000 to the estimate, base is 9000",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'renting' }], ending: true },
      {
        answers: [
          { option: 'yes', step: 'own' },
          { option: 'yes', step: 'battery' },
        ],
        estimate: 13000,
      },
      {
        answers: [
          { option: 'yes', step: 'own' },
          { option: 'no', step: 'battery' },
        ],
        estimate: 9000,
      },
    ],
  },
  {
    voice: 'shorthand',
    prompt: 'deep clean booking. sqm 20-300. pets y/n. oven clean y/n. contact. €2/sqm, oven +35, pets +20',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'sqm', number: 100 },
          { option: 'yes', step: 'oven' },
          { option: 'no', step: 'pet' },
        ],
        estimate: 235,
      },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Anfrageformular für unsere Agentur: Projektart (Website, Online-Shop, App), Budget 2.000–50.000 €, Start (sofort, in 1–3 Monaten, später), Kontaktdaten. Bei App bitte freundlich absagen, das machen wir nicht.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'app' }], ending: true },
      { answers: [{ option: 'website' }], shows: ['budget'], end: true },
    ],
  },
];

/** New forms from prompts in other voices: the fields each must produce. */
export const OWNER_VOICES: (PromptCase & { voice: Voice })[] = [
  {
    voice: 'chatty',
    prompt:
      'so we clean carpets and upholstery. id like to know what needs cleaning (carpet, sofa, rug, mattress - could be a few), how many rooms roughly 1-8, if they have pets, and their phone + email',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['carpet', 'sofa', 'rug', 'mattress'] },
      { type: 'slider', min: 1, max: 8 },
      { type: 'tiles', title: 'pet' },
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Roof inspection request. Roof age: <10y, 10-20y, 20y+. Material: shingle, tile, metal. Photos. Address. Contact.',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['<10y', '10-20y', '20y+'] },
      { type: ['tiles', 'dropdown'], options: ['shingle', 'tile', 'metal'] },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Wir sind eine Physiotherapie-Praxis. Formular: Beschwerden (Rücken, Knie, Schulter, Nacken), Rezept vorhanden ja/nein, bevorzugte Tageszeit vormittags/nachmittags/abends, Kontaktdaten.',
    expectLanguage: 'de',
    features: [
      { type: ['tiles', 'multiSelect'], options: ['rücken', 'knie', 'schulter', 'nacken'] },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'tiles', options: ['vormittags', 'nachmittags', 'abends'] },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'heat pump lead: house sqm 60-400, heating now: gas/oil/electric/other, budget 8k-30k, zip, contact',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 60, max: 400 },
      { type: ['tiles', 'dropdown'], options: ['gas', 'oil', 'electric'] },
      { type: 'slider', min: 8000, max: 30000 },
      location,
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'booking form for our moving compnay: moving date, from adress, number of bedrooms 1-6, do you need packing servise yes or no, contact detials',
    expectLanguage: 'en',
    features: [
      { type: 'followup', dateInput: true },
      location,
      { type: 'slider', min: 1, max: 6 },
      { type: 'tiles', options: ['yes', 'no'] },
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "we're a web design agency!! want to ask: what kind of business they have, what they need (new website, redesign, shop, just hosting), how many pages roughly 1 to 50, and how to reach them",
    expectLanguage: 'en',
    features: [
      { type: ['textbox', 'tiles', 'dropdown'], title: 'business' },
      { type: ['tiles', 'multiSelect'], options: ['new website', 'redesign', 'shop', 'just hosting'] },
      { type: 'slider', min: 1, max: 50 },
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'kurzes formular für dachrinnenreinigung. hausart (reihenhaus, doppelhaus, einfamilienhaus), länge der rinne in metern 5-80, fotos optional, adresse und kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['reihenhaus', 'doppelhaus', 'einfamilienhaus'] },
      { type: 'slider', min: 5, max: 80 },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Clinic appointment request. Department: dermatology, cardiology, orthopedics. Preferred date. Insurance: public, private. Contact.',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['dermatology', 'cardiology', 'orthopedics'] },
      { type: 'followup', dateInput: true },
      { type: 'tiles', options: ['public', 'private'] },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'window cleaning req — property: house/flat/shop, windows 5-80, inside+outside or outside only, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['house', 'flat', 'shop'] },
      { type: 'slider', min: 5, max: 80 },
      { type: 'tiles', options: ['inside', 'outside only'] },
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'solar panle quote: do you own the hous, roof direction (south, east, west), yearly power use 2000-12000 kwh, intrested in battery storage y/n, contact info',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', title: 'own' },
      { type: 'tiles', options: ['south', 'east', 'west'] },
      { type: 'slider', min: 2000, max: 12000 },
      { type: 'tiles', options: ['yes', 'no'], title: 'battery' },
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Anfrage Büroumzug: Anzahl Arbeitsplätze 5 bis 200, Umzugstermin, alte Adresse, IT-Abbau gewünscht (ja, nein), Ansprechpartner mit Telefon und E-Mail.',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 5, max: 200 },
      { type: 'followup', dateInput: true },
      location,
      { type: 'tiles', options: ['ja', 'nein'] },
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'hey, I do end-of-tenancy cleans. can the form ask how many bedrooms (studio up to 5), how many bathrooms 1-4, whether they want carpets shampooed too, the move-out date and then contact?',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'slider', 'dropdown'], title: 'bedroom' },
      { type: 'slider', min: 1, max: 4 },
      { type: 'tiles', title: 'carpet' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt:
      'Aesthetic clinic consult. Treatment: botox, fillers, laser, peel (multiple). Age 18-80. Photo of area. Contact.',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['botox', 'fillers', 'laser', 'peel'] },
      { type: 'slider', min: 18, max: 80 },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'seo audit req: site url, monthly traffic 1k-500k, goals: leads/sales/brand (several ok), contact',
    expectLanguage: 'en',
    features: [
      { type: ['textbox', 'followup'], title: 'url' },
      { type: 'slider', min: 1000, max: 500000 },
      { type: 'multiSelect', options: ['leads', 'sales', 'brand'] },
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'Anfrage fur Solaranlage: dachneigung (flach, leicht geneigt, steil), dachflache in m2 10 bis 150, stromspeicher gewunscht ja/nein, adresse, kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['flach', 'leicht geneigt', 'steil'] },
      { type: 'slider', min: 10, max: 150 },
      { type: 'tiles', options: ['ja', 'nein'] },
      location,
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'I own a pest control business. Form needs: what pest (mice, rats, wasps, bed bugs, cockroaches, not sure), is it a home or a business, how urgent (today, this week, no rush), address, and contact please',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['mice', 'rats', 'wasps', 'bed bugs', 'cockroaches'] },
      { type: 'tiles', options: ['home', 'business'] },
      { type: 'tiles', options: ['today', 'this week', 'no rush'] },
      location,
      contact,
    ],
  },
];

/** Prompts in French, Spanish and Italian (issue 30 item 6): each must give a form entirely in its language. */
export interface ForeignPromptCase {
  prompt: string;
  expectLanguage: 'fr' | 'es' | 'it';
  features: ExpectedFeature[];
}

export const FOREIGN_PROMPTS: ForeignPromptCase[] = [
  {
    expectLanguage: 'fr',
    prompt:
      'Formulaire de devis pour une entreprise de couverture : type de travaux (réparation, rénovation complète, nettoyage), surface du toit de 20 à 300 m², photos du toit, adresse et coordonnées.',
    features: [
      { type: 'tiles', options: ['réparation', 'rénovation complète', 'nettoyage'] },
      { type: 'slider', min: 20, max: 300 },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'fr',
    prompt:
      'Je fais du ménage à domicile. Il me faut un formulaire : nombre de pièces (1 à 8), fréquence (chaque semaine, toutes les deux semaines, une fois), animaux oui/non, et coordonnées.',
    features: [
      { type: 'slider', min: 1, max: 8 },
      { type: 'tiles', options: ['chaque semaine', 'toutes les deux semaines', 'une fois'] },
      { type: 'tiles', options: ['oui', 'non'] },
      contact,
    ],
  },
  {
    expectLanguage: 'fr',
    prompt:
      'Demande de devis déménagement : date du déménagement, logement actuel (appartement, maison), étage, adresse de départ, coordonnées',
    features: [
      { type: 'followup', dateInput: true },
      { type: 'tiles', options: ['appartement', 'maison'] },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'fr',
    prompt:
      'Clinique dentaire : motif de la visite (contrôle, douleur, blanchiment), êtes-vous déjà patient (oui, non), coordonnées',
    features: [
      { type: 'tiles', options: ['contrôle', 'douleur', 'blanchiment'] },
      { type: 'tiles', options: ['oui', 'non'] },
      contact,
    ],
  },
  {
    expectLanguage: 'es',
    prompt:
      'Formulario para presupuesto de placas solares: tipo de tejado (teja, chapa, plano), factura mensual de luz de 30 a 300 €, dirección de la vivienda y datos de contacto.',
    features: [
      { type: 'tiles', options: ['teja', 'chapa', 'plano'] },
      { type: 'slider', min: 30, max: 300, prefix: '€' },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'es',
    prompt:
      'Somos una empresa de limpieza. Queremos saber: tipo de limpieza (oficina, hogar, fin de obra), metros cuadrados de 20 a 500, y los datos de contacto.',
    features: [
      { type: 'tiles', options: ['oficina', 'hogar', 'fin de obra'] },
      { type: 'slider', min: 20, max: 500 },
      contact,
    ],
  },
  {
    expectLanguage: 'es',
    prompt:
      'Agencia de marketing: servicios que necesita (web, redes sociales, publicidad, SEO), presupuesto mensual de 500 a 10000 €, datos de contacto',
    features: [
      { type: ['multiSelect', 'tiles'], options: ['web', 'redes sociales', 'publicidad', 'seo'] },
      { type: 'slider', min: 500, max: 10000 },
      contact,
    ],
  },
  {
    expectLanguage: 'it',
    prompt:
      'Modulo di richiesta preventivo per impianto fotovoltaico: tipo di tetto (tegole, lamiera, piano), consumo annuo da 1000 a 10000 kWh, indirizzo e contatti.',
    features: [
      { type: 'tiles', options: ['tegole', 'lamiera', 'piano'] },
      { type: 'slider', min: 1000, max: 10000 },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'it',
    prompt:
      'Impresa di pulizie: che tipo di immobile (appartamento, ufficio, negozio), numero di stanze da 1 a 10, foto, dati di contatto',
    features: [
      { type: 'tiles', options: ['appartamento', 'ufficio', 'negozio'] },
      { type: 'slider', min: 1, max: 10 },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    expectLanguage: 'it',
    prompt:
      'Trasloco: data del trasloco, numero di locali da 1 a 6, serve il montaggio dei mobili sì/no, indirizzo, contatti',
    features: [
      { type: 'followup', dateInput: true },
      { type: 'slider', min: 1, max: 6 },
      { type: 'tiles', options: ['sì', 'no'] },
      location,
      contact,
    ],
  },
];
