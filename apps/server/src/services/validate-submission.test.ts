// validateSubmission over every step type: what is stored, and which answers are refused with which message.
import { normalizeConfig } from '@forms-engine/forms';
import { describe, expect, it } from 'vitest';
import { allStepsConfig } from '../../../../e2e/fixtures/configs.ts';
import { validateSubmission } from './answers.ts';

const steps = normalizeConfig(allStepsConfig).steps;
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
  'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
};

describe('validateSubmission', () => {
  it('stores a complete answer map of every step type as sent', () => {
    expect(validateSubmission(steps, complete)).toEqual(complete);
  });

  it('keeps the no-upload placeholder and any documentInfo value without checking them', () => {
    const out = validateSubmission(steps, { ...complete, 'Your bill analysis': { anything: 1 } });
    expect(out['Upload your latest bill']).toBe('Upload your document');
    expect(out['Your bill analysis']).toEqual({ anything: 1 });
  });

  it.each([
    ['tiles', 'What type of property do you have?', 'castle'],
    ['dropdown', 'Which roof type do you have?', 'thatch'],
    ['multiSelect', 'Which services interest you?', ['panels', 'pool']],
    ['followup', 'How did you hear about us?', { option: 'radio', followup: 'FM' }],
  ])('refuses a %s answer choosing an option the step does not have', (_type, key, value) => {
    expect(() => validateSubmission(steps, { ...complete, [key]: value })).toThrow(
      `Invalid option for "${key}"`,
    );
  });

  it.each([
    ['multiSelect', 'Which services interest you?', []],
    ['followup', 'How did you hear about us?', { option: 'other', followup: '' }],
    ['location', 'What is your address?', { fullAddress: 'x' }],
    ['contact', 'How can we reach you?', { firstName: 'A', lastName: 'B', email: 'nope' }],
  ])('refuses an invalid %s answer', (_type, key, value) => {
    expect(() => validateSubmission(steps, { ...complete, [key]: value })).toThrow(
      `Invalid answer for "${key}"`,
    );
  });

  it('refuses a missing required answer and accepts missing optional ones', () => {
    const { 'What type of property do you have?': _, ...noTiles } = complete;
    expect(() => validateSubmission(steps, noTiles)).toThrow(
      'Missing answer for "What type of property do you have?"',
    );
    const { 'Anything else we should know?': __, 'Monthly electricity bill': ___, ...rest } = complete;
    expect(validateSubmission(steps, rest)).toEqual(rest);
  });
});
