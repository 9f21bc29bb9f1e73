// The plumbing domain template ("Plumbing service request"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const plumbing: Domain = {
  key: 'plumbing',
  match: [
    'plumb',
    'sanitär',
    'installateur',
    'klempner',
    'leak',
    'drain',
    'water heater',
    'rohrbruch',
    'abfluss',
  ],
  formTitle: ['Plumbing service request', 'Anfrage Sanitärservice'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'plumbing_problem',
      type: 'tiles',
      title: ['What can we help you with?', 'Wobei können wir helfen?'],
      keys: ['problem', 'issue', 'service', 'job', 'problem', 'anliegen', 'leistung'],
      options: [
        o('Leak', 'Leck', 'Droplet'),
        o('Blocked drain', 'Verstopfter Abfluss', 'Droplet'),
        o('Water heater', 'Warmwasserbereiter', 'Flame'),
        o('New installation', 'Neuinstallation'),
      ],
    },
    common('urgency'),
    {
      key: 'problem_description',
      type: 'textbox',
      title: ['Can you describe the problem?', 'Können Sie das Problem beschreiben?'],
      subtitle: ['Where is it and since when?', 'Wo tritt es auf und seit wann?'],
      keys: ['describe', 'description', 'details', 'beschreibung', 'beschreiben'],
      placeholder: [
        'E.g. the kitchen sink drains slowly since Monday',
        'Z. B. der Küchenabfluss läuft seit Montag langsam ab',
      ],
      rows: 4,
    },
  ],
};
