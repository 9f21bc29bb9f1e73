// number: a typed number with a unit shown after it ("m²"), optional bounds, whole or with decimals.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { NUMBER_UNIT_MAX, numberRules } from './rules.ts';

export const ZNumberStep = z.object({
  type: z.literal('number'),
  ...stepBase,
  /** Shown after the input, e.g. "m²", "people", "kWh". */
  unit: z.string().max(NUMBER_UNIT_MAX).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** The arrow keys' increment. */
  step: z.number().finite().positive().optional(),
  /** Whole numbers only. */
  integer: z.boolean().optional(),
  placeholder: z.string().max(100).optional(),
});
export type TNumberStep = z.infer<typeof ZNumberStep>;

export const numberDefinition: StepDefinition<TNumberStep> = {
  type: 'number',
  schema: ZNumberStep,
  label: 'Number',
  ...numberRules,
  create: () => ({ type: 'number', title: 'How many?', subtitle: '', integer: true, min: 0 }),
  generatorHint:
    'a number the respondent types ("How many windows?", "Living area"): unit shown after it, optional min/max, integer or decimal; required unless validation.required is false',
};
