// documentUpload: a file upload; the answer is {documentUrl, extractedText, fileName}.
import { z } from 'zod';
import { hasValue, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';

export const ZDocumentUploadStep = z.object({
  type: z.literal('documentUpload'),
  ...stepBase,
  config: z
    .object({
      acceptedTypes: z.array(z.string().max(100)).max(50).optional(),
      maxFileSize: z.number().positive().optional(),
      labels: z
        .object({
          dragDropText: z.string().max(500).optional(),
          uploadButton: z.string().max(200).optional(),
          supportedFormats: z.string().max(500).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TDocumentUploadStep = z.infer<typeof ZDocumentUploadStep>;

export const ZDocumentAnswer = z.object({
  documentUrl: z.string(),
  extractedText: z.string().optional(),
  fileName: z.string().optional(),
  documentContent: z.string().optional(),
});
export type TDocumentAnswer = z.infer<typeof ZDocumentAnswer>;

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

export const documentUploadDefinition: StepDefinition<TDocumentUploadStep> = {
  type: 'documentUpload',
  schema: ZDocumentUploadStep,
  hasOptions: false,
  isValid: (answer, step) => (step.validation?.required ? hasValue(answer) : true),
  isOptional: (step) => !step.validation?.required,
  create: () => ({ type: 'documentUpload', title: 'Upload your document', subtitle: '' }),
  generatorHint: 'upload a document (PDF, Word, text or image); usually followed by documentInfo',
};
