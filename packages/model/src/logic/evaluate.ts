// The one logic evaluator the runner and the server share: where Continue goes, the path a respondent took,
// conditions, endings and calculations. Zod-free (the runner bundle must stay small) and pure.
import type { TStep } from '../steps/index.ts';
import { logicOf } from '../steps/logic.ts';
import { type Answers, answerKey, hasUploadedDocument, titleKey } from '../answers.ts';
import { evaluateFormula, type ParsedFormula, parseFormula } from './formula.ts';
import {
  type ConditionOperand,
  type ConditionValue,
  END_TARGET,
  isAllCondition,
  isAnyCondition,
  NEGATIVE_OPS,
  type TCalculation,
  type TCondition,
  type TEnding,
  type TLeafCondition,
  HIDDEN_OPS,
} from './types.ts';
import { HIDDEN_KEY, hiddenOf } from '../hidden-fields.ts';

/** The parts of a form configuration logic reads. */
export interface LogicConfig {
  steps: TStep[];
  /** Declared hidden fields (conditions may read them). */
  hiddenFields?: readonly string[];
  endings?: TEnding[];
  calculations?: TCalculation[];
}

/** Where leaving a step leads: another step (0-based index), a tailored ending, or the submission screen. */
export type Exit = { kind: 'step'; index: number } | { kind: 'ending'; id: string } | { kind: 'end' };

export interface CompiledLogic {
  config: LogicConfig;
  steps: TStep[];
  /** Step ids, and titles of steps without an id, to their index. */
  stepByRef: Map<string, number>;
  endings: Map<string, TEnding>;
  calculations: Map<string, { calc: TCalculation; formula: ParsedFormula }>;
}

const compiledCache = new WeakMap<object, CompiledLogic>();

/** Indexes a configuration's ids and parses its formulas once (cached per configuration object). */
export function compileLogic(config: LogicConfig): CompiledLogic {
  const cached = compiledCache.get(config);
  if (
    cached &&
    cached.steps === config.steps &&
    cached.config.endings === config.endings &&
    cached.config.calculations === config.calculations
  )
    return cached;
  const steps = config.steps;
  const stepByRef = new Map<string, number>();
  steps.forEach((s, i) => {
    const id = s.id?.trim();
    if (id && !stepByRef.has(id)) stepByRef.set(id, i);
  });
  // A step without an id is referred to by its title.
  steps.forEach((s, i) => {
    if (s.id?.trim()) return;
    const key = titleKey(s, i);
    if (!stepByRef.has(key)) stepByRef.set(key, i);
  });
  const endings = new Map<string, TEnding>();
  for (const e of config.endings ?? []) if (!endings.has(e.id)) endings.set(e.id, e);
  const calculations = new Map<string, { calc: TCalculation; formula: ParsedFormula }>();
  for (const c of config.calculations ?? [])
    if (!calculations.has(c.id)) calculations.set(c.id, { calc: c, formula: parseFormula(c.formula) });
  const compiled = { config, steps, stepByRef, endings, calculations };
  compiledCache.set(config, compiled);
  return compiled;
}

/** The index of the step a reference names (id, or title of a step without an id), or -1. */
export function stepIndexOf(config: LogicConfig, ref: string | undefined): number {
  if (ref === undefined) return -1;
  return compileLogic(config).stepByRef.get(ref.trim()) ?? -1;
}

/** Keeps only the answers of the given steps (0-based indexes). */
export function answersOfSteps(steps: TStep[], answers: Answers, indexes: Iterable<number>): Answers {
  const out: Answers = {};
  for (const i of indexes) {
    const step = steps[i];
    if (!step) continue;
    const key = answerKey(step, i);
    if (key in answers) out[key] = answers[key];
  }
  return out;
}

