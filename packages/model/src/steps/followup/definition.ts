// followup: choose an option, then answer a follow-up input; the answer is {option, followup}.
import { z } from 'zod';
import { optionList, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { FOLLOWUP_INPUT_TYPES, followupRules } from './rules.ts';

export const ZFollowupInput = z.object({
  label: z.string().max(500).optional(),
  type: z.enum(FOLLOWUP_INPUT_TYPES).default('text'),
  placeholder: z.string().max(500).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
});

export const ZFollowupStep = z.object({
  type: z.literal('followup'),
  ...stepBase,
  options: optionList.default([]),
  followupInput: ZFollowupInput.optional(),
});
export type TFollowupStep = z.infer<typeof ZFollowupStep>;

export const followupDefinition: StepDefinition<TFollowupStep> = {
  type: 'followup',
  schema: ZFollowupStep,
  label: 'Choice with follow-up',
  ...followupRules,
  create: () => ({
    type: 'followup',
    title: 'Choose one',
    subtitle: '',
    options: [],
    followupInput: { label: 'Please specify', type: 'text', placeholder: '' },
  }),
  generatorHint: 'choose an option, then a follow-up input appears (e.g. "if other, ask which")',
};
