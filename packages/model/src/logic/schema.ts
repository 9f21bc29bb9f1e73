// zod schemas of the logic format (rules, conditions, endings, calculations); semantic checks are in check.ts.
import { z } from 'zod';
import {
  CALCULATION_FORMATS,
  CONDITION_OPS,
  type TCalculation,
  type TCondition,
  type TEnding,
  type TLogicRule,
} from './types.ts';

const ref = z.string().trim().min(1).max(200);

export const ZConditionValue = z.union([
  z.string().max(1000),
  z.number().finite(),
  z.boolean(),
  z.array(z.union([z.string().max(1000), z.number().finite()])).max(200),
]);

const ZLeafCondition = z.object({
  step: ref.optional(),
  hidden: z.string().trim().min(1).max(64).optional(),
  op: z.enum(CONDITION_OPS),
  value: ZConditionValue.optional(),
});

const CONDITION_SHAPE =
  'a condition is {"step", "op", "value"}, {"hidden", "op", "value"}, {"all": [...]} or {"any": [...]}';

export const ZCondition: z.ZodType<TCondition> = z.lazy(() =>
  z.union(
    [
      z.object({ all: z.array(ZCondition).min(1).max(50) }).strict(),
      z.object({ any: z.array(ZCondition).min(1).max(50) }).strict(),
      ZLeafCondition.strict(),
    ],
    { error: CONDITION_SHAPE },
  ),
);

export const ZLogicRule: z.ZodType<TLogicRule> = z.object({ if: ZCondition, goTo: ref });

export const ZEnding: z.ZodType<TEnding> = z.object({
  id: ref,
  title: z.string().max(1000),
  description: z.string().max(4000).optional(),
});

export const ZCalculation: z.ZodType<TCalculation> = z.object({
  id: ref,
  label: z.string().max(500),
  formula: z.string().max(2000),
  format: z.enum(CALCULATION_FORMATS).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'currency is a 3-letter ISO 4217 code such as USD or EUR')
    .optional(),
  show: z.boolean().optional(),
});

/** Fields every step may carry for branching. */
export const stepLogicFields = {
  logic: z.array(ZLogicRule).max(50).optional(),
  otherwise: ref.optional(),
};
