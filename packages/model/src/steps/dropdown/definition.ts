// dropdown: a select control; the answer is the option id.
import { z } from 'zod';
import { optionList, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { dropdownRules } from './rules.ts';

export const ZDropdownStep = z.object({
  type: z.literal('dropdown'),
  ...stepBase,
  options: optionList.default([]),
  placeholder: z.string().max(500).optional(),
});
export type TDropdownStep = z.infer<typeof ZDropdownStep>;

export const dropdownDefinition: StepDefinition<TDropdownStep> = {
  type: 'dropdown',
  schema: ZDropdownStep,
  label: 'Dropdown',
  ...dropdownRules,
  create: () => ({ type: 'dropdown', title: 'Choose from the list', subtitle: '', options: [] }),
  generatorHint: 'single choice from a long list (5 or more options) in a select control',
};
