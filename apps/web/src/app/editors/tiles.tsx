// Manual-edit panel of tiles: the options editor, warning when more options exist than tiles show.
import OptionsEditor from '../_shared/options-editor.tsx';
import type { TStepOption } from '../_shared/option.ts';
import type { StepEditorProps } from '../editor-props.ts';
import { TILES_MAX_OPTIONS } from './rules.ts';

export default function TilesEditor(props: StepEditorProps<{ options: TStepOption[] }>) {
  return <OptionsEditor {...props} maxShown={TILES_MAX_OPTIONS} />;
}
