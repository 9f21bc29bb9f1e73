// rating logic: number comparisons on the chosen number ("below 7" finds detractors); a formula reads the number.
import type { StepLogic } from '../../logic/types.ts';
import { NUMBER_OPS } from '../_shared/logic.ts';
import type { TRatingStep } from './definition.ts';
import { ratingRange } from './rules.ts';

const numberOf = (answer: unknown): number | undefined =>
  typeof answer === 'number' && Number.isFinite(answer) ? answer : undefined;

export const ratingLogic: StepLogic<TRatingStep> = {
  ops: () => NUMBER_OPS,
  operand: (answer) => {
    const n = numberOf(answer);
    return n === undefined ? undefined : { kind: 'number', value: n };
  },
  number: (answer) => numberOf(answer) ?? 0,
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'number'),
  sample: {
    input: () => 'number',
    initial: (step) => ratingRange(step).max,
    answer: (_step, value) => (typeof value === 'number' ? value : undefined),
  },
};
