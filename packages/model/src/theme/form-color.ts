// A form's colour lives in its config (theme.colors.primary), so it is drafted, published and restored with it.
import { isRecord, unwrapConfig } from '../config-shape.ts';
import { COLOR_NAMES, normalizeHex } from './color.ts';

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
