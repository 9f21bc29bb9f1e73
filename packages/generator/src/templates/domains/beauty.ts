// The beauty domain template ("Appointment request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const beauty: Domain = {
  key: 'beauty',
  match: [
    'salon',
    'hair',
    'beauty',
    'spa',
    'massage',
    'nail',
    'friseur',
    'kosmetik',
    'nagelstudio',
    'barber',
  ],
  formTitle: ['Appointment request', 'Terminanfrage'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'beauty_service',
      type: 'tiles',
      title: ['Which treatment would you like?', 'Welche Behandlung wünschen Sie?'],
      keys: ['treatment', 'service', 'behandlung', 'leistung'],
      options: [
        o('Haircut', 'Haarschnitt', 'Scissors'),
        o('Colour', 'Farbe', 'Palette'),
        o('Massage', 'Massage', 'Flower'),
        o('Nails', 'Nägel', 'Sparkles'),
      ],
    },
    common('preferred_date'),
    {
      ...common('contact_time'),
      key: 'preferred_time',
      title: ['Which time of day suits you best?', 'Welche Tageszeit passt Ihnen am besten?'],
      subtitle: [
        'We will suggest an appointment at that time',
        'Wir schlagen Ihnen einen Termin zu dieser Zeit vor',
      ],
    },
  ],
};
