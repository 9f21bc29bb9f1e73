// rating: stars 1–5 or a 0–10 recommendation score (NPS), chosen like radio buttons; the answer is the number.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { RATING_LABEL_MAX, RATING_SCALES, ratingRules } from './rules.ts';

export const ZRatingStep = z.object({
  type: z.literal('rating'),
  ...stepBase,
  /** stars: 1 to 5 stars (the default); nps: 0 to 10, "how likely are you to recommend us". */
  scale: z.enum(RATING_SCALES).optional(),
  /** Words under the two ends of the 0–10 scale ("Not at all likely" / "Extremely likely"). */
  lowLabel: z.string().max(RATING_LABEL_MAX).optional(),
  highLabel: z.string().max(RATING_LABEL_MAX).optional(),
});
export type TRatingStep = z.infer<typeof ZRatingStep>;

export const ratingDefinition: StepDefinition<TRatingStep> = {
  type: 'rating',
  schema: ZRatingStep,
  label: 'Rating',
  ...ratingRules,
  create: () => ({ type: 'rating', title: 'How would you rate us?', subtitle: '', scale: 'stars' }),
  generatorHint:
    'a rating: scale "stars" (1-5, "rate us") or "nps" (0-10, "how likely are you to recommend us", with lowLabel/highLabel at the ends); the answer is the number',
};
