// documentInfo rules without zod: valid only when a document was uploaded; always optional.
import type { StepRules } from '../types.ts';
import type { TDocumentInfoStep } from './definition.ts';

export const documentInfoRules: StepRules<TDocumentInfoStep> = {
  hasOptions: false,
  // Spec: valid only if a document was uploaded; the context tells.
  isValid: (_answer, _step, ctx) => ctx?.documentUploaded === true,
  isOptional: () => true,
};
