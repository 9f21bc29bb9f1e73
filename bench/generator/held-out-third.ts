// Third held-out sets for issue 33 (the builder understands owners) and issue 30 (prompts in French, Spanish and
// Italian): written by the lead on 28 Nov 2026 while the engine was being tuned on the first two sets, kept outside
// the repository until that tuning ended; since their first score only formatted and typed, no case changed. Trades unlike the
// earlier sets (pool care, heating and air conditioning, garden care, pest control, tutoring, event catering).
import type { TFormConfig } from '@forms-engine/model';
import { contact, location, type PromptCase } from './corpus.ts';
import type { ForeignPromptCase } from './held-out-owners.ts';
import type { NluEditCase, Voice } from './held-out-nlu.ts';
import type { LogicCase } from './logic.ts';

const opt = (id: string, title: string) => ({ id, title });

export const THIRD_BASES = {
  pool: {
    title: 'Pool service request',
    language: 'en',
    steps: [
      {
        id: 'pooltype',
        type: 'tiles',
        title: 'What kind of pool do you have?',
        options: [opt('inground', 'In-ground'), opt('above', 'Above-ground'), opt('spa', 'Hot tub / spa')],
      },
      {
        id: 'job',
        type: 'multiSelect',
        title: 'What can we help with?',
        options: [
          opt('weekly', 'Weekly cleaning'),
          opt('opening', 'Opening for the season'),
          opt('closing', 'Closing for winter'),
          opt('repair', 'Pump or filter repair'),
        ],
      },
      {
        id: 'volume',
        type: 'slider',
        title: 'How many gallons does it hold?',
        min: 5000,
        max: 40000,
        step: 1000,
        defaultValue: 15000,
      },
      {
        id: 'heater',
        type: 'tiles',
        title: 'Does the pool have a heater?',
        options: [opt('yes', 'Yes'), opt('no', 'No')],
      },
      { id: 'notes', type: 'textbox', title: 'Anything else we should know?' },
      { id: 'where', type: 'location', title: 'Where is the pool?' },
      { id: 'contact', type: 'contact', title: 'Your contact details' },
    ],
  },
  hvac: {
    title: 'Heizung und Klima',
    language: 'de',
    steps: [
      {
        id: 'anliegen',
        type: 'tiles',
        title: 'Worum geht es?',
        options: [opt('wartung', 'Wartung'), opt('stoerung', 'Störung'), opt('neu', 'Neue Anlage')],
      },
      {
        id: 'anlage',
        type: 'dropdown',
        title: 'Welche Anlage haben Sie?',
        options: [
          opt('gas', 'Gasheizung'),
          opt('oel', 'Ölheizung'),
          opt('wp', 'Wärmepumpe'),
          opt('klima', 'Klimaanlage'),
        ],
      },
      {
        id: 'flaeche',
        type: 'slider',
        title: 'Wie groß ist die Wohnfläche?',
        subtitle: 'in m²',
        min: 40,
        max: 400,
        step: 10,
        defaultValue: 120,
      },
      {
        id: 'alter',
        type: 'tiles',
        title: 'Wie alt ist die Anlage?',
        options: [
          opt('jung', 'Unter 10 Jahre'),
          opt('mittel', '10 bis 20 Jahre'),
          opt('alt', 'Über 20 Jahre'),
        ],
      },
      { id: 'adresse', type: 'location', title: 'Wo steht die Anlage?' },
      { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
    ],
  },
} satisfies Record<string, TFormConfig>;

export type ThirdEditCase = Omit<NluEditCase, 'base'> & { base: keyof typeof THIRD_BASES };

export const THIRD_EDITS: ThirdEditCase[] = [
  // pool
  {
    base: 'pool',
    voice: 'terse',
    cls: 'edit',
    instruction: 'drop the notes question',
    expect: [{ kind: 'removed', id: 'notes' }],
    touches: ['notes'],
  },
  {
    base: 'pool',
    voice: 'chatty',
    cls: 'edit',
    instruction:
      'we also do saltwater conversions now, could you add that as one more thing people can pick under what we help with?',
    expect: [{ kind: 'step', id: 'job', options: ['Weekly cleaning', 'Pump or filter repair', 'saltwater'] }],
    touches: ['job'],
  },
  {
    base: 'pool',
    voice: 'typos',
    cls: 'edit',
    instruction: 'gallons shoud go from 2000 up to 60000',
    expect: [{ kind: 'step', id: 'volume', min: 2000, max: 60000 }],
    touches: ['volume'],
  },
  {
    base: 'pool',
    voice: 'shorthand',
    cls: 'edit',
    instruction: 'address q first pls',
    expect: [{ kind: 'step', id: 'where', at: 1 }],
    touches: ['where'],
  },
  {
    base: 'pool',
    voice: 'chatty',
    cls: 'edit',
    instruction: "the heater question isn't that important, let people skip it",
    expect: [{ kind: 'step', id: 'heater', required: false }],
    touches: ['heater'],
  },
  {
    base: 'pool',
    voice: 'terse',
    cls: 'edit',
    instruction: 'rename "Anything else we should know?" to "Gate code or dogs on site?"',
    expect: [{ kind: 'step', id: 'notes', title: 'Gate code' }],
    touches: ['notes'],
  },
  {
    base: 'pool',
    voice: 'typos',
    cls: 'logic',
    instruction: 'if its a hot tub dont ask about the heater',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'hot tub' }], skips: ['heater'] } },
      { kind: 'journey', journey: { answers: [{ option: 'in-ground' }], shows: ['heater'] } },
    ],
    touches: ['pooltype', 'heater'],
  },
  {
    base: 'pool',
    voice: 'chatty',
    cls: 'logic',
    instruction:
      "above-ground pools aren't something we service, so if they pick that just end it and say sorry, in-ground only",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'above-ground' }], ending: 'ground' } },
      { kind: 'journey', journey: { answers: [{ option: 'in-ground' }], shows: ['help'] } },
    ],
    touches: ['pooltype'],
  },
  {
    base: 'pool',
    voice: 'terse',
    cls: 'price',
    instruction: 'price = 90 + 0.01 per gallon',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'gallons', number: 20000 }], estimate: 290 } }],
    touches: [],
  },
  {
    base: 'pool',
    voice: 'shorthand',
    cls: 'price',
    instruction: 'est: opening 250, closing 200, weekly 120, repair 180',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'opening for the season' }], estimate: 250 } },
      { kind: 'journey', journey: { answers: [{ option: 'weekly cleaning' }], estimate: 120 } },
    ],
    touches: ['job'],
  },
  {
    base: 'pool',
    voice: 'chatty',
    cls: 'price',
    instruction: "can it show a rough price? it's 150 to start and another 75 if the pool has a heater",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'yes', step: 'heater' }], estimate: 225 } },
      { kind: 'journey', journey: { answers: [{ option: 'no', step: 'heater' }], estimate: 150 } },
    ],
    touches: ['heater'],
  },
  {
    base: 'pool',
    voice: 'typos',
    cls: 'edit',
    instruction: 'move the notes qestion to the very end, even after the contact detials',
    expect: [{ kind: 'step', id: 'notes', at: -1 }],
    touches: ['notes'],
  },
  // hvac (German form)
  {
    base: 'hvac',
    voice: 'german',
    cls: 'edit',
    instruction: 'Bei der Anlage bitte noch Pelletheizung ergänzen',
    expect: [{ kind: 'step', id: 'anlage', options: ['Gasheizung', 'Wärmepumpe', 'Pellet'] }],
    touches: ['anlage'],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'edit',
    instruction: 'Die Frage nach dem Alter der Anlage brauchen wir nicht mehr',
    expect: [{ kind: 'removed', id: 'alter' }],
    touches: ['alter'],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'edit',
    instruction: 'Wohnfläche bis 600 m² erlauben',
    expect: [{ kind: 'step', id: 'flaeche', max: 600 }],
    touches: ['flaeche'],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'edit',
    instruction: 'Frage hinzufügen: Gibt es eine Fußbodenheizung? Ja oder Nein',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['ja', 'nein'], title: 'Fußbodenheizung' },
    ],
    touches: [],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wenn es um eine neue Anlage geht, die Frage nach dem Alter überspringen',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'neue anlage' }], skips: ['alt'] } },
      { kind: 'journey', journey: { answers: [{ option: 'wartung' }], shows: ['alt'] } },
    ],
    touches: ['anliegen', 'alter'],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'logic',
    instruction:
      'Bei einer Ölheizung das Formular beenden mit dem Hinweis, dass wir keine Ölheizungen mehr warten',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'ölheizung' }], ending: 'Ölheizung' } },
      { kind: 'journey', journey: { answers: [{ option: 'gasheizung' }], shows: ['wohnfläche'] } },
    ],
    touches: ['anlage'],
  },
  {
    base: 'hvac',
    voice: 'german',
    cls: 'price',
    instruction: 'Preis schätzen: 120 € Anfahrt plus 1,50 € pro m² Wohnfläche',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'wohnfläche', number: 100 }], estimate: 270 } }],
    touches: [],
  },
  {
    base: 'hvac',
    voice: 'terse',
    cls: 'edit',
    instruction: 'Anlage: dropdown → tiles',
    expect: [{ kind: 'step', id: 'anlage', type: 'tiles' }],
    touches: ['anlage'],
  },
];

