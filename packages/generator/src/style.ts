// Theme words in prompts and instructions: the 22 colour names (plus German ones and hex) and the 20 offered fonts.
import { COLOR_NAMES, FONTS, normalizeHex } from '@forms-engine/model';

export { FONTS };

const GERMAN_COLORS: Record<string, string> = {
  rot: 'red',
  blau: 'blue',
  grün: 'green',
  gruen: 'green',
  gelb: 'yellow',
  lila: 'purple',
  violett: 'violet',
  rosa: 'pink',
  pink: 'pink',
  orange: 'orange',
  türkis: 'teal',
  tuerkis: 'teal',
  cyan: 'cyan',
  grau: 'gray',
  himmelblau: 'sky',
  bernstein: 'amber',
  smaragd: 'emerald',
  smaragdgrün: 'emerald',
  indigo: 'indigo',
  limette: 'lime',
  steingrau: 'stone',
};

const COLOR_WORD_RE = new RegExp(
  `(?:^|[^a-zäöüß])(${[...Object.keys(COLOR_NAMES), 'grey', ...Object.keys(GERMAN_COLORS)].sort((a, b) => b.length - a.length).join('|')})(?:e[nmrs]?)?(?=$|[^a-zäöüß])`,
  'i',
);

/** A colour named in the text as 7-character hex, or undefined. */
export function findColor(text: string): { hex: string; name: string } | undefined {
  const hex = text.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/i);
  if (hex) {
    const h = normalizeHex(hex[0]);
    if (h) return { hex: h, name: h };
  }
  const m = text.match(COLOR_WORD_RE);
  if (!m) return undefined;
  let name = m[1].toLowerCase();
  if (name === 'grey') name = 'gray';
  name = GERMAN_COLORS[name] ?? name;
  const value = COLOR_NAMES[name];
  return value ? { hex: value, name } : undefined;
}

export function findFont(text: string): string | undefined {
  const lower = text.toLowerCase();
  // Longest first so "Open Sans" is not read as "Sans" of another font.
  for (const f of [...FONTS].sort((a, b) => b.length - a.length))
    if (lower.includes(f.toLowerCase())) return f;
  return undefined;
}

/** The text without hex values, colour names and font names (to see whether anything else is asked). */
export function stripStyleValues(text: string): string {
  let out = text.replace(/#[0-9a-z]{1,8}\b/gi, ' ');
  for (const f of [...FONTS].sort((a, b) => b.length - a.length)) out = out.replace(new RegExp(f, 'gi'), ' ');
  return out.replace(new RegExp(COLOR_WORD_RE.source, 'gi'), ' ');
}
