// Form Console config (docs/spec/owner-side.md §3, §5): the saved shape, its validation, and the public part the runner reads.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError } from './contract.ts';
import { ZAutoSelect, ZFormId, ZFormIdParams } from './forms.types.ts';

export const CONSOLE_ACTIONS = {
  autoSelectFirstOption: 'auto_select_first_option',
  sendBrochure: 'send_brochure',
} as const;

const ZOptionId = z.string().trim().min(1, { error: 'Option id must not be empty' }).max(200);

export const ZConsoleConfig = z.object({
  enable: z.boolean({ error: 'enable must be true or false' }).default(false),
  formConfig: z
    .object({
      enabled_actions: z
        .array(z.literal(CONSOLE_ACTIONS.autoSelectFirstOption, { error: 'Unknown form action' }))
        .max(1)
        .default([]),
      trigger: z
        .object({
          slide_no: z.literal(0, { error: 'Trigger slide_no must be 0' }).default(0),
          option: ZOptionId.nullable().default(null),
        })
        .default({ slide_no: 0, option: null }),
      last_updated: z.string().max(40).optional(),
    })
    .default({ enabled_actions: [], trigger: { slide_no: 0, option: null } }),
  responseConfig: z
    .object({
      enabled_actions: z
        .array(z.literal(CONSOLE_ACTIONS.sendBrochure, { error: 'Unknown response action' }))
        .max(1)
        .default([]),
      trigger: z
        .object({
          slide_no: z.literal(0, { error: 'Trigger slide_no must be 0' }).default(0),
          option: z.array(ZOptionId).max(500).default([]),
        })
        .default({ slide_no: 0, option: [] }),
      brochure_text: z
        .string()
        .max(20_000, { error: 'Brochure text must be at most 20000 characters' })
        .default(''),
      last_updated: z.string().max(40).optional(),
    })
    .default({ enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' }),
});
export type TConsoleConfig = z.infer<typeof ZConsoleConfig>;

export const ZConsoleUpdateInput = z.object({ consoleConfig: ZConsoleConfig });

export function defaultConsoleConfig(): TConsoleConfig {
  return {
    enable: false,
    formConfig: { enabled_actions: [], trigger: { slide_no: 0, option: null } },
    responseConfig: { enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' },
  };
}

/** What GET /api/forms/{id}/console-public returns: only what the runner needs. */
export const ZConsolePublic = z.object({ autoSelectFirstOption: ZAutoSelect });
export type TConsolePublic = z.infer<typeof ZConsolePublic>;

const ZConsoleParams = z.object({ formId: ZFormId });

export const getConsole = defineRoute({
  method: 'GET',
  path: '/api/console/:formId',
  auth: 'user',
  tag: API_TAGS.forms,
  summary: "A form's console configuration (defaults until saved)",
  params: ZConsoleParams,
  response: { 200: z.object({ consoleConfig: ZConsoleConfig }), 404: ZError },
});

export const putConsole = defineRoute({
  method: 'PUT',
  path: '/api/console/:formId',
  auth: 'user',
  tag: API_TAGS.forms,
  summary: "Saves a form's console configuration",
  params: ZConsoleParams,
  body: ZConsoleUpdateInput,
  response: {
    200: successWith({ message: z.string(), consoleConfig: ZConsoleConfig }),
    404: ZError,
  },
});

export const consolePublic = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/console-public',
  auth: 'public',
  tag: API_TAGS.respondent,
  summary: "The console's effect on the runner: only the auto-select decision",
  params: ZFormIdParams,
  response: { 200: ZConsolePublic },
});
