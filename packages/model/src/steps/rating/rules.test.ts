import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../../config.ts';
import { compare } from '../../logic/evaluate.ts';
import { answerFromQuery, displayAnswer, isStepValid, stepInvalidReason } from '../rules.ts';
import type { TRatingStep } from './definition.ts';
import { ratingLogic } from './logic.ts';

const rating = (extra: object = {}) =>
  normalizeConfig({ steps: [{ type: 'rating', title: 'Rate us', ...extra }] }).steps[0] as TRatingStep;
const stars = rating();
const nps = rating({ scale: 'nps', lowLabel: 'Not likely', highLabel: 'Very likely' });

describe('rating', () => {
  it.each([
    [stars, 1, true],
    [stars, 5, true],
    [stars, 0, false],
    [stars, 6, false],
    [stars, 4.5, false],
    [stars, '4', false],
    [stars, undefined, false],
    [nps, 0, true],
    [nps, 10, true],
    [nps, 11, false],
    [rating({ validation: { required: false } }), undefined, true],
  ])('%# answer %j is valid: %s', (step, answer, valid) => {
    expect(isStepValid(step, answer)).toBe(valid);
  });

  it('says which numbers the scale takes', () => {
    expect(stepInvalidReason(stars, 9)).toBe('the answer must be a whole number from 1 to 5');
    expect(stepInvalidReason(nps, -1)).toBe('the answer must be a whole number from 0 to 10');
    expect(stepInvalidReason(nps, 3)).toBeUndefined();
  });

  it.each([
    [stars, 4, '4/5'],
    [nps, 9, '9/10'],
    [stars, undefined, ''],
  ])('%# displays %j as %j', (step, answer, text) => {
    expect(displayAnswer(step, answer)).toBe(text);
  });

  it.each([
    [stars, '4', 4],
    [stars, '0', undefined],
    [nps, '0', 0],
    [nps, 'great', undefined],
  ])('%# a link prefilling %j answers %j', (step, text, answer) => {
    expect(answerFromQuery(step, text)).toBe(answer);
  });

  it('compares its number in conditions (detractors score below 7) and is the number in a formula', () => {
    expect(compare(ratingLogic.operand(6, nps, 'lt'), 'lt', 7)).toBe(true);
    expect(compare(ratingLogic.operand(9, nps, 'lt'), 'lt', 7)).toBe(false);
    expect(ratingLogic.number?.(4, stars)).toBe(4);
  });
});
