// What changed between two versions of a form: as a list of changes (for the builder's chat, in the owner's
// language) and as one English line ("Renamed 'Roof type' to 'Roof material'; added 'Battery'") for the version
// history.
import { configsEqual, isRecord, unwrapConfig } from './config-shape.ts';

/** Longest summary kept: a version that changed a great deal says how many more changes there were. */
export const MAX_CHANGE_SUMMARY = 300;

interface Named {
  id: string;
  title: string;
  raw: Record<string, unknown>;
}

function named(list: unknown, key: 'steps' | 'options'): Named[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i) => {
    if (!isRecord(item)) return [];
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    // Steps saved by the server all have ids; a title (or the position) stands in for one that has none.
    const id = typeof item.id === 'string' && item.id ? item.id : `${key}:${title || i}`;
    return [{ id, title, raw: item }];
  });
}

/** The parts of the form that change as a whole, besides its questions. */
export const CHANGE_SECTIONS = [
  'theme',
  'endings',
  'calculations',
  'translations',
  'ui',
  'submission',
  'hiddenFields',
] as const;
export type ChangeSection = (typeof CHANGE_SECTIONS)[number];

/**
 * One thing that changed between two versions, as data (titles as written, '' for an untitled question), so the
 * owner app can say it in the owner's language; `summarizeChange` says the list in English.
 */
export type FormChange =
  | { kind: 'stepAdded'; title: string }
  | { kind: 'stepRemoved'; title: string }
  | { kind: 'stepRenamed'; from: string; to: string }
  | { kind: 'stepType'; title: string; type: string }
  | { kind: 'stepRequired'; title: string; required: boolean }
  | { kind: 'stepChanged'; title: string }
  | { kind: 'optionAdded'; title: string; step: string }
  | { kind: 'optionRemoved'; title: string; step: string }
  | { kind: 'optionRenamed'; from: string; to: string }
  | { kind: 'stepsReordered' }
  | { kind: 'formRenamed' }
  | { kind: 'languageChanged' }
  | { kind: 'sectionChanged'; section: ChangeSection };

/** A step's own required setting (`validation.required`), undefined when it keeps its type's default. */
const requiredOf = (raw: Record<string, unknown>): boolean | undefined =>
  isRecord(raw.validation) && typeof raw.validation.required === 'boolean'
    ? raw.validation.required
    : undefined;

/** What changed inside one kept step: its title, type, requiredness, options (by id), or anything else. */
function stepChanges(before: Named, after: Named): FormChange[] {
  if (configsEqual(before.raw, after.raw)) return [];
  const out: FormChange[] = [];
  if (before.title !== after.title) out.push({ kind: 'stepRenamed', from: before.title, to: after.title });
  if (before.raw.type !== after.raw.type)
    out.push({ kind: 'stepType', title: after.title, type: String(after.raw.type) });
  else {
    const required = requiredOf(after.raw);
    if (required !== undefined && required !== requiredOf(before.raw))
      out.push({ kind: 'stepRequired', title: after.title, required });
  }
  const oldOptions = named(before.raw.options, 'options');
  const newOptions = named(after.raw.options, 'options');
  const oldById = new Map(oldOptions.map((o) => [o.id, o]));
  const newIds = new Set(newOptions.map((o) => o.id));
  for (const o of newOptions) {
    const old = oldById.get(o.id);
    if (!old) out.push({ kind: 'optionAdded', title: o.title, step: after.title });
    else if (old.title !== o.title) out.push({ kind: 'optionRenamed', from: old.title, to: o.title });
  }
  for (const o of oldOptions)
    if (!newIds.has(o.id)) out.push({ kind: 'optionRemoved', title: o.title, step: after.title });
  if (out.length === 0) out.push({ kind: 'stepChanged', title: after.title });
  return out;
}

/**
 * The changes from `before` to `after`, questions first. Steps are matched by id, so a renamed question reads as
 * renamed, not as removed and added.
 */
