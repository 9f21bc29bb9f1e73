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

/** Why a formula does not parse, as data: the owner app words it itself. */
export interface FormulaProblem {
  code:
    | 'deep'
    | 'notNumber'
    | 'notAllowed'
    | 'parens'
    | 'unknownFn'
    | 'noValues'
    | 'roundArgs'
    | 'twoValues'
    | 'comma'
    | 'kind'
    | 'empty'
    | 'tooLong'
    | 'syntaxAt'
    | 'syntax';
  /** The operator, function, literal or expression kind named, the limit, or the character position. */
  arg?: string;
}

/**
 * The parser's English reason read back as data. The parser itself stays as it is: it ships in every form's
 * bundle, which has no room for codes beside its words; this check runs only where forms are edited and saved.
 */
const FORMULA_PROBLEMS: [RegExp, FormulaProblem['code']][] = [
  [/^the formula is nested too deeply$/, 'deep'],
  [/^(.+) is not a number$/, 'notNumber'],
  [/^"(.+)" is not allowed$/, 'notAllowed'],
  [/^write not \(…\) with parentheses/, 'parens'],
  [/^unknown function (\S+);/, 'unknownFn'],
  [/^(\w+)\(\) needs at least one value$/, 'noValues'],
  [/^(\w+)\(\) takes a value and optionally/, 'roundArgs'],
  [/^two values without an operator/, 'twoValues'],
  [/^a comma outside a function call/, 'comma'],
  [/^(\w+) expressions are not allowed$/, 'kind'],
  [/^the formula is empty$/, 'empty'],
  [/^the formula is longer than (\d+) characters$/, 'tooLong'],
  [/\(at character (\d+)\)$/, 'syntaxAt'],
];

function formulaProblem(error: string): FormulaProblem {
  for (const [pattern, code] of FORMULA_PROBLEMS) {
    const m = pattern.exec(error);
    if (m) return m[1] === undefined ? { code } : { code, arg: m[1] };
  }
  return { code: 'syntax' };
}

/** What a problem is about, as data: the owner app names it in the owner's language. */
export type LogicSubject =
  | { kind: 'step'; index: number; title: string }
  | { kind: 'ending'; id: string }
  | { kind: 'calculation'; id: string }
  | { kind: 'hidden'; name: string };

/** Every kind of problem the checker finds; `message` says it in English, `code` + `params` let others say it. */
export type LogicProblemCode =
  | 'id_reserved'
  | 'id_taken'
  | 'ending_untitled'
  | 'calculation_id_invalid'
  | 'target_unknown'
  | 'target_self'
  | 'target_back'
  | 'condition_too_deep'
  | 'condition_step_and_hidden'
  | 'hidden_undeclared'
  | 'condition_unknown'
  | 'condition_later'
  | 'op_unfit'
  | 'value_missing'
  | 'value_needs_list'
  | 'value_not_list'
  | 'value_not_option'
  | 'value_not_number'
  | 'value_not_boolean'
  | 'value_not_text'
  | 'formula_invalid'
  | 'formula_unknown'
  | 'formula_not_number'
  | 'calculation_cycle';

/** A problem's parts; which are set depends on the code (see `checkLogic`). */
export interface LogicProblemParams {
  /** The step, ending or calculation the problem sits in (absent for a circle of calculations). */
  subject?: LogicSubject;
  /** The rule (1-based) of `subject` the problem sits in; `otherwise` for the step's otherwise target. */
  rule?: number;
  otherwise?: true;
  /** An id, a go-to target, a name or a reference as written in the form. */
  ref?: string;
  /** Who else has the id, the step jumped back to, or what a condition or formula reads. */
  other?: LogicSubject;
  op?: ConditionOp;
  /** The ops that would fit. */
  allowed?: readonly ConditionOp[];
  stepType?: string;
  /** The refused value, as written. */
  value?: string;
  /** The formula parser's own words, and the same as data. */
  detail?: string;
  formula?: FormulaProblem;
  /** The calculations that depend on each other, in order. */
  cycle?: string[];
}

