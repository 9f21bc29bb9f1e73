// followup rules without zod: both the option and the follow-up value are needed.
import { hasValue, isPlainObject, jsonFits } from '../_shared/answer.ts';
import { optionText, plainText } from '../_shared/display.ts';
import { num, prepareOptions, str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TFollowupStep } from './definition.ts';

/** Longest text a follow-up input takes (the runner stops typing there). */
export const FOLLOWUP_MAX_CHARS = 2000;

/** The kinds of follow-up input (the HTML input type); anything else reads as text. */
export const FOLLOWUP_INPUT_TYPES = ['text', 'number', 'email', 'tel', 'date'] as const;
export type FollowupInputType = (typeof FOLLOWUP_INPUT_TYPES)[number];

function inputType(value: unknown): FollowupInputType {
  return FOLLOWUP_INPUT_TYPES.find((t) => t === value) ?? 'text';
}

export const followupRules: StepRules<TFollowupStep> = {
  hasOptions: true,
  autoAdvances: false,
  isValid: (answer) => isPlainObject(answer) && hasValue(answer.option) && hasValue(answer.followup),
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, FOLLOWUP_MAX_CHARS + 600),
  chosenOptionIds: (answer) => [isPlainObject(answer) ? answer.option : answer],
  storedAsSent: () => false,
  // The runner shows the flagged (or first) option as chosen but stores nothing until the respondent acts.
  preselected: () => undefined,
  // "Other: since May": the chosen option's title, then what was typed.
  displayAnswer: (answer, step) =>
    isPlainObject(answer) && 'option' in answer && 'followup' in answer
      ? [optionText(step, answer.option), plainText(answer.followup)].filter(Boolean).join(': ')
      : plainText(answer),
  prepare: (raw) => {
    const f = raw.followupInput;
    return {
      ...prepareOptions(raw.options),
      followupInput: isPlainObject(f)
        ? {
            label: str(f.label),
            type: inputType(str(f.type)),
            placeholder: str(f.placeholder),
            min: num(f.min),
            max: num(f.max),
          }
        : undefined,
    };
  },
};
