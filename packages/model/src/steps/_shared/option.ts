// Shared pieces of option-based steps: the option schema and the "has an answer" rule.
import { z } from 'zod';
import { stepLogicFields } from '../../logic/schema.ts';

export const ZStepOption = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(500),
  description: z.string().max(2000).optional(),
  /** A lucide icon name (PascalCase, e.g. "Home"); rendering defaults to Circle. */
  icon: z.string().max(100).optional(),
  emoji: z.string().max(50).optional(),
  preselected: z.boolean().optional(),
  selected: z.boolean().optional(),
  /** The number this option stands for in a calculation formula. */
  value: z.number().finite().optional(),
});
export type TStepOption = z.infer<typeof ZStepOption>;

export const ZStepValidation = z
  .object({
    required: z.boolean().optional(),
  })
  .passthrough();

/** Fields every step carries. */
export const stepBase = {
  id: z.string().max(200).optional(),
  title: z.string().max(1000),
  subtitle: z.string().max(2000).optional(),
  validation: ZStepValidation.optional(),
  ...stepLogicFields,
};

export const optionList = z.array(ZStepOption).max(200);

/** The placeholder of a new option's (empty) description: the spec's "Option description". */
export const OPTION_DESCRIPTION_PLACEHOLDER = 'Option description';

/**
 * A new option (docs/spec/owner-side.md §3): id "option_" + timestamp, "New Option", a document icon (the 📄 emoji in emoji
 * mode, lucide's File otherwise). The description starts empty, with "Option description" as its placeholder, so
 * no placeholder text reaches respondents.
 */
export function newOption(now: number = Date.now()): TStepOption {
  return { id: `option_${now}`, title: 'New Option', description: '', icon: 'File', emoji: '📄' };
}
