// textbox: free text.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { textboxRules } from './rules.ts';

export const ZTextboxStep = z.object({
  type: z.literal('textbox'),
  ...stepBase,
  placeholder: z.string().max(500).optional(),
  rows: z.number().int().min(1).max(10).optional(),
});
export type TTextboxStep = z.infer<typeof ZTextboxStep>;

export const textboxDefinition: StepDefinition<TTextboxStep> = {
  type: 'textbox',
  schema: ZTextboxStep,
  label: 'Text box',
  ...textboxRules,
  create: () => ({ type: 'textbox', title: 'Tell us more', subtitle: '', placeholder: '', rows: 4 }),
  generatorHint: 'free text answer (placeholder, rows 1-10)',
};
