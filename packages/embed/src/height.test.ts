import { describe, expect, it } from 'vitest';
import { nextFrameHeight } from './height.ts';

describe('host frame height rules', () => {
  it('never goes under 600 px', () => {
    expect(nextFrameHeight(600, 200)).toBe(600);
    expect(nextFrameHeight(700, 100)).toBe(630); // shrink limited to 90%
  });
  it('adds 10 px of padding to the reported height', () => {
    expect(nextFrameHeight(600, 700)).toBe(710);
  });
  it('ignores changes of 5 px or less', () => {
    expect(nextFrameHeight(710, 703)).toBe(710);
    expect(nextFrameHeight(710, 696)).toBe(710);
    expect(nextFrameHeight(710, 706)).toBe(716);
  });
  it('caps growth at 1.2x when the new height would exceed 1.5x', () => {
    expect(nextFrameHeight(600, 1000)).toBe(720);
    expect(nextFrameHeight(600, 890)).toBe(900); // exactly 1.5x is allowed
  });
  it('limits a reduction to 90% of the previous height', () => {
    expect(nextFrameHeight(1000, 700)).toBe(900);
    expect(nextFrameHeight(1000, 900)).toBe(910);
  });
});
