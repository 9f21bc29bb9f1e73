// The landscaping domain template ("Garden service request"): the questions a professional in this field asks.
import { type Domain, o } from '../types.ts';

export const landscaping: Domain = {
  key: 'landscaping',
  match: [
    'landscap',
    'garden',
    'lawn',
    'gardener',
    'garten',
    'gärtner',
    'rasen',
    'tree service',
    'baumpflege',
  ],
  formTitle: ['Garden service request', 'Anfrage Gartenservice'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'garden_services',
      type: 'multiSelect',
      title: ['Which garden services do you need?', 'Welche Gartenarbeiten benötigen Sie?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['services', 'service', 'work', 'leistungen', 'arbeiten'],
      options: [
        o('Lawn mowing', 'Rasenmähen'),
        o('Hedge trimming', 'Heckenschnitt'),
        o('Tree care', 'Baumpflege'),
        o('Garden design', 'Gartengestaltung', 'Palette'),
      ],
    },
    {
      key: 'garden_size',
      type: 'slider',
      title: ['How large is your garden?', 'Wie groß ist Ihr Garten?'],
      subtitle: ['In square metres', 'In Quadratmetern'],
      keys: ['garden size', 'size', 'area', 'gartengröße', 'größe', 'fläche'],
      slider: { min: 50, max: 5000, step: 50, defaultValue: 400, unit: ['m²', 'm²'] },
    },
    {
      key: 'frequency',
      type: 'tiles',
      title: ['How often should we come?', 'Wie oft sollen wir kommen?'],
      keys: ['frequency', 'how often', 'häufigkeit', 'wie oft', 'rhythmus'],
      options: [
        o('Once', 'Einmalig'),
        o('Weekly', 'Wöchentlich'),
        o('Monthly', 'Monatlich'),
        o('Seasonal', 'Saisonal', 'Trees'),
      ],
    },
  ],
};
