// The manual editor's panel per step type, checked exhaustively by the compiler (owner app only: uses the UI kit).
import ContactEditor from './contact.tsx';
import OptionsEditor from './options-editor.tsx';
import type { StepEditorPanel } from './editor-props.ts';
import type { StepType, TStepOf } from '@forms-engine/model';
import SliderEditor from './slider.tsx';
import TextboxEditor from './textbox.tsx';
import BookingEditor from './booking.tsx';
import TilesEditor from './tiles.tsx';
import YesNoEditor from './yes-no.tsx';
import NumberEditor from './number.tsx';
import RatingEditor from './rating.tsx';
import DateEditor from './date.tsx';
import ImageChoiceEditor from './image-choice.tsx';

export const stepEditors = {
  tiles: TilesEditor,
  multiSelect: OptionsEditor,
  dropdown: OptionsEditor,
  slider: SliderEditor,
  followup: OptionsEditor,
  textbox: TextboxEditor,
  location: null,
  contact: ContactEditor,
  documentUpload: null,
  documentInfo: null,
  booking: BookingEditor,
  yesNo: YesNoEditor,
  number: NumberEditor,
  rating: RatingEditor,
  date: DateEditor,
  imageChoice: ImageChoiceEditor,
} satisfies { [K in StepType]: StepEditorPanel<TStepOf<K>> };

export type { StepEditorPanel } from './editor-props.ts';