/** The answers of some steps plus the hidden values, which every rule may read whatever the path. */
export function pathAnswersOf(steps: TStep[], answers: Answers, indexes: Iterable<number>): Answers {
  const out = answersOfSteps(steps, answers, indexes);
  if (HIDDEN_KEY in answers) out[HIDDEN_KEY] = answers[HIDDEN_KEY];
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Calculations

function roundStored(value: number, calc: TCalculation): number {
  // Currency to the cent; numbers to 6 decimals, which also hides binary noise like 0.1 + 0.2.
  const f = calc.format === 'currency' ? 100 : 1e6;
  const r = Math.round(value * f) / f;
  return Number.isFinite(r) && !Object.is(r, -0) ? r : 0;
}

/** The number a step stands for in a formula: its type's reading of the answer, 0 when unanswered. */
function stepNumber(c: CompiledLogic, index: number, answers: Answers): number {
  const step = c.steps[index];
  const read = logicOf(step).number;
  const answer = answers[answerKey(step, index)];
  if (!read || answer === undefined || answer === null) return 0;
  const n = read(answer, step);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Every calculation's value for these answers, by id. Always finite numbers: unknown ids and unanswered steps
 * count 0, division by zero gives 0, a formula that does not parse gives 0 (saving refuses such forms), and a
 * circle of calculations (also refused when saving) is cut with 0.
 */
export function calculate(config: LogicConfig, answers: Answers): Record<string, number> {
  const c = compileLogic(config);
  const values = new Map<string, number>();
  const visiting = new Set<string>();
  const numberOf = (name: string): number => {
    const entry = c.calculations.get(name);
    if (entry) return calcValue(name, entry);
    const index = c.stepByRef.get(name);
    return index === undefined ? 0 : stepNumber(c, index, answers);
  };
  const calcValue = (id: string, entry: { calc: TCalculation; formula: ParsedFormula }): number => {
    const known = values.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id) || !entry.formula.ok) return 0;
    visiting.add(id);
    const v = roundStored(evaluateFormula(entry.formula.node, numberOf), entry.calc);
    visiting.delete(id);
    values.set(id, v);
    return v;
  };
  const out: Record<string, number> = {};
  for (const [id, entry] of c.calculations) out[id] = calcValue(id, entry);
  return out;
}

/** A formula's value for sample answers (the editor's preview), or the parse error. */
export function previewFormula(
  config: LogicConfig,
  formula: string,
  answers: Answers,
): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return parsed;
  const c = compileLogic(config);
  const calcs = calculate(config, answers);
  const value = evaluateFormula(parsed.node, (name) => {
    if (Object.hasOwn(calcs, name)) return calcs[name];
    const index = c.stepByRef.get(name);
    return index === undefined ? 0 : stepNumber(c, index, answers);
  });
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------------------------
// Conditions

/** What a leaf condition reads. The one place operand kinds are told apart (a future `hidden` goes here). */
type Operand =
  | { kind: 'step'; index: number }
  | { kind: 'calculation'; id: string }
  | { kind: 'hidden'; name: string }
  | { kind: 'unknown' };

function operandOf(c: CompiledLogic, leaf: TLeafCondition, current: number): Operand {
  if (leaf.hidden !== undefined) return { kind: 'hidden', name: leaf.hidden.trim() };
  if (leaf.step === undefined) return { kind: 'step', index: current };
  const ref = leaf.step.trim();
  if (c.calculations.has(ref)) return { kind: 'calculation', id: ref };
  const index = c.stepByRef.get(ref);
  return index === undefined ? { kind: 'unknown' } : { kind: 'step', index };
}

function asList(value: ConditionValue | undefined): (string | number | boolean)[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return Number.NaN;
}

const norm = (v: unknown) => String(v).trim().toLowerCase();

/** Compares one operand with a condition's op and value. A missing answer satisfies only the negative ops. */
export function compare(
  operand: ConditionOperand,
  op: TLeafCondition['op'],
  value: ConditionValue | undefined,
): boolean {
  if (op === 'answered') return operand !== undefined;
  if (op === 'skipped') return operand === undefined;
  if (operand === undefined) return NEGATIVE_OPS.includes(op);
  const list = asList(value);
  switch (operand.kind) {
    case 'option': {
      const hit = list.some((v) => String(v) === operand.id);
      if (op === 'equals' || op === 'in') return hit;
      if (op === 'notEquals' || op === 'notIn') return !hit;
      return false;
    }
    case 'options': {
      const hit = list.some((v) => operand.ids.includes(String(v)));
      if (op === 'includes') return hit;
      if (op === 'excludes') return !hit;
      return false;
    }
    case 'number': {
      const n = operand.value;
      const nums = list.map(toNumber);
      const v = nums[0] ?? Number.NaN;
      switch (op) {
        case 'equals':
        case 'in':
          return nums.includes(n);
        case 'notEquals':
        case 'notIn':
          return !nums.includes(n);
        case 'gt':
          return n > v;
        case 'gte':
          return n >= v;
        case 'lt':
          return n < v;
        case 'lte':
          return n <= v;
        default:
          return false;
      }
    }
    case 'text': {
      const text = norm(operand.value);
      const hit = list.some((v) => norm(v) === text);
      if (op === 'equals' || op === 'in') return hit;
      if (op === 'notEquals' || op === 'notIn') return !hit;
      if (op === 'contains') return list.length > 0 && list.every((v) => text.includes(norm(v)));
      return false;
    }
    case 'boolean': {
      const b =
        value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
      if (b === null) return false;
      if (op === 'equals') return operand.value === b;
      if (op === 'notEquals') return operand.value !== b;
      return false;
    }
    case 'present':
      return false;
    default: {
      const never: never = operand;
      return never;
    }
  }
}

