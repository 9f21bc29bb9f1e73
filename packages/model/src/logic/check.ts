// Save-time checks of a form's logic (publish, edits, public API, LLM output), each message naming the step or
// calculation and the problem. Zod-free, so the editor shows the same messages live.
import type { TStep } from '../steps/index.ts';
import { logicOf } from '../steps/logic.ts';
import { titleKey } from '../answers.ts';
import { compileLogic, type LogicConfig } from './evaluate.ts';
import { parseFormula } from './formula.ts';
import {
  type ConditionOp,
  END_TARGET,
  HIDDEN_OPS,
  isAllCondition,
  isAnyCondition,
  LIST_OPS,
  type TCondition,
  type TLeafCondition,
  VALUELESS_OPS,
} from './types.ts';

export interface LogicIssue {
  /** Where in the configuration (for zod paths and the editor). */
  path: (string | number)[];
  message: string;
}

/** Ops a condition on a calculation may use. */
export const CALCULATION_OPS: readonly ConditionOp[] = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'gt',
  'gte',
  'lt',
  'lte',
];

/** Words a formula reserves, so they cannot be calculation ids. */
const RESERVED = new Set([
  'and',
  'or',
  'not',
  'true',
  'false',
  'min',
  'max',
  'round',
  'ceil',
  'floor',
  'this',
]);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** True when a string can name something inside a formula. */
export function isFormulaIdentifier(id: string): boolean {
  return IDENTIFIER.test(id) && !RESERVED.has(id);
}

const quote = (s: string) => `"${s.length > 80 ? `${s.slice(0, 80)}…` : s}"`;

/** "Step 3 "Roof type"" — how messages name a step (1-based, as the editor shows it). */
export function describeStep(step: TStep, index: number): string {
  const title = step.title?.trim();
  return title ? `Step ${index + 1} ${quote(title)}` : `Step ${index + 1}`;
}

/** True when the configuration uses any logic (forms without it are checked exactly as before). */
export function usesLogic(config: LogicConfig): boolean {
  return (
    (config.endings?.length ?? 0) > 0 ||
    (config.calculations?.length ?? 0) > 0 ||
    config.steps.some((s) => (s.logic?.length ?? 0) > 0 || s.otherwise !== undefined)
  );
}

function listOps(ops: readonly ConditionOp[]): string {
  return ops.length > 0 ? ops.join(', ') : 'none';
}

