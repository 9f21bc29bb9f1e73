// Responses as a table — the one place columns and cell texts are built, for the owner's screen and the server's
// streamed CSV export alike: columns in step order, outcome columns, display values, CSV rows and drop-off.
import {
  answerKey,
  calculationCurrency,
  displayAnswer,
  formatCalculation,
  plainText,
  type ResponseRecord,
  type TCalculation,
  type TEnding,
  type TStep,
} from '@forms-engine/forms';
import { declaredHiddenFields, hiddenOf } from '../hidden-fields.ts';
import { prepareStep } from '../runner/prepare-config.ts';

export type ResponseRow = Pick<ResponseRecord, 'id' | 'created_at' | 'response' | 'temp_response'> &
  Partial<Pick<ResponseRecord, 'calculations' | 'ending'>>;

/** A column the server adds to answers: a calculation's result or the ending reached. */
export interface OutcomeColumn {
  /** Header in the table. */
  header: string;
  /** Header in the CSV (a currency calculation names its currency, since the cells hold plain numbers). */
  csvHeader: string;
  /** Text in the table, formatted for the form's language. */
  cell(r: ResponseRow): string;
  /** Value in the CSV: plain numbers a spreadsheet can sum. */
  csv(r: ResponseRow): string;
}

/**
 * One column per hidden field, one per calculation (the form's, then ids only older responses carry) and an Ending column, when the
 * form or any response has them. Values are the server's, stored at submission.
 */
export function outcomeColumns(
  responses: readonly ResponseRow[],
  form: { calculations?: TCalculation[]; endings?: TEnding[]; hiddenFields?: readonly string[] } | undefined,
  language: string,
): OutcomeColumn[] {
  // Hidden fields first (where the lead came from), the form's declared names then names only older responses carry.
  const hiddenNames = new Set(declaredHiddenFields(form?.hiddenFields));
  for (const r of responses) for (const name of Object.keys(hiddenOf(answersOf(r)))) hiddenNames.add(name);
  const hidden: OutcomeColumn[] = [...hiddenNames].map((name) => {
    const value = (r: ResponseRow) => hiddenOf(answersOf(r))[name] ?? '';
    return { header: name, csvHeader: name, cell: value, csv: value };
  });
  const calcs = new Map<string, TCalculation>();
  for (const c of form?.calculations ?? []) calcs.set(c.id, c);
  for (const r of responses)
    for (const id of Object.keys(r.calculations ?? {}))
      if (!calcs.has(id)) calcs.set(id, { id, label: id, formula: '' });
  const columns: OutcomeColumn[] = [...calcs.values()].map((c): OutcomeColumn => {
    const value = (r: ResponseRow) => r.calculations?.[c.id];
    const name = c.label?.trim() || c.id;
    return {
      header: name,
      csvHeader: c.format === 'currency' ? `${name} (${calculationCurrency(c, language)})` : name,
      cell: (r) => (typeof value(r) === 'number' ? formatCalculation(c, value(r) as number, language) : ''),
      csv: (r) => (typeof value(r) === 'number' ? String(value(r)) : ''),
    };
  });
  if ((form?.endings?.length ?? 0) > 0 || responses.some((r) => r.ending)) {
    const title = (r: ResponseRow) =>
      r.ending ? form?.endings?.find((e) => e.id === r.ending)?.title?.trim() || r.ending : '';
    columns.push({ header: 'Ending', csvHeader: 'Ending', cell: title, csv: title });
  }
  return [...hidden, ...columns];
}

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

/** Option id → title across a form's steps: answers to steps since renamed or removed still show titles. */
export function optionTitles(steps: readonly unknown[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const step of steps) {
    const options = (step as { options?: unknown }).options;
    if (!Array.isArray(options)) continue;
    for (const o of options as { id?: unknown; title?: unknown }[]) {
      if (typeof o?.id === 'string' && typeof o.title === 'string' && o.title) titles.set(o.id, o.title);
    }
  }
  return titles;
}

/**
 * Text shown in a table cell (and written to CSV). An answer to one of the form's steps reads as that step type's
 * displayAnswer hook writes it (option titles, a contact's name and e-mail, …); any other answer as plain text.
 */
export function displayValue(
  value: unknown,
  step?: TStep,
  titles: ReadonlyMap<string, string> = new Map(),
): string {
  const v = parseValue(value);
  if (v === null || v === undefined) return '';
  return step ? displayAnswer(step, v) : plainText(v, titles);
}

/** The cell text of any column of a form's responses, from the form's raw (possibly malformed) steps. */
export type CellText = (column: string, value: unknown) => string;

export function answerCells(rawSteps: readonly unknown[]): CellText {
  const byKey = new Map<string, TStep>();
  rawSteps.forEach((raw, i) => {
    const step = prepareStep(raw);
    if (step) byKey.set(answerKey(step, i), step);
  });
  const titles = optionTitles(rawSteps);
  return (column, value) => displayValue(value, byKey.get(column), titles);
}

/**
 * A cell a spreadsheet could read as a formula (OWASP CSV injection): it starts with = + - @ tab or carriage
 * return — also after leading spaces or other invisible characters, which Google Sheets and LibreOffice trim on
 * import, and in the full-width forms some spreadsheet locales accept.
 */
const FORMULA_START =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters before a formula are what is matched.
  /^[\s\u0000-\u001f\u00a0\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** Quotes a CSV cell (RFC 4180) and defuses spreadsheet formulas with a leading apostrophe, as OWASP recommends. */
export function csvCell(text: string): string {
  // A plain number (a slider's -5, a price) is data, not a formula; keeping it a number keeps sums working.
  const number = /^[+-]?\d+(?:\.\d+)?$/.test(text);
  const safe = !number && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV header line (with its CRLF). */
export function csvHeader(columns: readonly string[], outcomes: readonly OutcomeColumn[] = []): string {
  return `${['ID', 'Submitted At', 'Status', ...columns, ...outcomes.map((o) => o.csvHeader)].map(csvCell).join(',')}\r\n`;
}

/** One response as a CSV line (with its CRLF). */
export function csvRow(
  r: ResponseRow,
  columns: readonly string[],
  cell: CellText = (_column, value) => displayValue(value),
  outcomes: readonly OutcomeColumn[] = [],
): string {
  const a = answersOf(r);
  const cells = [
    String(r.id),
    r.created_at,
    isIncomplete(r) ? 'Incomplete' : 'Complete',
    ...columns.map((c) => cell(c, a[c])),
    ...outcomes.map((o) => o.csv(r)),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function buildCsv(
  responses: readonly ResponseRow[],
  columns: readonly string[] = collectColumns(responses),
  cell: CellText = (_column, value) => displayValue(value),
  outcomes: readonly OutcomeColumn[] = [],
): string {
  return csvHeader(columns, outcomes) + responses.map((r) => csvRow(r, columns, cell, outcomes)).join('');
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
