import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../../config.ts';
import { answerFromQuery, displayAnswer, isStepValid, stepInvalidReason } from '../rules.ts';
import type { TDateStep } from './definition.ts';
import { dateLogic } from './logic.ts';
import { dateProblem, dateSlotId, dateWindow, earliestDay, formatDay, isIsoDay } from './rules.ts';

const date = (extra: object = {}) =>
  normalizeConfig({ steps: [{ type: 'date', title: 'When?', ...extra }] }).steps[0] as TDateStep;
// Thursday 2026-12-03 is "today" in these tests.
const today = '2026-12-03';
const visit = date({
  minDays: 1,
  maxDays: 30,
  excludedWeekdays: [0],
  slots: [
    { id: 'am', label: '08:00–10:00' },
    { id: 'pm', label: '10:00–12:00' },
  ],
});
const plain = date();

describe('date', () => {
  it.each([
    [plain, { date: '2026-12-03' }, true],
    [plain, { date: '2026-12-02' }, false],
    [plain, { date: '2026-02-30' }, false],
    [plain, { date: '3.12.2026' }, false],
    [plain, '2026-12-05', false],
    [plain, { date: '2026-12-05', slot: 'am' }, false],
    [plain, undefined, false],
    [visit, { date: '2026-12-04', slot: 'am' }, true],
    [visit, { date: '2026-12-03', slot: 'am' }, false],
    [visit, { date: '2027-01-02', slot: 'am' }, true],
    [visit, { date: '2027-01-03', slot: 'am' }, false],
    [visit, { date: '2026-12-06', slot: 'am' }, false],
    [visit, { date: '2026-12-04' }, false],
    [visit, { date: '2026-12-04', slot: 'evening' }, false],
    [date({ validation: { required: false } }), undefined, true],
  ])('%# answer %j is valid: %s', (step, answer, valid) => {
    expect(isStepValid(step, answer, { today })).toBe(valid);
  });

  it('names each problem, the closed weekday in words', () => {
    expect(dateProblem({ date: '2026-12-06', slot: 'am' }, visit, today)).toEqual({
      kind: 'weekday',
      weekday: 0,
    });
    expect(dateProblem({ date: '2026-12-03', slot: 'am' }, visit, today)).toEqual({
      kind: 'tooEarly',
      first: '2026-12-04',
    });
    expect(dateProblem({ date: '2027-02-01', slot: 'am' }, visit, today)).toEqual({
      kind: 'tooLate',
      last: '2027-01-02',
    });
    expect(stepInvalidReason(visit, { date: '2099-12-06', slot: 'am' })).toMatch(
      /Sunday is not available|or earlier/,
    );
    expect(stepInvalidReason(plain, { date: '2020-01-01' })).toMatch(
      /^the date must be \d{4}-\d{2}-\d{2} or later$/,
    );
    expect(
      stepInvalidReason(date({ slots: [{ id: 'am', label: 'AM' }] }), { date: '2099-12-01', slot: 'x' }),
    ).toBe('the time slot is not one of the step’s slots');
    expect(stepInvalidReason(date({ slots: [{ id: 'am', label: 'AM' }] }), { date: '2099-12-01' })).toBe(
      'choose one of the time slots',
    );
  });

  it('takes the narrower of a relative and a fixed bound, and never a past day', () => {
    expect(
      dateWindow({ minDays: 1, minDate: '2026-12-10', maxDays: 30, maxDate: '2026-12-20' }, today),
    ).toEqual({
      first: '2026-12-10',
      last: '2026-12-20',
    });
    expect(dateWindow({ minDate: '2020-01-01' }, today)).toEqual({ first: today, last: undefined });
  });

  it('counts as today any day that is still today somewhere on Earth (UTC−12)', () => {
    expect(earliestDay(Date.parse('2026-12-03T11:59:00Z'))).toBe('2026-12-02');
    expect(earliestDay(Date.parse('2026-12-03T12:00:00Z'))).toBe('2026-12-03');
  });

  it.each([
    [undefined, { date: '2026-12-03', slot: 'am' }, 'Thu, Dec 3, 2026, 08:00–10:00'],
    ['de', { date: '2026-12-01', slot: 'am' }, 'Di., 1. Dez. 2026, 08:00–10:00'],
    ['fr', { date: '2026-12-03' }, 'jeu. 3 déc. 2026'],
    ['en', 'not a date', 'not a date'],
  ])('%# in %s displays %j as %j', (language, answer, text) => {
    expect(displayAnswer(visit, answer, language)).toBe(text);
  });

  it('reads ?when=2026-12-24 on a step without slots only', () => {
    expect(answerFromQuery(date({ minDate: '2026-01-01', minDays: 0 }), '2099-12-24')).toEqual({
      date: '2099-12-24',
    });
    expect(answerFromQuery(visit, '2099-12-24')).toBeUndefined();
    expect(answerFromQuery(plain, 'soon')).toBeUndefined();
  });

  it('knows real days, writes German days with Intl and makes slot ids from labels', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(formatDay('2026-12-03', 'de-DE')).toBe('Do., 3. Dez. 2026');
    expect(dateSlotId('08:00–10:00', 0)).toBe('slot_0800_1000');
    expect(dateSlotId('Morning', 1)).toBe('slot_morning');
    expect(dateSlotId('…', 2)).toBe('slot_3');
  });

  it('is answered or skipped in conditions and has no number in a formula', () => {
    expect(dateLogic.ops(visit)).toEqual(['answered', 'skipped']);
    expect(dateLogic.operand({ date: '2026-12-04' }, visit, 'answered')).toEqual({ kind: 'present' });
    expect(dateLogic.operand(undefined, visit, 'answered')).toBeUndefined();
    expect(dateLogic.number).toBeNull();
  });

  it('refuses duplicate slot ids and impossible fixed dates when a form is saved', () => {
    expect(() => normalizeConfig({ steps: [{ type: 'date', title: 'x', minDate: '2026-13-01' }] })).toThrow();
    const twice = [
      { id: 'am', label: 'Morning' },
      { id: 'am', label: 'Afternoon' },
    ];
    expect(() => normalizeConfig({ steps: [{ type: 'date', title: 'x', slots: twice }] })).toThrow(
      /different ids/,
    );
  });
});
