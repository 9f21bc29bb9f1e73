// tiles rules without zod: validity, constants and the title size by length.
import { OPTION_ANSWER_MAX_CHARS } from '../_shared/limits.ts';
import { hasValue, jsonFits } from '../_shared/answer.ts';
import { optionText } from '../_shared/display.ts';
import { prepareOptions } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TTilesStep } from './definition.ts';

/** At most the first 8 options are shown (two rows of four on a desktop); past that a dropdown reads better. */
export const TILES_MAX_OPTIONS = 8;

/** Columns of the tile grid: one row up to four tiles, then two rows (3×2 for five or six, 4×2 for seven or
 * eight); two columns on a phone. */
export function tileColumns(count: number, isMobile: boolean): number {
  if (isMobile) return 2;
  const shown = Math.min(Math.max(count, 1), TILES_MAX_OPTIONS);
  return shown <= 4 ? shown : Math.ceil(shown / 2);
}
/** Spec: the choice advances automatically 500 ms after selection. */
export const TILES_AUTO_ADVANCE_MS = 500;

/** Option title text size by length (docs/spec/respondent-side.md §2): >40 small, >30 base, >20 large, else extra large (base on mobile). */
export function tileTitleSize(title: string, isMobile: boolean): 'sm' | 'base' | 'lg' | 'xl' {
  if (title.length > 40) return 'sm';
  if (title.length > 30) return 'base';
  if (title.length > 20) return 'lg';
  return isMobile ? 'base' : 'xl';
}

export const tilesRules: StepRules<TTilesStep> = {
  hasOptions: true,
  autoAdvances: true,
  isValid: (answer) => hasValue(answer),
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, OPTION_ANSWER_MAX_CHARS),
  chosenOptionIds: (answer) => [answer],
  storedAsSent: () => false,
  preselected: (step) => step.options.find((o) => o.preselected || o.selected)?.id,
  displayAnswer: (answer, step) => optionText(step, answer),
  // Only a shown option (the first eight) can be prefilled.
  fromQuery: (text, step) =>
    step.options.slice(0, TILES_MAX_OPTIONS).some((o) => o.id === text.trim()) ? text.trim() : undefined,
  prepare: (raw) => prepareOptions(raw.options),
};
