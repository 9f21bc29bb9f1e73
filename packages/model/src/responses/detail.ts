// One response read as a whole (the owner's detail view): every answer under its question in the form's order, with
// its parts, uploaded file and place, then hidden fields; built from the step hooks like the table's columns.
// From their own zod-free modules, not the package's index (see table.ts).
import type { TStep } from '../steps/index.ts';
import { answerFile, answerParts, answerPlace, stepHasFiles } from '../steps/rules.ts';
import type { AnswerFile, AnswerPart, AnswerPlace } from '../steps/types.ts';
import { displayValue, formSteps, parseValue } from './table.ts';

export interface AnswerItem {
  /** The question as people read it: the step's title now, or for a removed step the title it had. */
  question: string;
  /** The step's number in the form (1-based); none for answers to steps no longer in the form. */
  number?: number;
  step?: TStep;
  /** The answer as the table writes it (option titles, not ids). */
  text: string;
  /** A contact's names, e-mail and phone, each with its label. */
  parts: AnswerPart[];
  /** The uploaded file; null when the step takes uploads but none was sent. */
  file: AnswerFile | null;
  /** True for a step that takes uploads (so "no file" can be said). */
  takesFiles: boolean;
  place: AnswerPlace | null;
}

function answered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The answered questions in the form's order under their current titles, then answers to questions the form no
 * longer has, under the title they had when answered. Bookkeeping keys (starting "_") are not answers.
 */
export function answerItems(
  rawSteps: readonly unknown[],
  answers: Record<string, unknown>,
  labels: Readonly<Record<string, string>> = {},
  language?: string,
): AnswerItem[] {
  const form = formSteps(rawSteps);
  const items: AnswerItem[] = [];
  form.keys.forEach((key, i) => {
    const value = answers[key];
    if (!answered(value)) return;
    const step = form.byKey.get(key) as TStep;
    const parsed = parseValue(value);
    items.push({
      question: form.questions.get(key) ?? key,
      number: i + 1,
      step,
      text: displayValue(value, step, form.titles, language),
      parts: answerParts(step, parsed).filter((p) => p.text),
      file: answerFile(step, parsed),
      takesFiles: stepHasFiles(step),
      place: answerPlace(step, parsed),
    });
  });
  const known = new Set(form.keys);
  for (const [key, value] of Object.entries(answers)) {
    if (known.has(key) || key.startsWith('_') || !answered(value)) continue;
    items.push({
      question: labels[key] ?? key,
      text: displayValue(value, undefined, form.titles),
      parts: [],
      file: null,
      takesFiles: false,
      place: null,
    });
  }
  return items;
}

/** Hidden fields the embed passed (utm_source, a campaign id …): `_hidden` of the stored answers, text values only. */
export function hiddenFields(answers: Record<string, unknown>): { name: string; value: string }[] {
  const hidden = parseValue(answers._hidden);
  if (typeof hidden !== 'object' || hidden === null || Array.isArray(hidden)) return [];
  return Object.entries(hidden as Record<string, unknown>)
    .filter((e): e is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof e[1]),
    )
    .map(([name, value]) => ({ name, value: String(value) }));
}
