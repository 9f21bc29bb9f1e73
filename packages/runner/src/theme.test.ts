import { describe, expect, it } from 'vitest';
import {
  textSafeColor,
  cssColor,
  readableTextOn,
  readStoredTheme,
  resolveRunnerTheme,
  safeLocalStorage,
  themeStyle,
} from './theme.ts';

describe('runner theme', () => {
  it('defaults to blue, purple, teal and a sans-serif font', () => {
    const t = resolveRunnerTheme({});
    expect([t.primary, t.secondary, t.accent]).toEqual(['#3b82f6', '#a855f7', '#14b8a6']);
    expect(t.fontFamily).toMatch(/sans-serif$/);
    expect(t.fontSize).toBe('16px');
    expect(t.fontWeight).toBe('400');
  });
  it('takes local-storage values, and the form colour overrides primary', () => {
    const stored = { primary: 'red', secondary: '#123456', accent: 'amber', font: 'Georgia' };
    const t = resolveRunnerTheme({ stored });
    expect([t.primary, t.secondary, t.accent]).toEqual(['#ef4444', '#123456', '#f59e0b']);
    expect(t.fontFamily.startsWith('Georgia, ')).toBe(true);
    expect(resolveRunnerTheme({ stored, color: '#10b981' }).primary).toBe('#10b981');
  });
  it('uses the config font size and weight', () => {
    const t = resolveRunnerTheme({ theme: { font: { size: 'large', weight: 600 } } });
    expect(t.fontSize).toBe('18px');
    expect(t.fontWeight).toBe('600');
  });
  it('ignores values that are not colours', () => {
    expect(cssColor('url(javascript:x)')).toBeUndefined();
    expect(cssColor('#12345')).toBeUndefined();
    expect(cssColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(resolveRunnerTheme({ color: 'nonsense' }).primary).toBe('#3b82f6');
  });
  it('picks readable text on the primary colour', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
  });
  it('darkens a light primary for text until it reads on white', () => {
    expect(textSafeColor('#10b981')).not.toBe('#10b981');
    expect(textSafeColor('#1d4ed8')).toBe('#1d4ed8');
    expect(resolveRunnerTheme({ color: '#10b981' }).primaryText).toBe(textSafeColor('#10b981'));
  });
  it('tolerates storage that throws (sandboxed frames)', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredTheme(storage)).toEqual({ primary: null, secondary: null, accent: null, font: null });
  });
  it('tolerates a window whose localStorage getter throws', () => {
    const g = globalThis as { window?: unknown };
    const saved = g.window;
    g.window = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new Error('Access is denied for this document.');
      },
    });
    try {
      expect(safeLocalStorage()).toBeUndefined();
    } finally {
      g.window = saved;
    }
  });
  it("a theme without background, radius or button style keeps the sheet's own values", () => {
    const style = themeStyle(resolveRunnerTheme({ color: '#10b981' }));
    expect(style).toMatchObject({
      '--fe-bg': '#ffffff',
      '--fe-surface': '#fff',
      '--fe-surface-soft': '#f8fafc',
      '--fe-border': '#e2e8f0',
      '--fe-input-border': '#cbd5e1',
      '--fe-track': '#f1f5f9',
      '--fe-error': '#b91c1c',
      '--fe-radius': '12px',
    });
    expect(resolveRunnerTheme({}).buttonStyle).toBe('filled');
  });
  it('a dark background gets shades of itself, light messages and a primary lightened for text on it', () => {
    const t = resolveRunnerTheme({
      color: '#1d4ed8',
      theme: { colors: { background: { white: '#0f172a' }, text: { dark: '#f1f5f9' } } },
    });
    expect(t.surface).toBe('#0f172a');
    expect(t.border).toBe('color-mix(in srgb, #f1f5f9 14%, #0f172a)');
    expect(t.error).toBe('#fca5a5');
    expect(t.primaryText).not.toBe('#1d4ed8');
    expect(textSafeColor(t.primaryText, 4.5, '#0f172a')).toBe(t.primaryText);
    // The same colour on white needs no change.
    expect(resolveRunnerTheme({ color: '#1d4ed8' }).primaryText).toBe('#1d4ed8');
  });
  it('takes the corner radius and button style of the theme', () => {
    const t = resolveRunnerTheme({ theme: { radius: 0, buttonStyle: 'outline' } });
    expect(t.radius).toBe('0px');
    expect(t.buttonStyle).toBe('outline');
  });
});
