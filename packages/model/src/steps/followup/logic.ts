// followup logic: conditions compare the chosen option (a number follow-up also allows number comparisons);
// a formula reads the typed number of a number follow-up, else the chosen option's value.
import type { ConditionOp, StepLogic } from '../../logic/types.ts';
import { isPlainObject } from '../_shared/answer.ts';
import { CHOICE_OPS, choiceSample, firstOptionSample, optionValue } from '../_shared/logic.ts';
import type { TFollowupStep } from './definition.ts';

const COMPARE: readonly ConditionOp[] = ['gt', 'gte', 'lt', 'lte'];
const isNumberInput = (step: TFollowupStep) => step.followupInput?.type === 'number';

function typedNumber(answer: unknown): number | undefined {
  if (!isPlainObject(answer)) return undefined;
  const raw = answer.followup;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

const choice = choiceSample<TFollowupStep>();

export const followupLogic: StepLogic<TFollowupStep> = {
  ops: (step) => (isNumberInput(step) ? [...CHOICE_OPS, ...COMPARE] : CHOICE_OPS),
  operand: (answer, _step, op) => {
    if (COMPARE.includes(op)) {
      const n = typedNumber(answer);
      return n === undefined ? undefined : { kind: 'number', value: n };
    }
    const option = isPlainObject(answer) ? answer.option : undefined;
    return typeof option === 'string' && option !== '' ? { kind: 'option', id: option } : undefined;
  },
  number: (answer, step) =>
    isNumberInput(step)
      ? (typedNumber(answer) ?? 0)
      : optionValue(step.options, isPlainObject(answer) ? answer.option : undefined),
  valueKind: (_step, op) =>
    op === 'answered' || op === 'skipped' ? 'none' : COMPARE.includes(op) ? 'number' : 'option',
  // A number follow-up is sampled by its typed number (with the first option chosen), others by the option.
  sample: {
    input: (step) => (isNumberInput(step) ? 'number' : 'option'),
    initial: (step) => (isNumberInput(step) ? (step.followupInput?.min ?? 0) : firstOptionSample(step)),
    answer: (step, value) =>
      typeof value === 'number'
        ? { option: step.options[0]?.id ?? '', followup: value }
        : { option: choice.answer(step, value) },
  },
};
