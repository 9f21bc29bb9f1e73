// Logic edit instructions (issue 13 item 6): a base form, one instruction in words, and the journeys the edited form
// must allow. Scored like the logic prompts, by walking the edited form with the shared evaluator.
import type { LogicJourney } from './logic.ts';

export interface LogicEditCase {
  base: string;
  instruction: string;
  journeys: LogicJourney[];
}

const SOLAR =
  'Solar quote: own or rent (own, rent), monthly bill slider 50-500 dollars, roof area in square meters (slider 20 to 200), roof type (tile, metal, flat), address, contact details';
const CLEANING =
  'Cleaning quote: type of cleaning (regular, deep clean, move-out), number of rooms 1-10, extras (oven, windows, fridge), contact';
const DACH =
  'Dachsanierung Anfrage: Eigentümer oder Mieter (Eigentümer, Mieter), Dachfläche in m² (20 bis 300), Dachmaterial (Ziegel, Blech, Schiefer), Adresse, Kontaktdaten';

export const LOGIC_EDITS: LogicEditCase[] = [
  {
    base: SOLAR,
    instruction: 'if they choose rent, end the form',
    journeys: [{ answers: [{ option: 'rent' }], ending: true }],
  },
  {
    base: SOLAR,
    instruction: 'only ask about batteries when the bill is over 300',
    journeys: [
      { answers: [{ option: 'own' }, { step: 'bill', number: 400 }], shows: ['batter'] },
      { answers: [{ option: 'own' }, { step: 'bill', number: 100 }], skips: ['batter'] },
    ],
  },
  {
    base: SOLAR,
    instruction: 'price: base 1500 plus 45 per square meter, add 500 for a metal roof',
    journeys: [{ answers: [{ step: 'roof area', number: 100 }, { option: 'metal' }], estimate: 6500 }],
  },
  {
    base: SOLAR,
    instruction: 'end the form if they are outside our area',
    journeys: [{ answers: [{ outside: true }], ending: true }],
  },
  {
    base: CLEANING,
    instruction: 'if they choose move-out skip to contact',
    journeys: [{ answers: [{ option: 'move-out' }], skips: ['rooms'] }],
  },
  {
    base: CLEANING,
    instruction: 'estimate price = 40 + 25 per room',
    journeys: [{ answers: [{ step: 'rooms', number: 4 }], estimate: 140 }],
  },
  {
    base: DACH,
    instruction: 'Mieter bekommen eine freundliche Absage',
    journeys: [{ answers: [{ option: 'mieter' }], ending: true }],
  },
  {
    base: DACH,
    instruction: 'Preis: Grundpreis 1.500 € plus 45 € pro m², 500 € Aufpreis für Blech',
    journeys: [{ answers: [{ step: 'dach', number: 100 }, { option: 'blech' }], estimate: 6500 }],
  },
  {
    base: DACH,
    instruction: 'Wenn die Adresse außerhalb unseres Gebiets liegt, das Formular beenden',
    journeys: [{ answers: [{ outside: true }], ending: true }],
  },
];
