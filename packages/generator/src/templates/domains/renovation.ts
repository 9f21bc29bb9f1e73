// The renovation domain template ("Renovation request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const renovation: Domain = {
  key: 'renovation',
  match: [
    'renovat',
    'remodel',
    'refurbish',
    'sanierung',
    'umbau',
    'modernisier',
    'kitchen',
    'bathroom',
    'küche',
    'badsanierung',
    'handwerker',
    'contractor',
    'handyman',
    'carpent',
    'tischler',
    'schreiner',
    'flooring',
  ],
  formTitle: ['Renovation request', 'Anfrage für Renovierung'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'project_area',
      type: 'tiles',
      title: ['Which part of your home is the project about?', 'Um welchen Bereich geht es?'],
      keys: ['room', 'area', 'project', 'project type', 'bereich', 'raum', 'projekt'],
      options: [
        o('Kitchen', 'Küche'),
        o('Bathroom', 'Bad'),
        o('Whole home', 'Ganzes Haus', 'Home'),
        o('Other', 'Sonstiges'),
      ],
    },
    {
      ...common('budget'),
      key: 'budget',
      slider: { min: 1000, max: 100000, step: 1000, defaultValue: 15000, prefix: ['$', '€'] },
    },
    common('timeline'),
    {
      key: 'project_description',
      type: 'textbox',
      title: ['Can you describe your project?', 'Können Sie Ihr Projekt beschreiben?'],
      subtitle: ['Optional', 'Optional'],
      keys: ['describe', 'description', 'details', 'beschreibung', 'beschreiben'],
      placeholder: ['What would you like to change?', 'Was möchten Sie verändern?'],
      rows: 4,
    },
  ],
};
