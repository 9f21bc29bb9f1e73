// slider: a number between min and max in steps of `step`.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { sliderRules } from './rules.ts';

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

export const sliderDefinition: StepDefinition<TSliderStep> = {
  type: 'slider',
  schema: ZSliderStep,
  label: 'Slider',
  ...sliderRules,
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
