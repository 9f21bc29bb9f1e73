// documentUpload logic: answered means a document was uploaded (the placeholder text is no answer); no number.
import type { StepLogic } from '../../logic/types.ts';
import { presenceLogic } from '../_shared/logic.ts';
import type { TDocumentUploadStep } from './definition.ts';
import { isUploadedDocument } from './rules.ts';

export const documentUploadLogic: StepLogic<TDocumentUploadStep> =
  presenceLogic<TDocumentUploadStep>(isUploadedDocument);
