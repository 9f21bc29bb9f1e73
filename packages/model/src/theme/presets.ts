// Named looks an owner starts from: colours, button style, corner radius and font in one click (docs/themes.md).
import type { FONTS } from './fonts.ts';

export const BUTTON_STYLES = ['filled', 'outline'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

/** Corner radius of buttons and fields in px; cards and tiles scale with it. Today's look is 12. */
export const DEFAULT_RADIUS = 12;
export const MAX_RADIUS = 24;

/** The parts of the theme a preset (or the owner, one by one) sets. */
export interface ThemeLook {
  primary: string;
  background: string;
  text: string;
  muted: string;
  buttonStyle: ButtonStyle;
  radius: number;
  font: (typeof FONTS)[number];
}

export const THEME_PRESET_IDS = [
  'clean',
  'bold',
  'dark',
  'warm',
  'trades',
  'clinic',
  'elegant',
  'fresh',
] as const;
export type ThemePresetId = (typeof THEME_PRESET_IDS)[number];

export const THEME_PRESETS: Record<ThemePresetId, { name: string } & ThemeLook> = {
  clean: {
    name: 'Clean',
    primary: '#2563eb',
    background: '#ffffff',
    text: '#0f172a',
    muted: '#64748b',
    buttonStyle: 'filled',
    radius: 12,
    font: 'Inter',
  },
  bold: {
    name: 'Bold',
    primary: '#7c3aed',
    background: '#ffffff',
    text: '#111827',
    muted: '#4b5563',
    buttonStyle: 'filled',
    radius: 4,
    font: 'Montserrat',
  },
  dark: {
    name: 'Dark',
    primary: '#38bdf8',
    background: '#0f172a',
    text: '#f1f5f9',
    muted: '#94a3b8',
    buttonStyle: 'filled',
    radius: 12,
    font: 'Inter',
  },
  warm: {
    name: 'Warm',
    primary: '#c2410c',
    background: '#fffbeb',
    text: '#431407',
    muted: '#6b5e57',
    buttonStyle: 'filled',
    radius: 16,
    font: 'Lato',
  },
  trades: {
    name: 'Trades',
    primary: '#ea580c',
    background: '#fafaf9',
    text: '#1c1917',
    muted: '#57534e',
    buttonStyle: 'outline',
    radius: 2,
    font: 'Roboto',
  },
  clinic: {
    name: 'Clinic',
    primary: '#0e7490',
    background: '#f0f9ff',
    text: '#0c4a6e',
    muted: '#475569',
    buttonStyle: 'filled',
    radius: 20,
    font: 'Open Sans',
  },
  elegant: {
    name: 'Elegant',
    primary: '#1f2937',
    background: '#ffffff',
    text: '#111827',
    muted: '#6b7280',
    buttonStyle: 'outline',
    radius: 0,
    font: 'Playfair Display',
  },
  fresh: {
    name: 'Fresh',
    primary: '#15803d',
    background: '#f0fdf4',
    text: '#14532d',
    muted: '#4b5563',
    buttonStyle: 'filled',
    radius: 24,
    font: 'Poppins',
  },
};
