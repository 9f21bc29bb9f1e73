import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('avatar initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Ada Lovelace King')).toBe('AL');
  });
  it('takes the first two letters of a single word', () => {
    expect(initials('john')).toBe('JO');
  });
  it('splits on dots, dashes and underscores', () => {
    expect(initials('mary_ann')).toBe('MA');
  });
  it('handles a one-letter name and an empty name', () => {
    expect(initials('x')).toBe('X');
    expect(initials('  ')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
  it('never returns more than 2 letters', () => {
    expect(initials('a b c d').length).toBe(2);
  });
});
