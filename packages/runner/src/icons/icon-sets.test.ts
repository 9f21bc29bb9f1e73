// The runner's two icon sets, lucide and emoji, name the same icons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOJI_FALLBACK, emojiFor, ICON_EMOJI } from '@forms-engine/model';
import { LUCIDE_ICONS } from './lucide-set.ts';

describe('icon modes', () => {
  it('maps about 170 lucide names to emoji', () => {
    expect(Object.keys(ICON_EMOJI).length).toBeGreaterThanOrEqual(170);
  });
  it('accepts names as authors write them and falls back to a question mark', () => {
    expect(emojiFor('Home')).toBe('🏠');
    expect(emojiFor('map-pin')).toBe('📍');
    expect(emojiFor('HomeIcon')).toBe('🏠');
    expect(emojiFor('NoSuchIcon')).toBe(EMOJI_FALLBACK);
    expect(emojiFor(undefined)).toBe('?');
  });
  it('has a lucide icon for every emoji name (the curated set), Circle included', () => {
    expect(Object.keys(LUCIDE_ICONS).sort()).toEqual(Object.keys(ICON_EMOJI).sort());
    expect(LUCIDE_ICONS.Circle).toBeDefined();
  });
  it('imports icons one by one, never the whole library by name', () => {
    const source = readFileSync(new URL('./lucide-set.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/import \* as|dynamicIconImports|DynamicIcon/);
  });
});