export const THIRD_LOGIC_PROMPTS: (LogicCase & { voice: Voice })[] = [
  {
    voice: 'chatty',
    prompt:
      "hey, we do lawn care. i want a form that asks the lawn size in square meters (50 to 2000), what they want (mowing, fertilising, weed control), and their address and contact. if they only want weed control they don't need to give the lawn size. price should be 40 plus 0.2 per square meter",
    expectLanguage: 'en',
    journeys: [{ answers: [{ step: 'lawn', number: 500 }], estimate: 140 }],
  },
  {
    voice: 'terse',
    prompt:
      'Pest control request. Pest: ants, wasps, mice, bedbugs. Property: house, flat, business. Contact. Business → end: we refer commercial jobs to our partner.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'business' }], ending: 'partner' },
      { answers: [{ option: 'house' }], end: true },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'tutoring signup form: subject (maths, english, science), grade 1 to 12, online or in person, parents contact. if in person ask for the adress, if online skip it. price 35 per hour',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'online' }], skips: ['address'] },
      { answers: [{ option: 'in person' }], shows: ['address'] },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Anfrageformular für Catering: Anlass (Hochzeit, Firmenfeier, Geburtstag), Anzahl Gäste 10 bis 300, vegetarische Option ja/nein, Datum, Kontaktdaten. Preis: 25 € pro Gast. Bei weniger als 20 Gästen das Formular beenden: Wir liefern erst ab 20 Personen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'gäste', number: 100 }], estimate: 2500 },
      { answers: [{ step: 'gäste', number: 12 }], ending: '20' },
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'window tinting quote: car or home? car → # of windows 1-8. home → sq ft 10-500. contact. car price 60/window, home 8/sq ft',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'car' }], shows: ['windows'], skips: ['sq'] },
      { answers: [{ option: 'home' }], shows: ['sq'], skips: ['windows'] },
    ],
  },
  {
    voice: 'chatty',
    prompt:
      "we're a small dog grooming salon. ask the dog's size (small, medium, large), the coat (short, long, double coat), and their phone and email. if the dog is large, let them know we can only take large dogs on weekdays and keep going. grooming costs 45 for small, 60 for medium, 80 for large",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'small' }], estimate: 45 },
      { answers: [{ option: 'large' }], estimate: 80 },
    ],
  },
  {
    voice: 'typos',
    prompt:
      'gutter cleaning form. how many storys (1, 2, 3+), length of gutters in meters 5-100, do they want guards installed yes no, contact. if 3+ storys end the form and say we dont have ladders that tall. price is 50 + 2 per meter',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: '3+' }], ending: 'ladder' },
      { answers: [{ option: '1' }, { step: 'length', number: 40 }], estimate: 130 },
    ],
  },
  {
    voice: 'german',
    prompt:
      'Formular für Fensterreinigung: Objekt (Wohnung, Haus, Büro), Anzahl Fenster 1 bis 60, Wintergarten ja/nein, Adresse, Kontakt. Preis 40 € Grundpreis plus 6 € pro Fenster. Hat jemand einen Wintergarten, kommen 50 € dazu.',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'fenster', number: 10 },
          { option: 'nein', step: 'wintergarten' },
        ],
        estimate: 100,
      },
      {
        answers: [
          { step: 'fenster', number: 10 },
          { option: 'ja', step: 'wintergarten' },
        ],
        estimate: 150,
      },
    ],
  },
];

