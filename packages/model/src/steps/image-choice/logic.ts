// imageChoice logic: like tiles for one picture (equals an option), like multiSelect for several (includes).
import type { StepLogic } from '../../logic/types.ts';
import { CHOICE_OPS, choiceOperand, firstOptionSample, optionValue } from '../_shared/logic.ts';
import type { TImageChoiceStep } from './definition.ts';

const ids = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : [];

export const imageChoiceLogic: StepLogic<TImageChoiceStep> = {
  ops: (step) => (step.multiple ? ['includes', 'excludes', 'answered', 'skipped'] : CHOICE_OPS),
  operand: (answer, step) => {
    if (!step.multiple) return choiceOperand(answer);
    const list = ids(answer);
    return list.length > 0 ? { kind: 'options', ids: list } : undefined;
  },
  number: (answer, step) =>
    step.multiple
      ? ids(answer).reduce((sum, id) => sum + optionValue(step.options, id), 0)
      : optionValue(step.options, answer),
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'option'),
  sample: {
    input: (step) => (step.multiple ? 'options' : 'option'),
    initial: firstOptionSample,
    answer: (step, value) =>
      step.multiple ? (Array.isArray(value) ? value : []) : Array.isArray(value) ? value[0] : undefined,
  },
};