interface ConditionContext {
  c: CompiledLogic;
  /** The step the rule sits on (the default operand). */
  current: number;
  answers: Answers;
  calcs: () => Record<string, number>;
  /** When set, a condition on a step it rejects is undecided (used to predict the path ahead). */
  known?: (index: number) => boolean;
}

/** true, false, or undefined when it depends on answers not given yet (only while predicting). */
function evalCondition(cond: TCondition, ctx: ConditionContext, depth = 0): boolean | undefined {
  if (depth > 50) return false;
  if (isAllCondition(cond)) {
    let undecided = false;
    for (const part of cond.all) {
      const r = evalCondition(part, ctx, depth + 1);
      if (r === false) return false;
      if (r === undefined) undecided = true;
    }
    return undecided ? undefined : true;
  }
  if (isAnyCondition(cond)) {
    let undecided = false;
    for (const part of cond.any) {
      const r = evalCondition(part, ctx, depth + 1);
      if (r === true) return true;
      if (r === undefined) undecided = true;
    }
    return undecided ? undefined : false;
  }
  const leaf = cond as TLeafCondition;
  const operand = operandOf(ctx.c, leaf, ctx.current);
  switch (operand.kind) {
    case 'unknown':
      return false;
    case 'calculation':
      return compare({ kind: 'number', value: ctx.calcs()[operand.id] ?? 0 }, leaf.op, leaf.value);
    case 'hidden': {
      // Known from the first step on (it comes with the page), compared as text; absent counts as skipped.
      if (!HIDDEN_OPS.includes(leaf.op)) return false;
      const value = hiddenOf(ctx.answers)[operand.name];
      return compare(value ? { kind: 'text', value } : undefined, leaf.op, leaf.value);
    }
    case 'step': {
      if (ctx.known && !ctx.known(operand.index)) return undefined;
      const step = ctx.c.steps[operand.index];
      const logic = logicOf(step);
      // An op that does not fit the step type never holds (saving refuses it; old or hand-made data may have it).
      if (!logic.ops(step).includes(leaf.op)) return false;
      const answer = ctx.answers[answerKey(step, operand.index)];
      return compare(logic.operand(answer, step, leaf.op), leaf.op, leaf.value);
    }
    default: {
      const never: never = operand;
      return never;
    }
  }
}

