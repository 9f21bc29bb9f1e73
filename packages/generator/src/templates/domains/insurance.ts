// The insurance domain template ("Insurance quote"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const insurance: Domain = {
  key: 'insurance',
  match: ['insurance', 'insurer', 'versicherung', 'coverage', 'policy quote', 'haftpflicht'],
  formTitle: ['Insurance quote', 'Versicherungsangebot'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'insurance_type',
      type: 'tiles',
      title: ['Which insurance are you looking for?', 'Welche Versicherung suchen Sie?'],
      keys: [
        'insurance type',
        'type of insurance',
        'coverage type',
        'versicherungsart',
        'art der versicherung',
      ],
      options: [
        o('Car', 'Kfz', 'Car'),
        o('Home', 'Hausrat', 'Home'),
        o('Life', 'Leben', 'HeartPulse'),
        o('Health', 'Kranken', 'Stethoscope'),
      ],
    },
    {
      key: 'currently_insured',
      type: 'tiles',
      title: ['Are you currently insured?', 'Sind Sie derzeit versichert?'],
      keys: [
        'currently insured',
        'insured',
        'current insurer',
        'current policy',
        'versichert',
        'aktuelle versicherung',
      ],
      options: [o('Yes', 'Ja'), o('No', 'Nein')],
    },
    {
      key: 'coverage',
      type: 'tiles',
      title: ['Which level of cover do you want?', 'Welchen Schutz wünschen Sie?'],
      keys: ['coverage', 'cover', 'coverage level', 'level', 'deckung', 'schutz', 'tarif'],
      options: [o('Basic', 'Basis'), o('Standard', 'Standard', 'Star'), o('Premium', 'Premium', 'Crown')],
    },
    common('age_group'),
  ],
};
