// The manual editor's logic, pure: what each picker offers, rule and condition edits that keep a rule valid,
// id renames that carry references along, and the sample answers of the formula preview.
import {
  type Answers,
  answerKey,
  CALCULATION_OPS,
  type ConditionOp,
  type ConditionValue,
  END_TARGET,
  HIDDEN_OPS,
  isAllCondition,
  isAnyCondition,
  isFormulaIdentifier,
  LIST_OPS,
  type LogicConfig,
  type LogicIssue,
  logicOf,
  renameReferences,
  type SampleValue,
  type TCalculation,
  type TCondition,
  type TEnding,
  type TLeafCondition,
  type TLogicRule,
  type TStep,
  titleKey,
} from '@forms-engine/model';
import { isOwnerLanguage, type Translate, translator } from '../i18n/languages.ts';

/** The pickers' words default to English (the pure tests read them so); the screens pass the owner's. */
const english = translator('en');

export type ValueKind = 'option' | 'number' | 'text' | 'boolean' | 'none';

const short = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "3. Roof area" — how pickers name a step. */
export function stepLabel(step: TStep, index: number, t: Translate = english): string {
  return `${index + 1}. ${short(step.title?.trim() || t('picker.untitledStep'))}`;
}

export interface Choice {
  value: string;
  label: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Operands, ops and values

/** What a leaf condition reads, resolved against the config. */
export type ResolvedOperand =
  | { kind: 'step'; index: number; step: TStep }
  | { kind: 'calculation'; calc: TCalculation }
  | { kind: 'hidden'; name: string }
  | { kind: 'unknown'; ref: string };

/** A hidden field's value in the question picker (step ids are letters, digits, _ and -, so never this). */
export const HIDDEN_CHOICE_PREFIX = 'hidden:';

/** The picker value of a leaf's operand: '' for this question, a step or calculation id, or hidden:name. */
export function operandValue(leaf: TLeafCondition): string {
  return leaf.hidden !== undefined ? `${HIDDEN_CHOICE_PREFIX}${leaf.hidden}` : (leaf.step?.trim() ?? '');
}

/** The leaf reading another operand picked by its picker value (op and value are fitted afterwards). */
export function withOperand(leaf: TLeafCondition, value: string): TLeafCondition {
  const { step: _step, hidden: _hidden, ...rest } = leaf;
  if (value.startsWith(HIDDEN_CHOICE_PREFIX))
    return { ...rest, hidden: value.slice(HIDDEN_CHOICE_PREFIX.length) };
  return value ? { ...rest, step: value } : rest;
}

export function resolveOperand(config: LogicConfig, at: number, leaf: TLeafCondition): ResolvedOperand {
  if (leaf.hidden !== undefined) {
    const name = leaf.hidden.trim();
    return config.hiddenFields?.includes(name) ? { kind: 'hidden', name } : { kind: 'unknown', ref: name };
  }
  const ref = leaf.step?.trim();
  if (ref === undefined) return { kind: 'step', index: at, step: config.steps[at] };
  const calc = config.calculations?.find((c) => c.id === ref);
  if (calc) return { kind: 'calculation', calc };
  const index = config.steps.findIndex((s, i) => (s.id?.trim() || titleKey(s, i)) === ref);
  return index < 0 ? { kind: 'unknown', ref } : { kind: 'step', index, step: config.steps[index] };
}

/** The ops that fit an operand (a step's type decides; calculations compare numbers). */
export function opsOf(operand: ResolvedOperand): readonly ConditionOp[] {
  if (operand.kind === 'calculation') return CALCULATION_OPS;
  if (operand.kind === 'hidden') return HIDDEN_OPS;
  if (operand.kind === 'unknown') return [];
  return logicOf(operand.step).ops(operand.step);
}

export function valueKindOf(operand: ResolvedOperand, op: ConditionOp): ValueKind {
  if (operand.kind === 'calculation') return 'number';
  if (operand.kind === 'hidden') return op === 'answered' || op === 'skipped' ? 'none' : 'text';
  if (operand.kind === 'unknown') return 'none';
  return logicOf(operand.step).valueKind(operand.step, op);
}

/** The options a condition on this operand may name. */
export function optionsOf(operand: ResolvedOperand): { id: string; title: string }[] {
  return operand.kind === 'step' && 'options' in operand.step && Array.isArray(operand.step.options)
    ? operand.step.options
    : [];
}

/** The picker's operands for a rule on step `at`: this step, earlier steps with ops, and calculations. */
export function operandChoices(config: LogicConfig, at: number, t: Translate = english): Choice[] {
  const steps: Choice[] = config.steps.flatMap((s, i) => {
    if (i > at || logicOf(s).ops(s).length === 0) return [];
    const label = i === at ? t('picker.thisQuestion') : stepLabel(s, i, t);
    return [{ value: i === at ? '' : (s.id ?? titleKey(s, i)), label }];
  });
  const calcs = (config.calculations ?? []).map((c) => ({
    value: c.id,
    label: t('picker.calculation', { name: short(c.label?.trim() || c.id) }),
  }));
  const hidden = (config.hiddenFields ?? []).map((name) => ({
    value: `${HIDDEN_CHOICE_PREFIX}${name}`,
    label: t('picker.hidden', { name }),
  }));
  return [...steps, ...calcs, ...hidden];
}

/** The first value of a kind: the first option, the sample's number (a slider's minimum), false, or ''. */
function defaultValue(operand: ResolvedOperand, kind: ValueKind): ConditionValue | undefined {
  switch (kind) {
    case 'option':
      return optionsOf(operand)[0]?.id ?? '';
    case 'number': {
      if (operand.kind !== 'step') return 0;
      const initial = logicOf(operand.step).sample?.initial(operand.step);
      return typeof initial === 'number' ? initial : 0;
    }
    case 'boolean':
      return false;
    case 'text':
      return '';
    case 'none':
      return undefined;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

function fits(operand: ResolvedOperand, kind: ValueKind, v: unknown): boolean {
  switch (kind) {
    case 'option':
      return typeof v === 'string' && optionsOf(operand).some((o) => o.id === v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'text':
      return typeof v === 'string';
    case 'none':
      return false;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/**
 * The leaf made to fit its operand: an op the operand allows (else its first), and a value of the op's kind —
 * kept when it still fits, turned into a list or back for in/notIn, otherwise the kind's first value.
 */
export function fitLeaf(config: LogicConfig, at: number, leaf: TLeafCondition): TLeafCondition {
  const operand = resolveOperand(config, at, leaf);
  if (operand.kind === 'unknown') return leaf;
  const ops = opsOf(operand);
  const op = ops.includes(leaf.op) ? leaf.op : (ops[0] ?? leaf.op);
  const kind = valueKindOf(operand, op);
  const base: TLeafCondition = {
    ...(leaf.hidden !== undefined
      ? { hidden: leaf.hidden }
      : leaf.step !== undefined
        ? { step: leaf.step }
        : {}),
    op,
  };
  if (kind === 'none') return base;
  const current = Array.isArray(leaf.value) ? leaf.value : leaf.value === undefined ? [] : [leaf.value];
  const kept = current.filter((v) => fits(operand, kind, v)) as (string | number)[];
  if (LIST_OPS.includes(op)) {
    const first = defaultValue(operand, kind);
    const list =
      kept.length > 0 ? kept : first === undefined || first === '' ? [] : [first as string | number];
    return { ...base, value: list };
  }
  const value = kept.length > 0 ? kept[0] : defaultValue(operand, kind);
  return value === undefined ? base : { ...base, value };
}

/** A fresh condition for a rule on step `at`: on the step itself when it has ops, else the nearest earlier one. */
export function defaultLeaf(config: LogicConfig, at: number): TLeafCondition | null {
  for (let i = at; i >= 0; i--) {
    const s = config.steps[i];
    if (!s || logicOf(s).ops(s).length === 0) continue;
    const leaf: TLeafCondition =
      i === at ? { op: logicOf(s).ops(s)[0] } : { step: s.id, op: logicOf(s).ops(s)[0] };
    return fitLeaf(config, at, leaf);
  }
  const calc = config.calculations?.[0];
  return calc ? fitLeaf(config, at, { step: calc.id, op: 'gt', value: 0 }) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Targets

/** Where a rule on step `at` may go: later steps, endings, and the thank-you screen. */
export function targetChoices(config: LogicConfig, at: number, t: Translate = english): Choice[] {
  const later = config.steps.flatMap((s, i) =>
    i > at ? [{ value: s.id ?? titleKey(s, i), label: stepLabel(s, i, t) }] : [],
  );
  const endings = (config.endings ?? []).map((e) => ({
    value: e.id,
    label: t('picker.ending', { name: short(e.title?.trim() || e.id) }),
  }));
  return [...later, ...endings, { value: END_TARGET, label: t('picker.end') }];
}

/** A new rule for step `at`: its first condition, going to the first ending, else two steps on, else the end. */
export function defaultRule(config: LogicConfig, at: number): TLogicRule | null {
  const leaf = defaultLeaf(config, at);
  if (!leaf) return null;
  const ending = config.endings?.[0]?.id;
  const skipOne = config.steps[at + 2];
  const goTo = ending ?? (skipOne ? (skipOne.id ?? titleKey(skipOne, at + 2)) : END_TARGET);
  return { if: leaf, goTo };
}

// ---------------------------------------------------------------------------------------------------------------
// Condition trees: a path is the list of indexes from the rule's condition down through all/any groups.

export type ConditionPath = number[];

function partsOf(c: TCondition): TCondition[] | null {
  if (isAllCondition(c)) return c.all;
  if (isAnyCondition(c)) return c.any;
  return null;
}

function withParts(c: TCondition, parts: TCondition[]): TCondition {
  return isAnyCondition(c) ? { any: parts } : { all: parts };
}

export function groupKind(c: TCondition): 'all' | 'any' | null {
  return isAllCondition(c) ? 'all' : isAnyCondition(c) ? 'any' : null;
}

/** The condition with the node at `path` replaced by `fn(node)`. */
export function updateCondition(
  root: TCondition,
  path: ConditionPath,
  fn: (c: TCondition) => TCondition,
): TCondition {
  if (path.length === 0) return fn(root);
  const parts = partsOf(root);
  if (!parts) return root;
  const [head, ...rest] = path;
  return withParts(
    root,
    parts.map((p, i) => (i === head ? updateCondition(p, rest, fn) : p)),
  );
}

/** Switches a group between all and any. */
export function setGroupKind(c: TCondition, kind: 'all' | 'any'): TCondition {
  const parts = partsOf(c);
  return parts ? (kind === 'all' ? { all: parts } : { any: parts }) : c;
}

/** Adds a part to the group at `path`; a single comparison there first becomes an "all" group of itself. */
export function addPart(root: TCondition, path: ConditionPath, part: TCondition): TCondition {
  return updateCondition(root, path, (c) => {
    const parts = partsOf(c);
    return parts ? withParts(c, [...parts, part]) : { all: [c, part] };
  });
}

/**
 * Removes the node at `path` (never the root). A group left empty goes too, and a rule's top group left with one
 * comparison becomes that comparison, so the stored rule stays as simple as what the owner sees.
 */
export function removePart(root: TCondition, path: ConditionPath): TCondition {
  if (path.length === 0) return root;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1];
  let next = updateCondition(root, parentPath, (c) => {
    const parts = partsOf(c);
    return parts
      ? withParts(
          c,
          parts.filter((_, i) => i !== index),
        )
      : c;
  });
  const parent = parentPath.reduce<TCondition | undefined>((c, i) => (c ? partsOf(c)?.[i] : undefined), next);
  if (parent && partsOf(parent)?.length === 0 && parentPath.length > 0) next = removePart(next, parentPath);
  const top = partsOf(next);
  if (top && top.length === 1 && !partsOf(top[0])) return top[0];
  return next;
}

/** How many comparisons a condition holds (the remove button of the last one is disabled). */
export function leafCount(c: TCondition): number {
  const parts = partsOf(c);
  return parts ? parts.reduce((n, p) => n + leafCount(p), 0) : 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules on a step

type Rules = TLogicRule[];

function withStep<C extends LogicConfig>(config: C, at: number, patch: (s: TStep) => TStep): C {
  return { ...config, steps: config.steps.map((s, i) => (i === at ? patch(s) : s)) };
}

/** Replaces the rules of step `at` (an empty list removes the field, like forms without logic). */
export function setRules<C extends LogicConfig>(config: C, at: number, rules: Rules): C {
  return withStep(config, at, (s) => {
    const { logic: _drop, ...rest } = s;
    return (rules.length > 0 ? { ...rest, logic: rules } : rest) as TStep;
  });
}

export function moveRule(rules: Rules, from: number, to: number): Rules {
  if (to < 0 || to >= rules.length) return rules;
  const next = [...rules];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Sets where the step goes when no rule matches (undefined: the next step). */
export function setOtherwise<C extends LogicConfig>(config: C, at: number, target: string | undefined): C {
  return withStep(config, at, (s) => {
    const { otherwise: _drop, ...rest } = s;
    return (target ? { ...rest, otherwise: target } : rest) as TStep;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Ids: steps, endings and calculations share one namespace

export type IdOwner = { kind: 'step' | 'ending' | 'calculation'; index: number };

function idOwners(config: LogicConfig, t: Translate): { id: string; owner: IdOwner; name: () => string }[] {
  return [
    ...config.steps.map((s, i) => ({
      id: s.id?.trim() ?? '',
      owner: { kind: 'step' as const, index: i },
      name: () => t('idProblem.question', { label: stepLabel(s, i, t) }),
    })),
    ...(config.endings ?? []).map((e, i) => ({
      id: e.id.trim(),
      owner: { kind: 'ending' as const, index: i },
      name: () => t('idProblem.ending', { name: short(e.title || e.id) }),
    })),
    ...(config.calculations ?? []).map((c, i) => ({
      id: c.id.trim(),
      owner: { kind: 'calculation' as const, index: i },
      name: () => t('idProblem.calculation', { name: short(c.label || c.id) }),
    })),
  ];
}

/** Why `id` cannot name `self`, or null when it can. */
export function idProblem(
  config: LogicConfig,
  id: string,
  self: IdOwner,
  t: Translate = english,
): string | null {
  const wanted = id.trim();
  if (!wanted) return t('idProblem.required');
  if (wanted === END_TARGET) return t('idProblem.reserved');
  if (!isFormulaIdentifier(wanted))
    return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(wanted)
      ? t('idProblem.formulaWord', { id: wanted })
      : t('idProblem.format');
  const other = idOwners(config, t).find(
    (o) => o.id === wanted && !(o.owner.kind === self.kind && o.owner.index === self.index),
  );
  return other ? t('idProblem.taken', { owner: other.name() }) : null;
}

/** Gives `self` the id `next` and points every reference (rules, otherwise, formulas) at it. */
export function renameId<C extends LogicConfig>(config: C, self: IdOwner, next: string): C {
  const id = next.trim();
  const current =
    self.kind === 'step'
      ? config.steps[self.index]?.id
      : self.kind === 'ending'
        ? config.endings?.[self.index]?.id
        : config.calculations?.[self.index]?.id;
  if (current === undefined || current === id) return config;
  const moved = renameReferences(config, new Map([[current, id]]));
  switch (self.kind) {
    case 'step':
      return withStep(moved, self.index, (s) => ({ ...s, id }) as TStep);
    case 'ending':
      return {
        ...moved,
        endings: (moved.endings ?? []).map((e, i) => (i === self.index ? { ...e, id } : e)),
      };
    case 'calculation':
      return {
        ...moved,
        calculations: (moved.calculations ?? []).map((c, i) => (i === self.index ? { ...c, id } : c)),
      };
    default: {
      const never: never = self.kind;
      return never;
    }
  }
}

/** A formula-safe id not used yet, from a base such as "ending" → "ending_2". */
export function freshId(config: LogicConfig, base: string): string {
  const taken = new Set(idOwners(config, english).map((o) => o.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Endings and calculations

/** Words respondents read, so in the form's language (a form without one is English), not the owner's. */
function formWords(config: { language?: string }): Translate {
  return isOwnerLanguage(config.language) ? translator(config.language) : english;
}

export function newEnding(config: LogicConfig & { language?: string }): TEnding {
  return { id: freshId(config, 'ending'), title: formWords(config)('endings.defaultTitle'), description: '' };
}

export function newCalculation(config: LogicConfig & { language?: string }): TCalculation {
  const sliders = config.steps.filter((s) => logicOf(s).number).map((s) => s.id);
  return {
    id: freshId(config, (config.calculations?.length ?? 0) === 0 ? 'estimate' : 'calculation'),
    label: formWords(config)('calc.defaultLabel'),
    formula: sliders.length > 0 ? sliders.join(' + ') : '0',
    format: 'currency',
    show: true,
  };
}

/** A copy without the item at `index`; empty lists drop the field, so a form without logic stays as before. */
export function withoutItem<C extends LogicConfig>(
  config: C,
  key: 'endings' | 'calculations',
  index: number,
): C {
  const list = (config[key] ?? []).filter((_, i) => i !== index);
  const { [key]: _drop, ...rest } = config;
  return (list.length > 0 ? { ...rest, [key]: list } : rest) as C;
}

// ---------------------------------------------------------------------------------------------------------------
// Formula preview samples

/** A sample the owner set, by step id; steps without one use their type's initial sample. */
export type Samples = Record<string, SampleValue>;

export interface SampleStep {
  index: number;
  step: TStep;
  input: 'number' | 'option' | 'options';
  value: SampleValue;
}

/** The steps a formula can read, each with its current sample. */
export function sampleSteps(config: LogicConfig, samples: Samples): SampleStep[] {
  return config.steps.flatMap((step, index) => {
    const sample = logicOf(step).sample;
    if (!sample) return [];
    const set = step.id ? samples[step.id] : undefined;
    return [{ index, step, input: sample.input(step), value: set ?? sample.initial(step) }];
  });
}

/** The answers the runner would hold for the samples (every sampled step answered). */
export function sampleAnswers(config: LogicConfig, samples: Samples): Answers {
  const answers: Answers = {};
  for (const { index, step, value } of sampleSteps(config, samples)) {
    const answer = logicOf(step).sample?.answer(step, value);
    if (answer !== undefined) answers[answerKey(step, index)] = answer;
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------------------------
// Problems

/**
 * The texts of the issues at or under `prefix` (e.g. ['steps', 2] for everything about step 3), once each; `say`
 * words an issue (the screens say it in the owner's language).
 */
export function issuesUnder(
  issues: readonly LogicIssue[],
  prefix: (string | number)[],
  say: (issue: LogicIssue) => string = (i) => i.message,
): string[] {
  return issues
    .filter((i) => prefix.every((p, k) => i.path[k] === p))
    .map(say)
    .filter((m, k, all) => all.indexOf(m) === k);
}
