// Manual editor of one step: type, title and subtitle here; the rest in the panel of the step's type.
import { createStep, type StepType, stepRules, type TStep } from '@forms-engine/forms';
import { type StepEditorPanel, stepEditors } from '@forms-engine/forms/steps/editors.ts';
import { Field, Input } from '@forms-engine/ui';
import { StepTypePicker } from './step-type-picker.tsx';

type Loose = TStep & Record<string, unknown>;

export function StepEditor({
  step,
  index,
  onChange,
}: {
  step: TStep;
  index: number;
  onChange: (s: TStep) => void;
}) {
  const s = step as Loose;
  const set = (patch: Record<string, unknown>) => onChange({ ...s, ...patch } as TStep);
  const p = `step-${index}`;
  const Panel = stepEditors[step.type] as StepEditorPanel<TStep>;

  const changeType = (type: StepType) => {
    if (type === step.type) return;
    const fresh = createStep(type) as Loose;
    // The id and rules stay too: references keep working, and a rule that no longer fits is flagged.
    const keep: Record<string, unknown> = {
      title: s.title,
      subtitle: s.subtitle,
      ...(s.id !== undefined ? { id: s.id } : {}),
      ...(s.logic !== undefined ? { logic: s.logic } : {}),
      ...(s.otherwise !== undefined ? { otherwise: s.otherwise } : {}),
    };
    // Options survive a change between option-based types.
    if (stepRules[type].hasOptions && Array.isArray(s.options) && s.options.length > 0)
      keep.options = s.options;
    onChange({ ...fresh, ...keep } as TStep);
  };

  return (
    <div className="flex flex-col gap-4">
      <Field id={`${p}-type`} label="Step type">
        <StepTypePicker id={`${p}-type`} value={step.type} onChange={changeType} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${p}-title`} label="Title">
          <Input id={`${p}-title`} value={s.title ?? ''} onChange={(e) => set({ title: e.target.value })} />
        </Field>
        <Field id={`${p}-subtitle`} label="Subtitle">
          <Input
            id={`${p}-subtitle`}
            value={(s.subtitle as string) ?? ''}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
        </Field>
      </div>

      {Panel && <Panel step={step} idPrefix={p} onChange={set} />}
    </div>
  );
}
