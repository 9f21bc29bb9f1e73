// yesNo logic: conditions compare the answer with true (is yes) or false (is no); a formula has no number to read.
import type { StepLogic } from '../../logic/types.ts';
import type { TYesNoStep } from './definition.ts';
import { yesNoLabels } from './rules.ts';

export const yesNoLogic: StepLogic<TYesNoStep> = {
  ops: () => ['equals', 'notEquals', 'answered', 'skipped'],
  operand: (answer) => (typeof answer === 'boolean' ? { kind: 'boolean', value: answer } : undefined),
  number: null,
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'boolean'),
  booleanLabels: (step) => yesNoLabels(step),
  sample: null,
};
