// The per-type hooks shared code calls instead of branching on step.type: options chosen, preselection, auto-advance.
import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../config.ts';
import type { TStep } from './index.ts';
import { logicOf } from './logic.ts';
import {
  chosenOptionIds,
  isStoredAsSent,
  preselectedAnswer,
  stepAutoAdvances,
  stepHasOptions,
  stepOptionIds,
} from './rules.ts';
import { STEP_TYPES, type StepType } from './types.ts';

const options = [
  { id: 'a', title: 'A' },
  { id: 'b', title: 'B', preselected: true },
  { id: 'c', title: 'C', selected: true },
];
/** Fields a type cannot do without (a booking's calendar). */
const REQUIRED: Partial<Record<StepType, object>> = {
  booking: { provider: 'calcom', url: 'https://cal.com/acme/visit' },
};
const step = (type: StepType, extra: object = {}): TStep =>
  normalizeConfig({ steps: [{ type, title: 't', options, ...REQUIRED[type], ...extra }] }).steps[0];

describe('the option ids an answer chooses', () => {
  it.each([
    ['tiles', 'a', ['a']],
    ['dropdown', 'b', ['b']],
    ['multiSelect', ['a', 'c'], ['a', 'c']],
    ['multiSelect', 'a', ['a']],
    ['followup', { option: 'c', followup: 'x' }, ['c']],
  ] as const)('%s answer %j chooses %j', (type, answer, ids) => {
    expect(chosenOptionIds(step(type), answer)).toEqual(ids);
  });
  it('is nothing for types without options, whose option lists are empty too', () => {
    for (const type of STEP_TYPES.filter((t) => !stepHasOptions(step(t)))) {
      expect(chosenOptionIds(step(type), 'a')).toEqual([]);
      expect(stepOptionIds(step(type))).toEqual([]);
    }
    expect(stepOptionIds(step('tiles'))).toEqual(['a', 'b', 'c']);
  });
});

describe('preselection', () => {
  it('picks the first flagged option of single-choice steps and every flagged one of multiSelect', () => {
    expect(preselectedAnswer(step('tiles'))).toBe('b');
    expect(preselectedAnswer(step('dropdown'))).toBe('b');
    expect(preselectedAnswer(step('multiSelect'))).toEqual(['b', 'c']);
  });
  it('starts every other type without an answer (followup stores nothing until the respondent acts)', () => {
    for (const type of STEP_TYPES.filter((t) => !['tiles', 'dropdown', 'multiSelect'].includes(t)))
      expect(preselectedAnswer(step(type))).toBeUndefined();
    expect(preselectedAnswer(step('multiSelect', { options: [{ id: 'a', title: 'A' }] }))).toBeUndefined();
  });
});

describe('answers the server keeps as sent', () => {
  it('are documentInfo values and the documentUpload placeholder text', () => {
    expect(isStoredAsSent(step('documentInfo'), { any: 1 })).toBe(true);
    expect(isStoredAsSent(step('documentUpload'), 'Upload your document')).toBe(true);
    expect(isStoredAsSent(step('documentUpload'), { documentUrl: '/x' })).toBe(false);
    for (const type of STEP_TYPES.filter((t) => !t.startsWith('document')))
      expect(isStoredAsSent(step(type), 'x')).toBe(false);
  });
});

describe('auto-advance', () => {
  it('is tiles and yes/no only', () => {
    expect(STEP_TYPES.filter((t) => stepAutoAdvances(step(t)))).toEqual(['tiles', 'yesNo']);
  });
});

describe("the formula preview's sample answers", () => {
  const priced = [
    { id: 'a', title: 'A', value: 10 },
    { id: 'b', title: 'B', value: 25 },
  ];
  const numberOf = (s: TStep, answer: unknown) => logicOf(s).number?.(answer, s);

  it('exist exactly for the types a formula can read', () => {
    for (const type of STEP_TYPES) {
      const s = step(type);
      expect(logicOf(s).sample === null, type).toBe(logicOf(s).number === null);
    }
  });

  it.each([
    ['tiles', {}, 'option', ['a'], ['b'], 25],
    ['dropdown', {}, 'option', ['a'], ['b'], 25],
    ['multiSelect', {}, 'options', ['a'], ['a', 'b'], 35],
    ['followup', {}, 'option', ['a'], ['b'], 25],
    ['followup', { followupInput: { type: 'number', min: 5 } }, 'number', 5, 12, 12],
    ['slider', { min: 20, max: 90 }, 'number', 20, 42, 42],
  ] as const)(
    '%s %j asks for %s, starts at %j, and %j reads as %d',
    (type, extra, input, initial, value, n) => {
      const s = step(type, { options: priced, ...extra });
      const sample = logicOf(s).sample;
      expect(sample?.input(s)).toBe(input);
      expect(sample?.initial(s)).toEqual(initial);
      expect(numberOf(s, sample?.answer(s, value as never))).toBe(n);
    },
  );
});
