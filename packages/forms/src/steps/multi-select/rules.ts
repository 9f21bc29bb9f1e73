// multiSelect rules without zod: at least one option id.
import type { StepRules } from '../types.ts';
import type { TMultiSelectStep } from './definition.ts';

export const multiSelectRules: StepRules<TMultiSelectStep> = {
  hasOptions: true,
  isValid: (answer) => Array.isArray(answer) && answer.length > 0,
  isOptional: () => false,
};
