// slider's manual-edit panel: minimum, maximum and default value (empty means the fallback).
import { useT } from '../i18n/i18n.tsx';
import { Field, Input } from '@forms-engine/ui';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { SLIDER_FALLBACK, type TSliderStep } from '@forms-engine/model';

const FIELDS = [
  ['min', 'editor.min', SLIDER_FALLBACK.min],
  ['max', 'editor.max', SLIDER_FALLBACK.max],
  ['defaultValue', 'editor.default', SLIDER_FALLBACK.defaultValue],
] as const;

export default function SliderEditor({ step, idPrefix, onChange }: StepEditorProps<TSliderStep>) {
  const t = useT();
  return (
    <div className="grid grid-cols-3 gap-3">
      {FIELDS.map(([key, label, fallback]) => (
        <Field key={key} id={`${idPrefix}-${key}`} label={t(label)}>
          <Input
            id={`${idPrefix}-${key}`}
            type="number"
            inputMode="decimal"
            value={typeof step[key] === 'number' ? String(step[key]) : ''}
            placeholder={String(fallback)}
            onChange={(e) => onChange({ [key]: numberInput(e.target.value) })}
          />
        </Field>
      ))}
    </div>
  );
}
