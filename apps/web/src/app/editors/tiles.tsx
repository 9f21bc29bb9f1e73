// Manual-edit panel of tiles: the options editor, warning when more options exist than tiles show.
import OptionsEditor from './options-editor.tsx';
import { TILES_MAX_OPTIONS, type TStepOption } from '@forms-engine/model';
import type { StepEditorProps } from './editor-props.ts';

export default function TilesEditor(props: StepEditorProps<{ options: TStepOption[] }>) {
  return <OptionsEditor {...props} maxShown={TILES_MAX_OPTIONS} />;
}
