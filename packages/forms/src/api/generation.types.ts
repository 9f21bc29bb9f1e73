// Request schemas of the generation calls (owner-side section 7): prompt and edit-by-instruction.
import { z } from 'zod';
import { ZLanguage } from '../config.ts';

export const MAX_PROMPT_LENGTH = 4000;

export const ZPrompt = z
  .string({ error: 'Prompt is required' })
  .trim()
  .min(1, { error: 'Prompt is required' })
  .max(MAX_PROMPT_LENGTH, { error: 'Prompt must be at most 4,000 characters' });

export const ZPromptInput = z.object({ prompt: ZPrompt, language: ZLanguage.optional() });

export const ZEditFormInput = z.object({
  currentConfig: z.unknown(),
  instruction: ZPrompt,
  formId: z.union([z.coerce.number().int().positive(), z.null()]).optional(),
});
