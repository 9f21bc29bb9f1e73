// The manual editor's panel per step type, checked exhaustively by the compiler (owner app only: uses the UI kit).
import OptionsEditor from './_shared/options-editor.tsx';
import type { StepEditorPanel } from './editor-props.ts';
import type { TStepOf } from './index.ts';
import SliderEditor from './slider/editor.tsx';
import TextboxEditor from './textbox/editor.tsx';
import TilesEditor from './tiles/editor.tsx';
import type { StepType } from './types.ts';

export const stepEditors = {
  tiles: TilesEditor,
  multiSelect: OptionsEditor,
  dropdown: OptionsEditor,
  slider: SliderEditor,
  followup: OptionsEditor,
  textbox: TextboxEditor,
  location: null,
  contact: null,
  documentUpload: null,
  documentInfo: null,
} satisfies { [K in StepType]: StepEditorPanel<TStepOf<K>> };

export type { StepEditorPanel, StepEditorProps } from './editor-props.ts';
