// The electrician domain template ("Electrician request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const electrician: Domain = {
  key: 'electrician',
  match: [
    'electrician',
    'electrical',
    'elektriker',
    'elektroinstallation',
    'wiring',
    'ev charger',
    'wallbox',
    'ladestation',
  ],
  formTitle: ['Electrician request', 'Anfrage Elektriker'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'electrical_job',
      type: 'tiles',
      title: ['What electrical work do you need?', 'Welche Elektroarbeiten benötigen Sie?'],
      keys: ['service', 'job', 'work', 'leistung', 'arbeiten'],
      options: [
        o('Repair', 'Reparatur'),
        o('New wiring', 'Neue Leitungen', 'Zap'),
        o('EV charger', 'Wallbox', 'Plug'),
        o('Lighting', 'Beleuchtung'),
      ],
    },
    common('property_type'),
    common('urgency'),
  ],
};
