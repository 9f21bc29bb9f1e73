// Zod-free answer helpers shared by the step rules (kept apart so the runner bundle needs no zod).
export function hasValue(answer: unknown): boolean {
  if (answer === undefined || answer === null || answer === false) return false;
  if (typeof answer === 'string') return answer.length > 0;
  if (typeof answer === 'number') return !Number.isNaN(answer);
  return true;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** At most this many characters of JSON: an answer's size, whatever its shape (never throws on odd values). */
export function jsonFits(value: unknown, maxChars: number): boolean {
  try {
    const json = JSON.stringify(value);
    return json === undefined || json.length <= maxChars;
  } catch {
    return false;
  }
}

/** A text of at most `maxChars` characters, or anything else of at most `otherChars` characters of JSON. */
export function textFits(value: unknown, maxChars: number, otherChars = 200): boolean {
  return typeof value === 'string' ? value.length <= maxChars : jsonFits(value, otherChars);
}
