// Question outline operations on a config's steps: move, insert, and which step an edit changed.
import { canonicalJson } from '@forms-engine/model';

/** Moves the step at `from` to position `to` (both 0-based, clamped); other steps keep their order. */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= steps.length) return [...steps];
  const target = Math.max(0, Math.min(steps.length - 1, to));
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Inserts a step at `at` (0-based, clamped to the end). */
export function insertStep<T>(steps: readonly T[], at: number, step: T): T[] {
  const i = Math.max(0, Math.min(steps.length, at));
  return [...steps.slice(0, i), step, ...steps.slice(i)];
}

/**
 * The step an edit changed, to show it (0-based): the first position whose step differs; a step added at the
 * end is its position; after removing steps, the step now at that position (or the last). Null: nothing differs.
 */
export function changedStepIndex(before: readonly unknown[], after: readonly unknown[]): number | null {
  const n = Math.min(before.length, after.length);
  for (let i = 0; i < n; i++) {
    if (canonicalJson(before[i]) !== canonicalJson(after[i])) return i;
  }
  if (after.length > before.length) return before.length;
  if (after.length < before.length) return after.length === 0 ? null : after.length - 1;
  return null;
}
