// Logic prompts (issue 13 item 6): branching, early endings and price estimates in plain words, with the journeys
// a respondent takes through the generated form. Scored by walking the form with the shared evaluator.

/** One answer a journey gives: a number for the step whose title holds `step`, an option, or an address outside. */
export type JourneyAnswer =
  | { step: string; number: number }
  | { option: string; step?: string }
  | { options: string[]; step?: string }
  | { outside: true };

export interface LogicJourney {
  answers: JourneyAnswer[];
  /** The form finishes on a tailored ending (whose title or text holds this word when a string). */
  ending?: true | string;
  /** The form finishes normally (no ending). */
  end?: true;
  /** Steps (a word of their title) that exist in the form but are not on this path. */
  skips?: string[];
  /** Steps (a word of their title) that are on this path. */
  shows?: string[];
  /** A calculation of the form has this value for these answers. */
  estimate?: number;
}

export interface LogicCase {
  prompt: string;
  expectLanguage: 'en' | 'de';
  journeys: LogicJourney[];
}

/** Tuning set: the generator may be improved against these. */
export const LOGIC_PROMPTS: LogicCase[] = [
  {
    prompt:
      'Solar quote form: do you own or rent the home (own, rent), monthly electricity bill slider 50-500 dollars, roof type (tile, metal, flat), address, contact details. Only homeowners — renters get a polite ending. If the bill is over 300 ask whether they want a battery.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'rent' }], ending: true },
      { answers: [{ option: 'own' }, { step: 'bill', number: 400 }], shows: ['battery'], end: true },
      { answers: [{ option: 'own' }, { step: 'bill', number: 150 }], skips: ['battery'] },
    ],
  },
  {
    prompt:
      'Roofing estimate: roof area in square meters (slider 20 to 300), roof material (tiles, metal, slate), contact details. Price: base 1500 plus 45 per square meter, add 500 for a metal roof.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'area', number: 100 }, { option: 'tiles' }], estimate: 6000 },
      { answers: [{ step: 'area', number: 100 }, { option: 'metal' }], estimate: 6500 },
    ],
  },
  {
    prompt:
      'Cleaning quote. Type of cleaning (regular, deep clean, move-out), number of rooms 1-10, extras (oven, windows, fridge), contact. If they choose move-out skip to contact. Estimate price = 40 + 25 per room.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'move-out' }], skips: ['rooms', 'extras'], shows: ['reach'] },
      { answers: [{ option: 'regular' }, { step: 'rooms', number: 4 }], shows: ['extras'], estimate: 140 },
    ],
  },
  {
    prompt:
      'Lawn care booking: service area check (address), lawn size (small, medium, large), contact details. End the form if they are outside our area.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ outside: true }], ending: true },
      { answers: [{ option: 'small' }], shows: ['lawn'], end: true },
    ],
  },
  {
    prompt:
      'Event catering request: event type (wedding, corporate, birthday), number of guests slider 10-300, do you need drinks (yes, no), which drinks (wine, beer, soft drinks), contact. Only ask which drinks when they need drinks.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'drinks' }], skips: ['which drinks'] },
      { answers: [{ option: 'yes', step: 'drinks' }], shows: ['which drinks'] },
    ],
  },
  {
    prompt:
      'Solar panel quote: system size in kWp (slider 3 to 20), mounting (roof, ground), contact details. Calculate the price: €1,200 per kWp plus 800 for ground mounting.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'kwp', number: 10 }, { option: 'roof' }], estimate: 12000 },
      { answers: [{ step: 'kwp', number: 10 }, { option: 'ground' }], estimate: 12800 },
    ],
  },
  {
    prompt:
      'Mortgage pre-check: employment status (employed, self-employed, unemployed), yearly income slider 10000-200000, contact details. End the form for unemployed applicants.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'unemployed' }], ending: true },
      { answers: [{ option: 'employed' }], shows: ['income'], end: true },
    ],
  },
  {
    prompt:
      'Moving quote: moving from (apartment, house, office), number of boxes (slider 10 to 200), do you need packing help (yes, no), contact. Skip packing help when they move an office.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'office' }], skips: ['packing'] },
      { answers: [{ option: 'house' }], shows: ['packing'] },
    ],
  },
  {
    prompt:
      'Solaranfrage: Sind Sie Eigentümer oder Mieter (Eigentümer, Mieter), monatliche Stromrechnung 50-500 Euro, Dachart (Ziegel, Blech, Flachdach), Adresse, Kontaktdaten. Nur für Eigentümer. Wenn die Rechnung über 300 Euro liegt, nach einem Batteriespeicher fragen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'mieter' }], ending: true },
      { answers: [{ option: 'eigentümer' }, { step: 'rechnung', number: 350 }], shows: ['batterie'] },
      { answers: [{ option: 'eigentümer' }, { step: 'rechnung', number: 100 }], skips: ['batterie'] },
    ],
  },
  {
    prompt:
      'Dachsanierung Angebot: Dachfläche in m² (20 bis 300), Dachmaterial (Ziegel, Blech, Schiefer), Kontaktdaten. Preis: Grundpreis 1.500 € plus 45 € pro m², 500 € Aufpreis für Blech.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'fläche', number: 100 }, { option: 'ziegel' }], estimate: 6000 },
      { answers: [{ step: 'fläche', number: 100 }, { option: 'blech' }], estimate: 6500 },
    ],
  },
  {
    prompt:
      'Reinigungsanfrage: Art der Reinigung (Unterhaltsreinigung, Grundreinigung, Endreinigung), Anzahl Zimmer 1-10, Extras (Backofen, Fenster, Kühlschrank), Kontaktdaten. Bei Endreinigung direkt zu den Kontaktdaten springen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'endreinigung' }], skips: ['zimmer', 'extras'] },
      { answers: [{ option: 'grundreinigung' }], shows: ['zimmer'] },
    ],
  },
  {
    prompt:
      'Gartenpflege Anfrage: Adresse im Einzugsgebiet, Gartengröße (klein, mittel, groß), Kontaktdaten. Formular beenden, wenn die Adresse außerhalb unseres Gebiets liegt.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ outside: true }], ending: true },
      { answers: [{ option: 'klein' }], end: true },
    ],
  },
  {
    prompt:
      'Hochzeitsfotografie: Art des Pakets (Basis, Premium), Anzahl Stunden 2-12, Fotobuch gewünscht (ja, nein), Kontaktdaten. Preis berechnen: 150 pro Stunde plus 300 für Premium.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'basis' }, { step: 'stunden', number: 6 }], estimate: 900 },
      { answers: [{ option: 'premium' }, { step: 'stunden', number: 6 }], estimate: 1200 },
    ],
  },
  {
    prompt:
      'Nachhilfe Anmeldung: Schulart (Grundschule, Gymnasium, Realschule), Fächer (Mathe, Deutsch, Englisch), Klasse 1 bis 13, Kontaktdaten. Klasse nur fragen, wenn nicht Grundschule.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'grundschule' }], skips: ['klasse'] },
      { answers: [{ option: 'gymnasium' }], shows: ['klasse'] },
    ],
  },
];

