// The travel domain template ("Trip planning request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const travel: Domain = {
  key: 'travel',
  match: [
    'travel',
    'trip',
    'vacation',
    'holiday',
    'tour',
    'reise',
    'urlaub',
    'ferien',
    'travel agency',
    'reisebüro',
    'cruise',
    'kreuzfahrt',
  ],
  formTitle: ['Trip planning request', 'Reiseanfrage'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'trip_type',
      type: 'tiles',
      title: ['What kind of trip are you dreaming of?', 'Welche Art von Reise schwebt Ihnen vor?'],
      keys: [
        'trip type',
        'type of trip',
        'kind of trip',
        'holiday type',
        'reiseart',
        'urlaubsart',
        'destination type',
      ],
      options: [
        o('Beach', 'Strand'),
        o('City break', 'Städtereise', 'Building'),
        o('Mountains', 'Berge'),
        o('Round trip', 'Rundreise', 'Map'),
      ],
    },
    {
      key: 'travellers',
      type: 'slider',
      title: ['How many people are travelling?', 'Wie viele Personen reisen mit?'],
      keys: ['travellers', 'travelers', 'people', 'persons', 'guests', 'reisende', 'personen'],
      slider: { min: 1, max: 12, step: 1, defaultValue: 2 },
    },
    {
      key: 'trip_length',
      type: 'tiles',
      title: ['How long would you like to travel?', 'Wie lange möchten Sie verreisen?'],
      keys: ['duration', 'length', 'how long', 'dauer', 'reisedauer', 'wie lange'],
      options: [
        o('A weekend', 'Ein Wochenende', 'Sparkles'),
        o('One week', 'Eine Woche', 'CalendarDays'),
        o('Two weeks', 'Zwei Wochen', 'CalendarDays'),
        o('Longer', 'Länger', 'Plane'),
      ],
    },
    {
      ...common('budget'),
      key: 'budget',
      title: ['What is your budget per person?', 'Wie hoch ist Ihr Budget pro Person?'],
      slider: { min: 300, max: 10000, step: 100, defaultValue: 1500, prefix: ['$', '€'] },
    },
  ],
};
