import { MAX_PROMPT_LENGTH } from '@forms-engine/contracts';
import { describe, expect, it } from 'vitest';
import { afterAuthPath, authQuery, localPath, PROMPT_LIMIT, pendingPrompt } from './pending-prompt.ts';

describe('where a sign-in goes on to', () => {
  it('continues to the builder with a prompt carried to /auth, else to /', () => {
    const search = new URLSearchParams({ prompt: 'Quote form: roof, size' }).toString();
    expect(pendingPrompt(search)).toBe('Quote form: roof, size');
    expect(afterAuthPath(search)).toBe('/buildform?prompt=Quote%20form%3A%20roof%2C%20size');
    expect(afterAuthPath('')).toBe('/');
    expect(afterAuthPath('prompt=%20%20')).toBe('/');
  });
  it('goes back to the page that sent the visitor, and only to a page of this site', () => {
    expect(afterAuthPath(authQuery('/buildform').slice(1))).toBe('/buildform');
    expect(localPath('//evil.example/')).toBeNull();
    expect(localPath('/\\evil.example')).toBeNull();
    expect(localPath('https://evil.example/')).toBeNull();
    expect(afterAuthPath('next=%2F%2Fevil.example%2F')).toBe('/');
  });
  it('opens the form built before signing up, publishing it when the visitor signed up to publish', () => {
    expect(afterAuthPath(authQuery('/buildform').slice(1), 12)).toBe('/buildform?formId=12');
    expect(afterAuthPath(authQuery('/buildform?publish=1', { mode: 'register' }).slice(1), 12)).toBe(
      '/buildform?formId=12&publish=1',
    );
  });
  it('never carries more than a prompt may hold', () => {
    expect(PROMPT_LIMIT).toBe(MAX_PROMPT_LENGTH);
    expect(pendingPrompt(`prompt=${'x'.repeat(5000)}`)?.length).toBe(MAX_PROMPT_LENGTH);
  });
});
