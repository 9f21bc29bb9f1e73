// documentInfo logic: it only shows the analysis, so no condition or formula reads it.
import type { StepLogic } from '../../logic/types.ts';
import type { TDocumentInfoStep } from './definition.ts';

export const documentInfoLogic: StepLogic<TDocumentInfoStep> = {
  ops: () => [],
  operand: () => undefined,
  number: null,
  valueKind: () => 'none',
  sample: null,
};
