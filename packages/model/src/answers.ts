// An answer map and how a step's answer is found in it: the bottom layer that navigation, logic, piping, hidden
// fields and the responses table all read, so none of them imports another to get at answers.
//
// Inside the product every answer is kept under its step's id, which never changes when the question is renamed,
// reordered or translated. The specification's payloads (a submission, a temporary save, the webhook's `answers`)
// carry answers under the step's title instead; `toTitleKeys`/`fromTitleKeys` convert at those edges.
import { isUploadedDocument } from './steps/document-upload/rules.ts';
import type { TStep } from './steps/index.ts';

export type Answers = Record<string, unknown>;

/** Keys of an answer map that answer no step: the answer session, the honeypot, the hidden values and the language. */
const META = new Set(['_sessionInfo', '_hp', '_hidden', '_language']);

/** The key a step's answer is kept under: its id (every saved configuration gives each step one). */
export function answerKey(step: Pick<TStep, 'id'>, index: number): string {
  return step.id?.trim() || `step-${index + 1}`;
}

/** The key the specification's payloads use for a step: its title, or "Step N" for an untitled one. */
export function titleKey(step: Pick<TStep, 'title'>, index: number): string {
  const title = step.title?.trim();
  return title ? title : `Step ${index + 1}`;
}

/** Answers kept by step id as a specification payload carries them: by title (meta keys pass through). */
export function toTitleKeys(steps: readonly TStep[], answers: Answers): Answers {
  const out: Answers = {};
  steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (key in answers) out[titleKey(step, i)] = answers[key];
  });
  for (const key of META) if (answers[key] !== undefined) out[key] = answers[key];
  return out;
}

/**
 * A specification payload's answers (by title, or by a step's id) kept by step id, with the keys that name no
 * step of these steps. Meta keys pass through. A title shared by two steps names the first.
 */
export function fromTitleKeys(
  steps: readonly TStep[],
  payload: Answers,
): { answers: Answers; unknown: string[] } {
  const byTitle = new Map<string, string>();
  const ids = new Set<string>();
  steps.forEach((step, i) => {
    const t = titleKey(step, i);
    if (!byTitle.has(t)) byTitle.set(t, answerKey(step, i));
    ids.add(answerKey(step, i));
  });
  const answers: Answers = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (META.has(key)) answers[key] = value;
    else if (byTitle.has(key)) answers[byTitle.get(key) as string] ??= value;
    else if (ids.has(key)) answers[key] ??= value;
    else unknown.push(key);
  }
  return { answers, unknown };
}

/** The title each answered step had: what a stored answer is labelled with once its question changes or goes. */
export function answerLabels(steps: readonly TStep[], answers: Answers): Record<string, string> {
  const out: Record<string, string> = {};
  steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (key in answers) out[key] = titleKey(step, i);
  });
  return out;
}

/**
 * Stored answers (by step id) under the titles people read: each question's current title, or for a question no
 * longer in the form the title it was answered under (`labels`), else its id. Meta keys are left out.
 */
export function titledAnswers(
  steps: readonly TStep[],
  answers: Answers,
  labels: Readonly<Record<string, string>> = {},
): Answers {
  const titles = new Map(steps.map((step, i) => [answerKey(step, i), titleKey(step, i)]));
  const out: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    if (META.has(key)) continue;
    out[titles.get(key) ?? labels[key] ?? key] ??= value;
  }
  return out;
}

export function hasUploadedDocument(steps: TStep[], answers: Answers): boolean {
  return steps.some((s, i) => s.type === 'documentUpload' && isUploadedDocument(answers[answerKey(s, i)]));
}
