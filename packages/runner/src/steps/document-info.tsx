// documentInfo runner (lazy chunk): asks /api/generate-quotation to analyse the uploaded document and shows the text.
import { useEffect, useState } from 'react';
import type { QuotationRequest, RunnerApi } from '../api.ts';
import type { StepRunnerProps } from '../step-props.ts';
import {
  answerKey,
  type Answers,
  isUploadedDocument,
  type RunnerTexts,
  type TDocumentInfoStep,
  type TStep,
  titleKey,
} from '@forms-engine/model';

/**
 * The temp record: answers up to and including the document-upload step, under the questions' titles as the
 * specification's payloads carry them (the analysis reads them as questions), plus the document's content and URL.
 */
export function quotationRequest(
  steps: TStep[],
  answers: Answers,
  step: TDocumentInfoStep,
  formId: number | string | null,
): QuotationRequest | null {
  const uploadIndex = steps.findIndex(
    (s, i) => s.type === 'documentUpload' && isUploadedDocument(answers[answerKey(s, i)]),
  );
  if (uploadIndex < 0) return null;
  const document = answers[answerKey(steps[uploadIndex], uploadIndex)];
  if (!isUploadedDocument(document)) return null;
  const formResponses: Answers = {};
  steps.slice(0, uploadIndex + 1).forEach((s, i) => {
    const key = answerKey(s, i);
    if (key in answers) formResponses[titleKey(s, i)] = answers[key];
  });
  return {
    formResponses,
    documentData: {
      documentContent: document.extractedText || document.documentContent || '',
      documentUrl: document.documentUrl,
      fileName: document.fileName,
    },
    contentPrompt: step.subtitle || step.title,
    formId,
  };
}

/** Runs the analysis and maps failures to the spec's two messages. */
export async function analyseDocument(
  api: Pick<RunnerApi, 'generateQuotation'>,
  request: QuotationRequest,
  texts: RunnerTexts,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    const result = await api.generateQuotation(request);
    const text = result?.quotation;
    if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: texts.analysisFailed };
    return { ok: true, text };
  } catch {
    return { ok: false, message: texts.analysisError };
  }
}

export default function DocumentInfoRunner({
  step,
  value,
  onChange,
  onAdvance,
  texts,
  api,
  steps,
  answers,
  formId,
}: StepRunnerProps<TDocumentInfoStep>) {
  const request = quotationRequest(steps, answers, step, formId);
  const [state, setState] = useState<'idle' | 'analysing' | 'error'>('idle');
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const existing = typeof value === 'string' && value.trim() ? value : null;

  useEffect(() => {
    if (!request || existing) return;
    let alive = true;
    setState('analysing');
    analyseDocument(api, request, texts).then((result) => {
      if (!alive) return;
      if (result.ok) {
        setState('idle');
        onChange(result.text);
      } else {
        setState('error');
        setError(result.message);
      }
    });
    return () => {
      alive = false;
    };
  }, [request?.documentData.documentUrl, attempt]);

  if (!request) {
    return (
      <div className="fe-empty">
        <strong>{texts.noDocument}</strong>
        <button type="button" className="fe-btn fe-btn-primary" onClick={onAdvance}>
          {texts.continueToNext}
        </button>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="fe-empty" role="alert">
        <span className="fe-error">{error}</span>
        <button type="button" className="fe-btn fe-btn-ghost" onClick={() => setAttempt((n) => n + 1)}>
          {texts.check}
        </button>
      </div>
    );
  }
  if (!existing) {
    return (
      <div className="fe-center" role="status">
        <span className="fe-spinner" aria-hidden="true" />
        <p>{texts.analysing}</p>
      </div>
    );
  }
  const maxHeight = step.config?.maxHeight ?? 360;
  return (
    // A focusable region so keyboard users can scroll a long analysis.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
    <div className="fe-doc" style={{ maxHeight }} tabIndex={0} role="region" aria-label={step.title}>
      {existing}
    </div>
  );
}
