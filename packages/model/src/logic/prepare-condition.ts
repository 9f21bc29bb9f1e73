// A logic condition from untrusted JSON in the shape the evaluator reads (zod-free, for the runner's preparation).
import { isRecord } from '../config-shape.ts';
import { str } from '../steps/_shared/prepare.ts';
import { CONDITION_OPS, type ConditionOp, type TCondition } from './types.ts';

/** The condition, or null when it is malformed (the server refuses those when saving). */
export function prepareCondition(raw: unknown, depth = 0): TCondition | null {
  if (!isRecord(raw) || depth > 20) return null;
  for (const key of ['all', 'any'] as const) {
    if (Array.isArray(raw[key])) {
      const parts = (raw[key] as unknown[]).map((p) => prepareCondition(p, depth + 1));
      return parts.length > 0 && parts.every((p) => p !== null)
        ? ({ [key]: parts } as unknown as TCondition)
        : null;
    }
  }
  const op = raw.op as ConditionOp;
  if (!CONDITION_OPS.includes(op)) return null;
  const v = raw.value;
  const value =
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : Array.isArray(v)
        ? v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number')
        : undefined;
  const hidden = str(raw.hidden);
  return hidden !== undefined ? { hidden, op, value } : { step: str(raw.step), op, value };
}
