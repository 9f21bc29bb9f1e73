// booking logic: whether a booking was made (answered) or not (skipped); no number.
import type { StepLogic } from '../../logic/types.ts';
import { bookingAnswerOf } from './rules.ts';
import type { TBookingStep } from './definition.ts';

export const bookingLogic: StepLogic<TBookingStep> = {
  ops: () => ['answered', 'skipped'],
  operand: (answer) => (bookingAnswerOf(answer)?.booked === true ? { kind: 'present' } : undefined),
  number: null,
  valueKind: () => 'none',
  sample: null,
};
