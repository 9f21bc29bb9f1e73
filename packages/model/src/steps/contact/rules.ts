// contact rules without zod: first name, last name, a valid email and the consent tickbox.
import { isValidEmail } from '../../validation/email.ts';
import { isPlainObject, jsonFits } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { stringTree } from '../_shared/prepare.ts';
import type { AnswerPart, StepRules } from '../types.ts';
import type { TContactStep } from './definition.ts';

/** Longest text one contact field takes (an e-mail address is at most 254). */
export const CONTACT_FIELD_MAX_CHARS = 254;

/** Names and a valid e-mail: everything but the consent tickbox. */
function detailsValid(answer: unknown): answer is Record<string, unknown> {
  return (
    isPlainObject(answer) &&
    typeof answer.firstName === 'string' &&
    answer.firstName.trim().length > 0 &&
    typeof answer.lastName === 'string' &&
    answer.lastName.trim().length > 0 &&
    typeof answer.email === 'string' &&
    isValidEmail(answer.email)
  );
}

const PARTS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
] as const;

/** A phone number as a tel: link: digits and a leading + only, when there are enough digits to dial. */
function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /^\+?\d{4,20}$/.test(digits) ? `tel:${digits}` : undefined;
}

/** First name, last name, e-mail and phone as parts, headed by the owner's labels when the step sets them. */
function contactParts(answer: unknown, step: TContactStep): AnswerPart[] {
  const labels = step.config?.labels ?? {};
  const a = isPlainObject(answer) ? answer : {};
  return PARTS.map(({ key, label }) => {
    const text = trimmed(a[key]);
    const href =
      key === 'email' && isValidEmail(text)
        ? `mailto:${text}`
        : key === 'phone' && text
          ? telHref(text)
          : undefined;
    return { key, label: labels[key]?.trim() || label, role: key, text, ...(href ? { href } : {}) };
  });
}

export const contactRules: StepRules<TContactStep> = {
  hasOptions: false,
  autoAdvances: false,
  // The tickbox is required (spec: required marks on names, e-mail and consent); see docs/decisions.md "Lead capture".
  isValid: (answer) => detailsValid(answer) && answer.consent === true,
  isOptional: () => false,
  invalidReason: (answer) =>
    detailsValid(answer) && answer.consent !== true
      ? 'consent to the data processing terms is required'
      : undefined,
  answerFits: (answer) => jsonFits(answer, 5 * (CONTACT_FIELD_MAX_CHARS + 40)),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  // "Ann Lee, ann@example.com, +1 555": name, e-mail and phone, empty parts left out.
  displayAnswer: (answer) => {
    if (!isPlainObject(answer)) return plainText(answer);
    const name = [trimmed(answer.firstName), trimmed(answer.lastName)].filter(Boolean).join(' ');
    return [name, trimmed(answer.email), trimmed(answer.phone)].filter(Boolean).join(', ');
  },
  answerParts: contactParts,
  aboutRespondent: true,
  prepare: (raw) => ({ config: stringTree(raw.config) }),
};
