// An answer map and how a step's answer is found in it: the bottom layer that navigation, logic, piping, hidden
// fields and the responses table all read, so none of them imports another to get at answers.
import { isUploadedDocument } from './steps/document-upload/rules.ts';
import type { TStep } from './steps/index.ts';

export type Answers = Record<string, unknown>;

/** Answers are stored under the step's title; an untitled step uses "Step N". */
export function answerKey(step: TStep, index: number): string {
  const title = step.title?.trim();
  return title ? title : `Step ${index + 1}`;
}

export function hasUploadedDocument(steps: TStep[], answers: Answers): boolean {
  return steps.some((s, i) => s.type === 'documentUpload' && isUploadedDocument(answers[answerKey(s, i)]));
}
