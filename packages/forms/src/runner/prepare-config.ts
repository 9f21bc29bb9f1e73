// Zod-free config preparation for the runner: accepts every shape the embed allows and drops what cannot render.
// The server validates configs with ZFormConfig when they are saved; this keeps the runner bundle free of zod
// while never letting malformed data crash a respondent's page.
import type { TFormConfig } from '../config.ts';
import { isRecord, unwrapConfig } from '../config-shape.ts';
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
      },
    ];
  });
  return { options, hadUnusableOptions: list.length > 0 && options.length === 0 };
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
  };
  // The shapes above mirror ZFormConfig field by field; the cast avoids bundling zod to prove it.
  return { ok: true, config: config as unknown as TFormConfig, droppedSteps: rawSteps.length - steps.length };
}

/** True when an option-based step listed options but none could be used (no ids). */
export function hasUnusableOptions(step: object): boolean {
  return (step as { unusableOptions?: boolean }).unusableOptions === true;
}
