import { describe, expect, it } from 'vitest';
import { TILES_AUTO_ADVANCE_MS, TILES_MAX_OPTIONS, tileTitleSize } from './rules.ts';

describe('tiles', () => {
  it('shows at most 4 options and advances after 500 ms', () => {
    expect(TILES_MAX_OPTIONS).toBe(4);
    expect(TILES_AUTO_ADVANCE_MS).toBe(500);
  });
  it('shrinks the title with its length: >40 small, >30 base, >20 large, else extra large (base on mobile)', () => {
    expect(tileTitleSize('x'.repeat(41), false)).toBe('sm');
    expect(tileTitleSize('x'.repeat(31), false)).toBe('base');
    expect(tileTitleSize('x'.repeat(21), false)).toBe('lg');
    expect(tileTitleSize('x'.repeat(20), false)).toBe('xl');
    expect(tileTitleSize('House', true)).toBe('base');
  });
});
