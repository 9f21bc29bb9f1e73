// date: a day picked in a calendar, within a window relative to today or fixed, optionally with a time slot.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { DATE_DAYS_MAX, DATE_SLOT_LABEL_MAX, DATE_SLOTS_MAX, dateRules, isIsoDay } from './rules.ts';

const ZIsoDay = z.string().refine(isIsoDay, 'must be a date written YYYY-MM-DD');
const ZDays = z.number().int().min(0).max(DATE_DAYS_MAX);

export const ZDateSlot = z.object({
  id: z.string().min(1).max(100),
  /** What the respondent reads: "08:00–10:00", "Morning". */
  label: z.string().max(DATE_SLOT_LABEL_MAX),
});
export type TDateSlot = z.infer<typeof ZDateSlot>;

export const ZDateStep = z
  .object({
    type: z.literal('date'),
    ...stepBase,
    /** The first day is today plus this many days (0: today, the default; past days are never taken). */
    minDays: ZDays.optional(),
    /** The last day is today plus this many days. */
    maxDays: ZDays.optional(),
    /** A fixed first and last day (YYYY-MM-DD); with a relative bound too, the narrower one applies. */
    minDate: ZIsoDay.optional(),
    maxDate: ZIsoDay.optional(),
    /** Weekdays the respondent may not pick: 0 Sunday … 6 Saturday. */
    excludedWeekdays: z.array(z.number().int().min(0).max(6)).max(6).optional(),
    /** Time slots the respondent picks one of after the day; none: the day alone. */
    slots: z.array(ZDateSlot).max(DATE_SLOTS_MAX).optional(),
  })
  .refine((s) => !s.slots || new Set(s.slots.map((x) => x.id)).size === s.slots.length, {
    message: 'time slots need different ids',
    path: ['slots'],
  });
export type TDateStep = z.infer<typeof ZDateStep>;

export const dateDefinition: StepDefinition<TDateStep> = {
  type: 'date',
  schema: ZDateStep,
  label: 'Date',
  ...dateRules,
  create: () => ({ type: 'date', title: 'When would you like us to come?', subtitle: '', minDays: 1 }),
  generatorHint:
    'a date the respondent picks ("When would you like …?", "preferred date"): minDays/maxDays from today, excludedWeekdays (0 Sunday … 6 Saturday), optional time slots [{id, label}]; the answer is {date: "YYYY-MM-DD", slot}',
};
