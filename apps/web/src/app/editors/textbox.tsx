// textbox's manual-edit panel: placeholder and rows (1-10).
import { useT } from '../i18n/i18n.tsx';
import { Field, Input, Textarea } from '@forms-engine/ui';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { TEXTBOX_ROWS, type TTextboxStep } from '@forms-engine/model';

export default function TextboxEditor({ step, idPrefix, onChange }: StepEditorProps<TTextboxStep>) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
      <Field id={`${idPrefix}-placeholder`} label={t('editor.placeholder')}>
        <Textarea
          id={`${idPrefix}-placeholder`}
          rows={2}
          value={step.placeholder ?? ''}
          onChange={(e) => onChange({ placeholder: e.target.value })}
        />
      </Field>
      <Field id={`${idPrefix}-rows`} label={t('editor.rows')}>
        <Input
          id={`${idPrefix}-rows`}
          type="number"
          min={TEXTBOX_ROWS.min}
          max={TEXTBOX_ROWS.max}
          value={typeof step.rows === 'number' ? String(step.rows) : ''}
          placeholder={String(TEXTBOX_ROWS.default)}
          onChange={(e) => {
            const n = numberInput(e.target.value);
            onChange({
              rows:
                n === undefined
                  ? undefined
                  : Math.min(TEXTBOX_ROWS.max, Math.max(TEXTBOX_ROWS.min, Math.round(n))),
            });
          }}
        />
      </Field>
    </div>
  );
}
