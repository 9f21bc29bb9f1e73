// yesNo: two big buttons (Yes / No, the owner may rename them) that move on by themselves; the answer is true or false.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { YES_NO_LABEL_MAX, yesNoRules } from './rules.ts';

export const ZYesNoStep = z.object({
  type: z.literal('yesNo'),
  ...stepBase,
  /** The Yes button's text; unset, the runner says "Yes" in the respondent's language. */
  yesLabel: z.string().max(YES_NO_LABEL_MAX).optional(),
  /** The No button's text; unset, "No" in the respondent's language. */
  noLabel: z.string().max(YES_NO_LABEL_MAX).optional(),
});
export type TYesNoStep = z.infer<typeof ZYesNoStep>;

export const yesNoDefinition: StepDefinition<TYesNoStep> = {
  type: 'yesNo',
  schema: ZYesNoStep,
  label: 'Yes / No',
  ...yesNoRules,
  create: () => ({ type: 'yesNo', title: 'Do you …?', subtitle: '' }),
  generatorHint:
    'a question answered yes or no ("Do you own the home?"): two big buttons, answer true/false; optional yesLabel/noLabel',
};
