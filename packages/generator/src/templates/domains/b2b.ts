// The b2b domain template ("Request a consultation"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const b2b: Domain = {
  key: 'b2b',
  match: [
    'b2b',
    'saas',
    'software',
    'demo',
    'agency',
    'agentur',
    'lead capture',
    'lead generation',
    'enterprise',
    'consulting',
    'beratung',
    'marketing',
    'website',
    'web design',
    'webdesign',
    'it service',
    'startup',
    'platform',
    'plattform',
  ],
  formTitle: ['Request a consultation', 'Beratungsanfrage'],
  lead: true,
  location: false,
  steps: [
    common('company_size'),
    {
      key: 'industry',
      type: 'dropdown',
      title: ['Which industry are you in?', 'In welcher Branche sind Sie tätig?'],
      keys: ['industry', 'sector', 'branche', 'sektor'],
      options: [
        o('Retail', 'Handel'),
        o('Manufacturing', 'Produktion', 'Factory'),
        o('Healthcare', 'Gesundheitswesen', 'Stethoscope'),
        o('Finance', 'Finanzen'),
        o('Technology', 'Technologie', 'Code'),
        o('Other', 'Sonstiges'),
      ],
    },
    {
      key: 'interest',
      type: 'multiSelect',
      title: ['What are you interested in?', 'Wofür interessieren Sie sich?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['interest', 'interested', 'needs', 'goals', 'interesse', 'bedarf', 'ziele'],
      options: [
        o('Product demo', 'Produktdemo', 'Video'),
        o('Pricing', 'Preise', 'Tag'),
        o('Integrations', 'Integrationen', 'Code'),
        o('Support', 'Support'),
      ],
    },
    {
      ...common('budget'),
      key: 'budget',
      slider: { min: 1000, max: 100000, step: 1000, defaultValue: 10000, prefix: ['$', '€'] },
    },
    common('timeline'),
  ],
};
