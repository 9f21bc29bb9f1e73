import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/languages.ts';
import { describeServiceArea, modeOf, parsePostalList, parseRadiusKm } from './service-area.ts';

describe('service area fields', () => {
  it.each([
    ['10115, 10117\n80331', ['10115', '10117', '80331']],
    ['sw1a;  ec1 ; sw1a', ['SW1A', 'EC1']],
    ['  \n , ', []],
    ['M5V   2T6', ['M5V 2T6']],
  ])('reads postal codes from %j', (text, expected) => {
    expect(parsePostalList(text)).toEqual(expected);
  });

  it.each([
    ['25', 25],
    ['12,5', 12.5],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['30000', null],
  ])('reads the radius %j as %j', (text, expected) => {
    expect(parseRadiusKm(text)).toBe(expected);
  });

  it('describes each kind of area', () => {
    expect(modeOf(null)).toBe('everywhere');
    expect(describeServiceArea(null)).toBe('Every address we can find is served.');
    expect(
      describeServiceArea({ type: 'postalCodes', postalCodes: ['1', '2', '3', '4', '5', '6', '7', '8'] }),
    ).toBe('Postal codes starting with 1, 2, 3, 4, 5, 6 and 2 more.');
    expect(
      describeServiceArea({
        type: 'radius',
        center: { lat: 48.1, lng: 11.5 },
        radiusKm: 30,
        label: 'München',
      }),
    ).toBe('Within 30 km of München.');
  });

  it("describes the area in the owner app's language", () => {
    const de = translator('de');
    expect(describeServiceArea(null, de)).toBe('Jede Adresse, die wir finden, wird bedient.');
    expect(describeServiceArea({ type: 'postalCodes', postalCodes: ['80', '81'] }, de)).toBe(
      'Postleitzahlen, die mit 80, 81 beginnen.',
    );
  });
});
