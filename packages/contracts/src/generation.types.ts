// Request and response schemas of the generation calls (docs/spec/owner-side.md §7): prompt and edit-by-instruction.
import { z } from 'zod';
import { ZIconMode, ZLanguage } from '@forms-engine/model';
import { API_TAGS, defineRoute, ZError } from './contract.ts';

export const MAX_PROMPT_LENGTH = 4000;

export const ZPrompt = z
  .string({ error: 'Prompt is required' })
  .trim()
  .min(1, { error: 'Prompt is required' })
  .max(MAX_PROMPT_LENGTH, { error: 'Prompt must be at most 4,000 characters' });

export const ZPromptInput = z.object({ prompt: ZPrompt, language: ZLanguage.optional() });

export const NO_CONFIG_MESSAGE = 'No form configuration to edit';

export const ZEditFormInput = z.object({
  // Checked first, so a request without a configuration says so whatever else it lacks.
  currentConfig: z.unknown().refine((v) => v !== undefined && v !== null, { error: NO_CONFIG_MESSAGE }),
  instruction: ZPrompt,
  formId: z.union([z.coerce.number().int().positive(), z.null()]).optional(),
});

const ZCreditsLeft = z.number().int().describe('Credits left after the charge');

export const generateFromPrompt = defineRoute({
  method: 'POST',
  path: '/api/prompt',
  auth: 'user',
  tag: API_TAGS.generation,
  summary: 'Generates and saves a new form from a prompt (1 credit)',
  body: ZPromptInput,
  response: {
    200: z.object({
      config: z.unknown(),
      id: z.number().int(),
      label: z.string(),
      language: z.string(),
      credits: ZCreditsLeft,
    }),
    402: ZError,
    422: ZError,
  },
});

export const editForm = defineRoute({
  method: 'POST',
  path: '/api/edit-form',
  auth: 'user',
  tag: API_TAGS.generation,
  summary: 'Edits a configuration by instruction (1 credit); saved when formId is given',
  body: ZEditFormInput,
  response: {
    200: z.object({
      config: z.unknown(),
      summary: z.string(),
      iconMode: ZIconMode.optional(),
      /** False when the form already looked like that: nothing stored, no credit used. */
      changed: z.boolean(),
      credits: ZCreditsLeft,
    }),
    402: ZError,
    422: ZError,
  },
});
