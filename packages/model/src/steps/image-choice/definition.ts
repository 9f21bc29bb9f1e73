// imageChoice: options shown as pictures the owner uploaded (plain tiles until they do), one or several chosen.
import { z } from 'zod';
import { stepBase, ZStepOption } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { IMAGE_ALT_MAX, IMAGE_CHOICE_MAX_OPTIONS, imageChoiceRules, OWNER_IMAGE_PATH } from './rules.ts';

export const ZImageOption = ZStepOption.extend({
  /** The owner's uploaded picture on this server (/api/images/<id>.png); none: a plain tile with the title. */
  image: z.string().regex(OWNER_IMAGE_PATH, 'must be a picture uploaded to this form builder').optional(),
  /** What the picture shows, for people who cannot see it. */
  alt: z.string().max(IMAGE_ALT_MAX).optional(),
});
export type TImageOption = z.infer<typeof ZImageOption>;

export const ZImageChoiceStep = z.object({
  type: z.literal('imageChoice'),
  ...stepBase,
  /** Several pictures may be chosen (the answer is then a list of option ids). */
  multiple: z.boolean().optional(),
  options: z.array(ZImageOption).max(IMAGE_CHOICE_MAX_OPTIONS).default([]),
});
export type TImageChoiceStep = z.infer<typeof ZImageChoiceStep>;

export const imageChoiceDefinition: StepDefinition<TImageChoiceStep> = {
  type: 'imageChoice',
  schema: ZImageChoiceStep,
  label: 'Image choice',
  ...imageChoiceRules,
  create: () => ({ type: 'imageChoice', title: 'Which style do you like?', subtitle: '', options: [] }),
  generatorHint:
    'pictures to choose from ("show pictures of …", "pick a style from photos"): 2-8 options, one or several (multiple); the owner uploads the pictures later, until then they are plain tiles',
};
