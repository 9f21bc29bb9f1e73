// Option icons: fitting keywords in English and German, and only names the runner can draw (its curated set).
import { ICON_EMOJI } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { HELD_OUT, PROMPTS } from '../../../bench/generator/corpus.ts';
import { HELD_OUT_VOICES } from '../../../bench/generator/held-out-voices.ts';
import { generateOffline } from './generate.ts';
import { drawableIcon, lexiconIcons, pickIcon } from './icons.ts';
import { COMMON_STEPS, DOMAINS, GENERIC_DOMAIN } from './templates/index.ts';

describe('pickIcon', () => {
  it('picks fitting icons and emoji from English and German words', () => {
    expect(pickIcon('House').icon).toBe('Home');
    expect(pickIcon('Wohnung').icon).toBe('Building2');
    expect(pickIcon('Flat roof').icon).toBe('Grid');
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

  it('only uses icons the runner can draw (a name outside its curated set renders as a blank circle)', () => {
    const templateIcons = [
      ...DOMAINS.flatMap((d) => d.steps),
      ...COMMON_STEPS,
      ...GENERIC_DOMAIN.steps,
    ].flatMap((s) => (s.options ?? []).map((o) => o.icon).filter((i): i is string => Boolean(i)));
    const missing = [...lexiconIcons(), ...templateIcons, 'Circle'].filter((name) => !(name in ICON_EMOJI));
    expect(missing).toEqual([]);
  });

  it('gives every option of every benchmark form a drawable icon', () => {
    for (const p of [...PROMPTS, ...HELD_OUT, ...HELD_OUT_VOICES]) {
      const config = generateOffline({ prompt: p.prompt, language: p.language });
      for (const step of config.steps)
        if ('options' in step)
          for (const o of step.options)
            expect(o.icon && o.icon in ICON_EMOJI, `${o.title}: ${o.icon}`).toBe(true);
    }
  });

  it('replaces a name the runner cannot draw with a fitting one', () => {
    expect(drawableIcon('home', 'House')).toBe('Home');
    expect(drawableIcon('PartyPopper', 'Birthday party')).toBe(pickIcon('Birthday party').icon);
    expect(drawableIcon('NoSuchIcon', 'Zyx')).toBe('Circle');
  });
});
