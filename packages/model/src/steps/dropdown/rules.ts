// dropdown rules without zod: needs a value unless explicitly not required.
import { OPTION_ANSWER_MAX_CHARS } from '../_shared/limits.ts';
import { hasValue, jsonFits } from '../_shared/answer.ts';
import { optionText } from '../_shared/display.ts';
import { prepareOptions, str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TDropdownStep } from './definition.ts';

export const DROPDOWN_DEFAULT_PLACEHOLDER = 'Select';

export const dropdownRules: StepRules<TDropdownStep> = {
  hasOptions: true,
  autoAdvances: false,
  // Spec: valid if not required, otherwise needs a value.
  isValid: (answer, step) => (step.validation?.required === false ? true : hasValue(answer)),
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, OPTION_ANSWER_MAX_CHARS),
  chosenOptionIds: (answer) => [answer],
  storedAsSent: () => false,
  preselected: (step) => step.options.find((o) => o.preselected || o.selected)?.id,
  displayAnswer: (answer, step) => optionText(step, answer),
  fromQuery: (text, step) => (step.options.some((o) => o.id === text.trim()) ? text.trim() : undefined),
  prepare: (raw) => ({ ...prepareOptions(raw.options), placeholder: str(raw.placeholder) }),
};
