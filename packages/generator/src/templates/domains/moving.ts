// The moving domain template ("Moving quote"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const moving: Domain = {
  key: 'moving',
  match: ['moving', 'movers', 'relocation', 'removal', 'umzug', 'umzieh', 'spedition'],
  formTitle: ['Moving quote', 'Umzugsangebot'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'move_type',
      type: 'tiles',
      title: ['What kind of move is it?', 'Welche Art von Umzug planen Sie?'],
      keys: [
        'move type',
        'type of move',
        'kind of move',
        'umzugsart',
        'art des umzugs',
        'distance',
        'entfernung',
      ],
      options: [
        o('Local', 'Innerhalb der Stadt', 'MapPin'),
        o('Long distance', 'Fernumzug', 'Truck'),
        o('International', 'International', 'Plane'),
        o('Office', 'Büroumzug'),
      ],
    },
    {
      key: 'home_size',
      type: 'tiles',
      title: ['How big is your current home?', 'Wie groß ist Ihre jetzige Wohnung?'],
      keys: ['home size', 'size', 'rooms', 'bedrooms', 'wohnungsgröße', 'zimmer', 'größe'],
      options: [
        o('Studio', '1 Zimmer', 'DoorOpen'),
        o('2–3 rooms', '2–3 Zimmer', 'Home'),
        o('4–5 rooms', '4–5 Zimmer', 'Building'),
        o('6+ rooms', '6+ Zimmer', 'Building2'),
      ],
    },
    {
      key: 'moving_services',
      type: 'multiSelect',
      title: ['Which services would you like?', 'Welche Leistungen wünschen Sie?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['services', 'extras', 'leistungen', 'zusatzleistungen'],
      options: [
        o('Packing', 'Einpacken'),
        o('Furniture assembly', 'Möbelmontage', 'Hammer'),
        o('Storage', 'Einlagerung', 'Archive'),
        o('Piano transport', 'Klaviertransport'),
      ],
    },
    {
      ...common('preferred_date'),
      key: 'move_date',
      title: ['When would you like to move?', 'Wann möchten Sie umziehen?'],
      keys: ['move date', 'moving date', 'date', 'umzugstermin', 'datum', 'termin'],
    },
  ],
};
