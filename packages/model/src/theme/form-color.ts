// A form's colour lives in its config (theme.colors.primary), so it is drafted, published and restored with it.
import { isRecord, unwrapConfig } from '../config-shape.ts';
import { COLOR_NAMES, normalizeHex } from './color.ts';
import {
  BUTTON_STYLES,
  type ButtonStyle,
  DEFAULT_RADIUS,
  type ThemeLook,
  type ThemePresetId,
} from './presets.ts';

/** The colour a config names (theme.colors.primary) as 7-character hex, or null when it names none. */
export function configColor(config: unknown): string | null {
  const c = unwrapConfig(config);
  const theme = c && isRecord(c.theme) ? c.theme : null;
  const colors = theme && isRecord(theme.colors) ? theme.colors : null;
  const primary = colors?.primary;
  if (typeof primary !== 'string') return null;
  const v = primary.trim().toLowerCase();
  return (Object.hasOwn(COLOR_NAMES, v) ? COLOR_NAMES[v] : null) ?? normalizeHex(v);
}

/** The config with its colour set; the rest of the theme is kept. */
export function withConfigColor(config: unknown, hex: string): Record<string, unknown> {
  const c = unwrapConfig(config) ?? {};
  const theme = isRecord(c.theme) ? c.theme : {};
  const colors = isRecord(theme.colors) ? theme.colors : {};
  return { ...c, theme: { ...theme, colors: { ...colors, primary: hex } } };
}

/** The config with its font family set (theme.font.family); size and weight are kept. */
export function withConfigFont(config: unknown, family: string): Record<string, unknown> {
  const c = unwrapConfig(config) ?? {};
  const theme = isRecord(c.theme) ? c.theme : {};
  const font = isRecord(theme.font) ? theme.font : {};
  return { ...c, theme: { ...theme, font: { ...font, family } } };
}

/** How a form looks when its theme says nothing: exactly the runner's defaults. */
export const DEFAULT_LOOK = {
  background: '#ffffff',
  text: '#0f172a',
  muted: '#64748b',
  buttonStyle: 'filled',
  radius: DEFAULT_RADIUS,
} as const satisfies Partial<ThemeLook>;

/** The background, text colours, button style and radius a config names, with the defaults for the rest. */
export function configLook(config: unknown): Omit<ThemeLook, 'primary' | 'font'> & { preset?: string } {
  const c = unwrapConfig(config);
  const theme = c && isRecord(c.theme) ? c.theme : {};
  const colors = isRecord(theme.colors) ? theme.colors : {};
  const text = isRecord(colors.text) ? colors.text : {};
  const background = isRecord(colors.background) ? colors.background : {};
  const str = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return {
    background: str(background.white, DEFAULT_LOOK.background),
    text: str(text.dark, DEFAULT_LOOK.text),
    muted: str(text.muted, DEFAULT_LOOK.muted),
    buttonStyle: BUTTON_STYLES.includes(theme.buttonStyle as ButtonStyle)
      ? (theme.buttonStyle as ButtonStyle)
      : DEFAULT_LOOK.buttonStyle,
    radius: typeof theme.radius === 'number' ? theme.radius : DEFAULT_LOOK.radius,
    ...(typeof theme.preset === 'string' ? { preset: theme.preset } : {}),
  };
}

/**
 * The config with the given parts of its look set (a preset sets them all); the rest of the theme is kept.
 * `preset` names the look it came from; a change by hand passes null to drop the name.
 */
export function withConfigLook(
  config: unknown,
  look: Partial<ThemeLook> & { preset?: ThemePresetId | null },
): Record<string, unknown> {
  const c = unwrapConfig(config) ?? {};
  const theme = isRecord(c.theme) ? { ...c.theme } : {};
  const colors = isRecord(theme.colors) ? { ...theme.colors } : {};
  const text = isRecord(colors.text) ? { ...colors.text } : {};
  const background = isRecord(colors.background) ? { ...colors.background } : {};
  if (look.primary !== undefined) colors.primary = look.primary;
  if (look.text !== undefined) text.dark = look.text;
  if (look.muted !== undefined) text.muted = look.muted;
  if (look.background !== undefined) background.white = look.background;
  colors.text = text;
  colors.background = background;
  theme.colors = colors;
  if (look.buttonStyle !== undefined) theme.buttonStyle = look.buttonStyle;
  if (look.radius !== undefined) theme.radius = look.radius;
  if (look.font !== undefined)
    theme.font = { ...(isRecord(theme.font) ? theme.font : {}), family: look.font };
  if (look.preset === null) delete theme.preset;
  else if (look.preset !== undefined) theme.preset = look.preset;
  return { ...c, theme };
}