export function listChanges(before: unknown, after: unknown): FormChange[] {
  const a = unwrapConfig(after) ?? {};
  const b = unwrapConfig(before) ?? {};
  const parts: FormChange[] = [];
  const oldSteps = named(b.steps, 'steps');
  const newSteps = named(a.steps, 'steps');
  const oldById = new Map(oldSteps.map((s) => [s.id, s]));
  const newIds = new Set(newSteps.map((s) => s.id));
  for (const s of newSteps) {
    const old = oldById.get(s.id);
    if (old) parts.push(...stepChanges(old, s));
    else parts.push({ kind: 'stepAdded', title: s.title });
  }
  for (const s of oldSteps) if (!newIds.has(s.id)) parts.push({ kind: 'stepRemoved', title: s.title });
  const kept = newSteps.filter((s) => oldById.has(s.id)).map((s) => s.id);
  const oldOrder = oldSteps.filter((s) => newIds.has(s.id)).map((s) => s.id);
  if (kept.join('\n') !== oldOrder.join('\n')) parts.push({ kind: 'stepsReordered' });
  if ((a.title ?? '') !== (b.title ?? '')) parts.push({ kind: 'formRenamed' });
  if ((a.language ?? 'en') !== (b.language ?? 'en')) parts.push({ kind: 'languageChanged' });
  for (const section of CHANGE_SECTIONS)
    if (!configsEqual(a[section] ?? null, b[section] ?? null))
      parts.push({ kind: 'sectionChanged', section });
  return parts;
}

const quoted = (title: string) => `'${title || 'Untitled question'}'`;

const SECTION_WORDS: Record<ChangeSection, string> = {
  theme: 'changed the look',
  endings: 'changed the endings',
  calculations: 'changed the calculations',
  translations: 'changed the translations',
  ui: 'changed the button and message texts',
  submission: 'changed the thank-you screen',
  hiddenFields: 'changed the hidden fields',
};

/** One change in English, lower-case (the summary joins and sentence-cases them). */
function describeChange(change: FormChange): string {
  switch (change.kind) {
    case 'stepAdded':
      return `added ${quoted(change.title)}`;
    case 'stepRemoved':
      return `removed ${quoted(change.title)}`;
    case 'stepRenamed':
    case 'optionRenamed':
      return `renamed ${quoted(change.from)} to ${quoted(change.to)}`;
    case 'stepType':
      return `made ${quoted(change.title)} a ${change.type} question`;
    case 'stepRequired':
      return `made ${quoted(change.title)} ${change.required ? 'required' : 'optional'}`;
    case 'stepChanged':
      return `changed ${quoted(change.title)}`;
    case 'optionAdded':
      return `added ${quoted(change.title)} to ${quoted(change.step)}`;
    case 'optionRemoved':
      return `removed ${quoted(change.title)} from ${quoted(change.step)}`;
    case 'stepsReordered':
      return 'reordered the questions';
    case 'formRenamed':
      return 'renamed the form';
    case 'languageChanged':
      return 'changed the language';
    case 'sectionChanged':
      return SECTION_WORDS[change.section];
    default: {
      const never: never = change;
      return never;
    }
  }
}

/** The changes from `before` to `after` in one sentence, questions first; null `before` is a first version. */
export function summarizeChange(before: unknown, after: unknown): string {
  if (before === null || before === undefined) return 'First version';
  const parts = listChanges(before, after).map(describeChange);
  if (parts.length === 0) return 'No changes to the questions';
  return fit(parts);
}

/** Joins the parts, sentence-cased, keeping as many whole parts as fit and counting the rest. */
function fit(parts: string[]): string {
  const sentence = (list: string[]) => {
    const text = list.join('; ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  for (let n = parts.length; n > 0; n--) {
    const rest = parts.length - n;
    const text =
      sentence(parts.slice(0, n)) + (rest ? `; and ${rest} more change${rest === 1 ? '' : 's'}` : '');
    if (text.length <= MAX_CHANGE_SUMMARY) return text;
  }
  return `${parts.length} changes`;
}