export const THIRD_VOICES: (PromptCase & { voice: Voice })[] = [
  {
    voice: 'chatty',
    prompt:
      'i run a piano tuning business. need to know what kind of piano (upright, grand, digital), when it was last tuned (under a year, 1-3 years, longer / never), where they live and how to reach them',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['upright', 'grand', 'digital'] },
      { type: ['tiles', 'dropdown'], options: ['under a year', '1-3 years'] },
      location,
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'bike repair booking — bike type road/mtb/ebike/kids, issue (brakes, gears, flat, other), photo optional, contact',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['road', 'mtb', 'ebike', 'kids'] },
      { type: ['tiles', 'multiSelect', 'dropdown'], options: ['brakes', 'gears', 'flat'] },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    voice: 'terse',
    prompt: 'Chimney sweep request. Fuel: wood, gas, oil. Number of flues 1-5. Address. Contact.',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['wood', 'gas', 'oil'] },
      { type: 'slider', min: 1, max: 5 },
      location,
      contact,
    ],
  },
  {
    voice: 'typos',
    prompt:
      'form for our bakery custom cakes: ocasion (birthday, wedding, other), number of servings 10 to 150, flavours (chocolate, vanilla, lemon, red velvet) can pick more then one, pickup date, contact',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['birthday', 'wedding', 'other'] },
      { type: 'slider', min: 10, max: 150 },
      { type: 'multiSelect', options: ['chocolate', 'vanilla', 'lemon', 'red velvet'] },
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Wir verlegen Parkett und Laminat. Fragen: Bodenart (Parkett, Laminat, Vinyl), Fläche in m² von 10 bis 200, alter Boden muss raus ja/nein, Fotos vom Raum, Adresse und Kontakt.',
    expectLanguage: 'de',
    features: [
      { type: ['tiles', 'dropdown'], options: ['parkett', 'laminat', 'vinyl'] },
      { type: 'slider', min: 10, max: 200 },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    voice: 'chatty',
    prompt:
      'so basically we clean solar panels. I need the number of panels (anything from 4 to 80), whether the roof is flat or pitched, how they found us (google, neighbour, flyer), and name, phone, email',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 4, max: 80 },
      { type: ['tiles', 'dropdown'], options: ['flat', 'pitched'] },
      { type: ['tiles', 'dropdown', 'multiSelect'], options: ['google', 'neighbour', 'flyer'] },
      contact,
    ],
  },
  {
    voice: 'shorthand',
    prompt:
      'driveway sealing est. — surface asphalt/concrete/pavers, size 20-400 m2, cracks y/n, addr, contact',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['asphalt', 'concrete', 'pavers'] },
      { type: 'slider', min: 20, max: 400 },
      { type: 'tiles', options: ['y', 'n'] },
      location,
      contact,
    ],
  },
  {
    voice: 'german',
    prompt:
      'Kontaktformular für unsere Zahnarztpraxis: Grund des Besuchs (Kontrolle, Schmerzen, Zahnreinigung, Beratung Implantat), Versicherung gesetzlich oder privat, Wunschtermin vormittags oder nachmittags, Kontaktdaten.',
    expectLanguage: 'de',
    features: [
      { type: ['tiles', 'dropdown', 'multiSelect'], options: ['kontrolle', 'schmerzen', 'zahnreinigung'] },
      { type: ['tiles', 'dropdown'], options: ['gesetzlich', 'privat'] },
      { type: ['tiles', 'dropdown'], options: ['vormittags', 'nachmittags'] },
      contact,
    ],
  },
];

