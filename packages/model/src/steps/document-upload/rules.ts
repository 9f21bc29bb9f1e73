// documentUpload rules without zod: validity, the no-upload placeholder and defaults.
import { hasValue, isPlainObject, jsonFits } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import { num, stringTree } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TDocumentAnswer, TDocumentUploadStep } from './definition.ts';

/** The answer stored when nothing was uploaded (docs/spec/respondent-side.md §3). */
export const NO_DOCUMENT_PLACEHOLDER = 'Upload your document';
export const DEFAULT_ACCEPTED_TYPES = ['.pdf', '.docx', '.txt', '.png', '.jpg', '.jpeg'];
/** Most text kept from one document (its extraction stops there; saves and submissions refuse longer). */
export const DOCUMENT_TEXT_MAX_CHARS = 100_000;
/** Default maximum size in MB. */
export const DEFAULT_MAX_FILE_SIZE_MB = 10;

/** The id in one of this server's document URLs (/api/documents/{uuid}, absolute or relative), else null. */
export function documentIdOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const m =
    /(?:^|\/)api\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#].*)?$/i.exec(
      url,
    );
  return m ? m[1].toLowerCase() : null;
}

/** A file size as people read it: "380 KB", "2.4 MB" (1 KB = 1024 bytes, as the size limit counts). */
export function formatFileSize(bytes: number, decimalSeparator = '.'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kb = bytes / 1024;
  if (Math.round(kb) < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  const text = mb < 100 ? mb.toFixed(1).replace(/\.0$/, '') : String(Math.round(mb));
  return `${text.replace('.', decimalSeparator)} MB`;
}

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
  answerFits: (answer) => {
    if (!isPlainObject(answer)) return jsonFits(answer, 200);
    const keys = Object.keys(answer);
    if (keys.length > 10) return false;
    return keys.every((k) => {
      const v = answer[k];
      const max = k === 'extractedText' || k === 'documentContent' ? DOCUMENT_TEXT_MAX_CHARS : 1000;
      return typeof v === 'string' ? v.length <= max : jsonFits(v, 50);
    });
  },
  chosenOptionIds: () => [],
  // The no-upload placeholder text is stored as it came.
  storedAsSent: (answer) => typeof answer === 'string',
  preselected: () => undefined,
  displayAnswer: (answer) =>
    isPlainObject(answer) && 'documentUrl' in answer
      ? trimmed(answer.fileName) || trimmed(answer.documentUrl)
      : plainText(answer),
  // Only the document id is taken from the stored URL: a respondent could have sent any URL in its place.
  answerFile: (answer) => {
    if (!isPlainObject(answer)) return null;
    const documentId = documentIdOf(answer.documentUrl);
    return documentId ? { documentId, name: trimmed(answer.fileName) || 'Document' } : null;
  },
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
