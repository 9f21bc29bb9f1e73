// The cleaning domain template ("Cleaning quote"): the questions a professional in this field asks.
import { type Domain, o } from '../types.ts';

export const cleaning: Domain = {
  key: 'cleaning',
  match: ['clean', 'reinigung', 'putz', 'housekeeping', 'janitor', 'gebäudereinigung', 'maid'],
  formTitle: ['Cleaning quote', 'Angebot für Reinigung'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'cleaning_type',
      type: 'tiles',
      title: ['What kind of cleaning do you need?', 'Welche Reinigung benötigen Sie?'],
      keys: [
        'cleaning type',
        'type of cleaning',
        'kind of cleaning',
        'service',
        'reinigungsart',
        'art der reinigung',
        'leistung',
      ],
      options: [
        o('Regular cleaning', 'Unterhaltsreinigung', 'Sparkles'),
        o('Deep cleaning', 'Grundreinigung'),
        o('Move-out cleaning', 'Endreinigung'),
        o('Office cleaning', 'Büroreinigung'),
      ],
    },
    {
      key: 'frequency',
      type: 'tiles',
      title: ['How often should we clean?', 'Wie oft sollen wir reinigen?'],
      keys: ['frequency', 'how often', 'häufigkeit', 'wie oft', 'rhythmus', 'intervall'],
      options: [
        o('Once', 'Einmalig'),
        o('Weekly', 'Wöchentlich'),
        o('Every two weeks', 'Alle zwei Wochen', 'CalendarDays'),
        o('Monthly', 'Monatlich'),
      ],
    },
    {
      key: 'home_size',
      type: 'slider',
      title: ['How large is the space?', 'Wie groß ist die Fläche?'],
      subtitle: ['In square metres', 'In Quadratmetern'],
      keys: ['size', 'area', 'square', 'größe', 'fläche', 'quadratmeter'],
      slider: { min: 20, max: 500, step: 10, defaultValue: 80, unit: ['m²', 'm²'] },
    },
    {
      key: 'extras',
      type: 'multiSelect',
      title: ['Would you like any extras?', 'Wünschen Sie Zusatzleistungen?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['extras', 'extra', 'add-ons', 'additional services', 'zusatzleistungen', 'extras'],
      options: [
        o('Windows', 'Fenster'),
        o('Oven', 'Backofen', 'ChefHat'),
        o('Fridge', 'Kühlschrank', 'Snowflake'),
        o('Carpets', 'Teppiche'),
      ],
    },
  ],
};
