// The legal domain template ("Legal consultation request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const legal: Domain = {
  key: 'legal',
  match: [
    'legal',
    'lawyer',
    'attorney',
    'law firm',
    'solicitor',
    'anwalt',
    'kanzlei',
    'rechtsberatung',
    'rechtsanwalt',
    'notar',
    'notary',
  ],
  formTitle: ['Legal consultation request', 'Anfrage Rechtsberatung'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'law_area',
      type: 'dropdown',
      title: ['Which area of law is your matter about?', 'Um welches Rechtsgebiet geht es?'],
      keys: [
        'area of law',
        'legal area',
        'practice area',
        'matter',
        'rechtsgebiet',
        'fachgebiet',
        'anliegen',
      ],
      options: [
        o('Family law', 'Familienrecht'),
        o('Employment law', 'Arbeitsrecht'),
        o('Contract law', 'Vertragsrecht'),
        o('Real estate law', 'Immobilienrecht', 'Home'),
        o('Inheritance', 'Erbrecht'),
        o('Traffic law', 'Verkehrsrecht', 'Car'),
        o('Other', 'Sonstiges'),
      ],
    },
    common('urgency'),
    {
      key: 'case_description',
      type: 'textbox',
      title: ['Can you briefly describe your situation?', 'Können Sie Ihre Situation kurz schildern?'],
      subtitle: ['Everything you tell us is confidential', 'Alle Angaben werden vertraulich behandelt'],
      keys: ['describe', 'description', 'situation', 'case', 'schildern', 'beschreibung', 'sachverhalt'],
      placeholder: [
        'What happened and what would you like to achieve?',
        'Was ist passiert und was möchten Sie erreichen?',
      ],
      rows: 5,
    },
  ],
};
