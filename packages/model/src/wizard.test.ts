// The wizard transitions and step validity rules the runner relies on (docs/spec/respondent-side.md §4, §5).
import { describe, expect, it } from 'vitest';
import { normalizeConfig } from './config.ts';
import type { TStep } from './steps/index.ts';
import { isStepOptional, isStepValid } from './steps/rules.ts';
import { answerKey, titleKey } from './answers.ts';
import {
  buildSubmission,
  clampStep,
  isLastStep,
  nextStepNumber,
  previousStepNumber,
  progressPercent,
  stepValidity,
  uploadEstimate,
  uploadProgress,
} from './wizard.ts';

const steps = (...types: TStep['type'][]): TStep[] =>
  normalizeConfig({
    steps: types.map((type, i) => ({
      id: `s${i + 1}`,
      type,
      title: `S${i + 1}`,
      options: [{ id: 'a', title: 'A' }],
    })),
  }).steps;

const doc = { documentUrl: '/u/doc.pdf', extractedText: 'text', fileName: 'doc.pdf' };

describe('wizard navigation', () => {
  it('moves forward by one and back by one, never below 1', () => {
    const s = steps('tiles', 'textbox', 'contact');
    expect(nextStepNumber(s, 1, {})).toBe(2);
    expect(previousStepNumber(s, 2, {})).toBe(1);
    expect(previousStepNumber(s, 1, {})).toBe(1);
  });
  it('resets an out-of-range step to 1', () => {
    expect(clampStep(0, 3)).toBe(1);
    expect(clampStep(4, 3)).toBe(1);
    expect(clampStep(2, 3)).toBe(2);
  });
  it('skips documentUpload and documentInfo together when nothing was uploaded', () => {
    const s = steps('tiles', 'documentUpload', 'documentInfo', 'contact');
    expect(nextStepNumber(s, 2, {})).toBe(4);
    expect(nextStepNumber(s, 2, { s2: doc })).toBe(3);
  });
  it('skips a documentInfo step with no upload, capped at the last step', () => {
    const s = steps('tiles', 'documentInfo', 'contact');
    expect(nextStepNumber(s, 1, {})).toBe(3);
    const tail = steps('tiles', 'documentInfo');
    expect(nextStepNumber(tail, 1, {})).toBe(2);
    expect(isLastStep(tail, 1, {})).toBe(true);
  });
  it('goes back over a documentInfo step that has nothing to show', () => {
    const s = steps('tiles', 'documentUpload', 'documentInfo', 'contact');
    expect(previousStepNumber(s, 4, {})).toBe(2);
    expect(previousStepNumber(s, 4, { s2: doc })).toBe(3);
  });
  it('treats the last step as the submitting one', () => {
    const s = steps('tiles', 'textbox');
    expect(isLastStep(s, 1, {})).toBe(false);
    expect(isLastStep(s, 2, {})).toBe(true);
  });
});

describe('progress', () => {
  it('counts the steps answered before the current one, with a minimum of 1%, or 2% in the embed', () => {
    expect(progressPercent(1, 4)).toBe(1);
    expect(progressPercent(2, 4)).toBe(25);
    expect(progressPercent(4, 4)).toBe(75);
    expect(progressPercent(10, 10, 2)).toBe(90);
    expect(progressPercent(1, 200)).toBe(1);
    expect(progressPercent(1, 200, 2)).toBe(2);
    expect(progressPercent(0, 0, 2)).toBe(2);
  });
});

describe('submission payload', () => {
  it('carries the answers kept by step id under the step titles, and adds _sessionInfo', () => {
    const s = steps('tiles', 'textbox');
    expect(buildSubmission(s, { s1: 'a', s2: 'hi' }, { sessionId: 'x', sessionNo: 3 })).toEqual({
      S1: 'a',
      S2: 'hi',
      _sessionInfo: { sessionId: 'x', sessionNo: 3 },
    });
  });
  it('stores the upload placeholder when no document was uploaded', () => {
    const s = steps('documentUpload');
    expect(buildSubmission(s, {}, null)).toEqual({ S1: 'Upload your document' });
  });
  it('uses "Step N" for an untitled step in payloads, and keeps answers under the step id', () => {
    expect(titleKey({ title: '  ' }, 2)).toBe('Step 3');
    expect(answerKey({ id: 'notes' }, 2)).toBe('notes');
    expect(answerKey({}, 2)).toBe('step-3');
  });
});

