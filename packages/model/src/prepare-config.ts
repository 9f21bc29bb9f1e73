// Zod-free config preparation for the runner: accepts every shape the embed allows and drops what cannot render.
// The server validates configs with ZFormConfig when they are saved; this keeps the runner bundle free of zod
// while never letting malformed data crash a respondent's page.
import type { TFormConfig } from './config.ts';
import { isRecord, unwrapConfig } from './config-shape.ts';
import { CALCULATION_FORMATS, type TCalculation, type TEnding, type TLogicRule } from './logic/types.ts';
import { prepareCondition } from './logic/prepare-condition.ts';
import { declaredHiddenFields } from './hidden-fields.ts';
import { ensureStepIds } from './logic/build.ts';
import { str, stringTree } from './steps/_shared/prepare.ts';
import type { TStep } from './steps/index.ts';
import { stepRules } from './steps/rules.ts';
import { STEP_TYPES } from './steps/types.ts';
import { isRespondentLanguage, type TTranslations } from './translations.ts';

export type PrepareResult =
  | { ok: true; config: TFormConfig; droppedSteps: number }
  | { ok: false; reason: 'invalid' };

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

/**
 * One raw step made safe to render, or null when it is not a step of a known type. The fields every step has are
 * read here; the type's own fields by its rules' `prepare` hook.
 */
export function prepareStep(raw: unknown): TStep | null {
  if (!isRecord(raw)) return null;
  const type = STEP_TYPES.find((t) => t === raw.type);
  if (!type) return null;
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
  // The hook's fields mirror the type's schema field by field; the cast avoids bundling zod to prove it.
  return { ...step, ...stepRules[type].prepare(raw) } as TStep;
}

/** Theme texts and numbers, with the font defaults the schema fills in (the runner falls back to the same). */
function prepareTheme(value: unknown): TFormConfig['theme'] {
  const theme = stringTree(value);
  if (theme && isRecord(theme.font)) theme.font = { size: 'medium', weight: 400, ...theme.font };
  return theme as TFormConfig['theme'];
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

/** Text maps of the languages the runner knows; anything else is left out. */
function prepareTranslations(value: unknown): TTranslations | undefined {
  if (!isRecord(value)) return undefined;
  const out: TTranslations = {};
  for (const [language, texts] of Object.entries(value)) {
    if (!isRespondentLanguage(language) || !isRecord(texts)) continue;
    out[language] = Object.fromEntries(
      Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Accepts steps as an array, an object with numeric keys, or a config nested in `config` wrappers. */
export function prepareConfig(input: unknown): PrepareResult {
  const raw = unwrapConfig(input);
  if (!raw) return { ok: false, reason: 'invalid' };
  const rawSteps = Array.isArray(raw.steps) ? raw.steps : [];
  const steps = rawSteps.map(prepareStep).filter((s) => s !== null);
  const language = isRespondentLanguage(raw.language) ? raw.language : undefined;
  const config = {
    id: typeof raw.id === 'number' && Number.isFinite(raw.id) ? raw.id : str(raw.id),
    steps,
    theme: prepareTheme(raw.theme),
    ui: stringTree(raw.ui),
    submission: prepareSubmission(raw.submission),
    language,
    title: str(raw.title),
    endings: prepareEndings(raw.endings),
    calculations: prepareCalculations(raw.calculations),
    hiddenFields: Array.isArray(raw.hiddenFields) ? declaredHiddenFields(raw.hiddenFields) : undefined,
    translations: prepareTranslations(raw.translations),
    languageSwitch: raw.languageSwitch === true ? true : undefined,
  };
  // The shapes above mirror ZFormConfig field by field; the cast avoids bundling zod to prove it. A configuration
  // not saved since steps had ids (an unsaved draft in a preview) gets them as the server would give them.
  return {
    ok: true,
    config: ensureStepIds(config as unknown as TFormConfig),
    droppedSteps: rawSteps.length - steps.length,
  };
}

/** True when an option-based step listed options but none could be used (no ids). */
export function hasUnusableOptions(step: object): boolean {
  return (step as { unusableOptions?: boolean }).unusableOptions === true;
}