/** Whether a condition holds for these answers, evaluated on the step at `current` (0-based). */
export function conditionHolds(
  config: LogicConfig,
  cond: TCondition,
  current: number,
  answers: Answers,
): boolean {
  const c = compileLogic(config);
  let calcs: Record<string, number> | null = null;
  return (
    evalCondition(cond, {
      c,
      current,
      answers,
      calcs: () => {
        calcs ??= calculate(config, answers);
        return calcs;
      },
    }) === true
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Navigation

/**
 * The first step from `index` on that can be shown: a documentInfo step has nothing to show without an upload,
 * so it is passed over (the documentUpload/documentInfo skip rules). Past the last step the form ends.
 */
function showableFrom(c: CompiledLogic, index: number, answers: Answers, assumeUpload = false): Exit {
  const uploaded = assumeUpload || hasUploadedDocument(c.steps, answers);
  let i = index;
  while (i < c.steps.length && c.steps[i].type === 'documentInfo' && !uploaded) i++;
  return i < c.steps.length ? { kind: 'step', index: i } : { kind: 'end' };
}

/** Where a goTo/otherwise target leads from step `from`; unknown or backward targets fall back to the next step. */
function resolveTarget(
  c: CompiledLogic,
  from: number,
  target: string | undefined,
  answers: Answers,
  assumeUpload: boolean,
): Exit {
  const t = target?.trim();
  if (t) {
    if (t === END_TARGET) return { kind: 'end' };
    if (c.endings.has(t)) return { kind: 'ending', id: t };
    const index = c.stepByRef.get(t);
    // Saving refuses backward jumps; should one reach us anyway, going on is safer than a loop.
    if (index !== undefined && index > from) return showableFrom(c, index, answers, assumeUpload);
  }
  return showableFrom(c, from + 1, answers, assumeUpload);
}

function exitWith(
  c: CompiledLogic,
  index: number,
  answers: Answers,
  known?: (i: number) => boolean,
  assumeUpload = false,
): Exit {
  const step = c.steps[index];
  if (!step) return { kind: 'end' };
  let calcs: Record<string, number> | null = null;
  const ctx: ConditionContext = {
    c,
    current: index,
    answers,
    known,
    calcs: () => {
      calcs ??= calculate(c.config, answers);
      return calcs;
    },
  };
  for (const rule of step.logic ?? []) {
    if (evalCondition(rule.if, ctx) === true)
      return resolveTarget(c, index, rule.goTo, answers, assumeUpload);
  }
  return resolveTarget(c, index, step.otherwise, answers, assumeUpload);
}

/**
 * Where Continue on step `index` (0-based) leads: the first rule whose condition holds decides, else `otherwise`,
 * else the next step that can be shown. `answers` should hold only the answers of the path taken so far.
 */
export function exitOf(config: LogicConfig, index: number, answers: Answers): Exit {
  return exitWith(compileLogic(config), index, answers);
}

/** The first step a respondent sees (a documentInfo without an upload is passed over, as everywhere). */
export function firstStep(config: LogicConfig, answers: Answers = {}): Exit {
  return showableFrom(compileLogic(config), 0, answers);
}

export interface WalkedPath {
  /** The steps shown, in order (0-based indexes). */
  path: number[];
  /** How the form finished. */
  exit: { kind: 'ending'; id: string } | { kind: 'end' };
  /** The answers of the steps on the path only. */
  answers: Answers;
}

/**
 * The path a respondent with these answers takes from the first step to the end: each step's rules see only the
 * answers of the steps on the path so far, exactly as the runner does when Continue is pressed.
 */
export function walkPath(config: LogicConfig, answers: Answers): WalkedPath {
  const c = compileLogic(config);
  const path: number[] = [];
  let exit = showableFrom(c, 0, pathAnswersOf(c.steps, answers, []));
  while (exit.kind === 'step' && path.length <= c.steps.length) {
    path.push(exit.index);
    exit = exitWith(c, exit.index, pathAnswersOf(c.steps, answers, path));
  }
  const finished = exit.kind === 'step' ? ({ kind: 'end' } as const) : exit;
  return { path, exit: finished, answers: pathAnswersOf(c.steps, answers, path) };
}

/**
 * The steps still ahead after `index` if the respondent keeps going: rules that depend on steps not answered
 * yet are left out (the default route is assumed there), rules that earlier answers decide are followed, and a
 * document upload still ahead is assumed to happen (its analysis step counts until the upload is skipped).
 */
export function predictAhead(config: LogicConfig, index: number, answers: Answers): number[] {
  const c = compileLogic(config);
  const ahead: number[] = [];
  const known = (i: number) => i <= index;
  const uploadAhead = c.steps.some(
    (s, i) => i >= index && s.type === 'documentUpload' && !hasUploadedDocument(c.steps, answers),
  );
  let exit = exitWith(c, index, answers, undefined, uploadAhead);
  while (exit.kind === 'step' && ahead.length < c.steps.length) {
    ahead.push(exit.index);
    exit = exitWith(c, exit.index, answers, known, uploadAhead);
  }
  return ahead;
}

/** The ending a config defines under this id, if any. */
export function endingOf(config: LogicConfig, id: string | null | undefined): TEnding | undefined {
  return id ? compileLogic(config).endings.get(id) : undefined;
}
