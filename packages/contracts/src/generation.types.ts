// Request and response schemas of the generation calls (docs/spec/owner-side.md §7): prompt and edit-by-instruction.
import { z } from 'zod';
import {
  CHANGE_SECTIONS,
  type FormChange,
  RESPONDENT_LANGUAGES,
  ZIconMode,
  ZLanguage,
} from '@forms-engine/model';
import { API_TAGS, defineRoute, ZError, ZTooMany } from './contract.ts';

export const MAX_PROMPT_LENGTH = 4000;

export const ZPrompt = z
  .string({ error: 'Prompt is required' })
  .trim()
  .min(1, { error: 'Prompt is required' })
  .max(MAX_PROMPT_LENGTH, { error: 'Prompt must be at most 4,000 characters' });

export const ZPromptInput = z.object({
  prompt: ZPrompt,
  language: ZLanguage.optional(),
  /**
   * The prompt came from a `/buildform?prompt=` link: when this owner's link made a form before, that form is
   * answered again (`reused: true`, nothing generated, no credit used).
   */
  fromLink: z.boolean().optional(),
});

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
      /** The link made this form before: it is the one answered, unchanged and not charged again. */
      reused: z.boolean().optional(),
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

/** What the assistant says after a change (the builder shows these; the chat history keeps them). */
export const CHAT_TEXTS = {
  generated:
    '✓ Form generated successfully! You can now ask me to modify specific parts of the form, or click a question in the outline to edit it.',
  edited: '✓ Form updated successfully! You can continue making changes or test the form.',
  unchanged: 'Nothing changed. No credit was used.',
} as const;

/** One change an edit made, as data (the model's `listChanges`), so the builder can say it in the owner's language. */
const ZFormChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stepAdded'), title: z.string() }),
  z.object({ kind: z.literal('stepRemoved'), title: z.string() }),
  z.object({ kind: z.literal('stepRenamed'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('stepType'), title: z.string(), type: z.string() }),
  z.object({ kind: z.literal('stepRequired'), title: z.string(), required: z.boolean() }),
  z.object({ kind: z.literal('stepChanged'), title: z.string() }),
  z.object({ kind: z.literal('optionAdded'), title: z.string(), step: z.string() }),
  z.object({ kind: z.literal('optionRemoved'), title: z.string(), step: z.string() }),
  z.object({ kind: z.literal('optionRenamed'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('stepsReordered') }),
  z.object({ kind: z.literal('formRenamed') }),
  z.object({ kind: z.literal('languageChanged') }),
  z.object({ kind: z.literal('sectionChanged'), section: z.enum(CHANGE_SECTIONS) }),
]) satisfies z.ZodType<FormChange>;

/** One message of the conversation with the assistant, kept with the form (or an anonymous draft). */
export const ZChatEntry = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** What an edit changed, in words ("Added a slider 'Budget' after step 3."). */
  detail: z.string().optional(),
  /** The same changes as data, one entry per change. */
  changes: z.array(ZFormChange).optional(),
  at: z.string(),
});
export type TChatEntry = z.infer<typeof ZChatEntry>;

/** Assistant requests (generation and chat edits) a draft may use before its visitor signs up. */
export const ANONYMOUS_AI_ACTIONS = 5;

export const ZAnonymousDraft = z.object({
  config: z.unknown(),
  label: z.string(),
  language: z.string(),
  promptHistory: z.array(z.string()),
  chat: z.array(ZChatEntry),
  /** Assistant requests left before signing up (each is a credit charged when the form is kept). */
  aiActionsLeft: z.number().int(),
  /** The /buildform?prompt= link had made this draft before: it is answered as it is now. */
  reused: z.boolean().optional(),
});
export type TAnonymousDraft = z.infer<typeof ZAnonymousDraft>;

export const ZAnonymousEditInput = z.object({ instruction: ZPrompt });

const anonymousTag = API_TAGS.generation;

export const getAnonymousDraft = defineRoute({
  method: 'GET',
  path: '/api/anonymous-draft',
  auth: 'public',
  tag: anonymousTag,
  summary: 'The form this browser built before signing up (or null)',
  response: { 200: z.object({ draft: ZAnonymousDraft.nullable() }) },
});

export const createAnonymousDraft = defineRoute({
  method: 'POST',
  path: '/api/anonymous-draft',
  auth: 'public',
  tag: anonymousTag,
  summary: 'Generates a form before signing up; kept for this browser (cookie) until it is claimed',
  description:
    "Replaces the browser's earlier anonymous draft. Past the per-address allowance the answer is 429 with a " +
    'proof-of-work `challenge` (solved and sent back in X-Altcha); past the site-wide cap, a plain 429.',
  body: ZPromptInput,
  response: { 200: z.object({ draft: ZAnonymousDraft }), 402: ZError, 422: ZError, 429: ZTooMany },
});

export const editAnonymousDraft = defineRoute({
  method: 'POST',
  path: '/api/anonymous-draft/edit',
  auth: 'public',
  tag: anonymousTag,
  summary: "Edits this browser's anonymous draft by instruction",
  body: ZAnonymousEditInput,
  response: {
    200: z.object({ draft: ZAnonymousDraft, summary: z.string(), changed: z.boolean() }),
    402: ZError,
    404: ZError,
    422: ZError,
    429: ZTooMany,
  },
});

export const saveAnonymousDraft = defineRoute({
  method: 'PUT',
  path: '/api/anonymous-draft',
  auth: 'public',
  tag: anonymousTag,
  summary: "Saves a change made by hand to this browser's anonymous draft",
  body: z.object({ config: z.unknown() }),
  response: { 200: z.object({ draft: ZAnonymousDraft }), 400: ZError, 404: ZError, 429: ZTooMany },
});

export const claimAnonymousDraft = defineRoute({
  method: 'POST',
  path: '/api/anonymous-draft/claim',
  auth: 'user',
  tag: anonymousTag,
  summary:
    "Makes this browser's anonymous draft one of the signed-in owner's forms (charging the credits it used)",
  response: {
    200: z.object({ id: z.number().int(), label: z.string(), credits: ZCreditsLeft }),
    402: ZError,
    404: ZError,
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
