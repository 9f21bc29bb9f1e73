import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../../config.ts';
import { compare } from '../../logic/evaluate.ts';
import { answerFromQuery, displayAnswer, isStepValid, stepAutoAdvances } from '../rules.ts';
import { yesNoLogic } from './logic.ts';
import type { TYesNoStep } from './definition.ts';

const plain = normalizeConfig({ steps: [{ type: 'yesNo', title: 'Do you own the home?' }] }).steps[0];
const named = normalizeConfig({
  steps: [{ type: 'yesNo', title: 'Own?', yesLabel: 'Yes, I own it', noLabel: ' No, I rent ' }],
}).steps[0];

describe('yesNo', () => {
  it.each([
    [true, true],
    [false, true],
    ['yes', false],
    ['true', false],
    [1, false],
    [null, false],
    [undefined, false],
    [[true], false],
  ])('answer %j is valid: %s', (answer, valid) => {
    expect(isStepValid(plain, answer)).toBe(valid);
  });

  it('moves on by itself once answered', () => {
    expect(stepAutoAdvances(plain)).toBe(true);
  });

  it.each([
    [plain, true, 'Yes'],
    [plain, false, 'No'],
    [named, true, 'Yes, I own it'],
    [named, false, 'No, I rent'],
    [plain, undefined, ''],
    [plain, 'odd', 'odd'],
  ])('displays %#: %j as %j', (step, answer, text) => {
    expect(displayAnswer(step, answer)).toBe(text);
  });

  it.each([
    ['yes', true],
    [' Ja ', true],
    ['oui', true],
    ['1', true],
    ['no', false],
    ['NEIN', false],
    ['false', false],
    ['maybe', undefined],
    ['', undefined],
  ])('a link prefilling %j answers %j', (text, answer) => {
    expect(answerFromQuery(plain, text)).toBe(answer);
  });

  it.each([
    [true, 'equals', true, true],
    [true, 'equals', false, false],
    [false, 'equals', false, true],
    [false, 'notEquals', true, true],
    [true, 'equals', 'true', true],
    [undefined, 'notEquals', true, true],
    [undefined, 'skipped', undefined, true],
    [false, 'answered', undefined, true],
  ] as const)('answer %j %s %j holds: %s', (answer, op, value, holds) => {
    const operand = yesNoLogic.operand(answer, plain as TYesNoStep, op);
    expect(compare(operand, op, value)).toBe(holds);
  });

  it('stands for 1 (yes) or 0 (no, or unanswered) in a formula', () => {
    const step = plain as TYesNoStep;
    expect([true, false, undefined].map((a) => yesNoLogic.number?.(a, step))).toEqual([1, 0, 0]);
    expect(yesNoLogic.sample?.answer(step, 1)).toBe(true);
    expect(yesNoLogic.sample?.answer(step, 0)).toBe(false);
  });

  it('offers is yes / is no in the condition editor with the step’s own words', () => {
    expect(yesNoLogic.ops(plain as TYesNoStep)).toEqual(['equals', 'notEquals', 'answered', 'skipped']);
    expect(yesNoLogic.valueKind(plain as TYesNoStep, 'equals')).toBe('boolean');
    expect(yesNoLogic.booleanLabels?.(named as TYesNoStep)).toEqual({
      yes: 'Yes, I own it',
      no: 'No, I rent',
    });
  });
});
