// rating's manual-edit panel: stars 1–5 or a 0–10 scale, and the words under the 0–10 scale's ends.
import { useT } from '../i18n/i18n.tsx';
import { Field, Input, Select } from '@forms-engine/ui';
import type { StepEditorProps } from './editor-props.ts';
import { RATING_LABEL_MAX, type TRatingStep } from '@forms-engine/model';

export default function RatingEditor({ step, idPrefix, onChange }: StepEditorProps<TRatingStep>) {
  const t = useT();
  const nps = step.scale === 'nps';
  return (
    <div className="grid gap-3">
      <Field id={`${idPrefix}-scale`} label={t('editor.scale')}>
        <Select
          id={`${idPrefix}-scale`}
          value={nps ? 'nps' : 'stars'}
          onChange={(e) => onChange({ scale: e.target.value === 'nps' ? 'nps' : 'stars' })}
        >
          <option value="stars">{t('editor.stars')}</option>
          <option value="nps">{t('editor.nps')}</option>
        </Select>
      </Field>
      {nps && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${idPrefix}-low`} label={t('editor.lowWords')}>
            <Input
              id={`${idPrefix}-low`}
              maxLength={RATING_LABEL_MAX}
              placeholder="Not at all likely"
              value={step.lowLabel ?? ''}
              onChange={(e) => onChange({ lowLabel: e.target.value || undefined })}
            />
          </Field>
          <Field id={`${idPrefix}-high`} label={t('editor.highWords')}>
            <Input
              id={`${idPrefix}-high`}
              maxLength={RATING_LABEL_MAX}
              placeholder="Extremely likely"
              value={step.highLabel ?? ''}
              onChange={(e) => onChange({ highLabel: e.target.value || undefined })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
