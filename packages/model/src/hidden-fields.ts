// Hidden fields and prefills from URLs: names an owner declares (utm_source, gclid, …) stored under `_hidden`, and
// step answers from parameters named after step ids. Zod-free: the runner and the server share these rules.
import { LANGUAGE_KEY } from './translations.ts';
import type { TStep } from './steps/index.ts';
import { answerFromQuery } from './steps/rules.ts';
import { type Answers, answerKey } from './answers.ts';

/** Letters, digits, `_` and `-`, 1–64 characters. */
export const HIDDEN_FIELD_NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_HIDDEN_FIELDS = 30;
/** Longest value kept; longer ones are cut (they are data, never trusted). */
export const MAX_HIDDEN_VALUE = 500;
/** Where the values travel in answer maps (temporary saves, submissions, logic, piping). */
export const HIDDEN_KEY = '_hidden';
/** Bookkeeping keys an answer map may hold besides answers: the answer session and the honeypot. */
export const BOOKKEEPING_KEYS = ['_sessionInfo', '_hp'] as const;
/** Keys of an answer map that answer no step (bookkeeping, hidden values, the language): one list for every reader. */
export const META_KEYS: ReadonlySet<string> = new Set([...BOOKKEEPING_KEYS, HIDDEN_KEY, LANGUAGE_KEY]);
/** What generated forms declare: the campaign parameters every ad platform can add to a link. */
export const DEFAULT_HIDDEN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export type HiddenValues = Record<string, string>;

/** The declared names, valid and without repeats, from anything a configuration may hold. */
export function declaredHiddenFields(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.filter((v): v is string => typeof v === 'string' && HIDDEN_FIELD_NAME.test(v));
  return [...new Set(names)].slice(0, MAX_HIDDEN_FIELDS);
}

/**
 * The values of declared fields from query parameters (the /embed URL's, then the host page's): unknown names are
 * ignored, values trimmed and capped; an empty value counts as absent. Later sources win.
 */
export function hiddenFromQuery(
  declared: readonly string[],
  ...sources: (URLSearchParams | Record<string, string> | null | undefined)[]
): HiddenValues {
  const out: HiddenValues = {};
  for (const source of sources) {
    if (!source) continue;
    const get = (name: string) =>
      source instanceof URLSearchParams
        ? source.get(name)
        : Object.hasOwn(source, name)
          ? source[name]
          : null;
    for (const name of declared) {
      const v = get(name)?.trim();
      if (v) out[name] = v.slice(0, MAX_HIDDEN_VALUE);
    }
  }
  return out;
}

/** What the server keeps of a `_hidden` object a client sent: declared names, text values, capped. */
export function sanitizeHidden(declared: readonly string[], raw: unknown): HiddenValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: HiddenValues = {};
  for (const name of declared) {
    const v = Object.hasOwn(raw, name) ? (raw as Record<string, unknown>)[name] : undefined;
    const text = typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
    if (text.trim()) out[name] = text.trim().slice(0, MAX_HIDDEN_VALUE);
  }
  return out;
}

/** The hidden values inside an answer map (what logic and piping read). */
export function hiddenOf(answers: Record<string, unknown>): HiddenValues {
  const raw = answers[HIDDEN_KEY];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: HiddenValues = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * Prefilled answers: a query parameter named after a step's id answers that step when its text is a valid answer
 * (an option id, a number in range, text); anything else is ignored. Later sources win, as for hidden values.
 */
export function prefillFromQuery(
  steps: readonly TStep[],
  ...sources: (URLSearchParams | null | undefined)[]
): Answers {
  const out: Answers = {};
  steps.forEach((step, index) => {
    const id = step.id?.trim();
    if (!id) return;
    let text: string | null = null;
    for (const source of sources) text = source?.get(id) ?? text;
    if (text === null) return;
    const answer = answerFromQuery(step, text);
    if (answer !== undefined) out[answerKey(step, index)] = answer;
  });
  return out;
}
