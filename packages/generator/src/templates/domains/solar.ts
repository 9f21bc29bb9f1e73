// The solar domain template ("Solar installation quote"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o, yesNoMaybe } from '../types.ts';

export const solar: Domain = {
  key: 'solar',
  match: [
    'solar',
    'photovolta',
    'pv system',
    'pv-anlage',
    'pv anlage',
    'solaranlage',
    'sonnenenergie',
    'panels',
  ],
  formTitle: ['Solar installation quote', 'Angebot für eine Solaranlage'],
  lead: true,
  location: true,
  steps: [
    {
      ...common('property_type'),
      key: 'property_type',
      options: [
        o('House', 'Einfamilienhaus'),
        o('Apartment building', 'Mehrfamilienhaus'),
        o('Commercial', 'Gewerbe'),
        o('Farm', 'Landwirtschaft', 'Trees'),
      ],
    },
    {
      key: 'roof_type',
      type: 'tiles',
      title: ['What type of roof do you have?', 'Welche Dachform hat Ihr Gebäude?'],
      subtitle: ['The roof decides how the panels are mounted', 'Die Dachform bestimmt die Montage'],
      keys: ['roof', 'roof type', 'dach', 'dachform', 'dachtyp', 'dachart'],
      options: [
        o('Pitched roof', 'Satteldach'),
        o('Flat roof', 'Flachdach'),
        o('Metal roof', 'Blechdach', 'Shield'),
        o('Other', 'Sonstiges'),
      ],
    },
    {
      key: 'electricity_bill',
      type: 'slider',
      title: [
        'What is your average monthly electricity bill?',
        'Wie hoch ist Ihre monatliche Stromrechnung?',
      ],
      subtitle: ['A rough estimate is enough', 'Eine grobe Schätzung genügt'],
      keys: [
        'bill',
        'electricity bill',
        'power bill',
        'energy bill',
        'electricity cost',
        'stromrechnung',
        'stromkosten',
        'abschlag',
      ],
      slider: { min: 50, max: 500, step: 10, defaultValue: 150, prefix: ['$', '€'] },
    },
    {
      key: 'battery',
      type: 'tiles',
      title: ['Are you interested in battery storage?', 'Interessieren Sie sich für einen Batteriespeicher?'],
      subtitle: [
        'A battery stores solar power for the evening',
        'Ein Speicher hält Solarstrom für den Abend bereit',
      ],
      keys: ['battery', 'storage', 'speicher', 'batterie', 'stromspeicher'],
      options: yesNoMaybe,
    },
    common('timeline'),
  ],
};