export const THIRD_FOREIGN: ForeignPromptCase[] = [
  {
    expectLanguage: 'fr',
    prompt:
      'Nous installons des pompes à chaleur. Le formulaire demande : type de logement (maison, appartement), surface habitable de 50 à 300 m², chauffage actuel (fioul, gaz, électrique), adresse et coordonnées.',
    features: [
      { type: ['tiles', 'dropdown'], options: ['maison', 'appartement'] },
      { type: 'slider', min: 50, max: 300 },
      { type: ['tiles', 'dropdown'], options: ['fioul', 'gaz', 'électrique'] },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'fr',
    prompt:
      'Formulaire pour un paysagiste : travaux souhaités (tonte, taille de haies, création de jardin), taille du jardin de 50 à 2000 m², photos du jardin, coordonnées.',
    features: [
      {
        type: ['tiles', 'multiSelect', 'dropdown'],
        options: ['tonte', 'taille de haies', 'création de jardin'],
      },
      { type: 'slider', min: 50, max: 2000 },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    expectLanguage: 'es',
    prompt:
      'Formulario para una empresa de mudanzas: tamaño de la vivienda (estudio, 2 habitaciones, 3 o más), número de cajas de 5 a 100, ¿hay ascensor? sí/no, dirección y datos de contacto.',
    features: [
      { type: ['tiles', 'dropdown'], options: ['estudio', '2 habitaciones', '3 o más'] },
      { type: 'slider', min: 5, max: 100 },
      { type: 'tiles', options: ['sí', 'no'] },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'es',
    prompt:
      'Clínica de fisioterapia: motivo de la consulta (espalda, rodilla, hombro), ¿es su primera visita? sí o no, horario preferido (mañana, tarde), datos de contacto.',
    features: [
      { type: ['tiles', 'dropdown', 'multiSelect'], options: ['espalda', 'rodilla', 'hombro'] },
      { type: 'tiles', options: ['sí', 'no'] },
      { type: ['tiles', 'dropdown'], options: ['mañana', 'tarde'] },
      contact,
    ],
  },
  {
    expectLanguage: 'it',
    prompt:
      'Modulo per un idraulico: tipo di intervento (perdita, caldaia, scarico otturato), urgenza (oggi, questa settimana, non urgente), foto del problema, indirizzo e contatti.',
    features: [
      { type: ['tiles', 'dropdown', 'multiSelect'], options: ['perdita', 'caldaia', 'scarico otturato'] },
      { type: ['tiles', 'dropdown'], options: ['oggi', 'questa settimana', 'non urgente'] },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    expectLanguage: 'it',
    prompt:
      'Preventivo per pannelli solari: la casa è di proprietà? sì/no, bolletta mensile da 30 a 400 euro, tipo di tetto (tegole, piano, lamiera), contatti.',
    features: [
      { type: 'tiles', options: ['sì', 'no'] },
      { type: 'slider', min: 30, max: 400 },
      { type: ['tiles', 'dropdown'], options: ['tegole', 'piano', 'lamiera'] },
      contact,
    ],
  },
];
