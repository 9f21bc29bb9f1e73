import { describe, expect, it } from 'vitest';
import { safeNormalizeConfig } from '../config.ts';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color.ts';
import { configLook, DEFAULT_LOOK, withConfigLook } from './form-color.ts';
import { THEME_PRESET_IDS, THEME_PRESETS } from './presets.ts';

const steps = [{ type: 'textbox', title: 'Name' }];

describe('theme presets', () => {
  it.each(THEME_PRESET_IDS)('%s keeps its text and hints readable on its background (WCAG AA)', (id) => {
    const p = THEME_PRESETS[id];
    expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(p.muted, p.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('a preset applied to a config is a valid theme, read back as it was set', () => {
    const config = withConfigLook(
      { steps, theme: { font: { size: 'large' } } },
      { ...THEME_PRESETS.dark, preset: 'dark' },
    );
    const parsed = safeNormalizeConfig(config);
    expect(parsed.ok).toBe(true);
    expect(configLook(config)).toEqual({
      background: '#0f172a',
      text: '#f1f5f9',
      muted: '#94a3b8',
      buttonStyle: 'filled',
      radius: 12,
      preset: 'dark',
    });
    const theme = (config as { theme: { font: unknown; colors: { primary: string } } }).theme;
    expect(theme.font).toEqual({ size: 'large', family: 'Inter' });
    expect(theme.colors.primary).toBe('#38bdf8');
  });

  it('a change by hand drops the preset name and keeps the rest', () => {
    const preset = withConfigLook({ steps }, { ...THEME_PRESETS.warm, preset: 'warm' });
    const changed = withConfigLook(preset, { radius: 0, preset: null });
    expect(configLook(changed)).toMatchObject({ radius: 0, background: '#fffbeb' });
    expect(configLook(changed).preset).toBeUndefined();
  });

  it('a config without a theme reads as the defaults', () => {
    expect(configLook({ steps })).toEqual(DEFAULT_LOOK);
  });
});

describe('theme validation', () => {
  const check = (theme: unknown) => safeNormalizeConfig({ steps, theme });
  it('refuses text too close to its background, in words', () => {
    const r = check({ colors: { text: { dark: '#777777' }, background: { white: '#888888' } } });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatch(
        /theme\.colors\.text\.dark: Text colour is too close to the background colour.*4\.5:1/,
      );
  });
  it('refuses a corner radius outside 0 to 24 or not whole, and an unknown button style', () => {
    for (const radius of [-1, 25, 3.5, '8']) {
      const r = check({ radius });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain('theme.radius: Corner radius must be a whole number');
    }
    const r = check({ buttonStyle: 'wavy' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('theme.buttonStyle: Button style must be filled or outline');
  });
  it('accepts readable colours and names', () => {
    expect(check({ colors: { text: { dark: 'slate' }, background: { white: '#fff' } } }).ok).toBe(true);
  });
});
