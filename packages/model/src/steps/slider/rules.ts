// slider rules without zod: bounds with fallbacks and the typed-value parser.
import { jsonFits } from '../_shared/answer.ts';
import { plainText } from '../_shared/display.ts';
import { num, str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TSliderStep } from './definition.ts';

/** Fallbacks when unset (docs/spec/respondent-side.md §5). */
export const SLIDER_FALLBACK = { min: 0, max: 100, defaultValue: 50, step: 1 } as const;

export function sliderBounds(step: TSliderStep): {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
} {
  const min = step.min ?? SLIDER_FALLBACK.min;
  const max = step.max ?? SLIDER_FALLBACK.max;
  const s = step.step ?? SLIDER_FALLBACK.step;
  const defaultValue = step.defaultValue ?? SLIDER_FALLBACK.defaultValue;
  return { min, max, step: s, defaultValue };
}

/** Typed slider input accepts only digits and at most one dot. */
export function sanitizeSliderInput(text: string): string {
  let seenDot = false;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenDot) {
      seenDot = true;
      out += ch;
    }
  }
  return out;
}

/** Result of confirming a typed value: a number clamped to the bounds, or null to keep the current value. */
export function parseSliderInput(text: string, step: TSliderStep): number | null {
  const clean = sanitizeSliderInput(text);
  if (clean === '' || clean === '.') return null;
  const value = Number(clean);
  if (!Number.isFinite(value)) return null;
  const { min, max } = sliderBounds(step);
  return Math.min(max, Math.max(min, value));
}

export const sliderRules: StepRules<TSliderStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: () => true,
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, 50),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer) => plainText(answer),
  // A plain number inside the bounds; anything else (words, out of range) leaves the slider at its default.
  fromQuery: (text, step) => {
    if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return undefined;
    const value = Number(text);
    const { min, max } = sliderBounds(step);
    return value >= min && value <= max ? value : undefined;
  },
  prepare: (raw) => {
    const step = num(raw.step);
    return {
      min: num(raw.min),
      max: num(raw.max),
      // A step of 0 or less would never move; the fallback applies instead.
      step: step !== undefined && step > 0 ? step : undefined,
      defaultValue: num(raw.defaultValue),
      prefix: str(raw.prefix),
    };
  },
};
