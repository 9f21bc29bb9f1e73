import { describe, expect, it } from 'vitest';
import { toggleSelection } from './multi-select.tsx';

describe('multiSelect toggling', () => {
  it('adds and removes option ids', () => {
    expect(toggleSelection(undefined, 'a')).toEqual(['a']);
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleSelection('junk', 'a')).toEqual(['a']);
  });
});
