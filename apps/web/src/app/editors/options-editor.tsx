// Manual-edit panel of option-based steps: each option's title, description, icon (picker with previews) and value;
// add and remove options; a warning when the step type shows fewer options than it has.
import { useI18n } from '../i18n/i18n.tsx';
import { Button, Input } from '@forms-engine/ui';
import { AlertTriangle, Plus, X } from 'lucide-react';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import { IconPicker } from './icon-picker.tsx';
import { newOption, type TStepOption } from '@forms-engine/model';

export default function OptionsEditor({
  step,
  onChange,
  maxShown,
}: StepEditorProps<{ options: TStepOption[] }> & {
  /** How many options respondents see (tiles: 8): no more can be added, and more stored get a warning. */
  maxShown?: number;
}) {
  const { t, tn } = useI18n();
  const options: TStepOption[] = Array.isArray(step.options) ? step.options : [];
  const setOption = (i: number, patch: Partial<TStepOption>) =>
    onChange({ options: options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  const hidden = maxShown !== undefined ? options.length - maxShown : 0;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('options.title')}</legend>
      <p className="-mt-1 text-xs text-slate-500">{t('options.valueHint')}</p>
      {options.length === 0 && <p className="text-sm text-slate-500">{t('options.none')}</p>}
      {options.map((o, i) => (
        <div
          key={`${o.id}-${i}`}
          className={`relative rounded-lg border p-3 pr-11 ${maxShown !== undefined && i >= maxShown ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-slate-50/60'}`}
          data-testid="option-row"
        >
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_9rem_6rem]">
            <Input
              aria-label={t('options.optionTitle', { n: i + 1 })}
              className="col-span-2 sm:col-span-1"
              value={o.title}
              placeholder={t('builder.title')}
              onChange={(e) => setOption(i, { title: e.target.value })}
            />
            <Input
              aria-label={t('options.optionDescription', { n: i + 1 })}
              className="col-span-2 sm:col-span-1"
              value={o.description ?? ''}
              placeholder={t('options.descriptionPlaceholder')}
              onChange={(e) => setOption(i, { description: e.target.value })}
            />
            <IconPicker
              label={t('options.optionIcon', { n: i + 1 })}
              value={{ icon: o.icon, emoji: o.emoji }}
              onChange={(next) => setOption(i, { icon: next.icon, emoji: next.emoji })}
            />
            <Input
              aria-label={t('options.optionValue', { n: i + 1 })}
              type="number"
              inputMode="decimal"
              value={typeof o.value === 'number' ? String(o.value) : ''}
              placeholder={t('options.value')}
              onChange={(e) => setOption(i, { value: numberInput(e.target.value) })}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-3 right-1.5 text-slate-500 hover:text-red-600"
            aria-label={t('options.remove', { n: i + 1 })}
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
          {tn('options.hidden', hidden, { max: maxShown ?? 0 })}
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
        <Plus className="h-4 w-4" /> {t('options.add')}
      </Button>
      {maxShown !== undefined && options.length === maxShown && (
        <p className="text-xs text-slate-600">{t('options.full', { max: maxShown })}</p>
      )}
    </fieldset>
  );
}
