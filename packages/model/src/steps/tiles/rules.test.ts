import { describe, expect, it } from 'vitest';
import { TILES_AUTO_ADVANCE_MS, TILES_MAX_OPTIONS, tileColumns, tileTitleSize } from './rules.ts';

describe('tiles', () => {
  it('shows at most 8 options and advances after 500 ms', () => {
    expect(TILES_MAX_OPTIONS).toBe(8);
    expect(TILES_AUTO_ADVANCE_MS).toBe(500);
  });
  it('lays up to four tiles in one row, then 3×2 or 4×2; two columns on a phone', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12].map((n) => tileColumns(n, false))).toEqual([
      1, 2, 3, 4, 3, 3, 4, 4, 4,
    ]);
    expect([2, 5, 8].map((n) => tileColumns(n, true))).toEqual([2, 2, 2]);
  });
  it('shrinks the title with its length: >40 small, >30 base, >20 large, else extra large (base on mobile)', () => {
    expect(tileTitleSize('x'.repeat(41), false)).toBe('sm');
    expect(tileTitleSize('x'.repeat(31), false)).toBe('base');
    expect(tileTitleSize('x'.repeat(21), false)).toBe('lg');
    expect(tileTitleSize('x'.repeat(20), false)).toBe('xl');
    expect(tileTitleSize('House', true)).toBe('base');
  });
});
