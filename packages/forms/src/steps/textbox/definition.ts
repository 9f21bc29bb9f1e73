// textbox: free text.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';

export const ZTextboxStep = z.object({
  type: z.literal('textbox'),
  ...stepBase,
  placeholder: z.string().max(500).optional(),
  rows: z.number().int().min(1).max(10).optional(),
});
export type TTextboxStep = z.infer<typeof ZTextboxStep>;

export const TEXTBOX_ROWS = { min: 1, max: 10, default: 4 } as const;

export function clampRows(rows: number | undefined): number {
  if (rows === undefined || !Number.isFinite(rows)) return TEXTBOX_ROWS.default;
  return Math.min(TEXTBOX_ROWS.max, Math.max(TEXTBOX_ROWS.min, Math.round(rows)));
}

export const textboxDefinition: StepDefinition<TTextboxStep> = {
  type: 'textbox',
  schema: ZTextboxStep,
  hasOptions: false,
  isValid: (answer, step) =>
    step.validation?.required ? typeof answer === 'string' && answer.trim().length > 0 : true,
  isOptional: (step) => !step.validation?.required,
  create: () => ({ type: 'textbox', title: 'Tell us more', subtitle: '', placeholder: '', rows: 4 }),
  generatorHint: 'free text answer (placeholder, rows 1-10)',
};
