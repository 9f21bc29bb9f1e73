// rating's manual-edit panel: stars 1–5 or a 0–10 scale, and the words under the 0–10 scale's ends.
import { Field, Input, Select } from '@forms-engine/ui';
import type { StepEditorProps } from './editor-props.ts';
import { RATING_LABEL_MAX, type TRatingStep } from '@forms-engine/model';

export default function RatingEditor({ step, idPrefix, onChange }: StepEditorProps<TRatingStep>) {
  const nps = step.scale === 'nps';
  return (
    <div className="grid gap-3">
      <Field id={`${idPrefix}-scale`} label="Scale">
        <Select
          id={`${idPrefix}-scale`}
          value={nps ? 'nps' : 'stars'}
          onChange={(e) => onChange({ scale: e.target.value === 'nps' ? 'nps' : 'stars' })}
        >
          <option value="stars">1 to 5 stars</option>
          <option value="nps">0 to 10 (how likely to recommend)</option>
        </Select>
      </Field>
      {nps && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${idPrefix}-low`} label="Words under 0">
            <Input
              id={`${idPrefix}-low`}
              maxLength={RATING_LABEL_MAX}
              placeholder="Not at all likely"
              value={step.lowLabel ?? ''}
              onChange={(e) => onChange({ lowLabel: e.target.value || undefined })}
            />
          </Field>
          <Field id={`${idPrefix}-high`} label="Words under 10">
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
