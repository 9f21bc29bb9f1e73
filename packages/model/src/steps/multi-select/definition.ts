// multiSelect: several options may be picked; the answer is a non-empty array of option ids.
import { z } from 'zod';
import { optionList, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { multiSelectRules } from './rules.ts';

export const ZMultiSelectStep = z.object({
  type: z.literal('multiSelect'),
  ...stepBase,
  options: optionList.default([]),
});
export type TMultiSelectStep = z.infer<typeof ZMultiSelectStep>;

export const multiSelectDefinition: StepDefinition<TMultiSelectStep> = {
  type: 'multiSelect',
  schema: ZMultiSelectStep,
  label: 'Multi select',
  ...multiSelectRules,
  create: () => ({ type: 'multiSelect', title: 'Select all that apply', subtitle: '', options: [] }),
  generatorHint: 'several options can be picked; a list of checkable options',
};
