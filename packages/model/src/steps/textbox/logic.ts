// textbox logic: text comparisons (case and surrounding spaces ignored); no number for formulas.
import type { StepLogic } from '../../logic/types.ts';
import type { TTextboxStep } from './definition.ts';

export const textboxLogic: StepLogic<TTextboxStep> = {
  ops: () => ['equals', 'notEquals', 'in', 'notIn', 'contains', 'answered', 'skipped'],
  operand: (answer) =>
    typeof answer === 'string' && answer.trim() !== '' ? { kind: 'text', value: answer } : undefined,
  number: null,
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'text'),
  sample: null,
};
