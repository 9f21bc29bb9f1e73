// date logic: whether the respondent picked a day; a day has no number in a formula.
import type { StepLogic } from '../../logic/types.ts';
import { PRESENCE_OPS } from '../_shared/logic.ts';
import type { TDateStep } from './definition.ts';
import { isIsoDay } from './rules.ts';

export const dateLogic: StepLogic<TDateStep> = {
  ops: () => PRESENCE_OPS,
  operand: (answer) =>
    typeof answer === 'object' && answer !== null && isIsoDay((answer as { date?: unknown }).date)
      ? { kind: 'present' }
      : undefined,
  number: null,
  valueKind: () => 'none',
  sample: null,
};
