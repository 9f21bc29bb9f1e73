// Option icons: fitting keywords in English and German, and only names that exist in lucide.
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { lexiconIcons, pickIcon } from './icons.ts';
import { COMMON_STEPS, DOMAINS } from './templates/index.ts';

describe('pickIcon', () => {
  it('picks fitting icons and emoji from English and German words', () => {
    expect(pickIcon('House').icon).toBe('Home');
    expect(pickIcon('Wohnung').icon).toBe('Building2');
    expect(pickIcon('Flat roof').icon).toBe('Square');
    expect(pickIcon('Solar panels').icon).toBe('Sun');
    expect(pickIcon('Yes')).toEqual({ icon: 'Check', emoji: '✅' });
  });

  it('matches short words only as whole words', () => {
    expect(pickIcon('Tow bar').icon).not.toBe('Wine');
    expect(pickIcon('Acme').icon).toBe('Circle');
  });

  it('falls back to the context, then to Circle', () => {
    expect(pickIcon('Zyx', 'Which car make?').icon).toBe('Car');
    expect(pickIcon('Zyx')).toEqual({ icon: 'Circle', emoji: '🔹' });
  });

  it('only uses icon names that exist in lucide', () => {
    const templateIcons = [...DOMAINS.flatMap((d) => d.steps), ...COMMON_STEPS].flatMap((s) =>
      (s.options ?? []).map((o) => o.icon).filter((i): i is string => Boolean(i)),
    );
    const missing = [...lexiconIcons(), ...templateIcons, 'Circle', 'Hash'].filter(
      (name) => !(name in lucide),
    );
    expect(missing).toEqual([]);
  });
});
