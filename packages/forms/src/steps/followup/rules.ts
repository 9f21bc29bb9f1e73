// followup rules without zod: both the option and the follow-up value are needed.
import { hasValue, isPlainObject } from '../_shared/answer.ts';
import type { StepRules } from '../types.ts';
import type { TFollowupStep } from './definition.ts';

export const followupRules: StepRules<TFollowupStep> = {
  hasOptions: true,
  isValid: (answer) => isPlainObject(answer) && hasValue(answer.option) && hasValue(answer.followup),
  isOptional: () => false,
};
