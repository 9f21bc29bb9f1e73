// documentInfo rules without zod: valid only when a document was uploaded; always optional.
import { plainText } from '../_shared/display.ts';
import { stringTree } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TDocumentInfoStep } from './definition.ts';

export const documentInfoRules: StepRules<TDocumentInfoStep> = {
  hasOptions: false,
  autoAdvances: false,
  // Spec: valid only if a document was uploaded; the context tells.
  isValid: (_answer, _step, ctx) => ctx?.documentUploaded === true,
  isOptional: () => true,
  chosenOptionIds: () => [],
  // It only shows the analysis; whatever the runner sent is kept.
  storedAsSent: () => true,
  preselected: () => undefined,
  displayAnswer: (answer) => plainText(answer),
  prepare: (raw) => ({ config: stringTree(raw.config) }),
};
