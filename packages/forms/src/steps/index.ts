// The step-type registry: one entry per type, checked exhaustively by the compiler.
import { z } from 'zod';
import { contactDefinition, ZContactStep } from './contact/definition.ts';
import { documentInfoDefinition, ZDocumentInfoStep } from './document-info/definition.ts';
import { documentUploadDefinition, ZDocumentUploadStep } from './document-upload/definition.ts';
import { dropdownDefinition, ZDropdownStep } from './dropdown/definition.ts';
import { followupDefinition, ZFollowupStep } from './followup/definition.ts';
import { locationDefinition, ZLocationStep } from './location/definition.ts';
import { multiSelectDefinition, ZMultiSelectStep } from './multi-select/definition.ts';
import { sliderDefinition, ZSliderStep } from './slider/definition.ts';
import { textboxDefinition, ZTextboxStep } from './textbox/definition.ts';
import { tilesDefinition, ZTilesStep } from './tiles/definition.ts';
import type { StepDefinition, StepType, ValidityContext } from './types.ts';

export const ZStep = z.discriminatedUnion('type', [
  ZTilesStep,
  ZMultiSelectStep,
  ZDropdownStep,
  ZSliderStep,
  ZFollowupStep,
  ZTextboxStep,
  ZLocationStep,
  ZContactStep,
  ZDocumentUploadStep,
  ZDocumentInfoStep,
]);
export type TStep = z.infer<typeof ZStep>;
export type TStepOf<T extends StepType> = Extract<TStep, { type: T }>;

export const stepDefinitions = {
  tiles: tilesDefinition,
  multiSelect: multiSelectDefinition,
  dropdown: dropdownDefinition,
  slider: sliderDefinition,
  followup: followupDefinition,
  textbox: textboxDefinition,
  location: locationDefinition,
  contact: contactDefinition,
  documentUpload: documentUploadDefinition,
  documentInfo: documentInfoDefinition,
} as const satisfies { [K in StepType]: StepDefinition<TStepOf<K>> };

function definitionOf<S extends TStep>(step: S): StepDefinition<S> {
  return stepDefinitions[step.type] as unknown as StepDefinition<S>;
}

/** Step validity per spec section 5. */
export function isStepValid(step: TStep, answer: unknown, ctx?: ValidityContext): boolean {
  return definitionOf(step).isValid(answer, step, ctx);
}

/** Optional steps (spec section 5): textbox and documentUpload when not required, and documentInfo. */
export function isStepOptional(step: TStep): boolean {
  return definitionOf(step).isOptional(step);
}

export function stepHasOptions(step: TStep): step is Extract<TStep, { options: unknown }> {
  return stepDefinitions[step.type].hasOptions;
}

export function createStep(type: StepType): TStep {
  return stepDefinitions[type].create();
}

export { STEP_TYPES } from './types.ts';
export type { StepDefinition, StepType, ValidityContext } from './types.ts';
