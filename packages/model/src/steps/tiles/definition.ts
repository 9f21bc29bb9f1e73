// tiles: a single-choice grid of cards; the answer is the chosen option id.
import { z } from 'zod';
import { optionList, stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { tilesRules } from './rules.ts';

export const ZTilesStep = z.object({
  type: z.literal('tiles'),
  ...stepBase,
  options: optionList.default([]),
});
export type TTilesStep = z.infer<typeof ZTilesStep>;

export const tilesDefinition: StepDefinition<TTilesStep> = {
  type: 'tiles',
  schema: ZTilesStep,
  label: 'Tiles (single choice)',
  ...tilesRules,
  create: () => ({ type: 'tiles', title: 'Choose one', subtitle: '', options: [] }),
  generatorHint: 'single choice among up to 8 big cards with icons; best for 2-8 short options',
};
