// Form Console config (owner-side sections 3 and 5): the saved shape, its validation, and the public part the runner reads.
import { z } from 'zod';

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
export interface TConsolePublic {
  autoSelectFirstOption: { enabled: boolean; optionId: string | null };
}
