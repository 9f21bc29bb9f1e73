// Resume records: kept for 7 days, whole or not at all, storage that throws is no storage; the step to continue at.
import { describe, expect, it } from 'vitest';
import type { TStep } from '@forms-engine/model';
import {
  clearResume,
  fittingJourney,
  journeyFromAnswers,
  RESUME_WINDOW_MS,
  readResume,
  type ResumeRecord,
  writeResume,
} from './resume.ts';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

const record: ResumeRecord = {
  sessionId: '6f1c9a52-1111-4222-8333-944455556666',
  sessionNo: 3,
  answers: { plan: 'pro' },
  history: [1],
  current: 2,
  savedAt: 1_000_000,
};

describe('resume records', () => {
  it('reads back what was written for the same form only, within 7 days', () => {
    const s = memory();
    expect(writeResume(s, 42, record)).toBe(true);
    expect(readResume(s, 42, record.savedAt + 1000)).toEqual(record);
    expect(readResume(s, 43, record.savedAt)).toBeNull();
    expect(readResume(s, 42, record.savedAt + RESUME_WINDOW_MS + 1)).toBeNull();
    // An expired record is removed, not kept around.
    expect(readResume(s, 42, record.savedAt)).toBeNull();
  });

  it('ignores broken records and storage that throws', () => {
    const s = memory();
    s.setItem('fe-resume:42', '{"sessionId":"x"');
    expect(readResume(s, 42, 0)).toBeNull();
    s.setItem('fe-resume:42', JSON.stringify({ ...record, history: 'no' }));
    expect(readResume(s, 42, record.savedAt)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(readResume(blocked, 42, 0)).toBeNull();
    expect(writeResume(blocked, 42, record)).toBe(false);
    expect(() => clearResume(blocked, 42)).not.toThrow();
    expect(writeResume(undefined, 42, record)).toBe(false);
  });
});

const config = {
  steps: [
    {
      id: 'plan',
      type: 'tiles',
      title: 'Plan',
      options: [
        { id: 'basic', title: 'Basic' },
        { id: 'pro', title: 'Pro' },
      ],
      logic: [{ if: { op: 'equals', value: 'basic' }, goTo: 'contact' }],
    },
    { id: 'notes', type: 'textbox', title: 'Notes', validation: { required: true } },
    { id: 'contact', type: 'contact', title: 'Contact' },
  ] as unknown as TStep[],
};

describe('where to continue', () => {
  it('walks the rules past valid answers to the first step without one', () => {
    expect(journeyFromAnswers(config, {})).toEqual({ history: [], current: 1 });
    expect(journeyFromAnswers(config, { plan: 'pro' })).toEqual({ history: [1], current: 2 });
    expect(journeyFromAnswers(config, { plan: 'basic' })).toEqual({ history: [1], current: 3 });
    expect(journeyFromAnswers(config, { plan: 'pro', notes: '  ' })).toEqual({ history: [1], current: 2 });
    expect(journeyFromAnswers(config, { plan: 'pro', notes: 'x' })).toEqual({ history: [1, 2], current: 3 });
  });

  it('keeps a stored path only while it fits the form', () => {
    expect(fittingJourney(config, { history: [1, 2], current: 3 })).toEqual({ history: [1, 2], current: 3 });
    expect(fittingJourney(config, { history: [1], current: 7 })).toBeNull();
    expect(fittingJourney(config, { history: [0], current: 2 })).toBeNull();
  });
});
