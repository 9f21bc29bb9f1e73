// Pure wizard rules (docs/spec/respondent-side.md §4): navigation, skip rules, progress and submission payloads.
import type { TFormConfig } from './config.ts';
import { type Answers, answerKey, hasUploadedDocument, titleKey, toTitleKeys } from './answers.ts';
import { HIDDEN_KEY } from './hidden-fields.ts';
import { localDay } from './steps/date/rules.ts';
import { NO_DOCUMENT_PLACEHOLDER } from './steps/document-upload/rules.ts';
import type { TStep } from './steps/index.ts';
import { isStepOptional, isStepValid } from './steps/rules.ts';

/** Clamps an out-of-range step (1-based) to 1. */
export function clampStep(current: number, total: number): number {
  if (!Number.isInteger(current) || current < 1 || current > total) return 1;
  return current;
}

/**
 * The step after `current` (1-based). A documentUpload followed by documentInfo with no upload skips both;
 * a documentInfo with no upload is skipped too. Skips are capped at the last step.
 */
export function nextStepNumber(steps: TStep[], current: number, answers: Answers): number {
  const total = steps.length;
  const uploaded = hasUploadedDocument(steps, answers);
  let next = current + 1;
  const cur = steps[current - 1];
  if (cur?.type === 'documentUpload' && steps[current]?.type === 'documentInfo' && !uploaded) {
    next = current + 2;
  }
  while (next <= total && steps[next - 1]?.type === 'documentInfo' && !uploaded) next++;
  return Math.min(next, total);
}

/** The step before `current`, never below 1, skipping documentInfo steps that have nothing to show. */
export function previousStepNumber(steps: TStep[], current: number, answers: Answers): number {
  const uploaded = hasUploadedDocument(steps, answers);
  let prev = current - 1;
  while (prev > 1 && steps[prev - 1]?.type === 'documentInfo' && !uploaded) prev--;
  return Math.max(1, prev);
}

/** True when Continue on `current` submits: it is the last step, or every later step would be skipped. */
export function isLastStep(steps: TStep[], current: number, answers: Answers): boolean {
  if (current >= steps.length) return true;
  const next = nextStepNumber(steps, current, answers);
  return (
    next === current ||
    (next === steps.length &&
      steps[next - 1]?.type === 'documentInfo' &&
      !hasUploadedDocument(steps, answers))
  );
}

export function stepValidity(steps: TStep[], current: number, answers: Answers): boolean {
  const step = steps[current - 1];
  if (!step) return false;
  return isStepValid(step, answers[answerKey(step, current - 1)], {
    documentUploaded: hasUploadedDocument(steps, answers),
    // The runner knows the respondent's own day: a day already past where they are is not "today".
    today: localDay(),
  });
}

export function canSkip(step: TStep | undefined): boolean {
  return step ? isStepOptional(step) : false;
}

/**
 * Progress percent: the steps already answered (those before `current`) over total, at least `min` (1, or 2 in
 * the embed). The last question is not yet "100% Complete"; only a submitted form is (docs/decisions.md).
 */
export function progressPercent(current: number, total: number, min = 1): number {
  if (total <= 0) return min;
  const done = Math.min(Math.max(current - 1, 0), total);
  return Math.max(min, Math.round((done / total) * 100));
}

/** The stored-form submission payload (docs/spec/respondent-side.md §3): answers keyed by title plus _sessionInfo. */
export function buildSubmission(
  steps: TStep[],
  answers: Answers,
  session: { sessionId: string; sessionNo: number } | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (key in answers) out[titleKey(step, i)] = answers[key];
    else if (step.type === 'documentUpload') out[titleKey(step, i)] = NO_DOCUMENT_PLACEHOLDER;
  });
  // Hidden fields (utm_source, …) travel with the answers; the server keeps the declared ones.
  if (answers[HIDDEN_KEY] !== undefined) out[HIDDEN_KEY] = answers[HIDDEN_KEY];
  if (session) out._sessionInfo = { sessionId: session.sessionId, sessionNo: session.sessionNo };
  return out;
}

/** The generic /api/submit payload (docs/spec/respondent-side.md §7). */
export function buildGenericSubmit(
  config: TFormConfig,
  answers: Answers,
  formConfigId: number | string | null,
) {
  const steps = config.steps;
  return {
    label: steps[0]?.title?.trim() || 'Form Submission',
    language: 'en',
    response: {
      formData: toTitleKeys(steps, answers),
      questions: steps.map((s) => ({ title: s.title, subtitle: s.subtitle ?? '', type: s.type })),
    },
    domain: null,
    form_config_id: formConfigId,
  };
}

/** Seconds to upload `bytes` at 250 KB/s, and the text unit to show it in. */
export function uploadEstimate(bytes: number): { value: number; unit: 'seconds' | 'minutes' | 'hours' } {
  const seconds = Math.max(1, Math.ceil(bytes / (250 * 1024)));
  if (seconds < 60) return { value: seconds, unit: 'seconds' };
  if (seconds < 3600) return { value: Math.ceil(seconds / 60), unit: 'minutes' };
  return { value: Math.ceil(seconds / 3600), unit: 'hours' };
}

/** Simulated progress: rises over 10 s, capped at 95% until the upload completes. */
export function uploadProgress(elapsedMs: number, done: boolean): number {
  if (done) return 100;
  return Math.min(95, Math.round((elapsedMs / 10_000) * 95));
}
