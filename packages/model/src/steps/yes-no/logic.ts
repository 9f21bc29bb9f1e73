// yesNo logic: conditions compare the answer with true (is yes) or false (is no); a formula reads yes as 1, no as 0
// ("4000 * battery" adds the battery's price when the answer is yes).
import type { StepLogic } from '../../logic/types.ts';
import type { TYesNoStep } from './definition.ts';
import { yesNoLabels } from './rules.ts';

export const yesNoLogic: StepLogic<TYesNoStep> = {
  ops: () => ['equals', 'notEquals', 'answered', 'skipped'],
  operand: (answer) => (typeof answer === 'boolean' ? { kind: 'boolean', value: answer } : undefined),
  number: (answer) => (answer === true ? 1 : 0),
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'boolean'),
  booleanLabels: (step) => yesNoLabels(step),
  // The formula preview asks for the number the answer stands for: 1 (yes) or 0 (no).
  sample: {
    input: () => 'number',
    initial: () => 1,
    answer: (_step, value) => (typeof value === 'number' ? value !== 0 : undefined),
  },
};
