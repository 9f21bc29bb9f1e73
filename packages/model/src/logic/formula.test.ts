import { describe, expect, it } from 'vitest';
import { evaluateFormula, parseFormula } from './formula.ts';

const run = (formula: string, vars: Record<string, number> = {}) => {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return evaluateFormula(parsed.node, (name) => (Object.hasOwn(vars, name) ? vars[name] : 0));
};

describe('formula language', () => {
  it('lists the ids a formula names', () => {
    const parsed = parseFormula('1500 + area * 45 + (roof > 0 ? roof : extras) + round(estimate_2)');
    expect(parsed.ok && parsed.refs.sort()).toEqual(['area', 'estimate_2', 'extras', 'roof']);
  });

  it('knows the word and symbol forms of and / or / not', () => {
    expect(run('1 and 0')).toBe(0);
    expect(run('1 && 2')).toBe(1);
    expect(run('0 or 3')).toBe(1);
    expect(run('0 || 0')).toBe(0);
    expect(run('not 0')).toBe(1);
    expect(run('!5')).toBe(0);
    expect(run('order + notes', { order: 2, notes: 3 })).toBe(5); // ids that start like operators stay ids
    expect(run('true + true')).toBe(2);
  });

  it('binds * / % tighter than + -, comparisons looser, and and tighter than or', () => {
    expect(run('1 + 2 * 3 - 4 / 2')).toBe(5);
    expect(run('2 * 3 % 4')).toBe(2);
    expect(run('1 + 1 == 2')).toBe(1);
    expect(run('1 or 1 and 0')).toBe(1);
    expect(run('(1 or 1) and 0')).toBe(0);
    expect(run('-2 * -3')).toBe(6);
  });

  it('refuses everything outside the language with a readable reason', () => {
    const errors: [string, RegExp][] = [
      ['', /empty/],
      ['   ', /empty/],
      ['a +', /Expected expression/],
      ['(1 + 2', /Unclosed \(/],
      ['"text"', /is not a number/],
      ['null', /is not a number/],
      ['a.b', /member expressions are not allowed/],
      ['a[0]', /member expressions are not allowed/],
      ['[1, 2]', /array expressions are not allowed/],
      ['this', /this expressions are not allowed/],
      ['Math.max(1)', /unknown function/],
      ['constructor(1)', /unknown function constructor/],
      ['a = 1', /Unexpected "="/],
      ['1 | 2', /"\|" is not allowed/],
      ['2 ** 3', /"\*\*" is not allowed/],
      ['~1', /"~" is not allowed/],
      ['min()', /needs at least one value/],
      ['round(1, 2, 3)', /takes a value and optionally/],
      ['1 2', /two values without an operator/],
      ['not a > 5', /parentheses/],
      ['x'.repeat(2001), /longer than 2000/],
    ];
    for (const [formula, reason] of errors) {
      const parsed = parseFormula(formula);
      expect(parsed.ok, formula).toBe(false);
      expect(!parsed.ok && parsed.error, formula).toMatch(reason);
    }
  });

  it('never reaches JavaScript objects through names', () => {
    expect(run('__proto__ + constructor + toString')).toBe(0);
  });

  it('rounds to decimals, tens and hundreds', () => {
    expect(run('round(1.005, 2)')).toBe(1.01);
    expect(run('round(-2.5)')).toBe(-3);
    expect(run('ceil(1234.1, -2)')).toBe(1300);
    expect(run('floor(9.99, 1)')).toBe(9.9);
  });
});
