// tiles: a single-choice grid of cards; the answer is the chosen option id.
import { z } from 'zod';
import { hasValue, optionList, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';

export const ZTilesStep = z.object({
  type: z.literal('tiles'),
  ...stepBase,
  options: optionList.default([]),
});
export type TTilesStep = z.infer<typeof ZTilesStep>;

/** Spec: at most the first 4 options are shown. */
export const TILES_MAX_OPTIONS = 4;
/** Spec: the choice advances automatically 500 ms after selection. */
export const TILES_AUTO_ADVANCE_MS = 500;

/** Option title text size by length (spec section 2): >40 small, >30 base, >20 large, else extra large (base on mobile). */
export function tileTitleSize(title: string, isMobile: boolean): 'sm' | 'base' | 'lg' | 'xl' {
  if (title.length > 40) return 'sm';
  if (title.length > 30) return 'base';
  if (title.length > 20) return 'lg';
  return isMobile ? 'base' : 'xl';
}

export const tilesDefinition: StepDefinition<TTilesStep> = {
  type: 'tiles',
  schema: ZTilesStep,
  hasOptions: true,
  isValid: (answer) => hasValue(answer),
  isOptional: () => false,
  create: () => ({ type: 'tiles', title: 'Choose one', subtitle: '', options: [] }),
  generatorHint: 'single choice among up to 4 big cards with icons; best for 2-4 short options',
};
