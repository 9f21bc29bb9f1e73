// Zod-free config preparation for the runner: accepts every shape the embed allows and drops what cannot render.
// The server validates configs with ZFormConfig when they are saved; this keeps the runner bundle free of zod
// while never letting malformed data crash a respondent's page.
import type { TFormConfig } from '../config.ts';
import { isRecord, unwrapConfig } from '../config-shape.ts';
import {
  CALCULATION_FORMATS,
  CONDITION_OPS,
  type ConditionOp,
  type TCalculation,
  type TCondition,
  type TEnding,
  type TLogicRule,
} from '../logic/types.ts';
import { STEP_TYPES, type StepType } from '../steps/types.ts';

export type PrepareResult =
  | { ok: true; config: TFormConfig; droppedSteps: number }
  | { ok: false; reason: 'invalid' };

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Keeps only string leaves (two levels deep) so texts can never render objects. */
function stringTree(value: unknown, depth = 2): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' && k !== 'weight') out[k] = v;
    else if (k === 'weight' && (typeof v === 'number' || typeof v === 'string')) out[k] = v;
    else if (depth > 0 && isRecord(v)) out[k] = stringTree(v, depth - 1);
  }
  return out;
}

interface PreparedOptions {
  options: Record<string, unknown>[];
  /** The config listed options, but none had an id. */
  hadUnusableOptions: boolean;
}

function prepareOptions(value: unknown): PreparedOptions {
  const list = Array.isArray(value) ? value : [];
  const options = list.filter(isRecord).flatMap((o) => {
    const id = str(o.id);
    if (!id) return [];
    return [
      {
        id,
        title: str(o.title) ?? id,
        description: str(o.description),
        icon: str(o.icon),
        emoji: str(o.emoji),
        preselected: o.preselected === true ? true : undefined,
        selected: o.selected === true ? true : undefined,
        value: num(o.value),
      },
    ];
  });
  return { options, hadUnusableOptions: list.length > 0 && options.length === 0 };
}

function prepareCondition(raw: unknown, depth = 0): TCondition | null {
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
  return { step: str(raw.step), op, value };
}

/** Rules in a shape the evaluator can read; a malformed rule is dropped (the server refuses them when saving). */
function prepareRules(raw: unknown): TLogicRule[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isRecord).flatMap((r) => {
    const condition = prepareCondition(r.if);
    const goTo = str(r.goTo);
    return condition && goTo ? [{ if: condition, goTo }] : [];
  });
}

function prepareEndings(raw: unknown): TEnding[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isRecord).flatMap((e) => {
    const id = str(e.id);
    return id ? [{ id, title: str(e.title) ?? '', description: str(e.description) }] : [];
  });
}

function prepareCalculations(raw: unknown): TCalculation[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isRecord).flatMap((c) => {
    const id = str(c.id);
    const formula = str(c.formula);
    if (!id || formula === undefined) return [];
    const format = CALCULATION_FORMATS.find((f) => f === c.format);
    return [
      { id, label: str(c.label) ?? id, formula, format, currency: str(c.currency), show: c.show === true },
    ];
  });
}

function prepareStep(raw: unknown): Record<string, unknown> | null {
  if (!isRecord(raw)) return null;
  const type = raw.type as StepType;
  if (!STEP_TYPES.includes(type)) return null;
  const step: Record<string, unknown> = {
    type,
    id: str(raw.id),
    title: str(raw.title) ?? '',
    subtitle: str(raw.subtitle),
    logic: prepareRules(raw.logic),
    otherwise: str(raw.otherwise),
  };
  if (isRecord(raw.validation)) {
    step.validation =
      typeof raw.validation.required === 'boolean' ? { required: raw.validation.required } : {};
  }
  switch (type) {
    case 'tiles':
    case 'multiSelect':
    case 'dropdown':
    case 'followup': {
      const { options, hadUnusableOptions } = prepareOptions(raw.options);
      step.options = options;
      if (hadUnusableOptions) step.unusableOptions = true;
      if (type === 'dropdown') step.placeholder = str(raw.placeholder);
      if (type === 'followup' && isRecord(raw.followupInput)) {
        const f = raw.followupInput;
        const inputType = str(f.type);
        step.followupInput = {
          label: str(f.label),
          type: ['text', 'number', 'email', 'tel', 'date'].includes(inputType ?? '') ? inputType : 'text',
          placeholder: str(f.placeholder),
          min: num(f.min),
          max: num(f.max),
        };
      }
      break;
    }
    case 'slider':
      step.min = num(raw.min);
      step.max = num(raw.max);
      step.step = num(raw.step);
      step.defaultValue = num(raw.defaultValue);
      step.prefix = str(raw.prefix);
      if (step.step !== undefined && (step.step as number) <= 0) step.step = undefined;
      break;
    case 'textbox':
      step.placeholder = str(raw.placeholder);
      step.rows = num(raw.rows);
      break;
    case 'contact':
    case 'documentInfo':
      step.config = stringTree(raw.config);
      break;
    case 'documentUpload': {
      const c = isRecord(raw.config) ? raw.config : {};
      step.config = {
        acceptedTypes: Array.isArray(c.acceptedTypes)
          ? c.acceptedTypes.filter((t): t is string => typeof t === 'string')
          : undefined,
        maxFileSize: num(c.maxFileSize),
        labels: stringTree(c.labels, 0),
      };
      break;
    }
    case 'location':
      break;
    default: {
      const exhaustive: never = type;
      return exhaustive;
    }
  }
  return step;
}

function prepareSubmission(value: unknown): TFormConfig['submission'] {
  if (!isRecord(value)) return undefined;
  const steps = Array.isArray(value.steps)
    ? value.steps
        .filter(isRecord)
        .map((s) => ({ title: str(s.title) ?? '', description: str(s.description) }))
        .filter((s) => s.title)
    : undefined;
  return { title: str(value.title), description: str(value.description), steps };
}

/** Accepts steps as an array, an object with numeric keys, or a config nested in `config` wrappers. */
export function prepareConfig(input: unknown): PrepareResult {
  const raw = unwrapConfig(input);
  if (!raw) return { ok: false, reason: 'invalid' };
  const rawSteps = Array.isArray(raw.steps) ? raw.steps : [];
  const steps = rawSteps.map(prepareStep).filter((s): s is Record<string, unknown> => s !== null);
  const language = raw.language === 'de' || raw.language === 'en' ? raw.language : undefined;
  const config = {
    id: str(raw.id),
    steps,
    theme: stringTree(raw.theme),
    ui: stringTree(raw.ui),
    submission: prepareSubmission(raw.submission),
    language,
    title: str(raw.title),
    endings: prepareEndings(raw.endings),
    calculations: prepareCalculations(raw.calculations),
  };
  // The shapes above mirror ZFormConfig field by field; the cast avoids bundling zod to prove it.
  return { ok: true, config: config as unknown as TFormConfig, droppedSteps: rawSteps.length - steps.length };
}

/** True when an option-based step listed options but none could be used (no ids). */
export function hasUnusableOptions(step: object): boolean {
  return (step as { unusableOptions?: boolean }).unusableOptions === true;
}
