// The Form Console's auto-select rule: which first steps qualify and the warnings the console and server give.
import { describe, expect, it } from 'vitest';
import { autoSelectOptions, CONSOLE_WARNINGS, canAutoSelect } from './auto-select.ts';

const tiles = {
  type: 'tiles',
  title: 'Pick',
  options: [{ id: 'a', title: 'A' }, { id: 7 }, { title: 'no id' }],
};

describe('auto-select first option', () => {
  it('lists a tiles first step’s options, reading numeric ids as text', () => {
    expect(autoSelectOptions([tiles, { type: 'slider' }])).toEqual({
      ok: true,
      options: [
        { id: 'a', title: 'A' },
        { id: '7', title: '7' },
      ],
    });
  });
  it('explains why a form does not qualify', () => {
    expect(autoSelectOptions([])).toEqual({
      ok: false,
      warning: 'Form has empty steps array',
      code: 'emptySteps',
    });
    expect(autoSelectOptions([{ type: 'slider' }])).toEqual({
      ok: false,
      warning: 'Error: First step is type slider, must be tiles',
      code: 'notTiles',
      type: 'slider',
    });
    expect(autoSelectOptions([{ type: 'tiles', options: [] }])).toEqual({
      ok: false,
      warning: CONSOLE_WARNINGS.noOptions,
      code: 'noOptions',
    });
    expect(autoSelectOptions(['junk'])).toEqual({
      ok: false,
      warning: CONSOLE_WARNINGS.notTiles(undefined),
      code: 'notTiles',
      type: 'undefined',
    });
  });
  it('applies only to an option the first step still has', () => {
    expect(canAutoSelect([tiles], 'a')).toBe(true);
    expect(canAutoSelect([tiles], 'gone')).toBe(false);
    expect(canAutoSelect([tiles], null)).toBe(false);
    expect(canAutoSelect([{ type: 'dropdown', options: [{ id: 'a', title: 'A' }] }], 'a')).toBe(false);
  });
});
