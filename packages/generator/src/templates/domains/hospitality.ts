// The hospitality domain template ("Booking request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const hospitality: Domain = {
  key: 'hospitality',
  match: [
    'hotel',
    'booking',
    'reservation',
    'restaurant',
    'table',
    'guesthouse',
    'bed and breakfast',
    'b&b',
    'holiday apartment',
    'ferienwohnung',
    'reservierung',
    'buchung',
    'pension',
    'zimmer',
    'room',
  ],
  formTitle: ['Booking request', 'Buchungsanfrage'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'room_type',
      type: 'tiles',
      title: ['Which room would you like?', 'Welches Zimmer möchten Sie?'],
      keys: ['room type', 'room', 'type of room', 'zimmertyp', 'zimmerart', 'zimmer', 'kategorie'],
      options: [
        o('Single room', 'Einzelzimmer', 'User'),
        o('Double room', 'Doppelzimmer', 'Bed'),
        o('Suite', 'Suite', 'Crown'),
        o('Family room', 'Familienzimmer', 'Users'),
      ],
    },
    {
      key: 'guests',
      type: 'slider',
      title: ['How many guests?', 'Wie viele Gäste?'],
      keys: ['guests', 'people', 'persons', 'number of guests', 'party size', 'gäste', 'personen', 'anzahl'],
      slider: { min: 1, max: 10, step: 1, defaultValue: 2 },
    },
    {
      key: 'nights',
      type: 'slider',
      title: ['How many nights would you like to stay?', 'Wie viele Nächte möchten Sie bleiben?'],
      keys: ['nights', 'stay', 'length of stay', 'nächte', 'aufenthalt', 'übernachtungen'],
      slider: { min: 1, max: 30, step: 1, defaultValue: 3 },
    },
    {
      key: 'extras',
      type: 'multiSelect',
      title: ['Would you like any extras?', 'Wünschen Sie Extras?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['extras', 'add-ons', 'services', 'zusatzleistungen'],
      options: [
        o('Breakfast', 'Frühstück', 'Coffee'),
        o('Parking', 'Parkplatz', 'Car'),
        o('Spa', 'Wellness', 'Flower'),
        o('Late check-out', 'Später Check-out', 'Clock'),
      ],
    },
    {
      ...common('comments'),
      key: 'special_requests',
      title: ['Do you have any special requests?', 'Haben Sie besondere Wünsche?'],
      keys: ['special requests', 'requests', 'wishes', 'wünsche', 'sonderwünsche'],
    },
  ],
};
