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
