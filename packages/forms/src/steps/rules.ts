// Zod-free step rules registry (validity, optionality, options) — what the respondent runner bundles.
import { contactRules } from './contact/rules.ts';
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
import type { StepRules, StepType, ValidityContext } from './types.ts';

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
} as const satisfies { [K in StepType]: StepRules<TStepOf<K>> };

function rulesOf<S extends TStep>(step: S): StepRules<S> {
  return stepRules[step.type] as unknown as StepRules<S>;
}

/** Step validity per spec section 5. */
export function isStepValid(step: TStep, answer: unknown, ctx?: ValidityContext): boolean {
  return rulesOf(step).isValid(answer, step, ctx);
}

/** Optional steps (spec section 5): textbox and documentUpload when not required, and documentInfo. */
export function isStepOptional(step: TStep): boolean {
  return rulesOf(step).isOptional(step);
}

export function stepHasOptions(step: TStep): step is Extract<TStep, { options: unknown }> {
  return stepRules[step.type].hasOptions;
}
