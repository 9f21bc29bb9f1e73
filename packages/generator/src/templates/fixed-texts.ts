// Texts of the steps every form may have (address, contact, upload, analysis, thank-you), in English and German.
import type { Bi } from './types.ts';

/** Steps of every kind the engine always knows, used for explicit asks of these kinds. */
export const FIXED_TEXTS = {
  location: {
    title: ['What is your address?', 'Wie lautet Ihre Adresse?'] as Bi,
    serviceTitle: ['Where do you need the service?', 'Wo wird die Leistung benötigt?'] as Bi,
    subtitle: ['We check that we serve your area', 'Wir prüfen, ob wir in Ihrer Region tätig sind'] as Bi,
  },
  contact: {
    title: ['How can we reach you?', 'Wie können wir Sie erreichen?'] as Bi,
    subtitle: [
      'We will only use your details to answer your request',
      'Wir nutzen Ihre Daten nur für Ihre Anfrage',
    ] as Bi,
  },
  upload: {
    title: ['Please upload your document', 'Bitte laden Sie Ihr Dokument hoch'] as Bi,
    subtitle: ['PDF, Word, text or image – up to 10 MB', 'PDF, Word, Text oder Bild – bis 10 MB'] as Bi,
  },
  documentInfo: {
    title: ['Your document analysis', 'Die Analyse Ihres Dokuments'] as Bi,
    subtitle: ['Here is what we found in your document', 'Das haben wir in Ihrem Dokument gefunden'] as Bi,
  },
  thanks: {
    lead: [
      ['Thank you for your request!', 'Vielen Dank für Ihre Anfrage!'],
      [
        // No promise on the owner's behalf (when or how they answer): the owner writes that if they want it.
        'We have received your request and your details.',
        'Wir haben Ihre Anfrage und Ihre Angaben erhalten.',
      ],
    ] as [Bi, Bi],
    survey: [
      ['Thank you!', 'Vielen Dank!'],
      ['Your answers help us get better.', 'Ihre Antworten helfen uns, besser zu werden.'],
    ] as [Bi, Bi],
  },
};
