// SQL helpers both drivers share: raw-SQL results (PGlite returns {rows}, postgres-js an array), unique-key
// violations, and LIKE patterns built from user text.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}

/** A unique-constraint violation (SQLSTATE 23505) from either driver, however deeply Drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** User text inside a LIKE/ILIKE pattern: `%`, `_` and `\` match themselves (the default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
