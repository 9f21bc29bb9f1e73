// The photography domain template ("Photo shoot enquiry"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const photography: Domain = {
  key: 'photography',
  match: [
    'photograph',
    'photo shoot',
    'photoshoot',
    'fotograf',
    'fotoshooting',
    'videograph',
    'video production',
  ],
  formTitle: ['Photo shoot enquiry', 'Anfrage Fotoshooting'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'shoot_type',
      type: 'tiles',
      title: ['What kind of shoot do you have in mind?', 'Welches Shooting planen Sie?'],
      keys: ['shoot type', 'type of shoot', 'occasion', 'art des shootings', 'anlass'],
      options: [
        o('Wedding', 'Hochzeit'),
        o('Portrait', 'Porträt', 'User'),
        o('Event', 'Veranstaltung', 'Sparkles'),
        o('Product', 'Produkt', 'Package'),
      ],
    },
    {
      key: 'hours',
      type: 'slider',
      title: ['How many hours of coverage do you need?', 'Wie viele Stunden soll fotografiert werden?'],
      keys: ['hours', 'duration', 'stunden', 'dauer'],
      slider: { min: 1, max: 12, step: 1, defaultValue: 3 },
    },
    common('preferred_date'),
  ],
};
