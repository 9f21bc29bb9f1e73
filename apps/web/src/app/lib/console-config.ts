// Form Console logic: the saved console config shape, first-step checks and tile options per step.
import { CONSOLE_ACTIONS, type TConsoleConfig } from '@forms-engine/contracts';
import {
  autoSelectOptions,
  CONSOLE_WARNINGS,
  type ConsoleOption,
  consoleOptionsOf,
  unwrapConfig,
} from '@forms-engine/model';

/** The saved console config: the shared schema's type, so the screen and the API cannot disagree. */
export type ConsoleConfig = TConsoleConfig;

export const AUTO_SELECT = CONSOLE_ACTIONS.autoSelectFirstOption;
export const SEND_BROCHURE = CONSOLE_ACTIONS.sendBrochure;

export function emptyConsoleConfig(): ConsoleConfig {
  return {
    enable: false,
    formConfig: { enabled_actions: [], trigger: { slide_no: 0, option: null } },
    responseConfig: { enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' },
  };
}

function rec(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Reads whatever the server saved into the full shape, filling gaps with defaults. */
export function readConsoleConfig(raw: unknown): ConsoleConfig {
  const c = rec(raw);
  const fc = rec(c.formConfig);
  const rc = rec(c.responseConfig);
  const ft = rec(fc.trigger);
  const rt = rec(rc.trigger);
  return {
    enable: c.enable === true,
    formConfig: {
      enabled_actions: strings(fc.enabled_actions).filter((a) => a === AUTO_SELECT),
      trigger: { slide_no: 0, option: typeof ft.option === 'string' ? ft.option : null },
      last_updated: typeof fc.last_updated === 'string' ? fc.last_updated : undefined,
    },
    responseConfig: {
      enabled_actions: strings(rc.enabled_actions).filter((a) => a === SEND_BROCHURE),
      trigger: { slide_no: 0, option: strings(rt.option) },
      brochure_text: typeof rc.brochure_text === 'string' ? rc.brochure_text : '',
      last_updated: typeof rc.last_updated === 'string' ? rc.last_updated : undefined,
    },
  };
}

export function toggleAction<A extends string>(actions: readonly A[], action: A, on: boolean): A[] {
  const rest = actions.filter((a) => a !== action);
  return on ? [...rest, action] : rest;
}

export type { ConsoleOption };

interface RawStep {
  type?: unknown;
  title?: unknown;
  options?: unknown;
}

/** Why the console has no first-step options, in English (`warning`) and as a key the screen words itself. */
export type ConsoleWarning = {
  ok: false;
  warning: string;
  code: 'noData' | 'noConfig' | 'noSteps' | 'emptySteps' | 'notTiles' | 'noOptions';
  type?: string;
};

/** The first step's options when it is a tiles step, or the warning the console shows. */
export function firstStepOptions(
  form: { config?: unknown } | null | undefined,
): { ok: true; options: ConsoleOption[] } | ConsoleWarning {
  if (!form) return { ok: false, warning: 'No form data loaded', code: 'noData' };
  if (form.config === undefined || form.config === null)
    return { ok: false, warning: CONSOLE_WARNINGS.noConfig, code: 'noConfig' };
  const config = unwrapConfig(form.config);
  if (!config || !Array.isArray(config.steps))
    return { ok: false, warning: 'Form has no steps', code: 'noSteps' };
  return autoSelectOptions(config.steps);
}

/** Tile steps with their options, and where they stand (0-based) for the screen to label ("Step 2: title"). */
export function tileSteps(
  config: unknown,
): Array<{ index: number; title: string; options: ConsoleOption[] }> {
  const c = unwrapConfig(config);
  if (!c || !Array.isArray(c.steps)) return [];
  return c.steps.flatMap((s, i) => {
    const step = rec(s) as RawStep;
    if (step.type !== 'tiles') return [];
    return [
      {
        index: i,
        title: typeof step.title === 'string' ? step.title : '',
        options: consoleOptionsOf(step),
      },
    ];
  });
}
