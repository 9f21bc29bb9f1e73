// The offline form generator: generate, edit and analyse without network or model weights. Also the generator
// contract and the building blocks the LLM engine shares with it (form texts, themes, icons, fonts).
import { generateOffline } from './generate.ts';

export { type AddedLanguage, addLanguage } from './add-language.ts';
export { analyzeOffline } from './analyze/index.ts';
export { contactConfig, IdPool, submissionTexts, themeFor, uiTexts, uploadConfig } from './build.ts';
export { editOffline, NOTHING_CHANGED } from './edit/index.ts';
export { drawableIcon } from './icons.ts';
export { FONTS } from './style.ts';
export { GENERIC_DOMAIN } from './templates/index.ts';
export { detectLanguage, slugify } from './text.ts';
export * from './types.ts';
export { generateOffline };

/** The first call compiles the engine's regular expressions (~100 ms); a process pays that once, before a request. */
export function warmUp(): void {
  generateOffline({
    prompt:
      'a quote form for solar panels: roof type (flat, pitched), bill 50-500 dollars, address and contact details',
  });
}
