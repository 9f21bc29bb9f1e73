// The step-type registry: one entry per type, checked exhaustively by the compiler.
import { z } from 'zod';
import { bookingDefinition, ZBookingStep } from './booking/definition.ts';
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
import type { StepDefinition, StepType } from './types.ts';
import { yesNoDefinition, ZYesNoStep } from './yes-no/definition.ts';
import { numberDefinition, ZNumberStep } from './number/definition.ts';
import { ratingDefinition, ZRatingStep } from './rating/definition.ts';
import { dateDefinition, ZDateStep } from './date/definition.ts';
import { imageChoiceDefinition, ZImageChoiceStep } from './image-choice/definition.ts';

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
  ZBookingStep,
  ZYesNoStep,
  ZNumberStep,
  ZRatingStep,
  ZDateStep,
  ZImageChoiceStep,
]);
export type TStep = z.infer<typeof ZStep>;
export type TStepOf<T extends StepType> = Extract<TStep, { type: T }>;

// Compile-time check: STEP_TYPES and the schemas in ZStep name the same types (a type added to one needs the other).
type SameTypes<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StepTypesMatchSchemas = Assert<SameTypes<StepType, TStep['type']>>;

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
  booking: bookingDefinition,
  yesNo: yesNoDefinition,
  number: numberDefinition,
  rating: ratingDefinition,
  date: dateDefinition,
  imageChoice: imageChoiceDefinition,
} as const satisfies { [K in StepType]: StepDefinition<TStepOf<K>> };

export function createStep(type: StepType): TStep {
  return stepDefinitions[type].create();
}
