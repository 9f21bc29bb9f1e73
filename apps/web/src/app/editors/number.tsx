// number's manual-edit panel: unit, minimum, maximum, increment, placeholder, and whole numbers or decimals.
import { Field, Input, Switch } from '@forms-engine/ui';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { NUMBER_UNIT_MAX, type TNumberStep } from '@forms-engine/model';

const BOUNDS = [
  ['min', 'Smallest answer'],
  ['max', 'Largest answer'],
  ['step', 'Arrow-key step'],
] as const;

export default function NumberEditor({ step, idPrefix, onChange }: StepEditorProps<TNumberStep>) {
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${idPrefix}-unit`} label="Unit (shown after the number)">
          <Input
            id={`${idPrefix}-unit`}
            maxLength={NUMBER_UNIT_MAX}
            placeholder="m²"
            value={step.unit ?? ''}
            onChange={(e) => onChange({ unit: e.target.value || undefined })}
          />
        </Field>
        <Field id={`${idPrefix}-placeholder`} label="Placeholder">
          <Input
            id={`${idPrefix}-placeholder`}
            value={step.placeholder ?? ''}
            onChange={(e) => onChange({ placeholder: e.target.value || undefined })}
          />
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {BOUNDS.map(([key, label]) => (
          <Field key={key} id={`${idPrefix}-${key}`} label={label}>
            <Input
              id={`${idPrefix}-${key}`}
              type="number"
              inputMode="decimal"
              min={key === 'step' ? 0 : undefined}
              value={typeof step[key] === 'number' ? String(step[key]) : ''}
              placeholder="none"
              onChange={(e) => {
                const n = numberInput(e.target.value);
                onChange({ [key]: key === 'step' && n !== undefined && n <= 0 ? undefined : n });
              }}
            />
          </Field>
        ))}
      </div>
      <Switch
        id={`${idPrefix}-integer`}
        label="Whole numbers only"
        checked={step.integer === true}
        onCheckedChange={(integer) => onChange({ integer })}
      />
    </div>
  );
}
