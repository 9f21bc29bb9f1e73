// Zod-free pieces the step types' logic hooks share: option values and the choice/number hooks.
import type { ConditionOp, ConditionOperand, SampleValue, StepLogic, StepSample } from '../../logic/types.ts';
import { hasValue } from './answer.ts';

interface OptionLike {
  id: string;
  value?: number;
}

/** The numeric `value` of an option (0 when the option is unknown or has none). */
export function optionValue(options: readonly OptionLike[], id: unknown): number {
  const v = options.find((o) => o.id === id)?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export const CHOICE_OPS: readonly ConditionOp[] = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'answered',
  'skipped',
];
export const NUMBER_OPS: readonly ConditionOp[] = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'gt',
  'gte',
  'lt',
  'lte',
  'answered',
  'skipped',
];
export const PRESENCE_OPS: readonly ConditionOp[] = ['answered', 'skipped'];

export const choiceOperand = (answer: unknown): ConditionOperand =>
  typeof answer === 'string' && answer !== '' ? { kind: 'option', id: answer } : undefined;

export const presenceValueKind = () => 'none' as const;

/** The first option's id as a one-element sample (none when the step has no options yet). */
export const firstOptionSample = (step: { options: OptionLike[] }): string[] =>
  step.options[0] ? [step.options[0].id] : [];

const firstId = (value: SampleValue): string | undefined => (Array.isArray(value) ? value[0] : undefined);

/** The sample of a single-choice step: one option, answered with its id. */
export function choiceSample<S extends { options: OptionLike[] }>(): StepSample<S> {
  return {
    input: () => 'option',
    initial: firstOptionSample,
    answer: (_step, value) => firstId(value),
  };
}

/** A single-choice step (tiles, dropdown): compares the chosen option id; a formula reads its value. */
export function choiceLogic<S extends { options: OptionLike[] }>(): StepLogic<S> {
  return {
    ops: () => CHOICE_OPS,
    operand: (answer) => choiceOperand(answer),
    number: (answer, step) => optionValue(step.options, answer),
    valueKind: (_step, op) => (op === 'answered' || op === 'skipped' ? 'none' : 'option'),
    sample: choiceSample<S>(),
  };
}

/** A step with only presence conditions and no number. */
export function presenceLogic<S>(answered: (answer: unknown) => boolean = hasValue): StepLogic<S> {
  return {
    ops: () => PRESENCE_OPS,
    operand: (answer) => (answered(answer) ? { kind: 'present' } : undefined),
    number: null,
    valueKind: presenceValueKind,
    sample: null,
  };
}
