// A/B tests of a published form (docs/ab-tests.md): start one, give a variant its config, read the results with
// the Bayesian probability to be best, end it (optionally promoting a variant).
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { AB_DEFAULTS, AB_VARIANT_KEYS } from './ab-test-defaults.ts';
import { ZFormIdParams } from './forms.types.ts';

export { AB_DEFAULTS, AB_VARIANT_KEYS };
export const ZAbVariantKey = z.enum(AB_VARIANT_KEYS, { error: 'Unknown variant' });

const weight = z
  .number({ error: 'Each weight must be a number' })
  .int({ error: 'Each weight must be a whole number' })
  .min(1, { error: 'Each weight must be between 1 and 99' })
  .max(99, { error: 'Each weight must be between 1 and 99' });

export const ZStartAbTestInput = z.object({
  /** Each variant's share of new visitors in percent; they must add up to 100. Default: A and B, 50/50. */
  weights: z
    .record(z.string().max(10), weight)
    .refine((w) => Object.keys(w).every((k) => (AB_VARIANT_KEYS as readonly string[]).includes(k)), {
      error: 'Unknown variant',
    })
    .refine((w) => contiguous(Object.keys(w)), {
      error: 'Give weights for variants A, B (and C, D in order)',
    })
    .refine((w) => Object.values(w).reduce((sum, n) => sum + (n ?? 0), 0) === 100, {
      error: 'The weights must add up to 100',
    })
    .optional(),
  /** Probability to be best, in percent, the winner must reach. */
  threshold: z
    .number({ error: 'threshold must be a number' })
    .min(50, { error: 'threshold must be between 50 and 99.9' })
    .max(99.9, { error: 'threshold must be between 50 and 99.9' })
    .optional(),
  /** Visitors each variant needs before a winner is promoted. */
  minSample: z
    .number({ error: 'minSample must be a number' })
    .int({ error: 'minSample must be a whole number' })
    .min(10, { error: 'minSample must be between 10 and 1000000' })
    .max(1_000_000, { error: 'minSample must be between 10 and 1000000' })
    .optional(),
  /** Promote the winner by itself once it reaches the threshold with every variant past the minimum sample. */
  autoPromote: z.boolean({ error: 'autoPromote must be true or false' }).optional(),
});
export type TStartAbTestInput = z.infer<typeof ZStartAbTestInput>;

/** Two or more variants, named A, B, … with none skipped. */
function contiguous(keys: string[]): boolean {
  const sorted = [...keys].sort();
  return sorted.length >= 2 && sorted.every((k, i) => k === AB_VARIANT_KEYS[i]);
}

export const ZAbVariantResult = z.object({
  key: z.string(),
  weight: z.number(),
  /** Steps in the variant's config. */
  stepCount: z.number().int(),
  /** Answer sessions opened with this variant (a visitor's first answer opens one). */
  visitors: z.number().int(),
  /** Of those, submitted. */
  leads: z.number().int(),
  /** leads / visitors, 0–1 (0 without visitors). */
  conversionRate: z.number(),
  /** Bayesian probability that this variant converts best, 0–1. */
  probabilityBest: z.number(),
  /** Conversion rate given up on average by choosing this variant, 0–1. */
  expectedLoss: z.number(),
});

export const ZAbTest = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'ended']),
  /** Percent. */
  threshold: z.number(),
  minSample: z.number().int(),
  autoPromote: z.boolean(),
  /** The variant that was promoted, if any. */
  winner: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  variants: z.array(ZAbVariantResult),
  /** The variant most likely best, and whether it has reached the threshold with every variant past the minimum. */
  leader: z.string().nullable(),
  decided: z.boolean(),
});
export type TAbTest = z.infer<typeof ZAbTest>;

/** The running test, or else the latest ended one; null when the form never had one. */
export const ZAbTestAnswer = z.object({ test: ZAbTest.nullable() });

const tag = API_TAGS.forms;

export const getAbTest = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/ab-test',
  auth: 'user',
  tag,
  summary: "The form's A/B test (the running one, or the latest) with each variant's results",
  params: ZFormIdParams,
  response: { 200: ZAbTestAnswer, 404: ZError },
});

export const startAbTest = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/ab-test',
  auth: 'user',
  tag,
  summary:
    'Starts an A/B test of the published form: A is the published config, the other variants copies of it',
  params: ZFormIdParams,
  body: ZStartAbTestInput,
  response: { 201: ZAbTestAnswer, 400: ZError, 404: ZError, 409: ZError },
});

export const setAbVariantConfig = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/ab-test/variants/:key',
  auth: 'user',
  tag,
  summary:
    "Gives a variant of the running test a config: the one sent, or the form's draft (as edited in the builder)",
  params: ZFormIdParams.extend({ key: ZAbVariantKey }),
  body: z.object({ config: z.unknown().optional(), fromDraft: z.literal(true).optional() }),
  response: { 200: ZAbTestAnswer, 400: ZError, 404: ZError, 409: ZError },
});

export const endAbTest = defineRoute({
  method: 'POST',
  path: '/api/forms/:id/ab-test/end',
  auth: 'user',
  tag,
  summary: 'Ends the running A/B test, optionally publishing one variant as the form',
  params: ZFormIdParams,
  body: z.object({ promote: ZAbVariantKey.nullable().optional() }),
  response: { 200: ZAbTestAnswer, 400: ZError, 404: ZError, 409: ZError },
});
