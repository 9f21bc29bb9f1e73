// Zod-free readers for raw, unvalidated step data: the runner's preparation never lets a bad value reach the UI.
import { isPlainObject as isRecord } from './answer.ts';
import type { TStepOption } from './option.ts';

/** A string, or a number written as one; anything else is absent. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/** A finite number, or a numeric string read as one; anything else is absent. */
export const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Keeps only string and number leaves (`depth` levels of objects below) so texts can never render objects. */
export function stringTree(value: unknown, depth = 2): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    else if (depth > 0 && isRecord(v)) out[k] = stringTree(v, depth - 1);
  }
  return out;
}

/**
 * Options with ids (numbers become strings), the rest dropped. A list that had entries but no usable one is
 * flagged `unusableOptions`, so the runner says "no options" instead of "no options configured".
 */
export function prepareOptions(value: unknown): { options: TStepOption[]; unusableOptions?: true } {
  const list = Array.isArray(value) ? value : [];
  const options = list.filter(isRecord).flatMap((o): TStepOption[] => {
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
        value: num(o.value),
      },
    ];
  });
  return list.length > 0 && options.length === 0 ? { options, unusableOptions: true } : { options };
}
