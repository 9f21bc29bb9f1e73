// contact rules without zod: first name, last name and a valid email.
import { isValidEmail } from '../../rules/email.ts';
import { isPlainObject } from '../_shared/answer.ts';
import type { StepRules } from '../types.ts';
import type { TContactStep } from './definition.ts';

export const contactRules: StepRules<TContactStep> = {
  hasOptions: false,
  isValid: (answer) =>
    isPlainObject(answer) &&
    typeof answer.firstName === 'string' &&
    answer.firstName.trim().length > 0 &&
    typeof answer.lastName === 'string' &&
    answer.lastName.trim().length > 0 &&
    typeof answer.email === 'string' &&
    isValidEmail(answer.email),
  isOptional: () => false,
};