/**
 * Held out: written before any logic was built into the generator and never edited afterwards; the benchmark
 * reports them on their own and nothing is tuned on them.
 */
export const LOGIC_HELD_OUT: LogicCase[] = [
  {
    prompt:
      'heat pump enquiry. own or rent? (owner, tenant). house type detached, semi, terraced. current heating (gas, oil, electric). contact. tenants should see an ending saying we need the owner to apply.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'tenant' }], ending: true },
      { answers: [{ option: 'owner' }], shows: ['heating'], end: true },
    ],
  },
  {
    prompt:
      'Window cleaning quote with number of windows slider 1 to 60, floors (ground floor only, two floors, three or more), contact details. Price = 20 + 3 per window.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'windows', number: 10 }], estimate: 50 },
      { answers: [{ step: 'windows', number: 30 }], estimate: 110 },
    ],
  },
  {
    prompt:
      'Pool installation lead form: pool type (in-ground, above-ground), budget slider 5000 to 80000 dollars, do you have a permit (yes, no), address, contact. If they choose above-ground, skip to the address.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'above-ground' }], skips: ['budget', 'permit'], shows: ['address'] },
      { answers: [{ option: 'in-ground' }], shows: ['budget', 'permit'] },
    ],
  },
  {
    prompt:
      'Car detailing booking: vehicle size (small car, SUV, van), package (basic wash, full detail), add-ons (interior shampoo, wax, engine bay), contact. Estimate the price: 60 for basic wash, 180 for full detail, add 40 for a van.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'small car' }, { option: 'basic wash' }], estimate: 60 },
      { answers: [{ option: 'van' }, { option: 'full detail' }], estimate: 220 },
    ],
  },
  {
    prompt:
      'Gym membership signup: membership (monthly, yearly), age slider 14 to 80, personal training interest (yes, no), contact. End the form for anyone under 16.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'age', number: 15 }], ending: true },
      { answers: [{ step: 'age', number: 30 }], end: true },
    ],
  },
  {
    prompt:
      'Kitchen remodel intake: kitchen size (small, medium, large), do you need new appliances (yes, no), which appliances (oven, fridge, dishwasher, hob), timeline, contact details. Only ask which appliances if they need new appliances.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'new appliances' }], skips: ['which appliances'] },
      { answers: [{ option: 'yes', step: 'new appliances' }], shows: ['which appliances'] },
    ],
  },
  {
    prompt:
      'Wärmepumpe Anfrage: Eigentum oder Miete (Eigentum, Miete), Wohnfläche in m² 50 bis 300, aktuelle Heizung (Gas, Öl, Strom), Kontaktdaten. Mieter bekommen eine freundliche Absage, nur Eigentümer können anfragen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'miete' }], ending: true },
      { answers: [{ option: 'eigentum' }], shows: ['heizung'], end: true },
    ],
  },
  {
    prompt:
      'Malerarbeiten Angebot: Wandfläche in m² (10 bis 400), Farbe (weiß, farbig), Kontaktdaten. Preis schätzen: 200 € Anfahrt plus 12 € pro m², 3 € pro m² Aufpreis wenn farbig.',
    expectLanguage: 'de',
    journeys: [{ answers: [{ step: 'fläche', number: 100 }, { option: 'weiß' }], estimate: 1400 }],
  },
  {
    prompt:
      'Umzugsanfrage: Auszug aus (Wohnung, Haus, Büro), Anzahl Kartons 10 bis 200, Einpackservice gewünscht (ja, nein), Kontaktdaten. Wenn Büro gewählt wird, Einpackservice überspringen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'büro' }], skips: ['einpack'] },
      { answers: [{ option: 'haus' }], shows: ['einpack'] },
    ],
  },
  {
    prompt:
      'Kfz-Versicherung Vorprüfung: Alter des Fahrers 18 bis 90, Schadensfreie Jahre 0 bis 30, Fahrzeugtyp (PKW, Motorrad), Kontaktdaten. Unter 21 Jahren das Formular mit einem Hinweis beenden.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'alter', number: 19 }], ending: true },
      { answers: [{ step: 'alter', number: 40 }], end: true },
    ],
  },
  {
    prompt:
      'Photovoltaik Angebot: Anlagengröße in kWp (3 bis 25), Speicher gewünscht (ja, nein), Kontaktdaten. Preis: 1.300 € pro kWp, mit Speicher 4.000 € zusätzlich.',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'kwp', number: 10 },
          { option: 'nein', step: 'speicher' },
        ],
        estimate: 13000,
      },
      {
        answers: [
          { step: 'kwp', number: 10 },
          { option: 'ja', step: 'speicher' },
        ],
        estimate: 17000,
      },
    ],
  },
  {
    prompt:
      'Hundebetreuung Anfrage: Größe des Hundes (klein, mittel, groß), Betreuung (Tagesbetreuung, Übernachtung), Anzahl Tage 1 bis 14, Kontaktdaten. Falls Tagesbetreuung gewählt wird, die Anzahl Tage nicht fragen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'tagesbetreuung' }], skips: ['tage'] },
      { answers: [{ option: 'übernachtung' }], shows: ['tage'] },
    ],
  },
];
