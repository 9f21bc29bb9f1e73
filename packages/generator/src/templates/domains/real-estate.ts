// The real estate domain template ("Real estate enquiry"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const realEstate: Domain = {
  key: 'real_estate',
  match: [
    'real estate',
    'realtor',
    'estate agent',
    'property',
    'immobilie',
    'makler',
    'house hunting',
    'home buying',
    'home selling',
    'valuation',
    'wertermittlung',
    'immobilienbewertung',
  ],
  formTitle: ['Real estate enquiry', 'Immobilienanfrage'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'intent',
      type: 'tiles',
      title: ['What would you like to do?', 'Was haben Sie vor?'],
      keys: ['intent', 'goal', 'buy or sell', 'buy', 'sell', 'vorhaben', 'kaufen', 'verkaufen'],
      options: [
        o('Buy', 'Kaufen'),
        o('Sell', 'Verkaufen'),
        o('Rent', 'Mieten'),
        o('Get a valuation', 'Bewerten lassen', 'Calculator'),
      ],
    },
    common('property_type'),
    {
      key: 'bedrooms',
      type: 'tiles',
      title: ['How many rooms do you need?', 'Wie viele Zimmer benötigen Sie?'],
      keys: ['bedrooms', 'rooms', 'number of rooms', 'zimmer', 'zimmeranzahl'],
      options: [
        o('1–2', '1–2', 'DoorOpen'),
        o('3', '3', 'Home'),
        o('4', '4', 'Building'),
        o('5+', '5+', 'Building2'),
      ],
    },
    {
      ...common('budget'),
      key: 'budget',
      slider: { min: 50000, max: 2000000, step: 10000, defaultValue: 400000, prefix: ['$', '€'] },
    },
  ],
};
