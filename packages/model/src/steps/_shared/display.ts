// Zod-free answer display helpers shared by the step rules' displayAnswer hooks.
import { isPlainObject } from './answer.ts';

/** Any value as plain text: arrays joined with commas, objects as "key: value" pairs. The fallback for odd shapes. */
export function plainText(value: unknown, titles?: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return titles?.get(value) ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map((x) => plainText(x, titles))
      .filter(Boolean)
      .join(', ');
  if (isPlainObject(value))
    return Object.entries(value)
      .map(([k, x]) => `${k}: ${plainText(x, titles)}`)
      .join('; ');
  return String(value);
}

/** Trimmed text of a string value, else ''. */
export const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Option ids (one or a list) shown as the options' titles, what the respondent saw; anything else as text. */
export function optionText(
  step: { options?: readonly { id: string; title: string }[] },
  value: unknown,
): string {
  if (typeof value === 'string') return step.options?.find((o) => o.id === value)?.title || value;
  if (Array.isArray(value))
    return value
      .map((v) => optionText(step, v))
      .filter(Boolean)
      .join(', ');
  return plainText(value);
}
