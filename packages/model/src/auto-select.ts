// Form Console's "Auto Select First Option" rule and its warnings, zod-free: the console screen, the server that saves
// the setting and the runner that applies it all read this one copy.
import { isPlainObject } from './steps/_shared/answer.ts';
import type { StepType } from './steps/types.ts';

/** Only a tiles first step qualifies (owner-side spec): its choice is the one a visitor would make on screen one. */
export const AUTO_SELECT_STEP_TYPE = 'tiles' satisfies StepType;

/** The warnings the console shows, which are also the server's 400 messages. */
export const CONSOLE_WARNINGS = {
  noConfig: 'Form has no configuration',
  emptySteps: 'Form has empty steps array',
  notTiles: (type: unknown) => `Error: First step is type ${String(type)}, must be ${AUTO_SELECT_STEP_TYPE}`,
  noOptions: 'No options available in first step',
  chooseOption: 'Choose which first-step option to select',
  notInFirstStep: 'The chosen option is not in the first step',
} as const;

export interface ConsoleOption {
  id: string;
  title: string;
}

/** A step's options read loosely (raw configs may carry numeric ids); entries without an id are left out. */
export function consoleOptionsOf(step: unknown): ConsoleOption[] {
  const options = isPlainObject(step) && Array.isArray(step.options) ? step.options : [];
  return options
    .filter(isPlainObject)
    .flatMap((o) =>
      typeof o.id === 'string' || typeof o.id === 'number'
        ? [{ id: String(o.id), title: typeof o.title === 'string' ? o.title : String(o.id) }]
        : [],
    );
}

/** Why auto-select has nothing to choose: the warning in English and its key in `CONSOLE_WARNINGS` (with the
 * first step's type for `notTiles`), so the console screen can say it in the owner's language. */
export type AutoSelectWarning = {
  ok: false;
  warning: string;
  code: 'emptySteps' | 'notTiles' | 'noOptions';
  type?: string;
};

/** The first step's options auto-select can choose from, or the warning saying why there are none. */
export function autoSelectOptions(
  steps: readonly unknown[],
): { ok: true; options: ConsoleOption[] } | AutoSelectWarning {
  if (steps.length === 0) return { ok: false, warning: CONSOLE_WARNINGS.emptySteps, code: 'emptySteps' };
  const first = isPlainObject(steps[0]) ? steps[0] : {};
  if (first.type !== AUTO_SELECT_STEP_TYPE)
    return {
      ok: false,
      warning: CONSOLE_WARNINGS.notTiles(first.type),
      code: 'notTiles',
      type: String(first.type),
    };
  const options = consoleOptionsOf(first);
  if (options.length === 0) return { ok: false, warning: CONSOLE_WARNINGS.noOptions, code: 'noOptions' };
  return { ok: true, options };
}

/** True when `optionId` can be auto-selected in this form: its first step qualifies and still has that option. */
export function canAutoSelect(
  steps: readonly unknown[],
  optionId: string | null | undefined,
): optionId is string {
  if (!optionId) return false;
  const first = autoSelectOptions(steps);
  return first.ok && first.options.some((o) => o.id === optionId);
}
