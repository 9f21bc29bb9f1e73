// location logic: conditions compare isAvailable (equals false = outside the service area); no number.
import type { StepLogic } from '../../logic/types.ts';
import { isPlainObject } from '../_shared/answer.ts';
import type { TLocationStep } from './definition.ts';

export const locationLogic: StepLogic<TLocationStep> = {
  ops: () => ['equals', 'notEquals', 'answered', 'skipped'],
  operand: (answer) =>
    isPlainObject(answer) && typeof answer.isAvailable === 'boolean'
      ? { kind: 'boolean', value: answer.isAvailable }
      : undefined,
  number: null,
  valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'boolean'),
  booleanLabels: () => ({ yes: 'Yes – inside the service area', no: 'No – outside the service area' }),
  sample: null,
};
