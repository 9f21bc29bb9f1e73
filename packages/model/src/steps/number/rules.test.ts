import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../../config.ts';
import { compare, conditionHolds } from '../../logic/evaluate.ts';
import { answerFromQuery, displayAnswer, isStepOptional, isStepValid, stepInvalidReason } from '../rules.ts';
import type { TNumberStep } from './definition.ts';
import { numberLogic } from './logic.ts';
import { parseTypedNumber } from './rules.ts';

const number = (extra: object = {}) =>
  normalizeConfig({ steps: [{ type: 'number', title: 'Living area', ...extra }] }).steps[0] as TNumberStep;
const area = number({ unit: 'm²', min: 10, max: 500, integer: true });
const decimal = number({ min: 0.5, max: 2.5 });

describe('number', () => {
  it.each([
    [area, 120, true],
    [area, 10, true],
    [area, 500, true],
    [area, 9, false],
    [area, 501, false],
    [area, 12.5, false],
    [area, '120', false],
    [area, Number.NaN, false],
    [area, undefined, false],
    [decimal, 1.25, true],
    [decimal, 3, false],
    [number({ validation: { required: false } }), undefined, true],
    [number({ validation: { required: false } }), 'x', false],
  ])('%# answer %j is valid: %s', (step, answer, valid) => {
    expect(isStepValid(step, answer)).toBe(valid);
  });

  it('is required unless the step says otherwise', () => {
    expect(isStepOptional(area)).toBe(false);
    expect(isStepOptional(number({ validation: { required: false } }))).toBe(true);
  });

  it.each([
    ['120', undefined],
    ['many', 'the answer must be a number'],
    [12.5, 'the answer must be a whole number'],
    [5, 'the answer must be at least 10'],
    [900, 'the answer must be at most 500'],
  ])('refuses %j saying %j', (answer, reason) => {
    expect(stepInvalidReason(area, answer === '120' ? 120 : answer)).toBe(reason);
  });

  it.each([
    [area, 120, '120 m²'],
    [number(), 3, '3'],
    [area, undefined, ''],
  ])('%# displays %j as %j', (step, answer, text) => {
    expect(displayAnswer(step, answer)).toBe(text);
  });

  it.each([
    ['', '.', undefined],
    ['120', '.', 120],
    ['1,250.5', '.', 1250.5],
    ['1.250,5', ',', 1250.5],
    ['2,5', ',', 2.5],
    ['2.5', ',', 2.5],
    ['1.250', ',', 1250],
    [' -3 ', '.', -3],
    ['1,5', '.', Number.NaN],
    ['12a', '.', Number.NaN],
    ['1 000', '.', 1000],
  ])('reads typed %j (decimal %j) as %j', (text, separator, n) => {
    expect(parseTypedNumber(text, separator)).toEqual(n);
  });

  it.each([
    ['120', 120],
    ['5', undefined],
    ['12.5', undefined],
    ['lots', undefined],
  ])('a link prefilling %j answers %j', (text, answer) => {
    expect(answerFromQuery(area, text)).toBe(answer);
  });

  it('compares numbers in conditions (between is gte and lte together) and is its number in a formula', () => {
    const operand = numberLogic.operand(120, area, 'gt');
    expect(compare(operand, 'gt', 100)).toBe(true);
    expect(compare(operand, 'lt', 100)).toBe(false);
    const config = normalizeConfig({
      steps: [
        { ...area, id: 'area' },
        { type: 'textbox', title: 'x' },
      ],
    });
    const between = {
      all: [
        { step: 'area', op: 'gte' as const, value: 100 },
        { step: 'area', op: 'lte' as const, value: 200 },
      ],
    };
    expect(conditionHolds(config, between, 1, { area: 150 })).toBe(true);
    expect(conditionHolds(config, between, 1, { area: 250 })).toBe(false);
    expect(numberLogic.number?.(120, area)).toBe(120);
    expect(numberLogic.number?.(undefined, area)).toBe(0);
  });
});
