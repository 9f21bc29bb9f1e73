// Responses screen logic: columns across all responses, display values, CSV export and per-step drop-off.
import type { ResponseRecord } from '@forms-engine/forms';

export type ResponseRow = Pick<ResponseRecord, 'id' | 'created_at' | 'response' | 'temp_response'>;

/** A response with no final answers but a partial one is incomplete. */
export function isIncomplete(r: ResponseRow): boolean {
  return !r.response;
}

export function answersOf(r: ResponseRow): Record<string, unknown> {
  return r.response ?? r.temp_response ?? {};
}

/** Keys starting with "_" (e.g. _sessionInfo) are bookkeeping, not answers. */
function isAnswerKey(key: string): boolean {
  return !key.startsWith('_');
}

/** One column per answer key found across all responses, in first-seen order. */
export function collectColumns(responses: readonly ResponseRow[]): string[] {
  const seen = new Set<string>();
  for (const r of responses) {
    for (const key of Object.keys(answersOf(r))) if (isAnswerKey(key)) seen.add(key);
  }
  return [...seen];
}

/**
 * Columns in the form's step order (stored JSON may reorder keys), then any other keys as found
 * (answers to steps that were since renamed or removed).
 */
export function orderColumns(columns: readonly string[], stepKeys: readonly string[]): string[] {
  const present = new Set(columns);
  const ordered = stepKeys.filter((k) => present.has(k));
  const known = new Set(ordered);
  return [...ordered, ...columns.filter((c) => !known.has(c))];
}

/** Values may arrive as JSON strings; parse those that look like JSON objects, arrays or strings. */
export function parseValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (!/^[[{"]/.test(t)) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}

/** Text shown in a table cell (and written to CSV). */
export function displayValue(value: unknown): string {
  const v = parseValue(value);
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(displayValue).filter(Boolean).join(', ');
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${displayValue(x)}`)
      .join('; ');
  }
  return String(v);
}

/** Quotes a CSV cell (RFC 4180) and defuses spreadsheet formulas. */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function buildCsv(
  responses: readonly ResponseRow[],
  columns: readonly string[] = collectColumns(responses),
): string {
  const header = ['ID', 'Submitted At', 'Status', ...columns];
  const rows = responses.map((r) => {
    const a = answersOf(r);
    return [
      String(r.id),
      r.created_at,
      isIncomplete(r) ? 'Incomplete' : 'Complete',
      ...columns.map((c) => displayValue(a[c])),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export interface StepReach {
  key: string;
  reached: number;
}

/**
 * How many sessions reached each step: a complete response reached every step; an incomplete one reached
 * every step up to the one after its last answered step. `stepKeys` are answer keys in step order.
 */
export function dropOff(stepKeys: readonly string[], responses: readonly ResponseRow[]): StepReach[] {
  const counts = stepKeys.map(() => 0);
  for (const r of responses) {
    let furthest: number;
    if (!isIncomplete(r)) furthest = stepKeys.length - 1;
    else {
      const a = answersOf(r);
      let last = -1;
      stepKeys.forEach((k, i) => {
        if (k in a) last = i;
      });
      furthest = Math.min(stepKeys.length - 1, last + 1);
    }
    for (let i = 0; i <= furthest; i++) counts[i]++;
  }
  return stepKeys.map((key, i) => ({ key, reached: counts[i] }));
}
