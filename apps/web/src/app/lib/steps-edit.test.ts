import { newOption, type TStep } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { canRemoveStep, copyStep, removeStep } from './steps-edit.ts';

const a: TStep = { type: 'tiles', title: 'A', options: [{ id: 'o1', title: 'One' }] };
const b: TStep = { type: 'textbox', title: 'B', rows: 3 };

describe('manual step operations', () => {
  it('inserts a copy after the original with (Copy) appended', () => {
    const out = copyStep([a, b], 0);
    expect(out.map((s) => s.title)).toEqual(['A', 'A (Copy)', 'B']);
  });
  it('copies deeply so editing the copy leaves the original alone', () => {
    const out = copyStep([a], 0);
    (out[1] as Extract<TStep, { type: 'tiles' }>).options[0].title = 'changed';
    expect(a.options?.[0].title).toBe('One');
  });
  it('removes a step while more than one remains', () => {
    expect(removeStep([a, b], 0)).toEqual([b]);
  });
  it('never removes the last step', () => {
    expect(removeStep([a], 0)).toEqual([a]);
    expect(canRemoveStep([a])).toBe(false);
  });
  it('creates new options with the spec defaults, the description left empty for its placeholder', () => {
    expect(newOption(123)).toEqual({
      id: 'option_123',
      title: 'New Option',
      description: '',
      icon: 'File',
      emoji: '📄',
    });
  });
});
