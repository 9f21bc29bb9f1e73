// number rules without zod: a finite number within the step's bounds (whole when it says so), shown with its unit.
import { jsonFits } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { num, str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TNumberStep } from './definition.ts';

/** Longest unit an owner may set ("m²", "square feet"). */
export const NUMBER_UNIT_MAX = 20;

/** Why a number does not fit the step, as a key of the runner's texts (with its value), or null when it fits. */
export type NumberProblem =
  | { kind: 'notANumber' }
  | { kind: 'notWhole' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

export function numberProblem(
  answer: unknown,
  step: Pick<TNumberStep, 'min' | 'max' | 'integer'>,
): NumberProblem | null {
  if (typeof answer !== 'number' || !Number.isFinite(answer)) return { kind: 'notANumber' };
  if (step.integer && !Number.isInteger(answer)) return { kind: 'notWhole' };
  if (step.min !== undefined && answer < step.min) return { kind: 'belowMin', min: step.min };
  if (step.max !== undefined && answer > step.max) return { kind: 'aboveMax', max: step.max };
  return null;
}

/**
 * What the respondent typed, read as a number: digits, a minus in front, the locale's decimal separator (a dot works
 * too) and the other separator only as thousands grouping ("1.250,5" in German, "1,250.5" in English). Empty text is
 * undefined (no answer); text that is no number is NaN.
 */
/** A number written with thousands grouping, by its decimal separator ("1.250,5" for a comma, "1,250.5" for a dot). */
const GROUPED = {
  ',': /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/,
  '.': /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/,
} as const;

export function parseTypedNumber(text: string, decimalSeparator: string): number | undefined {
  const t = text.replace(/[\s\u00a0\u202f']/g, '');
  if (t === '') return undefined;
  const dec = decimalSeparator === ',' ? ',' : '.';
  const group = dec === ',' ? '.' : ',';
  const clean = GROUPED[dec].test(t) ? t.split(group).join('').replace(dec, '.') : t.replace(dec, '.');
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

export const numberRules: StepRules<TNumberStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer, step) =>
    answer === undefined || answer === null
      ? step.validation?.required === false
      : numberProblem(answer, step) === null,
  isOptional: (step) => step.validation?.required === false,
  invalidReason: (answer, step) => {
    const problem = answer === undefined || answer === null ? null : numberProblem(answer, step);
    switch (problem?.kind) {
      case 'notANumber':
        return 'the answer must be a number';
      case 'notWhole':
        return 'the answer must be a whole number';
      case 'belowMin':
        return `the answer must be at least ${problem.min}`;
      case 'aboveMax':
        return `the answer must be at most ${problem.max}`;
      default:
        return undefined;
    }
  },
  answerFits: (answer) => jsonFits(answer, 50),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer, step) => {
    if (typeof answer !== 'number') return plainText(answer);
    const unit = trimmed(step.unit);
    return unit ? `${answer} ${unit}` : String(answer);
  },
  fromQuery: (text, step) => {
    if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return undefined;
    const value = Number(text);
    return numberProblem(value, step) === null ? value : undefined;
  },
  prepare: (raw) => {
    const step = num(raw.step);
    return {
      unit: str(raw.unit),
      min: num(raw.min),
      max: num(raw.max),
      // A step of 0 or less would never move; the browser's default applies instead.
      step: step !== undefined && step > 0 ? step : undefined,
      integer: raw.integer === true ? true : raw.integer === false ? false : undefined,
      placeholder: str(raw.placeholder),
    };
  },
};
