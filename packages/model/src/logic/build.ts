// Builders for the logic format, for code that writes forms (the offline generator, the editor, tests):
// conditions, rules, endings, calculations and stable step ids, always in the public contract's shape.
import type { TStep } from '../steps/index.ts';
import { titleKey } from '../answers.ts';
import { isFormulaIdentifier } from './check.ts';
import type { LogicConfig } from './evaluate.ts';
import {
  type ConditionOp,
  type ConditionValue,
  END_TARGET,
  isAllCondition,
  isAnyCondition,
  type TCalculation,
  type TCondition,
  type TEnding,
  type TLeafCondition,
  type TLogicRule,
} from './types.ts';

/** A condition on a step (by id) or calculation; without `step` it reads the step the rule sits on. */
export function cond(step: string | undefined, op: ConditionOp, value?: ConditionValue): TLeafCondition {
  return {
    ...(step !== undefined ? { step } : {}),
    op,
    ...(value !== undefined ? { value } : {}),
  };
}

export const all = (...conditions: TCondition[]): TCondition => ({ all: conditions });
export const any = (...conditions: TCondition[]): TCondition => ({ any: conditions });

/** `{ if, goTo }`; goTo is a later step's id, an ending id, or "end". */
export function rule(condition: TCondition, goTo: string): TLogicRule {
  return { if: condition, goTo };
}

export function ending(id: string, title: string, description?: string): TEnding {
  return { id, title, ...(description ? { description } : {}) };
}

export function calculation(
  id: string,
  label: string,
  formula: string,
  options: { format?: 'currency' | 'number'; currency?: string; show?: boolean } = {},
): TCalculation {
  return { id, label, formula, ...options };
}

export { END_TARGET };

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A formula-safe id from a text ("Roof area (m²)" → "roof_area_m"), unique against `taken` (which it extends). */
export function idFromText(text: string, taken: Set<string>, fallback = 'step'): string {
  const base =
    text
      .toLowerCase()
      .replace(/[äöüß]/g, (ch) => FOLD[ch] ?? ch)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|(?<!_)_+$/g, '')
      .slice(0, 40)
      .replace(/(?<!_)_+$/, '') || fallback;
  let id = isFormulaIdentifier(base) ? base : `${fallback}_${base}`;
  if (!isFormulaIdentifier(id)) id = fallback;
  let unique = id;
  for (let n = 2; taken.has(unique) || unique === END_TARGET; n++) unique = `${id}_${n}`;
  taken.add(unique);
  return unique;
}

function renameInCondition(c: TCondition, rename: (ref: string) => string): TCondition {
  if (isAllCondition(c)) return { all: c.all.map((p) => renameInCondition(p, rename)) };
  if (isAnyCondition(c)) return { any: c.any.map((p) => renameInCondition(p, rename)) };
  const leaf = c as TLeafCondition;
  return leaf.step === undefined ? leaf : { ...leaf, step: rename(leaf.step) };
}

// An identifier not preceded by a letter, digit, `$` or `.` (so the `e5` of `1e5` is never one).
const FORMULA_NAME = /(?<![A-Za-z0-9_$.])[A-Za-z_$][A-Za-z0-9_$]*/g;

/** A formula with the names in `renames` replaced (formulas hold no strings, so every identifier is a name). */
export function renameInFormula(formula: string, renames: ReadonlyMap<string, string>): string {
  return formula.replace(FORMULA_NAME, (name) => renames.get(name) ?? name);
}

/**
 * A copy of the config whose references (conditions, goTo, otherwise, formulas) follow the renames, old → new.
 * The ids themselves are not touched: the caller renames the step, ending or calculation.
 */
export function renameReferences<C extends LogicConfig>(config: C, renames: ReadonlyMap<string, string>): C {
  if (renames.size === 0) return config;
  const rename = (ref: string) => renames.get(ref.trim()) ?? ref;
  const steps = config.steps.map((s) => {
    if (!s.logic && s.otherwise === undefined) return s;
    return {
      ...s,
      ...(s.logic
        ? { logic: s.logic.map((r) => ({ if: renameInCondition(r.if, rename), goTo: rename(r.goTo) })) }
        : {}),
      ...(s.otherwise !== undefined ? { otherwise: rename(s.otherwise) } : {}),
    } as TStep;
  });
  const calculations = config.calculations?.map((calc) => ({
    ...calc,
    formula: renameInFormula(calc.formula, renames),
  }));
  return { ...config, steps, ...(calculations ? { calculations } : {}) };
}

/**
 * Gives every step a unique, formula-safe id (steps that have a unique id keep it) and rewrites references that
 * named a step by its title. The editor and the generator call it, so logic always refers to steps by id.
 */
export function ensureStepIds<C extends LogicConfig>(config: C): C {
  const seen = new Set<string>();
  const needs = config.steps.map((s) => {
    const id = s.id?.trim();
    if (!id || seen.has(id)) return true;
    seen.add(id);
    return false;
  });
  if (!needs.some(Boolean)) return config;
  const taken = new Set<string>([
    ...seen,
    ...(config.endings ?? []).map((e) => e.id),
    ...(config.calculations ?? []).map((c) => c.id),
  ]);
  const byTitle = new Map<string, string>();
  const steps = config.steps.map((s, i) => {
    if (!needs[i]) return s;
    const id = idFromText(s.title ?? '', taken);
    if (!s.id?.trim()) {
      const key = titleKey(s, i);
      if (!byTitle.has(key) && !seen.has(key)) byTitle.set(key, id);
    }
    return { ...s, id } as TStep;
  });
  return renameReferences({ ...config, steps }, byTitle);
}

/** A copy of the config with `newRule` appended to the rules of the step `stepId`. */
export function addRule<C extends LogicConfig>(config: C, stepId: string, newRule: TLogicRule): C {
  return {
    ...config,
    steps: config.steps.map((s) =>
      s.id === stepId ? ({ ...s, logic: [...(s.logic ?? []), newRule] } as TStep) : s,
    ),
  };
}

/** A copy of the config with the ending added (or replaced when its id exists). */
export function addEnding<C extends LogicConfig>(config: C, e: TEnding): C {
  const endings = (config.endings ?? []).filter((x) => x.id !== e.id);
  return { ...config, endings: [...endings, e] };
}

/** A copy of the config with the calculation added (or replaced when its id exists). */
export function addCalculation<C extends LogicConfig>(config: C, calc: TCalculation): C {
  const calculations = (config.calculations ?? []).filter((x) => x.id !== calc.id);
  return { ...config, calculations: [...calculations, calc] };
}
