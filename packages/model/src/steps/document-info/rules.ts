// documentInfo rules without zod: valid only when a document was uploaded; always optional.
import { jsonFits } from '../_shared/answer.ts';
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
  answerFits: (answer) => jsonFits(answer, 50_000),
  chosenOptionIds: () => [],
  // It only shows the analysis; whatever the runner sent is kept.
  storedAsSent: () => true,
  preselected: () => undefined,
  displayAnswer: (answer) => plainText(answer),
  prepare: (raw) => ({ config: stringTree(raw.config) }),
};
