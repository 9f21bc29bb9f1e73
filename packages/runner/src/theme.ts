// Runner theme: form colour over local-storage primary/secondary/accent/font (defaults blue, purple, teal, sans-serif).
import { type ButtonStyle, COLOR_NAMES, DEFAULT_RADIUS, type TTheme } from '@forms-engine/model';

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
  const luminance = relativeLuminance(rgb);
  // Contrast with white vs with near-black; pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? light : dark;
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrastOn(hex: string, background: [number, number, number]): number {
  const rgb = hexChannels(hex);
  if (!rgb) return 21;
  const [a, b] = [relativeLuminance(rgb), relativeLuminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE: [number, number, number] = [255, 255, 255];

/**
 * The colour moved away from `background` (darkened on light ones, lightened on dark ones) until text in it
 * reaches `ratio` against it; non-hex values pass through.
 */
export function textSafeColor(hex: string, ratio = 4.5, background = '#ffffff'): string {
  const rgb = hexChannels(hex);
  if (!rgb) return hex;
  const bg = hexChannels(background) ?? WHITE;
  const lighten = relativeLuminance(bg) < 0.18;
  let [r, g, b] = rgb;
  let current = hex;
  for (let i = 0; i < 20 && contrastOn(current, bg) < ratio; i++) {
    [r, g, b] = [r, g, b].map((c) => Math.round(lighten ? c + (255 - c) * 0.1 : c * 0.9));
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
  /** Tiles and fields, their hover and quiet panels, card and field borders: derived from the background. */
  surface: string;
  surfaceSoft: string;
  border: string;
  inputBorder: string;
  /** The progress bar's empty part. */
  track: string;
  error: string;
  ok: string;
  radius: string;
  buttonStyle: ButtonStyle;
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
  const background = cssColor(colors?.background?.white) ?? '#ffffff';
  const family = input.theme?.font?.family?.trim() || stored.font?.trim() || THEME_DEFAULTS.font;
  const size = input.theme?.font?.size;
  const weight = input.theme?.font?.weight;
  const radius = input.theme?.radius;
  return {
    primary,
    primaryText: textSafeColor(primary, 4.5, background),
    secondary,
    accent,
    onPrimary: readableTextOn(primary),
    textDark,
    textLight: cssColor(colors?.text?.light) ?? '#ffffff',
    textMuted: cssColor(colors?.text?.muted) ?? '#64748b',
    background,
    ...surfaces(background, textDark),
    radius: `${typeof radius === 'number' && radius >= 0 && radius <= 48 ? radius : DEFAULT_RADIUS}px`,
    buttonStyle: input.theme?.buttonStyle === 'outline' ? 'outline' : 'filled',
    fontFamily: family === THEME_DEFAULTS.font ? FONT_STACK : `${family}, ${FONT_STACK}`,
    fontSize: FONT_SIZES[size === 'small' || size === 'large' ? size : 'medium'],
    fontWeight: String(weight ?? 400),
  };
}

/** A white card keeps the sheet's own greys; any other background gets its shades mixed from text and background. */
function surfaces(background: string, text: string) {
  if (/^#f{3}(?:f{3})?$/i.test(background)) {
    return {
      surface: '#fff',
      surfaceSoft: '#f8fafc',
      border: '#e2e8f0',
      inputBorder: '#cbd5e1',
      track: '#f1f5f9',
      error: '#b91c1c',
      ok: '#047857',
    };
  }
  const rgb = hexChannels(background);
  const dark = rgb !== null && relativeLuminance(rgb) < 0.18;
  const mix = (percent: number) => `color-mix(in srgb, ${text} ${percent}%, ${background})`;
  return {
    surface: background,
    surfaceSoft: mix(4),
    border: mix(14),
    inputBorder: mix(28),
    track: mix(10),
    // The red and green of messages, lightened to stay readable on a dark card.
    error: dark ? '#fca5a5' : '#b91c1c',
    ok: dark ? '#6ee7b7' : '#047857',
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
    '--fe-surface': theme.surface,
    '--fe-surface-soft': theme.surfaceSoft,
    '--fe-border': theme.border,
    '--fe-input-border': theme.inputBorder,
    '--fe-track': theme.track,
    '--fe-error': theme.error,
    '--fe-ok': theme.ok,
    '--fe-radius': theme.radius,
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
