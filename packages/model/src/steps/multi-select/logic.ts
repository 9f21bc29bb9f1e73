// multiSelect logic: includes/excludes an option id; a formula reads the sum of the chosen options' values.
import type { StepLogic } from '../../logic/types.ts';
import { firstOptionSample, optionValue } from '../_shared/logic.ts';
import type { TMultiSelectStep } from './definition.ts';

const chosen = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : [];

export const multiSelectLogic: StepLogic<TMultiSelectStep> = {
  ops: () => ['includes', 'excludes', 'answered', 'skipped'],
  operand: (answer) => {
    const ids = chosen(answer);
    return ids.length > 0 ? { kind: 'options', ids } : undefined;
  },
  number: (answer, step) => chosen(answer).reduce((sum, id) => sum + optionValue(step.options, id), 0),
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'option'),
  sample: {
    input: () => 'options',
    initial: firstOptionSample,
    answer: (_step, value) => (Array.isArray(value) ? value : []),
  },
};
