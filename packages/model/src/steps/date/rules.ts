// date rules without zod: an ISO day within the step's window, not on an excluded weekday, with one of its slots.
import { isPlainObject, jsonFits } from '../_shared/answer.ts';
import { plainText } from '../_shared/display.ts';
import { num, str } from '../_shared/prepare.ts';
import { localeOf } from '../../logic/format.ts';
import type { StepRules } from '../types.ts';
import type { TDateSlot, TDateStep } from './definition.ts';

/** Most time slots one step offers, and the longest slot label ("08:00–10:00", "Morning"). */
export const DATE_SLOTS_MAX = 24;
export const DATE_SLOT_LABEL_MAX = 60;
/** Furthest "today + N days" an owner may set (ten years). */
export const DATE_DAYS_MAX = 3650;

/** What a date step stores: the ISO day and, when the step offers slots, the chosen slot's id. */
export interface DateAnswer {
  date: string;
  slot?: string;
}

/** A slot's id from its label ("08:00–10:00" → "slot_0800_1000"); `n` keeps ids apart when labels have no letters. */
export function dateSlotId(label: string, n: number): string {
  // Split and filtered rather than trimmed with a regex: the words of the label joined by underscores.
  const slug = label
    .toLowerCase()
    .normalize('NFKD')
    .split(/[-–—_\s]+/)
    .map((part) => part.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join('_');
  return slug ? `slot_${slug}` : `slot_${n + 1}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The day `days` after an ISO day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The respondent's own calendar day (the runner's clock in its time zone). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest calendar day it is anywhere on Earth (UTC−12): the server does not know the respondent's time zone,
 * so "today" on a date step is any day that is still today somewhere.
 */
export function earliestDay(now: number = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The first and last day the step takes, given today (undefined: no last day). */
export function dateWindow(
  step: Pick<TDateStep, 'minDays' | 'maxDays' | 'minDate' | 'maxDate'>,
  today: string,
): { first: string; last?: string } {
  const relative = addDays(today, step.minDays ?? 0);
  // Past days are never taken, whatever fixed first day the owner set.
  const first = step.minDate && step.minDate > relative ? step.minDate : relative;
  const lasts = [step.maxDays === undefined ? undefined : addDays(today, step.maxDays), step.maxDate].filter(
    (d): d is string => d !== undefined,
  );
  return { first, last: lasts.length > 0 ? lasts.sort()[0] : undefined };
}

/** Why an answer does not fit the step, or null when it does. */
export type DateProblem =
  | { kind: 'notADate' }
  | { kind: 'tooEarly'; first: string }
  | { kind: 'tooLate'; last: string }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'noSlot' }
  | { kind: 'unknownSlot' };

export function dateProblem(answer: unknown, step: TDateStep, today: string): DateProblem | null {
  const date = isPlainObject(answer) ? answer.date : undefined;
  if (!isIsoDay(date)) return { kind: 'notADate' };
  const { first, last } = dateWindow(step, today);
  if (date < first) return { kind: 'tooEarly', first };
  if (last !== undefined && date > last) return { kind: 'tooLate', last };
  const weekday = weekdayOf(date);
  if (step.excludedWeekdays?.includes(weekday)) return { kind: 'weekday', weekday };
  const slot = (answer as Record<string, unknown>).slot;
  const slots = step.slots ?? [];
  if (slots.length === 0) return slot === undefined ? null : { kind: 'unknownSlot' };
  if (slot === undefined || slot === null || slot === '') return { kind: 'noSlot' };
  return slots.some((s) => s.id === slot) ? null : { kind: 'unknownSlot' };
}

/** An ISO day in a locale's words ("Thu, Dec 3, 2026"; de-DE "Do., 3. Dez. 2026"). */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A weekday's name in a locale ("Sunday", de-DE "Sonntag"). */
export function weekdayName(weekday: number, locale: string): string {
  // 2026-11-01 is a Sunday: adding the weekday's number names that day.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + weekday)),
  );
}

const slotLabel = (step: TDateStep, id: unknown): string | undefined =>
  step.slots?.find((s) => s.id === id)?.label || (typeof id === 'string' ? id : undefined);

const prepareSlots = (value: unknown): TDateSlot[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const slots = value.filter(isPlainObject).flatMap((s): TDateSlot[] => {
    const id = str(s.id);
    return id ? [{ id, label: str(s.label) ?? id }] : [];
  });
  return slots.length > 0 ? slots : undefined;
};

const prepareDay = (value: unknown): string | undefined => (isIsoDay(value) ? value : undefined);

const prepareDays = (value: unknown): number | undefined => {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= DATE_DAYS_MAX ? n : undefined;
};

export const dateRules: StepRules<TDateStep> = {
  hasOptions: false,
  autoAdvances: false,
  isValid: (answer, step, ctx) =>
    answer === undefined || answer === null
      ? step.validation?.required === false
      : dateProblem(answer, step, ctx?.today ?? earliestDay()) === null,
  isOptional: (step) => step.validation?.required === false,
  // A past day or a closed weekday is refused even when the respondent could have left the date out.
  checkedWhenOptional: true,
  invalidReason: (answer, step) => {
    if (answer === undefined || answer === null) return undefined;
    const problem = dateProblem(answer, step, earliestDay());
    switch (problem?.kind) {
      case 'notADate':
        return 'the answer must be a date written YYYY-MM-DD';
      case 'tooEarly':
        return `the date must be ${problem.first} or later`;
      case 'tooLate':
        return `the date must be ${problem.last} or earlier`;
      case 'weekday':
        return `${weekdayName(problem.weekday, 'en-US')} is not available`;
      case 'noSlot':
        return 'choose one of the time slots';
      case 'unknownSlot':
        return 'the time slot is not one of the step’s slots';
      default:
        return undefined;
    }
  },
  answerFits: (answer) => jsonFits(answer, 300),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer, step, language) => {
    const date = isPlainObject(answer) ? answer.date : undefined;
    if (!isIsoDay(date)) return plainText(answer);
    const slot = slotLabel(step, (answer as Record<string, unknown>).slot);
    const day = formatDay(date, localeOf(language));
    return slot ? `${day}, ${slot}` : day;
  },
  // ?date=2026-12-03 on a step without slots; a step with slots waits for the respondent's choice.
  fromQuery: (text) => (isIsoDay(text.trim()) ? { date: text.trim() } : undefined),
  prepare: (raw) => ({
    minDays: prepareDays(raw.minDays),
    maxDays: prepareDays(raw.maxDays),
    minDate: prepareDay(raw.minDate),
    maxDate: prepareDay(raw.maxDate),
    excludedWeekdays: Array.isArray(raw.excludedWeekdays)
      ? [
          ...new Set(
            raw.excludedWeekdays.filter(
              (d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6,
            ),
          ),
        ]
      : undefined,
    slots: prepareSlots(raw.slots),
  }),
};
