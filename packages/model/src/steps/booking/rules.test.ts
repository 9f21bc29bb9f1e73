// booking rules, table-style: what a browser may send, when a required booking is answered, how the lead reads it.
import { describe, expect, it } from 'vitest';
import type { TBookingStep } from './definition.ts';
import { bookingAnswerOf, bookingRules, bookingUrl } from './rules.ts';

const step: TBookingStep = {
  type: 'booking',
  title: 'Pick a time',
  provider: 'calcom',
  url: 'https://cal.com/acme/visit',
  validation: { required: true },
  eventTypes: [{ when: { step: 'roof', op: 'equals', value: 'flat' }, url: 'https://cal.com/flat/visit' }],
};
const ref = '0b9f3c1e-6a55-4a8e-9d0b-3c1e6a554a8e';

describe('booking rules', () => {
  it.each([
    ['the reference alone', { ref }, true, false],
    ['the reference and the embed’s report', { ref, booked: true }, true, true],
    ['a time from the browser', { ref, booked: true, start: '2026-12-01T09:00:00Z' }, false, true],
    ['a uid from the browser', { ref, uid: 'abc' }, false, false],
    ['booked as text', { ref, booked: 'yes' }, false, false],
    ['a reference too short', { ref: 'abc', booked: true }, true, false],
    ['no answer', undefined, true, false],
  ])('%s: fits %s, answers a required step %s', (_name, answer, fits, valid) => {
    expect(bookingRules.answerFits(answer, step)).toBe(fits);
    expect(bookingRules.isValid(answer, step)).toBe(valid);
  });

  it('an optional booking may be left empty', () => {
    const optional = { ...step, validation: { required: false } };
    expect(bookingRules.isOptional(optional)).toBe(true);
    expect(bookingRules.isValid(undefined, optional)).toBe(true);
    expect(bookingRules.isOptional(step)).toBe(false);
  });

  it.each([
    [
      'a confirmed time',
      { ref, booked: true, start: '2026-12-01T09:00:00.000Z' },
      'Booked: 2026-12-01 09:00 UTC',
    ],
    [
      'a booking moved to another time',
      { ref, booked: true, status: 'rescheduled', start: '2026-12-03T10:00:00.000Z' },
      'Rescheduled to 2026-12-03 10:00 UTC',
    ],
    [
      'a cancelled booking',
      { ref, booked: true, status: 'cancelled', start: '2026-12-01T09:00:00.000Z' },
      'Cancelled (was 2026-12-01 09:00 UTC)',
    ],
    [
      'a reported booking the calendar has not confirmed',
      { ref, booked: true },
      'Booked (awaiting the calendar’s confirmation)',
    ],
    ['no booking', { ref }, ''],
    ['not a booking answer', 'hello', ''],
  ])('displays %s', (_name, answer, text) => {
    expect(bookingRules.displayAnswer(answer, step)).toBe(text);
  });

  it('picks the first event type whose condition holds, else the step’s own', () => {
    expect(bookingUrl(step, () => true)).toBe('https://cal.com/flat/visit');
    expect(bookingUrl(step, () => false)).toBe('https://cal.com/acme/visit');
  });

  it('prepares untrusted JSON: an unknown provider reads as Cal.com, malformed event types are dropped', () => {
    expect(
      bookingRules.prepare({
        provider: 'doodle',
        url: 'https://cal.com/x/y',
        eventTypes: [{ when: { op: 'nope' }, url: 'https://a/b' }, { url: 'https://c/d' }, 'x'],
      }),
    ).toEqual({ provider: 'calcom', url: 'https://cal.com/x/y', eventTypes: [] });
    expect(bookingAnswerOf({ ref: 42 })).toBeNull();
  });
});