describe('upload estimate', () => {
  it('assumes 250 KB per second and picks seconds, minutes or hours', () => {
    expect(uploadEstimate(250 * 1024 * 10)).toEqual({ value: 10, unit: 'seconds' });
    expect(uploadEstimate(250 * 1024 * 120)).toEqual({ value: 2, unit: 'minutes' });
    expect(uploadEstimate(250 * 1024 * 7200)).toEqual({ value: 2, unit: 'hours' });
  });
  it('rises over 10 seconds, capped at 95% until done', () => {
    expect(uploadProgress(0, false)).toBe(0);
    expect(uploadProgress(5000, false)).toBe(48);
    expect(uploadProgress(60_000, false)).toBe(95);
    expect(uploadProgress(1000, true)).toBe(100);
  });
});

describe('step validity (docs/spec/respondent-side.md §5)', () => {
  const one = (step: object) => normalizeConfig({ steps: [step] }).steps[0];
  const cases: [string, object, unknown, boolean][] = [
    ['tiles with a value', { type: 'tiles', title: 't' }, 'a', true],
    ['tiles without a value', { type: 'tiles', title: 't' }, undefined, false],
    ['multiSelect with one item', { type: 'multiSelect', title: 't' }, ['a'], true],
    ['multiSelect empty', { type: 'multiSelect', title: 't' }, [], false],
    ['dropdown required without value', { type: 'dropdown', title: 't' }, undefined, false],
    [
      'dropdown not required',
      { type: 'dropdown', title: 't', validation: { required: false } },
      undefined,
      true,
    ],
    ['slider always', { type: 'slider', title: 't' }, undefined, true],
    ['followup with both', { type: 'followup', title: 't' }, { option: 'a', followup: 'x' }, true],
    ['followup without followup', { type: 'followup', title: 't' }, { option: 'a', followup: '' }, false],
    ['textbox required blank', { type: 'textbox', title: 't', validation: { required: true } }, '   ', false],
    ['textbox required filled', { type: 'textbox', title: 't', validation: { required: true } }, ' x ', true],
    ['textbox optional blank', { type: 'textbox', title: 't' }, '', true],
    ['location with postal code', { type: 'location', title: 't' }, { postalCode: '12345' }, true],
    ['location without', { type: 'location', title: 't' }, { fullAddress: 'x' }, false],
    [
      'contact complete',
      { type: 'contact', title: 't' },
      { firstName: 'A', lastName: 'B', email: 'a@b.co', consent: true },
      true,
    ],
    [
      'contact without consent',
      { type: 'contact', title: 't' },
      { firstName: 'A', lastName: 'B', email: 'a@b.co', consent: false },
      false,
    ],
    [
      'contact with consent missing',
      { type: 'contact', title: 't' },
      { firstName: 'A', lastName: 'B', email: 'a@b.co' },
      false,
    ],
    [
      'contact bad email',
      { type: 'contact', title: 't' },
      { firstName: 'A', lastName: 'B', email: 'a@b' },
      false,
    ],
    [
      'contact email with space',
      { type: 'contact', title: 't' },
      { firstName: 'A', lastName: 'B', email: 'a @b.co' },
      false,
    ],
    [
      'documentUpload required empty',
      { type: 'documentUpload', title: 't', validation: { required: true } },
      undefined,
      false,
    ],
    ['documentUpload optional empty', { type: 'documentUpload', title: 't' }, undefined, true],
  ];
  it.each(cases)('%s', (_name, step, answer, valid) => {
    expect(isStepValid(one(step), answer)).toBe(valid);
  });
  it('documentInfo is valid only after an upload', () => {
    const s = steps('documentUpload', 'documentInfo');
    expect(stepValidity(s, 2, {})).toBe(false);
    expect(stepValidity(s, 2, { s1: doc })).toBe(true);
  });
  it('only textbox and documentUpload when not required, and documentInfo, are optional', () => {
    expect(isStepOptional(one({ type: 'textbox', title: 't' }))).toBe(true);
    expect(isStepOptional(one({ type: 'textbox', title: 't', validation: { required: true } }))).toBe(false);
    expect(isStepOptional(one({ type: 'documentUpload', title: 't' }))).toBe(true);
    expect(isStepOptional(one({ type: 'documentInfo', title: 't' }))).toBe(true);
    for (const type of ['tiles', 'multiSelect', 'dropdown', 'slider', 'followup', 'location', 'contact']) {
      expect(isStepOptional(one({ type, title: 't' }))).toBe(false);
    }
  });
});