/** Every problem with the configuration's rules, endings and calculations; empty when it is sound. */
export function checkLogic(config: LogicConfig): LogicIssue[] {
  if (!usesLogic(config)) return [];
  const issues: LogicIssue[] = [];
  const c = compileLogic(config);
  const { steps } = config;
  const endings = config.endings ?? [];
  const calculations = config.calculations ?? [];

  // Ids: unique within and across steps, endings and calculations, so every reference means one thing.
  const owner = new Map<string, string>();
  const claim = (id: string | undefined, what: string, path: (string | number)[]) => {
    const key = id?.trim();
    if (!key) return;
    if (key === END_TARGET) {
      issues.push({ path, message: `${what} cannot use the id "end" (it means the submission screen)` });
      return;
    }
    const prev = owner.get(key);
    if (prev) issues.push({ path, message: `${what} uses the id ${quote(key)}, already used by ${prev}` });
    else owner.set(key, what);
  };
  steps.forEach((s, i) => {
    claim(s.id, describeStep(s, i), ['steps', i, 'id']);
  });
  endings.forEach((e, i) => {
    claim(e.id, `Ending ${quote(e.id)}`, ['endings', i, 'id']);
    if (!e.title?.trim())
      issues.push({ path: ['endings', i, 'title'], message: `Ending ${quote(e.id)} has no title` });
  });
  calculations.forEach((calc, i) => {
    claim(calc.id, `Calculation ${quote(calc.id)}`, ['calculations', i, 'id']);
    if (!isFormulaIdentifier(calc.id))
      issues.push({
        path: ['calculations', i, 'id'],
        message: `Calculation ${quote(calc.id)}: an id is letters, digits and _ (not starting with a digit) and not a formula word`,
      });
  });

  // Rules and otherwise: targets exist and lie ahead, conditions fit the steps they read.
  steps.forEach((step, i) => {
    const where = describeStep(step, i);
    const target = (goTo: string, what: string, path: (string | number)[]) => {
      const t = goTo.trim();
      if (t === END_TARGET || c.endings.has(t)) return;
      const j = c.stepByRef.get(t);
      if (j === undefined)
        issues.push({
          path,
          message: `${where}: ${what} goes to ${quote(t)}, which is not a step, an ending or "end"`,
        });
      else if (j === i) issues.push({ path, message: `${where}: ${what} jumps to itself` });
      else if (j < i)
        issues.push({
          path,
          message: `${where}: ${what} jumps back to ${describeStep(steps[j], j)} (only forward jumps are allowed, so a form never loops)`,
        });
    };
    (step.logic ?? []).forEach((rule, r) => {
      target(rule.goTo, `rule ${r + 1}`, ['steps', i, 'logic', r, 'goTo']);
      checkCondition(rule.if, i, `${where}: rule ${r + 1}`, ['steps', i, 'logic', r, 'if'], 0);
    });
    if (step.otherwise !== undefined) target(step.otherwise, '"otherwise"', ['steps', i, 'otherwise']);
  });

  function checkCondition(
    cond: TCondition,
    at: number,
    where: string,
    path: (string | number)[],
    depth: number,
  ) {
    if (depth > 10) {
      issues.push({ path, message: `${where}: conditions are nested more than 10 levels deep` });
      return;
    }
    if (isAllCondition(cond) || isAnyCondition(cond)) {
      const parts = isAllCondition(cond) ? cond.all : (cond as { any: TCondition[] }).any;
      const key = isAllCondition(cond) ? 'all' : 'any';
      parts.forEach((p, k) => {
        checkCondition(p, at, where, [...path, key, k], depth + 1);
      });
      return;
    }
    checkLeaf(cond as TLeafCondition, at, where, path);
  }

  function checkLeaf(leaf: TLeafCondition, at: number, where: string, path: (string | number)[]) {
    const ref = leaf.step?.trim();
    const { op, value } = leaf;
    if (leaf.hidden !== undefined) {
      const name = leaf.hidden.trim();
      if (ref !== undefined)
        issues.push({ path, message: `${where}: a condition reads a step or a hidden field, not both` });
      else if (!config.hiddenFields?.includes(name))
        issues.push({
          path,
          message: `${where}: the condition reads hidden field ${quote(name)}, which the form does not declare in hiddenFields`,
        });
      else if (!HIDDEN_OPS.includes(op))
        issues.push({
          path,
          message: `${where}: "${op}" does not fit hidden field ${quote(name)} (use ${listOps(HIDDEN_OPS)})`,
        });
      else checkValue('text', op, value, `hidden field ${quote(name)}`, null, where, path);
      return;
    }
    if (ref !== undefined && c.calculations.has(ref)) {
      if (!CALCULATION_OPS.includes(op))
        issues.push({
          path,
          message: `${where}: "${op}" does not fit calculation ${quote(ref)} (use ${listOps(CALCULATION_OPS)})`,
        });
      else checkValue('number', op, value, `calculation ${quote(ref)}`, null, where, path);
      return;
    }
    const index = ref === undefined ? at : c.stepByRef.get(ref);
    if (index === undefined) {
      issues.push({
        path,
        message: `${where}: the condition reads ${quote(ref ?? '')}, which is not a step or a calculation`,
      });
      return;
    }
    const step = steps[index];
    const name = describeStep(step, index);
    if (index > at) {
      issues.push({
        path,
        message: `${where}: the condition reads ${name}, which comes later and has no answer yet`,
      });
      return;
    }
    const logic = logicOf(step);
    const ops = logic.ops(step);
    if (!ops.includes(op)) {
      issues.push({
        path,
        message: `${where}: "${op}" does not fit ${name}, a ${step.type} step (use ${listOps(ops)})`,
      });
      return;
    }
    checkValue(
      logic.valueKind(step, op),
      op,
      value,
      name,
      'options' in step ? step.options : null,
      where,
      path,
    );
  }

  function checkValue(
    kind: 'option' | 'number' | 'text' | 'boolean' | 'none',
    op: ConditionOp,
    value: TLeafCondition['value'],
    name: string,
    options: { id: string }[] | null,
    where: string,
    path: (string | number)[],
  ) {
    if (kind === 'none' || VALUELESS_OPS.includes(op)) return;
    if (value === undefined) {
      issues.push({ path, message: `${where}: "${op}" on ${name} needs a value` });
      return;
    }
    const list = LIST_OPS.includes(op);
    if (list && !Array.isArray(value)) {
      issues.push({ path, message: `${where}: "${op}" on ${name} needs a list of values` });
      return;
    }
    if (!list && Array.isArray(value)) {
      issues.push({ path, message: `${where}: "${op}" on ${name} takes one value, not a list` });
      return;
    }
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (kind === 'option') {
        if (!options?.some((o) => o.id === v)) {
          issues.push({ path, message: `${where}: ${quote(String(v))} is not an option of ${name}` });
          return;
        }
      } else if (kind === 'number') {
        if (typeof v !== 'number' || !Number.isFinite(v)) {
          issues.push({
            path,
            message: `${where}: "${op}" on ${name} compares with a number, not ${JSON.stringify(v)}`,
          });
          return;
        }
      } else if (kind === 'boolean') {
        if (typeof v !== 'boolean') {
          issues.push({ path, message: `${where}: "${op}" on ${name} compares with true or false` });
          return;
        }
      } else if (typeof v !== 'string') {
        issues.push({ path, message: `${where}: "${op}" on ${name} compares with text` });
        return;
      }
    }
  }

  // Calculations: formulas parse, name known ids with numbers, and never depend on each other in a circle.
  const deps = new Map<string, string[]>();
  calculations.forEach((calc, i) => {
    const where = `Calculation ${quote(calc.id)}`;
    const path = ['calculations', i, 'formula'];
    const parsed = parseFormula(calc.formula);
    if (!parsed.ok) {
      issues.push({ path, message: `${where}: the formula does not parse: ${parsed.error}` });
      return;
    }
    const uses: string[] = [];
    for (const ref of parsed.refs) {
      if (c.calculations.has(ref)) {
        uses.push(ref);
        continue;
      }
      const index = c.stepByRef.get(ref);
      if (index === undefined) {
        issues.push({
          path,
          message: `${where}: the formula names ${quote(ref)}, which is not a step id or a calculation`,
        });
        continue;
      }
      const step = steps[index];
      if (!logicOf(step).number)
        issues.push({
          path,
          message: `${where}: ${describeStep(step, index)} is a ${step.type} step and has no number to calculate with`,
        });
    }
    deps.set(calc.id, uses);
  });
  const state = new Map<string, 'visiting' | 'done'>();
  const reported = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(id)), id];
      const key = [...cycle].sort().join(',');
      if (!reported.has(key)) {
        reported.add(key);
        const i = calculations.findIndex((x) => x.id === id);
        issues.push({
          path: ['calculations', i, 'formula'],
          message: `Calculations ${cycle.map(quote).join(' → ')} depend on each other in a circle`,
        });
      }
      return;
    }
    state.set(id, 'visiting');
    for (const d of deps.get(id) ?? []) visit(d, [...trail, id]);
    state.set(id, 'done');
  };
  for (const id of deps.keys()) visit(id, []);

  return issues;
}

/** The first problem as one sentence, or null (what the 400 answer and the editor show). */
export function firstLogicProblem(config: LogicConfig): string | null {
  return checkLogic(config)[0]?.message ?? null;
}

/** The step a reference names, as people read it: its title (for messages and the editor's pickers). */
export function refLabel(config: LogicConfig, ref: string): string {
  const index = compileLogic(config).stepByRef.get(ref);
  return index === undefined ? ref : titleKey(config.steps[index], index);
}
