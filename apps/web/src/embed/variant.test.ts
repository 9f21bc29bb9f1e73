// A visitor's A/B variant: drawn by weight once, then read back from the frame's storage for the same test.
import { describe, expect, it } from 'vitest';
import type { EmbedForm } from './load-form.ts';
import { pickByWeight, withVariant } from './variant.ts';

const form: EmbedForm = { id: 7, config: { steps: ['published'] } };
const test = {
  id: 3,
  variants: [
    { key: 'A', weight: 70, config: { steps: ['a'] } },
    { key: 'B', weight: 30, config: { steps: ['b'] } },
  ],
};

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('A/B variant assignment in the frame', () => {
  it('splits by weight', () => {
    expect(pickByWeight(test.variants, 0)).toBe('A');
    expect(pickByWeight(test.variants, 0.69)).toBe('A');
    expect(pickByWeight(test.variants, 0.7)).toBe('B');
    expect(pickByWeight(test.variants, 0.999)).toBe('B');
  });

  it('draws once and keeps the variant for the same test, whatever the next draw', () => {
    const storage = memory();
    const first = withVariant(form, test, storage, () => 0.9);
    expect(first).toMatchObject({ variant: 'B', config: { steps: ['b'] } });
    expect(withVariant(form, test, storage, () => 0.1).variant).toBe('B');
    // A new test draws again.
    expect(withVariant(form, { ...test, id: 4 }, storage, () => 0.1).variant).toBe('A');
  });

  it('draws one number per visitor: every visitor gets a variant, whatever numbers come next', () => {
    // Numbers that would pick B, then A: a draw made once per variant would match neither.
    const numbers = [0.9, 0.1];
    const drawn = withVariant(form, test, memory(), () => numbers.shift() ?? 0.5);
    expect(drawn).toMatchObject({ variant: 'B', config: { steps: ['b'] } });
    expect(numbers).toEqual([0.1]);
  });

  it('shows the published form when no test runs, and draws without storage', () => {
    expect(withVariant(form, undefined, memory())).toBe(form);
    expect(withVariant(form, test, null, () => 0.95).variant).toBe('B');
    const broken = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(withVariant(form, test, broken, () => 0.2).variant).toBe('A');
  });
});
