// yesNo rules without zod: the answer is true or false, shown with the step's own button texts.
import { jsonFits } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TYesNoStep } from './definition.ts';

/** Longest button text an owner may set. */
export const YES_NO_LABEL_MAX = 60;

/** The words a link may prefill with (`?owner=yes`), in the runner's languages. */
const YES_WORDS = new Set(['yes', 'true', '1', 'y', 'ja', 'oui', 'sí', 'si', 'sì']);
const NO_WORDS = new Set(['no', 'false', '0', 'n', 'nein', 'non']);

/** The buttons' texts: the owner's, else the defaults given (the runner passes its language's). */
export function yesNoLabels(
  step: Pick<TYesNoStep, 'yesLabel' | 'noLabel'>,
  defaults: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): { yes: string; no: string } {
  return { yes: trimmed(step.yesLabel) || defaults.yes, no: trimmed(step.noLabel) || defaults.no };
}

export const yesNoRules: StepRules<TYesNoStep> = {
  hasOptions: false,
  autoAdvances: true,
  isValid: (answer) => typeof answer === 'boolean',
  isOptional: () => false,
  invalidReason: (answer) =>
    typeof answer === 'boolean' ? undefined : 'the answer must be true (yes) or false (no)',
  answerFits: (answer) => jsonFits(answer, 200),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer, step) => {
    if (typeof answer !== 'boolean') return plainText(answer);
    const labels = yesNoLabels(step);
    return answer ? labels.yes : labels.no;
  },
  fromQuery: (text) => {
    const word = text.trim().toLowerCase();
    return YES_WORDS.has(word) ? true : NO_WORDS.has(word) ? false : undefined;
  },
  prepare: (raw) => ({ yesLabel: str(raw.yesLabel), noLabel: str(raw.noLabel) }),
};
