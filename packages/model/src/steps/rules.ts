// Zod-free step rules registry and the hooks shared code calls instead of branching on a step's type (runner-safe).
import { contactRules } from './contact/rules.ts';
import { bookingRules } from './booking/rules.ts';
import { documentInfoRules } from './document-info/rules.ts';
import { documentUploadRules } from './document-upload/rules.ts';
import { dropdownRules } from './dropdown/rules.ts';
import { followupRules } from './followup/rules.ts';
import type { TStep, TStepOf } from './index.ts';
import { locationRules } from './location/rules.ts';
import { multiSelectRules } from './multi-select/rules.ts';
import { sliderRules } from './slider/rules.ts';
import { textboxRules } from './textbox/rules.ts';
import { tilesRules } from './tiles/rules.ts';
import { yesNoRules } from './yes-no/rules.ts';
import { numberRules } from './number/rules.ts';
import { ratingRules } from './rating/rules.ts';
import { dateRules } from './date/rules.ts';
import { imageChoiceRules } from './image-choice/rules.ts';
import type { AnswerFile, AnswerPart, AnswerPlace, StepRules, StepType, ValidityContext } from './types.ts';

export const stepRules = {
  tiles: tilesRules,
  multiSelect: multiSelectRules,
  dropdown: dropdownRules,
  slider: sliderRules,
  followup: followupRules,
  textbox: textboxRules,
  location: locationRules,
  contact: contactRules,
  documentUpload: documentUploadRules,
  documentInfo: documentInfoRules,
  booking: bookingRules,
  yesNo: yesNoRules,
  number: numberRules,
  rating: ratingRules,
  date: dateRules,
  imageChoice: imageChoiceRules,
} as const satisfies { [K in StepType]: StepRules<TStepOf<K>> };

/** The rules of a step's own type. */
export function rulesOf<S extends TStep>(step: S): StepRules<S> {
  return stepRules[step.type] as unknown as StepRules<S>;
}

/** Step validity per docs/spec/respondent-side.md §5. */
export function isStepValid(step: TStep, answer: unknown, ctx?: ValidityContext): boolean {
  return rulesOf(step).isValid(answer, step, ctx);
}

/** A short reason an answer is invalid, when the step type has a more precise one than "invalid". */
export function stepInvalidReason(step: TStep, answer: unknown): string | undefined {
  return rulesOf(step).invalidReason?.(answer, step);
}

/** Optional steps (docs/spec/respondent-side.md §5): textbox and documentUpload when not required, and documentInfo. */
export function isStepOptional(step: TStep): boolean {
  return rulesOf(step).isOptional(step);
}

export function stepHasOptions(step: TStep): step is Extract<TStep, { options: unknown }> {
  return stepRules[step.type].hasOptions;
}

/** Is an answer given to this step refused when invalid, even when the step is optional? */
export function isCheckedWhenOptional(step: TStep): boolean {
  return !isStepOptional(step) || rulesOf(step).checkedWhenOptional === true;
}

/** Does choosing an answer on this step move on by itself (tiles)? */
export function stepAutoAdvances(step: TStep): boolean {
  return stepRules[step.type].autoAdvances;
}

/** Whether an answer stays within its step type's size limits (saves and submissions refuse it otherwise). */
export function answerFits(step: TStep, answer: unknown): boolean {
  return rulesOf(step).answerFits(answer, step);
}

/** The ids of a step's options (empty for types without options). */
export function stepOptionIds(step: TStep): string[] {
  return stepHasOptions(step) ? step.options.map((o) => o.id) : [];
}

/** The option ids an answer chooses; the server checks each against stepOptionIds. */
export function chosenOptionIds(step: TStep, answer: unknown): unknown[] {
  return rulesOf(step).chosenOptionIds(answer);
}

/** True when the server keeps this answer as sent, without validating it. */
export function isStoredAsSent(step: TStep, answer: unknown): boolean {
  return rulesOf(step).storedAsSent(answer);
}

/** The answer a step starts with (preselected options), or undefined. */
export function preselectedAnswer(step: TStep): unknown {
  return rulesOf(step).preselected(step);
}

/** The answer a URL parameter prefills, or undefined (invalid text, or a type that is never prefilled). */
export function answerFromQuery(step: TStep, text: string): unknown {
  const rules = rulesOf(step);
  if (!rules.fromQuery) return undefined;
  const answer = rules.fromQuery(text, step);
  return answer !== undefined && rules.isValid(answer, step) ? answer : undefined;
}

/** An answer as a person would write it (responses table, CSV). */
export function displayAnswer(step: TStep, answer: unknown, language?: string): string {
  return rulesOf(step).displayAnswer(answer, step, language);
}

/** The parts an answer is read in (a contact's names, e-mail, phone), or [] when it reads as one text. */
export function answerParts(step: TStep, answer: unknown): AnswerPart[] {
  return rulesOf(step).answerParts?.(answer, step) ?? [];
}

/** Does this type's answer refer to an uploaded file? */
export function stepHasFiles(step: TStep): boolean {
  return typeof rulesOf(step).answerFile === 'function';
}

/** The uploaded file an answer refers to, or null. */
export function answerFile(step: TStep, answer: unknown): AnswerFile | null {
  return rulesOf(step).answerFile?.(answer) ?? null;
}

/** The place an answer names, or null. */
export function answerPlace(step: TStep, answer: unknown): AnswerPlace | null {
  return rulesOf(step).answerPlace?.(answer) ?? null;
}

/** Does the answer say who or where the respondent is (shown first on the owner's screens)? */
export function isAboutRespondent(step: TStep): boolean {
  return rulesOf(step).aboutRespondent === true;
}
