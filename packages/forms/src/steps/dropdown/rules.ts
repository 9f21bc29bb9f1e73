// dropdown rules without zod: needs a value unless explicitly not required.
import { hasValue } from '../_shared/answer.ts';
import type { StepRules } from '../types.ts';
import type { TDropdownStep } from './definition.ts';

export const DROPDOWN_DEFAULT_PLACEHOLDER = 'Select';

export const dropdownRules: StepRules<TDropdownStep> = {
  hasOptions: true,
  // Spec: valid if not required, otherwise needs a value.
  isValid: (answer, step) => (step.validation?.required === false ? true : hasValue(answer)),
  isOptional: () => false,
};
