// Manual-edit panel of option-based steps: each option's title, description, icon (picker with previews) and value;
// add and remove options; a warning when the step type shows fewer options than it has.
import { Button, Input } from '@forms-engine/ui';
import { AlertTriangle, Plus, X } from 'lucide-react';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { IconPicker } from './icon-picker.tsx';
import { newOption, OPTION_DESCRIPTION_PLACEHOLDER, type TStepOption } from '@forms-engine/model';

export default function OptionsEditor({
  step,
  onChange,
  maxShown,
}: StepEditorProps<{ options: TStepOption[] }> & {
  /** How many options respondents see (tiles: 8): no more can be added, and more stored get a warning. */
  maxShown?: number;
}) {
  const options: TStepOption[] = Array.isArray(step.options) ? step.options : [];
  const setOption = (i: number, patch: Partial<TStepOption>) =>
    onChange({ options: options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  const hidden = maxShown !== undefined ? options.length - maxShown : 0;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">Options</legend>
      <p className="-mt-1 text-xs text-slate-500">
        Value: the number an option stands for in calculations (e.g. its price).
      </p>
      {options.length === 0 && <p className="text-sm text-slate-500">No options available for this step</p>}
      {options.map((o, i) => (
        <div
          key={`${o.id}-${i}`}
          className={`relative rounded-lg border p-3 pr-11 ${maxShown !== undefined && i >= maxShown ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-slate-50/60'}`}
          data-testid="option-row"
        >
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_9rem_6rem]">
            <Input
              aria-label={`Option ${i + 1} title`}
              className="col-span-2 sm:col-span-1"
              value={o.title}
              placeholder="Title"
              onChange={(e) => setOption(i, { title: e.target.value })}
            />
            <Input
              aria-label={`Option ${i + 1} description`}
              className="col-span-2 sm:col-span-1"
              value={o.description ?? ''}
              placeholder={OPTION_DESCRIPTION_PLACEHOLDER}
              onChange={(e) => setOption(i, { description: e.target.value })}
            />
            <IconPicker
              label={`Option ${i + 1} icon`}
              value={{ icon: o.icon, emoji: o.emoji }}
              onChange={(next) => setOption(i, { icon: next.icon, emoji: next.emoji })}
            />
            <Input
              aria-label={`Option ${i + 1} value`}
              type="number"
              inputMode="decimal"
              value={typeof o.value === 'number' ? String(o.value) : ''}
              placeholder="Value"
              onChange={(e) => setOption(i, { value: numberInput(e.target.value) })}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-3 right-1.5 text-slate-500 hover:text-red-600"
            aria-label={`Remove option ${i + 1}`}
            onClick={() => onChange({ options: options.filter((_, j) => j !== i) })}
          >
            <X className="h-4 w-4" />
          </Button>
        </div>
      ))}
      {hidden > 0 && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Tiles show at most {maxShown} options: respondents will not see the last{' '}
          {hidden === 1 ? 'one' : hidden}. Remove {hidden === 1 ? 'one' : 'some'} or change the step type to a
          dropdown.
        </p>
      )}
      {/* A full grid of tiles takes no more: a ninth would be hidden from respondents. */}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={maxShown !== undefined && options.length >= maxShown}
        onClick={() => onChange({ options: [...options, newOption()] })}
      >
        <Plus className="h-4 w-4" /> Add Option
      </Button>
      {maxShown !== undefined && options.length === maxShown && (
        <p className="text-xs text-slate-600">
          Tiles hold up to {maxShown} options. For more, change the step type to a dropdown.
        </p>
      )}
    </fieldset>
  );
}
