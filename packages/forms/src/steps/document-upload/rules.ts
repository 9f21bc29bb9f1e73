// documentUpload rules without zod: validity, the no-upload placeholder and defaults.
import { hasValue, isPlainObject } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { num, stringTree } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TDocumentAnswer, TDocumentUploadStep } from './definition.ts';

/** The answer stored when nothing was uploaded (spec section 3). */
export const NO_DOCUMENT_PLACEHOLDER = 'Upload your document';
export const DEFAULT_ACCEPTED_TYPES = ['.pdf', '.docx', '.txt', '.png', '.jpg', '.jpeg'];
/** Default maximum size in MB. */
export const DEFAULT_MAX_FILE_SIZE_MB = 10;

/** True when the answer is a real upload (not the placeholder string). */
export function isUploadedDocument(answer: unknown): answer is TDocumentAnswer {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { documentUrl?: unknown }).documentUrl === 'string' &&
    (answer as { documentUrl: string }).documentUrl.length > 0
  );
}

export const documentUploadRules: StepRules<TDocumentUploadStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer, step) => (step.validation?.required ? hasValue(answer) : true),
  isOptional: (step) => !step.validation?.required,
  chosenOptionIds: () => [],
  // The no-upload placeholder text is stored as it came.
  storedAsSent: (answer) => typeof answer === 'string',
  preselected: () => undefined,
  displayAnswer: (answer) =>
    isPlainObject(answer) && 'documentUrl' in answer
      ? trimmed(answer.fileName) || trimmed(answer.documentUrl)
      : plainText(answer),
  prepare: (raw) => {
    const c = raw.config;
    if (!isPlainObject(c)) return {};
    return {
      config: {
        acceptedTypes: Array.isArray(c.acceptedTypes)
          ? c.acceptedTypes.filter((t): t is string => typeof t === 'string')
          : undefined,
        maxFileSize: num(c.maxFileSize),
        labels: stringTree(c.labels, 0),
      },
    };
  },
};
