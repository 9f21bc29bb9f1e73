// The feedback domain template ("Customer feedback"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const feedback: Domain = {
  key: 'feedback',
  match: [
    'feedback',
    'survey',
    'satisfaction',
    'questionnaire',
    'poll',
    'review',
    'nps',
    'umfrage',
    'zufriedenheit',
    'fragebogen',
    'bewertung',
    'rückmeldung',
  ],
  formTitle: ['Customer feedback', 'Kundenfeedback'],
  lead: false,
  location: false,
  steps: [
    {
      key: 'satisfaction',
      type: 'tiles',
      title: ['How satisfied are you overall?', 'Wie zufrieden sind Sie insgesamt?'],
      keys: [
        'satisfaction',
        'satisfied',
        'overall',
        'rating',
        'experience',
        'zufriedenheit',
        'zufrieden',
        'bewertung',
      ],
      options: [
        o('Very satisfied', 'Sehr zufrieden'),
        o('Satisfied', 'Zufrieden'),
        o('Neutral', 'Neutral'),
        o('Dissatisfied', 'Unzufrieden'),
      ],
    },
    {
      key: 'liked',
      type: 'multiSelect',
      title: ['What did you like most?', 'Was hat Ihnen am besten gefallen?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['liked', 'like', 'best', 'highlights', 'gefallen', 'gut'],
      options: [
        o('Quality', 'Qualität'),
        o('Speed', 'Schnelligkeit'),
        o('Friendly staff', 'Freundliches Personal'),
        o('Price', 'Preis'),
      ],
    },
    {
      key: 'recommend',
      type: 'slider',
      title: [
        'How likely are you to recommend us to a friend?',
        'Wie wahrscheinlich ist es, dass Sie uns weiterempfehlen?',
      ],
      subtitle: ['0 = not at all, 10 = extremely likely', '0 = gar nicht, 10 = äußerst wahrscheinlich'],
      keys: ['recommend', 'nps', 'likely', 'empfehlen', 'weiterempfehlen'],
      slider: { min: 0, max: 10, step: 1, defaultValue: 8 },
    },
    {
      ...common('comments'),
      key: 'improve',
      title: ['What could we do better?', 'Was können wir besser machen?'],
      keys: [
        'improve',
        'better',
        'suggestions',
        'comment',
        'verbessern',
        'besser',
        'vorschläge',
        'kommentar',
      ],
    },
  ],
  thanks: ['Thank you for your feedback!', 'Vielen Dank für Ihr Feedback!'],
};
