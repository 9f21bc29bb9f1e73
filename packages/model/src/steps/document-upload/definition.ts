// documentUpload: a file upload; the answer is {documentUrl, extractedText, fileName}.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { documentUploadRules } from './rules.ts';

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
  /** Bytes, for the runner's "2.4 MB" after the upload (and on return to the step). */
  fileSize: z.number().nonnegative().optional(),
});
export type TDocumentAnswer = z.infer<typeof ZDocumentAnswer>;

export const documentUploadDefinition: StepDefinition<TDocumentUploadStep> = {
  type: 'documentUpload',
  schema: ZDocumentUploadStep,
  label: 'Document upload',
  ...documentUploadRules,
  create: () => ({ type: 'documentUpload', title: 'Upload your document', subtitle: '' }),
  generatorHint: 'upload a document (PDF, Word, text or image); usually followed by documentInfo',
};
