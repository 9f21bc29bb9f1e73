import { describe, expect, it } from 'vitest';
import { EN_TEXTS, runnerTexts } from '@forms-engine/model';
import { checkLocation, validateAddress } from './location-check.ts';

const ok = async () => ({
  status: 'OK',
  results: [
    {
      formatted_address: '1 Main St, Springfield, IL 62701, USA',
      geometry: { location: { lat: 39.8, lng: -89.6 } },
    },
  ],
});

describe('location check', () => {
  it('asks for the complete address when empty', () => {
    expect(validateAddress('  ', EN_TEXTS)).toEqual({
      ok: false,
      message: 'Please enter your complete address',
    });
  });
  it('uses the ui thisFieldRequired text when set', () => {
    const texts = runnerTexts('en', { messages: { thisFieldRequired: 'Address please' } });
    expect(validateAddress('', texts)).toEqual({ ok: false, message: 'Address please' });
  });
  it('needs a postal code in one of the four formats', () => {
    expect(validateAddress('Main Street, Springfield', EN_TEXTS)).toEqual({
      ok: false,
      message: 'Please include a valid postal code in your address.',
    });
    expect(validateAddress('Hauptstr. 1, 10115 Berlin', EN_TEXTS)).toEqual({ ok: true, postalCode: '10115' });
    expect(validateAddress('MG Road, Bengaluru 560001', EN_TEXTS)).toEqual({
      ok: true,
      postalCode: '560001',
    });
    expect(validateAddress('1 Main St, Springfield, IL 62701-1234', EN_TEXTS)).toEqual({
      ok: true,
      postalCode: '62701-1234',
    });
    expect(validateAddress('100 Queen St W, Toronto, ON M5H 2N2', EN_TEXTS)).toEqual({
      ok: true,
      postalCode: 'M5H2N2',
    });
    expect(validateAddress('10 Downing St, London SW1A 2AA', EN_TEXTS)).toEqual({
      ok: true,
      postalCode: 'SW1A2AA',
    });
  });
  it('uses the last postal code in the address', () => {
    expect(validateAddress('Suite 12345, 1 Main St, 62701', EN_TEXTS)).toEqual({
      ok: true,
      postalCode: '62701',
    });
  });
  it('reports availability with the postal code and stores the geocoded answer', async () => {
    const r = await checkLocation('1 Main St, Springfield, IL 62701', EN_TEXTS, ok);
    expect(r).toEqual({
      status: 'success',
      message: 'Our service is available in 62701!',
      answer: {
        fullAddress: '1 Main St, Springfield, IL 62701, USA',
        postalCode: '62701',
        isAvailable: true,
        lat: 39.8,
        lng: -89.6,
      },
    });
  });
  it("keeps the geocoded country with the answer, for reading the contact step's phone number", async () => {
    const r = await checkLocation('Unter den Linden 1, 10117 Berlin', EN_TEXTS, async () => ({
      status: 'OK',
      results: [
        {
          formatted_address: 'Unter den Linden 1, 10117 Berlin, Germany',
          geometry: { location: { lat: 52.5, lng: 13.4 } },
          country_code: 'DE',
        },
      ],
    }));
    expect(r.status === 'success' && r.answer.country).toBe('DE');
  });
  it('stores the answer with isAvailable false when nothing is found', async () => {
    const r = await checkLocation('Nowhere 99999', EN_TEXTS, async () => ({
      status: 'ZERO_RESULTS',
      results: [],
    }));
    expect(r).toEqual({
      status: 'unavailable',
      message: "Sorry, we couldn't find this address. Please check and try again.",
      answer: { fullAddress: 'Nowhere 99999', postalCode: '99999', isAvailable: false },
    });
  });
  it('tells a match outside the service area apart from not found, in English and German', async () => {
    const outside = async () => ({
      status: 'OK',
      results: [{ formatted_address: '1 Main St, Springfield, IL 62701, USA', isAvailable: false }],
    });
    const r = await checkLocation('1 Main St, Springfield, IL 62701', EN_TEXTS, outside);
    expect(r).toEqual({
      status: 'outOfArea',
      message: "We don't serve this area yet.",
      answer: {
        fullAddress: '1 Main St, Springfield, IL 62701, USA',
        postalCode: '62701',
        isAvailable: false,
      },
    });
    const de = await checkLocation('Hauptstr. 1, 10115 Berlin', runnerTexts('de'), outside);
    expect(de.message).toBe('In diesem Gebiet sind wir noch nicht tätig.');
  });
  it('shows the network error text when the lookup fails', async () => {
    const r = await checkLocation('Main 12345', EN_TEXTS, async () => {
      throw new Error('offline');
    });
    expect(r).toEqual({ status: 'error', message: 'Error validating address. Please try again.' });
  });
  it('does not call the geocoder for an invalid address', async () => {
    let called = false;
    await checkLocation('no code', EN_TEXTS, async () => {
      called = true;
      return { status: 'OK' };
    });
    expect(called).toBe(false);
  });
});
