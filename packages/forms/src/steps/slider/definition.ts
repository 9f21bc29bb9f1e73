// slider: a number between min and max in steps of `step`.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';

export const ZSliderStep = z.object({
  type: z.literal('slider'),
  ...stepBase,
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().finite().positive().optional(),
  defaultValue: z.number().finite().optional(),
  prefix: z.string().max(20).optional(),
});
export type TSliderStep = z.infer<typeof ZSliderStep>;

/** Fallbacks when unset (spec section 5). */
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

export const sliderDefinition: StepDefinition<TSliderStep> = {
  type: 'slider',
  schema: ZSliderStep,
  hasOptions: false,
  isValid: () => true,
  isOptional: () => false,
  create: () => ({
    type: 'slider',
    title: 'Pick a value',
    subtitle: '',
    min: 0,
    max: 100,
    step: 1,
    defaultValue: 50,
  }),
  generatorHint: 'a number in a range (min, max, step, defaultValue, optional currency/unit prefix)',
};
