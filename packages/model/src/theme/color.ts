// Theme colours: 22 colour names map to hex (docs/spec/owner-side.md §5); hex must be 7 characters, else red.
export const COLOR_NAMES: Record<string, string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#eab308',
  purple: '#a855f7',
  pink: '#ec4899',
  indigo: '#6366f1',
  orange: '#f97316',
  teal: '#14b8a6',
  cyan: '#06b6d4',
  lime: '#84cc16',
  emerald: '#10b981',
  violet: '#8b5cf6',
  fuchsia: '#d946ef',
  rose: '#f43f5e',
  sky: '#0ea5e9',
  amber: '#f59e0b',
  slate: '#64748b',
  gray: '#6b7280',
  zinc: '#71717a',
  neutral: '#737373',
  stone: '#78716c',
};

export const DEFAULT_FORM_COLOR = '#10b981';
const FALLBACK = COLOR_NAMES.red;

/** A colour name or hex value to a 7-character hex; anything else falls back to red. */
export function resolveThemeColor(value: string | undefined | null): string {
  if (!value) return FALLBACK;
  const v = value.trim().toLowerCase();
  if (COLOR_NAMES[v]) return COLOR_NAMES[v];
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  return FALLBACK;
}

/** The hex input of the colour dialog: 3 or 6 hex digits after '#', at most 7 characters. */
export function isValidHexInput(value: string): boolean {
  return value.length <= 7 && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/** Expands #abc to #aabbcc; returns lower-case 7-character hex, or null when invalid. */
export function normalizeHex(value: string): string | null {
  if (!isValidHexInput(value)) return null;
  const v = value.toLowerCase();
  if (v.length === 4) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return v;
}

/** Readable text colour (dark or light) over a background. */
export function contrastText(hex: string): '#111827' | '#ffffff' {
  const h = resolveThemeColor(hex);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255);
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.6 ? '#111827' : '#ffffff';
}

/** WCAG relative luminance of a colour name or hex, or null when it is neither. */
function luminance(value: string): number | null {
  const v = value.trim().toLowerCase();
  const hex = Object.hasOwn(COLOR_NAMES, v) ? COLOR_NAMES[v] : normalizeHex(v);
  if (!hex) return null;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21), or null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for body text: what the form's text needs against its background. */
export const MIN_TEXT_CONTRAST = 4.5;
