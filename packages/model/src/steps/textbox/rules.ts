// textbox rules without zod: required means a non-blank trimmed string; rows clamp to 1-10.
import { textFits } from '../_shared/answer.ts';
import { plainText } from '../_shared/display.ts';
import { num, str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TTextboxStep } from './definition.ts';

export const TEXTBOX_ROWS = { min: 1, max: 10, default: 4 } as const;

/** Longest answer a text box takes: the runner stops typing there and the server refuses longer ones. */
export const TEXTBOX_MAX_CHARS = 5000;

/** Longest prefilled text kept (a URL is not the place for an essay). */
export const TEXTBOX_PREFILL_MAX = 2000;

export function clampRows(rows: number | undefined): number {
  if (rows === undefined || !Number.isFinite(rows)) return TEXTBOX_ROWS.default;
  return Math.min(TEXTBOX_ROWS.max, Math.max(TEXTBOX_ROWS.min, Math.round(rows)));
}

export const textboxRules: StepRules<TTextboxStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer, step) =>
    step.validation?.required ? typeof answer === 'string' && answer.trim().length > 0 : true,
  isOptional: (step) => !step.validation?.required,
  answerFits: (answer) => textFits(answer, TEXTBOX_MAX_CHARS),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer) => plainText(answer),
  fromQuery: (text) => (text.trim() ? text.trim().slice(0, TEXTBOX_PREFILL_MAX) : undefined),
  prepare: (raw) => ({ placeholder: str(raw.placeholder), rows: num(raw.rows) }),
};
