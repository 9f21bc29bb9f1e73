// Zod-free unwrapping of the config shapes the embed accepts (the runner bundle must not pull in zod).
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Unwraps what the embed accepts: steps as an array or an object with numeric keys, possibly nested in `config` wrappers. */
export function unwrapConfig(input: unknown): Record<string, unknown> | null {
  let current: unknown = input;
  if (typeof current === 'string') {
    try {
      current = JSON.parse(current);
    } catch {
      return null;
    }
  }
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    if ('steps' in current) break;
    if ('config' in current) current = current.config;
    else break;
  }
  if (!isRecord(current)) return null;
  const steps = current.steps;
  if (isRecord(steps)) {
    const keys = Object.keys(steps).filter((k) => /^\d+$/.test(k));
    keys.sort((a, b) => Number(a) - Number(b));
    return { ...current, steps: keys.map((k) => steps[k]) };
  }
  return current;
}

/** JSON with object keys sorted and undefined members dropped: equal documents give equal strings. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!isRecord(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) if (v[k] !== undefined) sorted[k] = v[k];
    return sorted;
  });
}

/** Whether two configs are the same document (key order and missing-vs-undefined members do not count). */
export function configsEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
