// rating rules without zod: a whole number on the step's scale (1–5 stars or 0–10), shown as "4/5".
import { jsonFits } from '../_shared/answer.ts';
import { plainText } from '../_shared/display.ts';
import { str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TRatingStep } from './definition.ts';

export const RATING_SCALES = ['stars', 'nps'] as const;
/** Longest end label an owner may set. */
export const RATING_LABEL_MAX = 60;

/** The lowest and highest answer of the step's scale. */
export function ratingRange(step: Pick<TRatingStep, 'scale'>): { min: number; max: number } {
  return step.scale === 'nps' ? { min: 0, max: 10 } : { min: 1, max: 5 };
}

const onScale = (answer: unknown, step: TRatingStep): answer is number => {
  const { min, max } = ratingRange(step);
  return typeof answer === 'number' && Number.isInteger(answer) && answer >= min && answer <= max;
};

export const ratingRules: StepRules<TRatingStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer, step) =>
    answer === undefined || answer === null ? step.validation?.required === false : onScale(answer, step),
  isOptional: (step) => step.validation?.required === false,
  invalidReason: (answer, step) => {
    if (answer === undefined || answer === null || onScale(answer, step)) return undefined;
    const { min, max } = ratingRange(step);
    return `the answer must be a whole number from ${min} to ${max}`;
  },
  answerFits: (answer) => jsonFits(answer, 20),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer, step) =>
    onScale(answer, step) ? `${answer}/${ratingRange(step).max}` : plainText(answer),
  fromQuery: (text, step) => {
    if (!/^\s*\d+\s*$/.test(text)) return undefined;
    const n = Number(text);
    return onScale(n, step) ? n : undefined;
  },
  prepare: (raw) => ({
    scale: raw.scale === 'nps' || raw.scale === 'stars' ? raw.scale : undefined,
    lowLabel: str(raw.lowLabel),
    highLabel: str(raw.highLabel),
  }),
};