export interface LogicIssue {
  /** Where in the configuration (for zod paths and the editor). */
  path: (string | number)[];
  message: string;
  code: LogicProblemCode;
  params: LogicProblemParams;
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

const stepSubject = (step: TStep, index: number): LogicSubject => ({
  kind: 'step',
  index,
  title: step.title?.trim() ?? '',
});

/** Every problem with the configuration's rules, endings and calculations; empty when it is sound. */
export function checkLogic(config: LogicConfig): LogicIssue[] {
  if (!usesLogic(config)) return [];
  const issues: LogicIssue[] = [];
  const report = (
    path: (string | number)[],
    message: string,
    code: LogicProblemCode,
    params: LogicProblemParams,
  ) => {
    issues.push({ path, message, code, params });
  };
  const c = compileLogic(config);
  const { steps } = config;
  const endings = config.endings ?? [];
  const calculations = config.calculations ?? [];

  // Ids: unique within and across steps, endings and calculations, so every reference means one thing.
  const owner = new Map<string, { what: string; subject: LogicSubject }>();
  const claim = (id: string | undefined, what: string, subject: LogicSubject, path: (string | number)[]) => {
    const key = id?.trim();
    if (!key) return;
    if (key === END_TARGET) {
      report(path, `${what} cannot use the id "end" (it means the submission screen)`, 'id_reserved', {
        subject,
      });
      return;
    }
    const prev = owner.get(key);
    if (prev)
      report(path, `${what} uses the id ${quote(key)}, already used by ${prev.what}`, 'id_taken', {
        subject,
        ref: key,
        other: prev.subject,
      });
    else owner.set(key, { what, subject });
  };
  steps.forEach((s, i) => {
    claim(s.id, describeStep(s, i), stepSubject(s, i), ['steps', i, 'id']);
  });
  endings.forEach((e, i) => {
    const subject: LogicSubject = { kind: 'ending', id: e.id };
    claim(e.id, `Ending ${quote(e.id)}`, subject, ['endings', i, 'id']);
    if (!e.title?.trim())
      report(['endings', i, 'title'], `Ending ${quote(e.id)} has no title`, 'ending_untitled', { subject });
  });
  calculations.forEach((calc, i) => {
    const subject: LogicSubject = { kind: 'calculation', id: calc.id };
    claim(calc.id, `Calculation ${quote(calc.id)}`, subject, ['calculations', i, 'id']);
    if (!isFormulaIdentifier(calc.id))
      report(
        ['calculations', i, 'id'],
        `Calculation ${quote(calc.id)}: an id is letters, digits and _ (not starting with a digit) and not a formula word`,
        'calculation_id_invalid',
        { subject },
      );
  });

  // Rules and otherwise: targets exist and lie ahead, conditions fit the steps they read.
  steps.forEach((step, i) => {
    const where = describeStep(step, i);
    const subject = stepSubject(step, i);
    const target = (goTo: string, what: string, at: LogicProblemParams, path: (string | number)[]) => {
      const t = goTo.trim();
      if (t === END_TARGET || c.endings.has(t)) return;
      const j = c.stepByRef.get(t);
      if (j === undefined)
        report(
          path,
          `${where}: ${what} goes to ${quote(t)}, which is not a step, an ending or "end"`,
          'target_unknown',
          { subject, ...at, ref: t },
        );
      else if (j === i) report(path, `${where}: ${what} jumps to itself`, 'target_self', { subject, ...at });
      else if (j < i)
        report(
          path,
          `${where}: ${what} jumps back to ${describeStep(steps[j], j)} (only forward jumps are allowed, so a form never loops)`,
          'target_back',
          { subject, ...at, other: stepSubject(steps[j], j) },
        );
    };
    (step.logic ?? []).forEach((rule, r) => {
      target(rule.goTo, `rule ${r + 1}`, { rule: r + 1 }, ['steps', i, 'logic', r, 'goTo']);
      checkCondition(
        rule.if,
        i,
        { where: `${where}: rule ${r + 1}`, params: { subject, rule: r + 1 } },
        ['steps', i, 'logic', r, 'if'],
        0,
      );
    });
    if (step.otherwise !== undefined)
      target(step.otherwise, '"otherwise"', { otherwise: true }, ['steps', i, 'otherwise']);
  });

  /** Where a condition sits: in words for the message, as data for the params. */
  interface Place {
    where: string;
    params: LogicProblemParams;
  }

  function checkCondition(
    cond: TCondition,
    at: number,
    place: Place,
    path: (string | number)[],
    depth: number,
  ) {
    if (depth > 10) {
      report(
        path,
        `${place.where}: conditions are nested more than 10 levels deep`,
        'condition_too_deep',
        place.params,
      );
      return;
    }
    if (isAllCondition(cond) || isAnyCondition(cond)) {
      const parts = isAllCondition(cond) ? cond.all : (cond as { any: TCondition[] }).any;
      const key = isAllCondition(cond) ? 'all' : 'any';
      parts.forEach((p, k) => {
        checkCondition(p, at, place, [...path, key, k], depth + 1);
      });
      return;
    }
    checkLeaf(cond as TLeafCondition, at, place, path);
  }

  function checkLeaf(leaf: TLeafCondition, at: number, place: Place, path: (string | number)[]) {
    const { where, params } = place;
    const ref = leaf.step?.trim();
    const { op, value } = leaf;
    if (leaf.hidden !== undefined) {
      const name = leaf.hidden.trim();
      const other: LogicSubject = { kind: 'hidden', name };
      if (ref !== undefined)
        report(
          path,
          `${where}: a condition reads a step or a hidden field, not both`,
          'condition_step_and_hidden',
          params,
        );
      else if (!config.hiddenFields?.includes(name))
        report(
          path,
          `${where}: the condition reads hidden field ${quote(name)}, which the form does not declare in hiddenFields`,
          'hidden_undeclared',
          { ...params, other },
        );
      else if (!HIDDEN_OPS.includes(op))
        report(
          path,
          `${where}: "${op}" does not fit hidden field ${quote(name)} (use ${listOps(HIDDEN_OPS)})`,
          'op_unfit',
          { ...params, op, other, allowed: HIDDEN_OPS },
        );
      else checkValue('text', op, value, `hidden field ${quote(name)}`, other, null, place, path);
      return;
    }
    if (ref !== undefined && c.calculations.has(ref)) {
      const other: LogicSubject = { kind: 'calculation', id: ref };
      if (!CALCULATION_OPS.includes(op))
        report(
          path,
          `${where}: "${op}" does not fit calculation ${quote(ref)} (use ${listOps(CALCULATION_OPS)})`,
          'op_unfit',
          { ...params, op, other, allowed: CALCULATION_OPS },
        );
      else checkValue('number', op, value, `calculation ${quote(ref)}`, other, null, place, path);
      return;
    }
    const index = ref === undefined ? at : c.stepByRef.get(ref);
    if (index === undefined) {
      report(
        path,
        `${where}: the condition reads ${quote(ref ?? '')}, which is not a step or a calculation`,
        'condition_unknown',
        { ...params, ref: ref ?? '' },
      );
      return;
    }
    const step = steps[index];
    const name = describeStep(step, index);
    const other = stepSubject(step, index);
    if (index > at) {
      report(
        path,
        `${where}: the condition reads ${name}, which comes later and has no answer yet`,
        'condition_later',
        { ...params, other },
      );
      return;
    }
    const logic = logicOf(step);
    const ops = logic.ops(step);
    if (!ops.includes(op)) {
      report(
        path,
        `${where}: "${op}" does not fit ${name}, a ${step.type} step (use ${listOps(ops)})`,
        'op_unfit',
        { ...params, op, other, stepType: step.type, allowed: ops },
      );
      return;
    }
    checkValue(
      logic.valueKind(step, op),
      op,
      value,
      name,
      other,
      'options' in step ? step.options : null,
      place,
      path,
    );
  }

  function checkValue(
    kind: 'option' | 'number' | 'text' | 'boolean' | 'none',
    op: ConditionOp,
    value: TLeafCondition['value'],
    name: string,
    other: LogicSubject,
    options: { id: string }[] | null,
    { where, params }: Place,
    path: (string | number)[],
  ) {
    if (kind === 'none' || VALUELESS_OPS.includes(op)) return;
    const on = { ...params, op, other };
    if (value === undefined) {
      report(path, `${where}: "${op}" on ${name} needs a value`, 'value_missing', on);
      return;
    }
    const list = LIST_OPS.includes(op);
    if (list && !Array.isArray(value)) {
      report(path, `${where}: "${op}" on ${name} needs a list of values`, 'value_needs_list', on);
      return;
    }
    if (!list && Array.isArray(value)) {
      report(path, `${where}: "${op}" on ${name} takes one value, not a list`, 'value_not_list', on);
      return;
    }
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (kind === 'option') {
        if (!options?.some((o) => o.id === v)) {
          report(path, `${where}: ${quote(String(v))} is not an option of ${name}`, 'value_not_option', {
            ...on,
            value: String(v),
          });
          return;
        }
      } else if (kind === 'number') {
        if (typeof v !== 'number' || !Number.isFinite(v)) {
          report(
            path,
            `${where}: "${op}" on ${name} compares with a number, not ${JSON.stringify(v)}`,
            'value_not_number',
            { ...on, value: JSON.stringify(v) },
          );
          return;
        }
      } else if (kind === 'boolean') {
        if (typeof v !== 'boolean') {
          report(path, `${where}: "${op}" on ${name} compares with true or false`, 'value_not_boolean', on);
          return;
        }
      } else if (typeof v !== 'string') {
        report(path, `${where}: "${op}" on ${name} compares with text`, 'value_not_text', on);
        return;
      }
    }
  }

