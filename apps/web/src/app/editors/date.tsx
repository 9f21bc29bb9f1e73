// date's manual-edit panel: the window of days (from today or fixed), weekdays closed, and the time slots offered.
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Button, Field, Input } from '@forms-engine/ui';
import { numberInput, type StepEditorProps } from './editor-props.ts';
import {
  DATE_DAYS_MAX,
  DATE_SLOT_LABEL_MAX,
  DATE_SLOTS_MAX,
  dateSlotId,
  type TDateStep,
} from '@forms-engine/model';

// Monday first: how owners read a week in the languages the app serves.
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Each weekday's short name in `language` (`Mon`, `Mo.`, `lun.`…); 7 January 2024 was a Sunday. */
const weekdayNames = (language: string) => {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return WEEKDAYS.map((day) => [day, format.format(Date.UTC(2024, 0, 7 + day))] as const);
};

const days = (v: string): number | undefined => {
  const n = numberInput(v);
  return n === undefined ? undefined : Math.min(DATE_DAYS_MAX, Math.max(0, Math.round(n)));
};

export default function DateEditor({ step, idPrefix, onChange }: StepEditorProps<TDateStep>) {
  const { t, language } = useI18n();
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const closed = new Set(step.excludedWeekdays ?? []);
  const slots = step.slots ?? [];
  const setSlots = (next: NonNullable<TDateStep['slots']>) =>
    onChange({ slots: next.length > 0 ? next : undefined });
  const addSlot = () => {
    const taken = new Set(slots.map((s) => s.id));
    let n = slots.length;
    while (taken.has(`slot_${n + 1}`)) n++;
    setSlots([...slots, { id: `slot_${n + 1}`, label: '' }]);
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${idPrefix}-min-days`} label={t('date.minDays')}>
          <Input
            id={`${idPrefix}-min-days`}
            type="number"
            inputMode="numeric"
            min={0}
            value={step.minDays === undefined ? '' : String(step.minDays)}
            placeholder="0"
            onChange={(e) => onChange({ minDays: days(e.target.value) })}
          />
        </Field>
        <Field id={`${idPrefix}-max-days`} label={t('date.maxDays')}>
          <Input
            id={`${idPrefix}-max-days`}
            type="number"
            inputMode="numeric"
            min={0}
            value={step.maxDays === undefined ? '' : String(step.maxDays)}
            placeholder={t('date.noLimit')}
            onChange={(e) => onChange({ maxDays: days(e.target.value) })}
          />
        </Field>
        <Field id={`${idPrefix}-min-date`} label={t('date.minDate')}>
          <Input
            id={`${idPrefix}-min-date`}
            type="date"
            value={step.minDate ?? ''}
            onChange={(e) => onChange({ minDate: e.target.value || undefined })}
          />
        </Field>
        <Field id={`${idPrefix}-max-date`} label={t('date.maxDate')}>
          <Input
            id={`${idPrefix}-max-date`}
            type="date"
            value={step.maxDate ?? ''}
            onChange={(e) => onChange({ maxDate: e.target.value || undefined })}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('date.closedDays')}</legend>
        <div className="flex flex-wrap gap-3">
          {weekdays.map(([day, name]) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={closed.has(day)}
                disabled={!closed.has(day) && closed.size >= 6}
                onChange={(e) => {
                  const next = new Set(closed);
                  if (e.target.checked) next.add(day);
                  else next.delete(day);
                  onChange({ excludedWeekdays: next.size > 0 ? [...next].sort() : undefined });
                }}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('date.slots')}</legend>
        {slots.map((slot, i) => (
          <div key={slot.id} className="flex items-end gap-2">
            <Field id={`${idPrefix}-slot-${i}`} label={t('date.slot', { n: i + 1 })} className="flex-1">
              <Input
                id={`${idPrefix}-slot-${i}`}
                maxLength={DATE_SLOT_LABEL_MAX}
                placeholder="08:00–10:00"
                value={slot.label}
                onChange={(e) =>
                  setSlots(slots.map((s, j) => (j === i ? { ...s, label: e.target.value } : s)))
                }
                onBlur={() => {
                  // A slot nobody has named yet gets an id from its label; one already named keeps its id.
                  if (!/^slot_\d+$/.test(slot.id) || !slot.label.trim()) return;
                  const id = dateSlotId(slot.label, i);
                  if (!slots.some((s) => s.id === id))
                    setSlots(slots.map((s, j) => (j === i ? { ...s, id } : s)));
                }}
              />
            </Field>
            <Button type="button" variant="outline" onClick={() => setSlots(slots.filter((_, j) => j !== i))}>
              <span aria-hidden="true">{t('date.remove')}</span>
              <span className="sr-only">{t('date.removeSlot', { n: i + 1 })}</span>
            </Button>
          </div>
        ))}
        {slots.length < DATE_SLOTS_MAX && (
          <div>
            <Button type="button" variant="outline" onClick={addSlot}>
              {t('date.addSlot')}
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
