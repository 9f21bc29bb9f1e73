// contact rules without zod: first name, last name and a valid email.
import { isValidEmail } from '../../rules/email.ts';
import { isPlainObject } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { stringTree } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TContactStep } from './definition.ts';

export const contactRules: StepRules<TContactStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer) =>
    isPlainObject(answer) &&
    typeof answer.firstName === 'string' &&
    answer.firstName.trim().length > 0 &&
    typeof answer.lastName === 'string' &&
    answer.lastName.trim().length > 0 &&
    typeof answer.email === 'string' &&
    isValidEmail(answer.email),
  isOptional: () => false,
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  // "Ann Lee, ann@example.com, +1 555": name, e-mail and phone, empty parts left out.
  displayAnswer: (answer) => {
    if (!isPlainObject(answer)) return plainText(answer);
    const name = [trimmed(answer.firstName), trimmed(answer.lastName)].filter(Boolean).join(' ');
    return [name, trimmed(answer.email), trimmed(answer.phone)].filter(Boolean).join(', ');
  },
  prepare: (raw) => ({ config: stringTree(raw.config) }),
};
