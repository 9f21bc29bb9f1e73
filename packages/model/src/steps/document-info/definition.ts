// documentInfo: shows the analysis text of the uploaded document.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { documentInfoRules } from './rules.ts';

export const ZDocumentInfoStep = z.object({
  type: z.literal('documentInfo'),
  ...stepBase,
  config: z.object({ maxHeight: z.union([z.number().positive(), z.string().max(50)]).optional() }).optional(),
});
export type TDocumentInfoStep = z.infer<typeof ZDocumentInfoStep>;

export const documentInfoDefinition: StepDefinition<TDocumentInfoStep> = {
  type: 'documentInfo',
  schema: ZDocumentInfoStep,
  label: 'Document info',
  ...documentInfoRules,
  create: () => ({ type: 'documentInfo', title: 'Your document analysis', subtitle: '' }),
  generatorHint: 'shows the AI analysis of the uploaded document; always right after documentUpload',
};
