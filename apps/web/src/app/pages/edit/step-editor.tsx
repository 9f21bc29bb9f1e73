// Manual editor of one step: type, title, subtitle, options, slider bounds, textbox placeholder and rows.
import {
  createStep,
  SLIDER_FALLBACK,
  type StepType,
  type TStep,
  type TStepOption,
  TEXTBOX_ROWS,
} from '@forms-engine/forms';
import { Button, Field, Input, Textarea } from '@forms-engine/ui';
import { Plus, X } from 'lucide-react';
import { newOption } from '../../logic/steps-edit.ts';
import { StepTypePicker } from './step-type-picker.tsx';

const OPTION_TYPES: readonly StepType[] = ['tiles', 'multiSelect', 'dropdown', 'followup'];

type Loose = TStep & Record<string, unknown>;

function num(v: string): number | undefined {
  if (v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

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
  const options: TStepOption[] = Array.isArray(s.options) ? (s.options as TStepOption[]) : [];
  const setOption = (i: number, patch: Partial<TStepOption>) =>
    set({ options: options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });

  const changeType = (type: StepType) => {
    if (type === step.type) return;
    const fresh = createStep(type) as Loose;
    const keep: Record<string, unknown> = { title: s.title, subtitle: s.subtitle };
    if (OPTION_TYPES.includes(type) && options.length > 0) keep.options = options;
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

      {OPTION_TYPES.includes(step.type) && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-700">Options</legend>
          {options.length === 0 && (
            <p className="text-sm text-slate-500">No options available for this step</p>
          )}
          {options.map((o, i) => (
            <div
              key={`${o.id}-${i}`}
              className="relative rounded-lg border border-slate-200 bg-slate-50/60 p-3 pr-11"
              data-testid="option-row"
            >
              <div className="grid gap-2 sm:grid-cols-[1fr_1fr_7rem]">
                <Input
                  aria-label={`Option ${i + 1} title`}
                  value={o.title}
                  placeholder="Title"
                  onChange={(e) => setOption(i, { title: e.target.value })}
                />
                <Input
                  aria-label={`Option ${i + 1} description`}
                  value={o.description ?? ''}
                  placeholder="Description"
                  onChange={(e) => setOption(i, { description: e.target.value })}
                />
                <Input
                  aria-label={`Option ${i + 1} icon`}
                  value={o.icon ?? ''}
                  placeholder="Icon"
                  onChange={(e) => setOption(i, { icon: e.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="absolute top-3 right-1.5 text-slate-500 hover:text-red-600"
                aria-label={`Remove option ${i + 1}`}
                onClick={() => set({ options: options.filter((_, j) => j !== i) })}
              >
                <X className="h-4 w-4" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => set({ options: [...options, newOption()] })}
          >
            <Plus className="h-4 w-4" /> Add Option
          </Button>
        </fieldset>
      )}

      {step.type === 'slider' && (
        <div className="grid grid-cols-3 gap-3">
          {(
            [
              ['min', 'Min', SLIDER_FALLBACK.min],
              ['max', 'Max', SLIDER_FALLBACK.max],
              ['defaultValue', 'Default', SLIDER_FALLBACK.defaultValue],
            ] as const
          ).map(([key, label, fallback]) => (
            <Field key={key} id={`${p}-${key}`} label={label}>
              <Input
                id={`${p}-${key}`}
                type="number"
                inputMode="decimal"
                value={typeof s[key] === 'number' ? String(s[key]) : ''}
                placeholder={String(fallback)}
                onChange={(e) => set({ [key]: num(e.target.value) })}
              />
            </Field>
          ))}
        </div>
      )}

      {step.type === 'textbox' && (
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <Field id={`${p}-placeholder`} label="Placeholder">
            <Textarea
              id={`${p}-placeholder`}
              rows={2}
              value={(s.placeholder as string) ?? ''}
              onChange={(e) => set({ placeholder: e.target.value })}
            />
          </Field>
          <Field id={`${p}-rows`} label="Rows">
            <Input
              id={`${p}-rows`}
              type="number"
              min={TEXTBOX_ROWS.min}
              max={TEXTBOX_ROWS.max}
              value={typeof s.rows === 'number' ? String(s.rows) : ''}
              placeholder={String(TEXTBOX_ROWS.default)}
              onChange={(e) => {
                const n = num(e.target.value);
                set({
                  rows:
                    n === undefined
                      ? undefined
                      : Math.min(TEXTBOX_ROWS.max, Math.max(TEXTBOX_ROWS.min, Math.round(n))),
                });
              }}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
