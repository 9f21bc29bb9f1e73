// number's manual-edit panel: unit, minimum, maximum, increment, placeholder, and whole numbers or decimals.
import { useT } from '../i18n/i18n.tsx';
import { Field, Input, Switch } from '@forms-engine/ui';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { NUMBER_UNIT_MAX, type TNumberStep } from '@forms-engine/model';

const BOUNDS = [
  ['min', 'editor.smallest'],
  ['max', 'editor.largest'],
  ['step', 'editor.arrowStep'],
] as const;

export default function NumberEditor({ step, idPrefix, onChange }: StepEditorProps<TNumberStep>) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${idPrefix}-unit`} label={t('editor.unit')}>
          <Input
            id={`${idPrefix}-unit`}
            maxLength={NUMBER_UNIT_MAX}
            placeholder="m²"
            value={step.unit ?? ''}
            onChange={(e) => onChange({ unit: e.target.value || undefined })}
          />
        </Field>
        <Field id={`${idPrefix}-placeholder`} label={t('editor.placeholder')}>
          <Input
            id={`${idPrefix}-placeholder`}
            value={step.placeholder ?? ''}
            onChange={(e) => onChange({ placeholder: e.target.value || undefined })}
          />
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {BOUNDS.map(([key, label]) => (
          <Field key={key} id={`${idPrefix}-${key}`} label={t(label)}>
            <Input
              id={`${idPrefix}-${key}`}
              type="number"
              inputMode="decimal"
              min={key === 'step' ? 0 : undefined}
              value={typeof step[key] === 'number' ? String(step[key]) : ''}
              placeholder={t('editor.none')}
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
        label={t('editor.wholeNumbers')}
        checked={step.integer === true}
        onCheckedChange={(integer) => onChange({ integer })}
      />
    </div>
  );
}
