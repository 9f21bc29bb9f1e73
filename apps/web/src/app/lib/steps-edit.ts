// Manual editor operations on a config's steps: copy, remove (never the last), replace.
import type { TStep } from '@forms-engine/model';

/** Inserts a copy right after the original, with " (Copy)" appended to its title. */
export function copyStep(steps: readonly TStep[], index: number): TStep[] {
  const original = steps[index];
  if (!original) return [...steps];
  const copy = { ...structuredClone(original), title: `${original.title} (Copy)` } as TStep;
  return [...steps.slice(0, index + 1), copy, ...steps.slice(index + 1)];
}

/** Removes a step only while more than one remains. */
export function removeStep(steps: readonly TStep[], index: number): TStep[] {
  if (steps.length <= 1 || index < 0 || index >= steps.length) return [...steps];
  return steps.filter((_, i) => i !== index);
}

export function canRemoveStep(steps: readonly TStep[]): boolean {
  return steps.length > 1;
}

export function replaceStep(steps: readonly TStep[], index: number, step: TStep): TStep[] {
  return steps.map((s, i) => (i === index ? step : s));
}
