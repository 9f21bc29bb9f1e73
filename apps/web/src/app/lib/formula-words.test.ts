import { describe, expect, it } from 'vitest';
import { formulaFromWords, formulaToWords } from './formula-words.ts';

const names = [
  { id: 'roof_area', label: 'Roof area' },
  { id: 'roof_material', label: 'Roof material' },
  { id: 'estimate', label: 'Estimated price' },
];

describe('formulas in words', () => {
  it('shows ids as question names and * / as × ÷', () => {
    expect(formulaToWords('1500 + roof_area * 45 + roof_material / 2', names)).toBe(
      '1500 + [Roof area] × 45 + [Roof material] ÷ 2',
    );
    expect(formulaToWords('round(estimate)', names)).toBe('round([Estimated price])');
  });
  it('stores names as ids, any case, and round-trips', () => {
    const typed = '1500 + [roof AREA] × 45 + [Roof material]';
    expect(formulaFromWords(typed, names)).toEqual({
      formula: '1500 + roof_area * 45 + roof_material',
      unknown: [],
    });
    const stored = '1500 + roof_area * 45 + roof_material';
    expect(formulaFromWords(formulaToWords(stored, names), names).formula).toBe(stored);
  });
  it('names an unknown question and leaves text being typed alone', () => {
    expect(formulaFromWords('[Roof materal] + 1', names)).toEqual({
      formula: '[Roof materal] + 1',
      unknown: ['Roof materal'],
    });
    expect(formulaToWords('[Roof ar', names)).toBe('[Roof ar');
  });
  it('keeps ids when two names share a label', () => {
    const twins = [
      { id: 'a', label: 'Size' },
      { id: 'b', label: 'Size' },
    ];
    expect(formulaToWords('a + b', twins)).toBe('a + b');
  });
});