  // Calculations: formulas parse, name known ids with numbers, and never depend on each other in a circle.
  const deps = new Map<string, string[]>();
  calculations.forEach((calc, i) => {
    const where = `Calculation ${quote(calc.id)}`;
    const subject: LogicSubject = { kind: 'calculation', id: calc.id };
    const path = ['calculations', i, 'formula'];
    const parsed = parseFormula(calc.formula);
    if (!parsed.ok) {
      report(path, `${where}: the formula does not parse: ${parsed.error}`, 'formula_invalid', {
        subject,
        detail: parsed.error,
        formula: formulaProblem(parsed.error),
      });
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
        report(
          path,
          `${where}: the formula names ${quote(ref)}, which is not a step id or a calculation`,
          'formula_unknown',
          { subject, ref },
        );
        continue;
      }
      const step = steps[index];
      if (!logicOf(step).number)
        report(
          path,
          `${where}: ${describeStep(step, index)} is a ${step.type} step and has no number to calculate with`,
          'formula_not_number',
          { subject, other: stepSubject(step, index), stepType: step.type },
        );
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
        report(
          ['calculations', i, 'formula'],
          `Calculations ${cycle.map(quote).join(' → ')} depend on each other in a circle`,
          'calculation_cycle',
          { cycle },
        );
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
