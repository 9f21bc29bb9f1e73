import { MAX_PROMPT_LENGTH } from '@forms-engine/contracts';
import { describe, expect, it } from 'vitest';
import { afterAuthPath, authPathFor, PROMPT_LIMIT, pendingPrompt } from './pending-prompt.ts';

describe('a prompt kept through sign-up', () => {
  it('goes to plain /auth without a prompt, and carries one when typed', () => {
    expect(authPathFor('')).toBe('/auth');
    expect(authPathFor('   ')).toBe('/auth');
    expect(authPathFor(null)).toBe('/auth');
    expect(authPathFor('  A form & more? ')).toBe('/auth?prompt=A+form+%26+more%3F');
  });
  it('continues to the builder with the same prompt, else to /', () => {
    const search = authPathFor('Quote form: roof, size').split('?')[1];
    expect(pendingPrompt(search)).toBe('Quote form: roof, size');
    expect(afterAuthPath(search)).toBe('/buildform?prompt=Quote%20form%3A%20roof%2C%20size');
    expect(afterAuthPath('')).toBe('/');
    expect(afterAuthPath('prompt=%20%20')).toBe('/');
  });
  it('never carries more than a prompt may hold', () => {
    expect(PROMPT_LIMIT).toBe(MAX_PROMPT_LENGTH);
    expect(pendingPrompt(`prompt=${'x'.repeat(5000)}`)?.length).toBe(MAX_PROMPT_LENGTH);
  });
});
