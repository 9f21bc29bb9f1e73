// yesNo's manual-edit panel: the two buttons' texts (empty keeps "Yes" / "No" in the respondent's language).
import { useT } from '../i18n/i18n.tsx';
import { Field, Input } from '@forms-engine/ui';
import type { StepEditorProps } from './editor-props.ts';
import { YES_NO_LABEL_MAX, type TYesNoStep } from '@forms-engine/model';

export default function YesNoEditor({ step, idPrefix, onChange }: StepEditorProps<TYesNoStep>) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${idPrefix}-yes`} label={t('editor.yesButton')}>
        <Input
          id={`${idPrefix}-yes`}
          maxLength={YES_NO_LABEL_MAX}
          placeholder="Yes"
          value={step.yesLabel ?? ''}
          onChange={(e) => onChange({ yesLabel: e.target.value || undefined })}
        />
      </Field>
      <Field id={`${idPrefix}-no`} label={t('editor.noButton')}>
        <Input
          id={`${idPrefix}-no`}
          maxLength={YES_NO_LABEL_MAX}
          placeholder="No"
          value={step.noLabel ?? ''}
          onChange={(e) => onChange({ noLabel: e.target.value || undefined })}
        />
      </Field>
    </div>
  );
}
