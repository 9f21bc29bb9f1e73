// Runner theme: form colour over local-storage primary/secondary/accent/font (defaults blue, purple, teal, sans-serif).
import { COLOR_NAMES, type TTheme } from '@forms-engine/model';

export interface StoredTheme {
  primary?: string | null;
  secondary?: string | null;
  accent?: string | null;
  font?: string | null;
}

export const THEME_DEFAULTS = {
  primary: 'blue',
  secondary: 'purple',
  accent: 'teal',
  font: 'sans-serif',
} as const;
const FONT_STACK = 'Poppins, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const FONT_SIZES = { small: '15px', medium: '16px', large: '18px' } as const;

/** A colour name from the palette, a hex value or rgb()/hsl(); anything else is undefined. */
export function cssColor(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  const named = COLOR_NAMES[v.toLowerCase()];
  if (named) return named;
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)) return v;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/-]+\)$/i.test(v)) return v;
  return undefined;
}

function hexChannels(hex: string): [number, number, number] | null {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Dark or light text, whichever reads better on `background` (WCAG relative luminance). */
export function readableTextOn(background: string, dark = '#0f172a', light = '#ffffff'): string {
  const rgb = hexChannels(background);
  if (!rgb) return light;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white vs with near-black; pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? light : dark;
}

function contrastWithWhite(hex: string): number {
  const rgb = hexChannels(hex);
  if (!rgb) return 21;
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The colour darkened (mixed with black) until text in it reaches `ratio` against white; non-hex values pass through. */
export function textSafeColor(hex: string, ratio = 4.5): string {
  const rgb = hexChannels(hex);
  if (!rgb) return hex;
  let [r, g, b] = rgb;
  let current = hex;
  for (let i = 0; i < 20 && contrastWithWhite(current) < ratio; i++) {
    [r, g, b] = [r, g, b].map((c) => Math.round(c * 0.9));
    current = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return current;
}

export interface ResolvedTheme {
  primary: string;
  /** The primary colour for text on white (links, values): darkened when needed for 4.5:1 contrast. */
  primaryText: string;
  secondary: string;
  accent: string;
  onPrimary: string;
  textDark: string;
  textLight: string;
  textMuted: string;
  background: string;
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
}

export function resolveRunnerTheme(input: {
  stored?: StoredTheme;
  color?: string | null;
  theme?: TTheme;
}): ResolvedTheme {
  const stored = input.stored ?? {};
  const colors = input.theme?.colors;
  const primary =
    cssColor(input.color) ??
    cssColor(colors?.primary) ??
    cssColor(stored.primary) ??
    (cssColor(THEME_DEFAULTS.primary) as string);
  const secondary =
    cssColor(colors?.secondary) ??
    cssColor(stored.secondary) ??
    (cssColor(THEME_DEFAULTS.secondary) as string);
  const accent =
    cssColor(colors?.accent) ?? cssColor(stored.accent) ?? (cssColor(THEME_DEFAULTS.accent) as string);
  const textDark = cssColor(colors?.text?.dark) ?? '#0f172a';
  const family = input.theme?.font?.family?.trim() || stored.font?.trim() || THEME_DEFAULTS.font;
  const size = input.theme?.font?.size;
  const weight = input.theme?.font?.weight;
  return {
    primary,
    primaryText: textSafeColor(primary),
    secondary,
    accent,
    onPrimary: readableTextOn(primary),
    textDark,
    textLight: cssColor(colors?.text?.light) ?? '#ffffff',
    textMuted: cssColor(colors?.text?.muted) ?? '#64748b',
    background: cssColor(colors?.background?.white) ?? '#ffffff',
    fontFamily: family === THEME_DEFAULTS.font ? FONT_STACK : `${family}, ${FONT_STACK}`,
    fontSize: FONT_SIZES[size === 'small' || size === 'large' ? size : 'medium'],
    fontWeight: String(weight ?? 400),
  };
}

/** The theme as CSS custom properties for the runner's root element. */
export function themeStyle(theme: ResolvedTheme): Record<string, string> {
  return {
    '--fe-primary': theme.primary,
    '--fe-primary-text': theme.primaryText,
    '--fe-secondary': theme.secondary,
    '--fe-accent': theme.accent,
    '--fe-on-primary': theme.onPrimary,
    '--fe-text': theme.textDark,
    '--fe-text-light': theme.textLight,
    '--fe-muted': theme.textMuted,
    '--fe-bg': theme.background,
    '--fe-font': theme.fontFamily,
    '--fe-size': theme.fontSize,
    '--fe-weight': theme.fontWeight,
  };
}

/** The page's localStorage, or undefined where merely touching it throws (third-party frames with storage blocked). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the stored theme; storage may be blocked in sandboxed or third-party frames. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): StoredTheme {
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return { primary: get('primary'), secondary: get('secondary'), accent: get('accent'), font: get('font') };
}
