// The events domain template ("Event enquiry"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const events: Domain = {
  key: 'events',
  match: [
    'event',
    'wedding',
    'catering',
    'caterer',
    'party',
    'hochzeit',
    'veranstaltung',
    'feier',
    'birthday',
    'geburtstag',
    'dj',
    'venue',
    'location hire',
    'banquet',
  ],
  formTitle: ['Event enquiry', 'Veranstaltungsanfrage'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'event_type',
      type: 'tiles',
      title: ['What are you celebrating?', 'Was möchten Sie feiern?'],
      keys: [
        'event type',
        'type of event',
        'occasion',
        'anlass',
        'art der veranstaltung',
        'veranstaltungsart',
      ],
      options: [
        o('Wedding', 'Hochzeit'),
        o('Birthday', 'Geburtstag'),
        o('Corporate event', 'Firmenfeier', 'Monitor'),
        o('Other', 'Sonstiges'),
      ],
    },
    {
      key: 'guests',
      type: 'slider',
      title: ['How many guests are you expecting?', 'Mit wie vielen Gästen rechnen Sie?'],
      keys: [
        'guests',
        'guest count',
        'number of guests',
        'attendees',
        'people',
        'gäste',
        'gästeanzahl',
        'personen',
        'teilnehmer',
      ],
      slider: { min: 10, max: 300, step: 10, defaultValue: 80 },
    },
    {
      key: 'event_services',
      type: 'multiSelect',
      title: ['Which services do you need?', 'Welche Leistungen benötigen Sie?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['services', 'leistungen', 'extras'],
      options: [
        o('Catering', 'Catering'),
        o('Music', 'Musik'),
        o('Photography', 'Fotografie', 'Camera'),
        o('Decoration', 'Dekoration', 'Sparkles'),
      ],
    },
    {
      ...common('preferred_date'),
      key: 'event_date',
      title: ['When is the event?', 'Wann findet die Veranstaltung statt?'],
      keys: ['event date', 'date', 'datum', 'termin'],
    },
    {
      ...common('budget'),
      key: 'budget',
      slider: { min: 500, max: 50000, step: 500, defaultValue: 5000, prefix: ['$', '€'] },
    },
  ],
};
