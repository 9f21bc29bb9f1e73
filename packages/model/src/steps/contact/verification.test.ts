// A lead's verification against its form's contact step: what counts as verified and how it reads.
import { describe, expect, it } from 'vitest';
import { formVerification, isLeadVerified, verifiedLabel } from './verification.ts';

const none = { email: false, phone: false };
const phone = { email: false, phone: true };
const both = { email: true, phone: true };

describe('lead verification', () => {
  it.each([
    [[{ type: 'contact', config: { verify: 'phone' } }], { verify: 'phone', unverified: 'send' }],
    [
      [{ type: 'contact', config: { verify: 'both', unverified: 'hold' } }],
      { verify: 'both', unverified: 'hold' },
    ],
    [[{ type: 'contact', config: { unverified: 'hold' } }], null],
    [[{ type: 'textbox', config: { verify: 'phone' } }], null],
    [undefined, null],
  ])('%j offers %j', (steps, expected) => {
    expect(formVerification(steps)).toEqual(expected);
  });

  it.each([
    ['phone', phone, true],
    ['email', phone, false],
    ['both', phone, false],
    ['both', both, true],
    ['phone', undefined, false],
  ] as const)('asked for %s, confirmed %j: verified %s', (verify, flags, verified) => {
    expect(isLeadVerified(verify, flags)).toBe(verified);
  });

  it.each([
    [both, true, 'E-mail, Phone'],
    [phone, false, 'Phone'],
    [none, true, 'Not verified'],
    [none, false, ''],
    [undefined, true, 'Not verified'],
  ])('%j (offered %s) reads %j', (flags, offered, text) => {
    expect(verifiedLabel(flags, offered)).toBe(text);
  });
});
