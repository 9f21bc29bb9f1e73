import { describe, expect, it } from 'vitest';
import { hexInputColor, sanitizeHexInput } from './hex-input.ts';

describe('colour hex input', () => {
  it('keeps a leading # and only hex digits', () => {
    expect(sanitizeHexInput('10b981')).toBe('#10b981');
    expect(sanitizeHexInput('#1z0-b9')).toBe('#10b9');
  });
  it('never grows beyond 7 characters', () => {
    expect(sanitizeHexInput('#10b981ff')).toBe('#10b981');
  });
  it('accepts 3 or 6 hex digits and expands the short form', () => {
    expect(hexInputColor('#abc')).toBe('#aabbcc');
    expect(hexInputColor('#10B981')).toBe('#10b981');
  });
  it('rejects other lengths', () => {
    expect(hexInputColor('#abcd')).toBeNull();
    expect(hexInputColor('#')).toBeNull();
    expect(hexInputColor('abc')).toBeNull();
  });
});
