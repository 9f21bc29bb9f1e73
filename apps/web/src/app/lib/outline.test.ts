import { describe, expect, it } from 'vitest';
import { changedStepIndex, insertStep, moveStep } from './outline.ts';

describe('moving steps', () => {
  it('moves a step up, down, to the ends, and ignores positions outside the list', () => {
    expect(moveStep(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveStep(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveStep(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('never changes the list it was given', () => {
    const steps = ['a', 'b'];
    moveStep(steps, 0, 1);
    expect(steps).toEqual(['a', 'b']);
  });
});

describe('inserting a step', () => {
  it('puts it at the position, or at the end', () => {
    expect(insertStep(['a', 'b'], 1, 'x')).toEqual(['a', 'x', 'b']);
    expect(insertStep(['a', 'b'], 9, 'x')).toEqual(['a', 'b', 'x']);
    expect(insertStep([], 0, 'x')).toEqual(['x']);
  });
});

describe('the step an edit changed', () => {
  const a = { type: 'textbox', title: 'A' };
  const b = { type: 'slider', title: 'B', min: 0 };
  const c = { type: 'contact', title: 'C' };
  it('is the first step that differs, whatever the key order', () => {
    expect(changedStepIndex([a, b, c], [a, { ...b, title: 'Budget' }, c])).toBe(1);
    expect(changedStepIndex([a, b], [a, { min: 0, title: 'B', type: 'slider' }])).toBeNull();
  });
  it('is the new step when one was added in the middle or at the end', () => {
    expect(changedStepIndex([a, c], [a, b, c])).toBe(1);
    expect(changedStepIndex([a, b], [a, b, c])).toBe(2);
  });
  it('is the step now in the removed one’s place, or the last', () => {
    expect(changedStepIndex([a, b, c], [a, c])).toBe(1);
    expect(changedStepIndex([a, b, c], [a, b])).toBe(1);
  });
});
