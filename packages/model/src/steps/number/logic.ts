// number logic: number comparisons (between is gte and lte in an "all" group); a formula reads the number.
import type { StepLogic } from '../../logic/types.ts';
import { NUMBER_OPS } from '../_shared/logic.ts';
import type { TNumberStep } from './definition.ts';

const numberOf = (answer: unknown): number | undefined =>
  typeof answer === 'number' && Number.isFinite(answer) ? answer : undefined;

export const numberLogic: StepLogic<TNumberStep> = {
  ops: () => NUMBER_OPS,
  operand: (answer) => {
    const n = numberOf(answer);
    return n === undefined ? undefined : { kind: 'number', value: n };
  },
  number: (answer) => numberOf(answer) ?? 0,
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'number'),
  sample: {
    input: () => 'number',
    initial: (step) => step.min ?? 0,
    answer: (_step, value) => (typeof value === 'number' ? value : undefined),
  },
};
