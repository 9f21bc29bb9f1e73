// The logic format (a public contract: owners, the public API and LLMs write it) as zod-free types and constants.

/** Every comparison a condition may make; which ones fit a step depends on its type (see steps/<type>/logic.ts). */
export const CONDITION_OPS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'includes',
  'excludes',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'answered',
  'skipped',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Ops that need no value. */
export const VALUELESS_OPS: readonly ConditionOp[] = ['answered', 'skipped'];
/** Ops whose value is a list. */
export const LIST_OPS: readonly ConditionOp[] = ['in', 'notIn'];
/** Ops that hold when the operand has no answer (a missing answer is "not equal" to anything). */
export const NEGATIVE_OPS: readonly ConditionOp[] = ['notEquals', 'notIn', 'excludes', 'skipped'];

export type ConditionValue = string | number | boolean | (string | number)[];

/**
 * A comparison on one operand. `step` names a step (by id, or by title when the step has no id) or a
 * calculation, and defaults to the step the rule sits on. Further operand kinds (e.g. `hidden` for hidden
 * fields) are added as sibling keys next to `step`; `operandOf` in evaluate.ts is the one place that reads them.
 */
export interface TLeafCondition {
  step?: string;
  /** A declared hidden field (e.g. "utm_source") instead of a step: `{ "hidden": "utm_source", "op": "equals", … }`. */
  hidden?: string;
  op: ConditionOp;
  value?: ConditionValue;
}

/** Ops a condition on a hidden field may use (its value is text; an absent value is "skipped"). */
export const HIDDEN_OPS: readonly ConditionOp[] = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'contains',
  'answered',
  'skipped',
];
export interface TAllCondition {
  all: TCondition[];
}
export interface TAnyCondition {
  any: TCondition[];
}
export type TCondition = TLeafCondition | TAllCondition | TAnyCondition;

/** `goTo` names a later step (id or title), an ending id, or "end" (the form's submission screen). */
export interface TLogicRule {
  if: TCondition;
  goTo: string;
}

/** The goTo / otherwise target that finishes the form with the normal submission screen. */
export const END_TARGET = 'end';

export interface TEnding {
  id: string;
  title: string;
  description?: string;
}

export const CALCULATION_FORMATS = ['currency', 'number'] as const;
export type CalculationFormat = (typeof CALCULATION_FORMATS)[number];

export interface TCalculation {
  id: string;
  label: string;
  formula: string;
  format?: CalculationFormat;
  /** ISO 4217 code, e.g. USD or EUR; only used with format "currency". */
  currency?: string;
  /** Shown on the final screen. */
  show?: boolean;
}

export function isAllCondition(c: TCondition): c is TAllCondition {
  return typeof c === 'object' && c !== null && Array.isArray((c as TAllCondition).all);
}
export function isAnyCondition(c: TCondition): c is TAnyCondition {
  return typeof c === 'object' && c !== null && Array.isArray((c as TAnyCondition).any);
}

/** What a condition compares for one step's answer (undefined: no answer). Built by the step type's logic hook. */
export type ConditionOperand =
  | { kind: 'option'; id: string }
  | { kind: 'options'; ids: string[] }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'present' }
  | undefined;

/** A sample answer the editor's formula preview asks the owner for: a number, or the chosen option ids. */
export type SampleValue = number | string[];

/** How the editor's formula preview asks for a sample answer of a step with a number, and builds the answer. */
export interface StepSample<S> {
  /** What the owner picks: a number, one option, or several options. */
  input(step: S): 'number' | 'option' | 'options';
  /** The sample before the owner sets one: the first option, or the minimum. */
  initial(step: S): SampleValue;
  /** The answer the runner would hold for that sample. */
  answer(step: S, value: SampleValue): unknown;
}

/** The logic hook of a step type: which ops fit it and what conditions and formulas read from its answer. */
export interface StepLogic<S> {
  /** The ops a condition on this step may use (depends on the step, e.g. a number follow-up allows gt). */
  ops(step: S): readonly ConditionOp[];
  /** What a condition with `op` compares; undefined when the step has no answer. */
  operand(answer: unknown, step: S, op: ConditionOp): ConditionOperand;
  /** The number the step stands for in a formula, or null when the type has none (refused at save time). */
  number: ((answer: unknown, step: S) => number) | null;
  /** What a condition's value must be: an option id of this step, a number, text, or true/false. */
  valueKind(step: S, op: ConditionOp): 'option' | 'number' | 'text' | 'boolean' | 'none';
  /** The words of true and false in the owner's condition editor ("Yes" / "No", or the step's own texts). */
  booleanLabels?(step: S): { yes: string; no: string };
  /** The formula preview's sample answer; null exactly when `number` is (the type has no number). */
  sample: StepSample<S> | null;
}
