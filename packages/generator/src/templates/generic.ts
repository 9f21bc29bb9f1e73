// The fallback domain when a prompt names no known business: a short general enquiry.
import { common } from './common.ts';
import type { Domain } from './types.ts';

/** The fallback when no domain matches: a short general enquiry. */
export const GENERIC_DOMAIN: Domain = {
  key: 'generic',
  match: [],
  formTitle: ['Enquiry', 'Anfrage'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'topic',
      type: 'textbox',
      title: ['What can we help you with?', 'Wobei können wir Ihnen helfen?'],
      subtitle: ['Describe your request in a few words', 'Beschreiben Sie Ihr Anliegen in wenigen Worten'],
      keys: ['request', 'help', 'anliegen', 'anfrage'],
      placeholder: ['Your request…', 'Ihr Anliegen…'],
      rows: 4,
    },
    common('timeline'),
  ],
};
