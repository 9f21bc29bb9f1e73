// validateSubmission over every step type: what is stored, and which answers are refused with which message.
import { answerKey, normalizeConfig, toTitleKeys } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { allStepsConfig } from '../../../../e2e/fixtures/configs.ts';
import { validateSubmission } from './answers.ts';

const config = normalizeConfig(allStepsConfig);
/** What is stored, read back under the questions' titles as the payload sent it (it is kept by step id). */
const stored = (answers: Record<string, unknown>) =>
  toTitleKeys(config.steps, validateSubmission(config, answers).answers);
const complete: Record<string, unknown> = {
  'What type of property do you have?': 'house',
  'Which services interest you?': ['panels', 'ev'],
  'Which roof type do you have?': 'metal',
  'Monthly electricity bill': 150,
  'How did you hear about us?': { option: 'other', followup: 'A friend' },
  'Anything else we should know?': 'Call after 5',
  'What is your address?': { fullAddress: '1 Main St', postalCode: '62701', isAvailable: true },
  'Upload your latest bill': 'Upload your document',
  'Your bill analysis': 'nothing uploaded',
  'Do you own the home?': true,
  'What is the living area?': 120,
  'How likely are you to recommend us?': 9,
  'Which panel look do you prefer?': 'black',
  'When would you like us to come?': { date: '2099-06-02', slot: 'am' },
  'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
};

describe('validateSubmission', () => {
  it('stores a complete answer map of every step type as sent (the analysis step is off the path without an upload)', () => {
    const { 'Your bill analysis': _, ...onPath } = complete;
    expect(stored(complete)).toEqual(onPath);
  });

  it("keeps each answer under its step's id, with the title it was answered under as its label", () => {
    const { answers, labels } = validateSubmission(config, complete);
    const tiles = answerKey(config.steps[0], 0);
    expect(tiles).toBe(config.steps[0].id);
    expect(answers[tiles]).toBe('house');
    expect(answers).not.toHaveProperty('What type of property do you have?');
    expect(labels[tiles]).toBe('What type of property do you have?');
    expect(Object.keys(labels).sort()).toEqual(Object.keys(answers).sort());
  });

  it('takes a payload naming questions by step id as well, and refuses a key naming no question', () => {
    const byId = Object.fromEntries(
      Object.entries(complete).map(([title, v]) => [config.steps.find((s) => s.title === title)?.id, v]),
    );
    expect(validateSubmission(config, byId).answers).toEqual(validateSubmission(config, complete).answers);
    expect(() => validateSubmission(config, { ...complete, 'Old question': 'x' })).toThrow(
      'Unknown question "Old question" in response',
    );
  });

  it('keeps the no-upload placeholder and any documentInfo value without checking them', () => {
    expect(stored(complete)['Upload your latest bill']).toBe('Upload your document');
    const uploaded = { documentUrl: '/api/documents/x', fileName: 'bill.pdf' };
    const out = stored({
      ...complete,
      'Upload your latest bill': uploaded,
      'Your bill analysis': { anything: 1 },
    });
    expect(out['Upload your latest bill']).toEqual(uploaded);
    expect(out['Your bill analysis']).toEqual({ anything: 1 });
  });

  it.each([
    ['tiles', 'What type of property do you have?', 'castle'],
    ['dropdown', 'Which roof type do you have?', 'thatch'],
    ['multiSelect', 'Which services interest you?', ['panels', 'pool']],
    ['followup', 'How did you hear about us?', { option: 'radio', followup: 'FM' }],
  ])('refuses a %s answer choosing an option the step does not have', (_type, key, value) => {
    expect(() => validateSubmission(config, { ...complete, [key]: value })).toThrow(
      `Invalid option for "${key}"`,
    );
  });

  it.each([
    ['multiSelect', 'Which services interest you?', []],
    ['followup', 'How did you hear about us?', { option: 'other', followup: '' }],
    ['location', 'What is your address?', { fullAddress: 'x' }],
    ['contact', 'How can we reach you?', { firstName: 'A', lastName: 'B', email: 'nope' }],
  ])('refuses an invalid %s answer', (_type, key, value) => {
    expect(() => validateSubmission(config, { ...complete, [key]: value })).toThrow(
      `Invalid answer for "${key}"`,
    );
  });

  it.each([
    ['the word "yes"', 'yes'],
    ['a number', 1],
    ['a list', [true]],
  ])('refuses %s as a yes/no answer, saying what it takes', (_what, value) => {
    expect(() => validateSubmission(config, { ...complete, 'Do you own the home?': value })).toThrow(
      'Invalid answer for "Do you own the home?": the answer must be true (yes) or false (no)',
    );
  });

  it.each([
    ['words', 'about 120', 'the answer must be a number'],
    ['decimals on a whole-number step', 120.5, 'the answer must be a whole number'],
    ['too little', 5, 'the answer must be at least 10'],
    ['too much', 5000, 'the answer must be at most 1000'],
  ])('refuses %s as a number answer, saying what it takes', (_what, value, reason) => {
    expect(() => validateSubmission(config, { ...complete, 'What is the living area?': value })).toThrow(
      `Invalid answer for "What is the living area?": ${reason}`,
    );
  });

  it('refuses a rating off its scale, saying which numbers it takes', () => {
    expect(() =>
      validateSubmission(config, { ...complete, 'How likely are you to recommend us?': 11 }),
    ).toThrow(
      'Invalid answer for "How likely are you to recommend us?": the answer must be a whole number from 0 to 10',
    );
  });

  it('names the reason when the step type gives one (the contact step without consent)', () => {
    const key = 'How can we reach you?';
    const unticked = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: false };
    expect(() => validateSubmission(config, { ...complete, [key]: unticked })).toThrow(
      `Invalid answer for "${key}": consent to the data processing terms is required`,
    );
  });

  it('refuses a missing required answer and accepts missing optional ones', () => {
    const { 'What type of property do you have?': _, ...noTiles } = complete;
    expect(() => validateSubmission(config, noTiles)).toThrow(
      'Missing answer for "What type of property do you have?"',
    );
    const { 'Anything else we should know?': __, 'Monthly electricity bill': ___, ...rest } = complete;
    const { 'Your bill analysis': ____, ...restOnPath } = rest;
    expect(stored(rest)).toEqual(restOnPath);
  });
});
