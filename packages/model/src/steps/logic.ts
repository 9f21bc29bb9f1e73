// Zod-free registry of the step types' logic hooks (which ops fit, what conditions and formulas read).
import type { StepLogic } from '../logic/types.ts';
import { contactLogic } from './contact/logic.ts';
import { bookingLogic } from './booking/logic.ts';
import { documentInfoLogic } from './document-info/logic.ts';
import { documentUploadLogic } from './document-upload/logic.ts';
import { dropdownLogic } from './dropdown/logic.ts';
import { followupLogic } from './followup/logic.ts';
import type { TStep, TStepOf } from './index.ts';
import { locationLogic } from './location/logic.ts';
import { multiSelectLogic } from './multi-select/logic.ts';
import { sliderLogic } from './slider/logic.ts';
import { textboxLogic } from './textbox/logic.ts';
import { tilesLogic } from './tiles/logic.ts';
import type { StepType } from './types.ts';
import { yesNoLogic } from './yes-no/logic.ts';
import { numberLogic } from './number/logic.ts';
import { ratingLogic } from './rating/logic.ts';
import { dateLogic } from './date/logic.ts';
import { imageChoiceLogic } from './image-choice/logic.ts';

export const stepLogic = {
  tiles: tilesLogic,
  multiSelect: multiSelectLogic,
  dropdown: dropdownLogic,
  slider: sliderLogic,
  followup: followupLogic,
  textbox: textboxLogic,
  location: locationLogic,
  contact: contactLogic,
  documentUpload: documentUploadLogic,
  documentInfo: documentInfoLogic,
  booking: bookingLogic,
  yesNo: yesNoLogic,
  number: numberLogic,
  rating: ratingLogic,
  date: dateLogic,
  imageChoice: imageChoiceLogic,
} as const satisfies { [K in StepType]: StepLogic<TStepOf<K>> };

export function logicOf<S extends TStep>(step: S): StepLogic<S> {
  return stepLogic[step.type] as unknown as StepLogic<S>;
}
