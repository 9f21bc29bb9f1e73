// booking rules without zod: the respondent books a call or visit in a Cal.com or Calendly embed; the answer is the
// reference the embed carried, and the time is added only from the provider's signed webhook, never the browser.
import type { TCondition } from '../../logic/types.ts';
import { prepareCondition } from '../../logic/prepare-condition.ts';
import { isRecord } from '../../config-shape.ts';
import { isPlainObject, jsonFits } from '../_shared/answer.ts';
import { str } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TBookingStep } from './definition.ts';

export const BOOKING_PROVIDERS = ['calcom', 'calendly'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];

/** Most event types chosen by answers one booking step holds. */
export const BOOKING_EVENT_TYPES_MAX = 10;

/** A reference: 16 to 64 letters, digits or dashes (the runner makes a random UUID). */
export const BOOKING_REF = /^[A-Za-z0-9-]{16,64}$/;

/**
 * Where the booking stands by the calendar's latest word: booked, moved to another time (`start` is the new one),
 * or cancelled (`start` is the time that was cancelled).
 */
export const BOOKING_STATES = ['booked', 'rescheduled', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** What a respondent's browser may send: the reference, and that the embed reported a booking. */
export interface BookingAnswer {
  ref: string;
  booked?: boolean;
  /** Added by the server from the provider's webhook. */
  start?: string;
  end?: string;
  uid?: string;
  provider?: BookingProvider;
  /** Added by the server once a calendar reported the booking; absent on answers stored before states existed. */
  status?: BookingState;
}

/** The booking answer as sent, or null when it is not one. */
export function bookingAnswerOf(answer: unknown): BookingAnswer | null {
  if (!isPlainObject(answer) || typeof answer.ref !== 'string' || !BOOKING_REF.test(answer.ref)) return null;
  return answer as unknown as BookingAnswer;
}

/** The scheduling link the respondent gets: the first event type whose condition holds, else the step's own. */
export function bookingUrl(step: TBookingStep, holds: (condition: TCondition) => boolean): string {
  return step.eventTypes?.find((e) => holds(e.when))?.url ?? step.url;
}

/** "2026-12-01 09:00 UTC": the same words in every view, whatever the reader's zone. */
export function bookingTime(iso: string): string {
  return `${new Date(iso).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

/**
 * "Booked: 2026-12-01 09:00 UTC", "Rescheduled to 2026-12-03 10:00 UTC", "Cancelled (was 2026-12-01 09:00 UTC)",
 * "Booked (awaiting the calendar's confirmation)" or "".
 */
function display(answer: unknown): string {
  const a = bookingAnswerOf(answer);
  if (!a) return '';
  if (typeof a.start === 'string' && !Number.isNaN(Date.parse(a.start))) {
    const at = bookingTime(a.start);
    if (a.status === 'cancelled') return `Cancelled (was ${at})`;
    if (a.status === 'rescheduled') return `Rescheduled to ${at}`;
    return `Booked: ${at}`;
  }
  return a.booked === true ? 'Booked (awaiting the calendar’s confirmation)' : '';
}

const BROWSER_KEYS = new Set(['ref', 'booked']);

export const bookingRules: StepRules<TBookingStep> = {
  hasOptions: false,
  autoAdvances: false,
  // A required booking needs the embed's booking report; an optional one may be left empty.
  isValid: (answer, step) =>
    step.validation?.required === true ? bookingAnswerOf(answer)?.booked === true : true,
  isOptional: (step) => step.validation?.required !== true,
  invalidReason: (answer) =>
    bookingAnswerOf(answer)?.booked === true ? undefined : 'pick a time in the calendar first',
  // Only the reference and the embed's report come from a browser: a time is the provider's word alone.
  answerFits: (answer) =>
    answer === undefined ||
    (isPlainObject(answer) &&
      Object.keys(answer).every((k) => BROWSER_KEYS.has(k)) &&
      (answer.booked === undefined || typeof answer.booked === 'boolean') &&
      jsonFits(answer, 200)),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: display,
  prepare: (raw) => ({
    provider: raw.provider === 'calendly' ? 'calendly' : 'calcom',
    url: str(raw.url) ?? '',
    eventTypes: Array.isArray(raw.eventTypes)
      ? raw.eventTypes.filter(isRecord).flatMap((e) => {
          const when = prepareCondition(e.when);
          const url = str(e.url);
          return when && url ? [{ when, url }] : [];
        })
      : undefined,
  }),
};
