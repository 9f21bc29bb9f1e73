import { describe, expect, it } from 'vitest';
import { parseSliderInput, sanitizeSliderInput, sliderBounds } from './rules.ts';

describe('slider', () => {
  it('falls back to 0, 100 and 50 when unset', () => {
    expect(sliderBounds({ type: 'slider', title: 's' })).toEqual({
      min: 0,
      max: 100,
      step: 1,
      defaultValue: 50,
    });
  });
  it('accepts only digits and at most one dot when typing', () => {
    expect(sanitizeSliderInput('1a2.3.4-')).toBe('12.34');
  });
  it('cancels on empty input, clamps to the bounds otherwise', () => {
    const step = { type: 'slider' as const, title: 's', min: 10, max: 20 };
    expect(parseSliderInput('', step)).toBeNull();
    expect(parseSliderInput('.', step)).toBeNull();
    expect(parseSliderInput('15.5', step)).toBe(15.5);
    expect(parseSliderInput('99', step)).toBe(20);
    expect(parseSliderInput('1', step)).toBe(10);
  });
});
