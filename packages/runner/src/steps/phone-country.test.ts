// The phone's country: the address step's geocoded country wins over the browser's language.
import type { TStep } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { phoneCountry } from './phone-country.ts';

const steps: TStep[] = [
  { id: 'where', type: 'location', title: 'Address' },
  { id: 'contact', type: 'contact', title: 'Contact' },
];

describe('phoneCountry', () => {
  it.each([
    [
      'the address step geocoded to Austria, browser in German (Germany)',
      { where: { fullAddress: 'Wien', postalCode: '1010', isAvailable: true, country: 'AT' } },
      'de-DE',
      'AT',
    ],
    ['no address answered yet: the browser country', {}, 'de-DE', 'DE'],
    [
      'an address without a country: the browser country',
      { where: { fullAddress: 'x', postalCode: '1', isAvailable: true } },
      'en-US',
      'US',
    ],
    ['a malformed country is ignored', { where: { country: 'austria' } }, 'fr-FR', 'FR'],
    ['no source at all', {}, 'en', undefined],
  ])('%s', (_name, answers, language, expected) => {
    expect(phoneCountry(steps, answers, language)).toBe(expected);
  });

  it('a form without an address step reads the browser', () => {
    expect(phoneCountry([steps[1]], {}, 'nl-NL')).toBe('NL');
  });
});
