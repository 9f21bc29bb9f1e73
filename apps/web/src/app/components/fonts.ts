// The 20 fonts of the Change Font dialog (docs/spec/owner-side.md §9) and where the choice is stored.
import { DEFAULT_FONT, FONTS } from '@forms-engine/model';

export { DEFAULT_FONT, FONTS };
export const FONT_STORAGE_KEY = 'custom-theme-font';

export function storedFont(): string {
  try {
    const v = localStorage.getItem(FONT_STORAGE_KEY);
    return v && (FONTS as readonly string[]).includes(v) ? v : DEFAULT_FONT;
  } catch {
    return DEFAULT_FONT;
  }
}

export function fontStack(font: string): string {
  const serif = ['Georgia', 'Times New Roman', 'Merriweather', 'Playfair Display'].includes(font);
  return `"${font}", ${serif ? 'Georgia, serif' : 'ui-sans-serif, system-ui, sans-serif'}`;
}
