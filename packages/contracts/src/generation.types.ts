// Request and response schemas of the generation calls (docs/spec/owner-side.md §7): prompt and edit-by-instruction.
import { z } from 'zod';
import { RESPONDENT_LANGUAGES, ZIconMode, ZLanguage } from '@forms-engine/model';
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

export const ZTranslateFormInput = z.object({
  config: z.unknown().refine((v) => v !== undefined && v !== null, { error: NO_CONFIG_MESSAGE }),
  language: z.enum(RESPONDENT_LANGUAGES, {
    error: `language must be one of ${RESPONDENT_LANGUAGES.join(', ')}`,
  }),
});

export const translateForm = defineRoute({
  method: 'POST',
  path: '/api/forms/translate',
  auth: 'user',
  tag: API_TAGS.generation,
  summary: "Translates a configuration's texts into another language (offline phrase engine, no credit)",
  body: ZTranslateFormInput,
  response: {
    200: z.object({
      language: z.enum(RESPONDENT_LANGUAGES),
      /** The translated texts by key (config.translations[language]). */
      texts: z.record(z.string(), z.string()),
      /** Keys the engine could not translate: they need the owner's translation. */
      untranslated: z.array(z.string()),
    }),
    400: ZError,
  },
});
