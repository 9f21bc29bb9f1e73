// One line saying what changed between two versions of a form ("Renamed 'Roof type' to 'Roof material'; added
// 'Battery'"), for the version history.
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

const quoted = (title: string) => `'${title || 'Untitled question'}'`;

/** What changed inside one kept step: its title, type, options (by id), or anything else. */
function stepChanges(before: Named, after: Named): string[] {
  if (configsEqual(before.raw, after.raw)) return [];
  const out: string[] = [];
  if (before.title !== after.title) out.push(`renamed ${quoted(before.title)} to ${quoted(after.title)}`);
  if (before.raw.type !== after.raw.type)
    out.push(`made ${quoted(after.title)} a ${String(after.raw.type)} question`);
  const oldOptions = named(before.raw.options, 'options');
  const newOptions = named(after.raw.options, 'options');
  const oldById = new Map(oldOptions.map((o) => [o.id, o]));
  const newIds = new Set(newOptions.map((o) => o.id));
  for (const o of newOptions) {
    const old = oldById.get(o.id);
    if (!old) out.push(`added ${quoted(o.title)} to ${quoted(after.title)}`);
    else if (old.title !== o.title) out.push(`renamed ${quoted(old.title)} to ${quoted(o.title)}`);
  }
  for (const o of oldOptions)
    if (!newIds.has(o.id)) out.push(`removed ${quoted(o.title)} from ${quoted(after.title)}`);
  if (out.length === 0) out.push(`changed ${quoted(after.title)}`);
  return out;
}

const SECTIONS: Array<[string, string]> = [
  ['theme', 'changed the look'],
  ['endings', 'changed the endings'],
  ['calculations', 'changed the calculations'],
  ['translations', 'changed the translations'],
  ['ui', 'changed the button and message texts'],
  ['submission', 'changed the thank-you screen'],
  ['hiddenFields', 'changed the hidden fields'],
];

/**
 * The changes from `before` to `after` in one sentence, questions first; null `before` is a first version.
 * Steps are matched by id, so a renamed question reads as renamed, not as removed and added.
 */
export function summarizeChange(before: unknown, after: unknown): string {
  const a = unwrapConfig(after) ?? {};
  const b = before === null || before === undefined ? null : (unwrapConfig(before) ?? {});
  if (!b) return 'First version';
  const parts: string[] = [];
  const oldSteps = named(b.steps, 'steps');
  const newSteps = named(a.steps, 'steps');
  const oldById = new Map(oldSteps.map((s) => [s.id, s]));
  const newIds = new Set(newSteps.map((s) => s.id));
  for (const s of newSteps) {
    const old = oldById.get(s.id);
    if (old) parts.push(...stepChanges(old, s));
    else parts.push(`added ${quoted(s.title)}`);
  }
  for (const s of oldSteps) if (!newIds.has(s.id)) parts.push(`removed ${quoted(s.title)}`);
  const kept = newSteps.filter((s) => oldById.has(s.id)).map((s) => s.id);
  const oldOrder = oldSteps.filter((s) => newIds.has(s.id)).map((s) => s.id);
  if (kept.join('\n') !== oldOrder.join('\n')) parts.push('reordered the questions');
  if ((a.title ?? '') !== (b.title ?? '')) parts.push('renamed the form');
  if ((a.language ?? 'en') !== (b.language ?? 'en')) parts.push('changed the language');
  for (const [key, words] of SECTIONS) if (!configsEqual(a[key] ?? null, b[key] ?? null)) parts.push(words);
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
