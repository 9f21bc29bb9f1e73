// Responses as a table — the one place columns and cell texts are built, for the owner's screen, its cards and the
// server's streamed CSV export alike: answer columns (parts, uploads), outcome columns, CSV rows and drop-off.
import { calculationCurrency, formatCalculation } from '../logic/format.ts';
import type { TCalculation, TEnding } from '../logic/types.ts';
import { plainText } from '../steps/_shared/display.ts';
import type { TStep } from '../steps/index.ts';
import {
  answerFile,
  answerParts,
  displayAnswer,
  isAboutRespondent,
  stepHasFiles,
  stepHasOptions,
} from '../steps/rules.ts';
import type { AnswerPart } from '../steps/types.ts';
import { answerKey, titleKey } from '../answers.ts';
import { ensureStepIds } from '../logic/build.ts';
import { isRecord } from '../config-shape.ts';
import { declaredHiddenFields, hiddenOf } from '../hidden-fields.ts';
import { isRespondentLanguage, LANGUAGE_KEY, LANGUAGE_NAMES } from '../translations.ts';
import { prepareStep } from '../prepare-config.ts';
import { formVerification, type VerifiedFlags, verifiedLabel } from '../steps/contact/verification.ts';

/** A stored response as the table reads it: the fields of the contracts' ResponseRecord it needs. */
export interface ResponseRow {
  id: number;
  /** The lead's number in its form, what the owner calls it; null while incomplete. */
  lead_no?: number | null;
  created_at: string;
  /** The answers, kept by step id. */
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
  /** The title each answered question had when it was answered (for questions since removed). */
  labels?: Record<string, string> | null;
  calculations?: Record<string, number> | null;
  ending?: string | null;
  /** The A/B test variant the respondent was shown, when the form was under test. */
  variant?: string | null;
  /** Which of the contact's e-mail address and phone number the respondent confirmed with a code. */
  verified?: VerifiedFlags;
}

/** A column after ID and Submitted At (and Status in the CSV): a part of an answer, an answer, or an outcome. */
export interface ResponseColumn {
  /** Unique among a table's columns (React key, the column a test asks for). */
  id: string;
  /** Header in the table. */
  header: string;
  /** Header in the CSV (a currency calculation names its currency, a download URL says so). */
  csvHeader: string;
  /** Text in the table, formatted for the form's language. */
  cell(r: ResponseRow): string;
  /** Value in the CSV: plain numbers a spreadsheet can sum. */
  csv(r: ResponseRow): string;
  /** Where the table cell links to (mailto:, tel:, an upload's owner-only download path). */
  href?(r: ResponseRow): string | undefined;
  /** Only in the CSV (an upload's absolute download URL: the table links the file name instead). */
  csvOnly?: boolean;
  /** The answer key (question) it reads; none for outcomes. */
  key?: string;
  /** What the column says about the respondent (the card list's heading reads these). */
  role?: AnswerPart['role'];
  /** It says who or where the respondent is: first in the table, CSV and cards. */
  aboutRespondent?: boolean;
  /** Figures: aligned right in the table. */
  numeric?: boolean;
}

/** A column the server adds to answers: a calculation's result or the ending reached. */
export type OutcomeColumn = ResponseColumn;

/**
 * A Verified column when the form offers a code, one column per hidden field, one per calculation (the form's, then ids only older responses carry) and an Ending
 * column, when the form or any response has them. Values are the server's, stored at submission.
 */
export function outcomeColumns(
  responses: readonly ResponseRow[],
  form:
    | {
        calculations?: TCalculation[];
        endings?: TEnding[];
        hiddenFields?: readonly string[];
        translations?: unknown;
        steps?: readonly unknown[];
      }
    | undefined,
  language: string,
  /** The form was ever under an A/B test: a Variant column even before a row has one (the CSV's streamed rows). */
  abTested = false,
): OutcomeColumn[] {
  // Hidden fields first (where the lead came from), the form's declared names then names only older responses carry.
  const hiddenNames = new Set(declaredHiddenFields(form?.hiddenFields));
  for (const r of responses) for (const name of Object.keys(hiddenOf(answersOf(r)))) hiddenNames.add(name);
  const hidden: OutcomeColumn[] = [...hiddenNames].map((name) => {
    const value = (r: ResponseRow) => hiddenOf(answersOf(r))[name] ?? '';
    return { id: `hidden:${name}`, header: name, csvHeader: name, cell: value, csv: value };
  });
  // The language each respondent answered in, for a form of several languages (or one that had them).
  const languageOf = (r: ResponseRow) => {
    const value = answersOf(r)[LANGUAGE_KEY];
    return isRespondentLanguage(value) ? value : '';
  };
  if (isRecord(form?.translations) || responses.some((r) => languageOf(r)))
    hidden.push({
      id: 'language',
      header: 'Language',
      csvHeader: 'Language',
      cell: (r) => {
        const language = languageOf(r);
        return language ? LANGUAGE_NAMES[language] : '';
      },
      csv: languageOf,
    });
  // Which A/B variant each respondent saw, once any response has one.
  if (abTested || responses.some((r) => r.variant)) {
    const variant = (r: ResponseRow) => r.variant ?? '';
    hidden.push({ id: 'variant', header: 'Variant', csvHeader: 'Variant', cell: variant, csv: variant });
  }
  // Verified: for a form that offers a code (an unverified lead is flagged), or responses that confirmed something.
  const offered = formVerification(form?.steps) !== null;
  if (offered || responses.some((r) => r.verified?.email || r.verified?.phone)) {
    const label = (r: ResponseRow) => verifiedLabel(r.verified, offered);
    hidden.push({ id: 'verified', header: 'Verified', csvHeader: 'Verified', cell: label, csv: label });
  }
  const calcs = new Map<string, TCalculation>();
  for (const c of form?.calculations ?? []) calcs.set(c.id, c);
  for (const r of responses)
    for (const id of Object.keys(r.calculations ?? {}))
      if (!calcs.has(id)) calcs.set(id, { id, label: id, formula: '' });
  const columns: OutcomeColumn[] = [...calcs.values()].map((c): OutcomeColumn => {
    const value = (r: ResponseRow) => r.calculations?.[c.id];
    const name = c.label?.trim() || c.id;
    return {
      id: `calculation:${c.id}`,
      header: name,
      csvHeader: c.format === 'currency' ? `${name} (${calculationCurrency(c, language)})` : name,
      cell: (r) => (typeof value(r) === 'number' ? formatCalculation(c, value(r) as number, language) : ''),
      csv: (r) => (typeof value(r) === 'number' ? String(value(r)) : ''),
      numeric: true,
    };
  });
  if ((form?.endings?.length ?? 0) > 0 || responses.some((r) => r.ending)) {
    const title = (r: ResponseRow) =>
      r.ending ? form?.endings?.find((e) => e.id === r.ending)?.title?.trim() || r.ending : '';
    columns.push({ id: 'ending', header: 'Ending', csvHeader: 'Ending', cell: title, csv: title });
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
  language?: string,
): string {
  const v = parseValue(value);
  if (v === null || v === undefined) return '';
  return step ? displayAnswer(step, v, language) : plainText(v, titles);
}

/** A form's steps as the responses read them: by answer key (step id), in order, with every option title. */
export interface FormSteps {
  byKey: ReadonlyMap<string, TStep>;
  /** Answer keys in step order. */
  keys: readonly string[];
  titles: ReadonlyMap<string, string>;
  /** Each step's question as people read it now: its title ("Step N" when untitled). */
  questions: ReadonlyMap<string, string>;
}

/** The steps of a stored (possibly malformed) configuration's raw step list. */
export function formSteps(rawSteps: readonly unknown[]): FormSteps {
  const byKey = new Map<string, TStep>();
  const keys: string[] = [];
  const questions = new Map<string, string>();
  // Ids as a saved configuration has them (a stored draft may predate them: they are given as on saving).
  const prepared = rawSteps.map(prepareStep).filter((s): s is TStep => s !== null);
  const steps = ensureStepIds({ steps: prepared }).steps;
  steps.forEach((step, i) => {
    const key = answerKey(step, i);
    if (byKey.has(key)) return;
    byKey.set(key, step);
    keys.push(key);
    questions.set(key, titleKey(step, i));
  });
  return { byKey, keys, titles: optionTitles(rawSteps), questions };
}

/** The owner-only download path of an uploaded document (the owner's session cookie authorises it). */
export function documentPath(documentId: string): string {
  return `/api/documents/${documentId}`;
}

/** Every label the rows carry: the title each answered question had (later rows win). */
export function collectLabels(responses: readonly ResponseRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of responses) Object.assign(out, r.labels ?? {});
  return out;
}

export interface AnswerColumnsOptions {
  /** The titles questions had when answered, by step id: headers of answers to questions no longer in the form. */
  labels?: Readonly<Record<string, string>>;
  /**
   * The origin absolute download URLs in the CSV start with (PUBLIC_URL, else the request's checked origin);
   * without one they are paths.
   */
  origin?: string;
  /** The form's language: answers written in words (a date's weekday and month) read in it. */
  language?: string;
}

/**
 * The answer columns for the answer keys found (`keys`): answers about the respondent first (contact, address),
 * then the others in step order, then answers to steps no longer in the form. An answer with parts (a contact)
 * is one column per part; an upload is its file name (linked to the owner-only download) plus, in the CSV, the
 * download's absolute URL.
 */
export function answerColumns(
  rawSteps: readonly unknown[],
  keys: readonly string[],
  options: AnswerColumnsOptions = {},
): ResponseColumn[] {
  const form = formSteps(rawSteps);
  const ordered = orderColumns(keys, form.keys);
  const about = (k: string) => {
    const step = form.byKey.get(k);
    return step !== undefined && isAboutRespondent(step);
  };
  const hasParts = (k: string) => {
    const step = form.byKey.get(k);
    return step !== undefined && answerParts(step, undefined).length > 0;
  };
  // Who the lead is (the contact's parts), then where (the address), then everything else.
  const sorted = [
    ...ordered.filter((k) => about(k) && hasParts(k)),
    ...ordered.filter((k) => about(k) && !hasParts(k)),
    ...ordered.filter((k) => !about(k)),
  ];
  // Part headers ("Email") name their question only when two steps have parts (two contact steps).
  const withParts = sorted.filter(hasParts).length;
  const columns: ResponseColumn[] = [];
  for (const key of sorted) {
    const step = form.byKey.get(key);
    const question = form.questions.get(key) ?? options.labels?.[key] ?? key;
    const value = (r: ResponseRow) => parseValue(answersOf(r)[key]);
    const whole = (r: ResponseRow) => displayValue(answersOf(r)[key], step, form.titles, options.language);
    const aboutRespondent = step !== undefined && isAboutRespondent(step);
    const parts = step ? answerParts(step, undefined) : [];
    if (step && parts.length > 0) {
      parts.forEach((part, i) => {
        const header = withParts > 1 ? `${question}: ${part.label}` : part.label;
        const partOf = (r: ResponseRow) => answerParts(step, value(r))[i];
        // An answer of another shape (sent through /api/submit) is not lost: its text fills the first part.
        const text = (r: ResponseRow) => {
          const own = partOf(r)?.text ?? '';
          if (own || i > 0) return own;
          return answerParts(step, value(r)).some((p) => p.text) ? '' : whole(r);
        };
        columns.push({
          id: `${key}\u001f${part.key}`,
          key,
          header,
          csvHeader: header,
          cell: text,
          csv: text,
          href: (r) => partOf(r)?.href,
          role: part.role,
          aboutRespondent,
        });
      });
    } else if (step && stepHasFiles(step)) {
      const file = (r: ResponseRow) => answerFile(step, value(r));
      const url = (r: ResponseRow) => {
        const f = file(r);
        return f ? `${options.origin ?? ''}${documentPath(f.documentId)}` : '';
      };
      columns.push({
        id: key,
        key,
        header: question,
        csvHeader: question,
        cell: whole,
        csv: whole,
        href: (r) => {
          const f = file(r);
          return f ? documentPath(f.documentId) : undefined;
        },
        aboutRespondent,
      });
      columns.push({
        id: `${key}\u001fdownload`,
        key,
        header: `${question} (download URL)`,
        csvHeader: `${question} (download URL)`,
        cell: url,
        csv: url,
        csvOnly: true,
        aboutRespondent,
      });
    } else {
      columns.push({
        id: key,
        key,
        header: question,
        csvHeader: question,
        cell: whole,
        csv: whole,
        aboutRespondent,
      });
    }
  }
  return columns;
}

/** The respondent's name, e-mail and phone from the first answer that has them (a contact step's). */
export function respondentOf(
  columns: readonly ResponseColumn[],
  r: ResponseRow,
): { name: string; email: string; emailHref?: string; phone: string; phoneHref?: string } {
  const byRole = (role: AnswerPart['role']) => columns.find((c) => c.role === role && c.cell(r));
  const text = (role: AnswerPart['role']) => byRole(role)?.cell(r) ?? '';
  const email = byRole('email');
  const phone = byRole('phone');
  return {
    name: [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    email: text('email'),
    emailHref: email?.href?.(r),
    phone: text('phone'),
    phoneHref: phone?.href?.(r),
  };
}

/** The first answers worth a glance on a card (the name and e-mail are its heading): header and text. */
export function keyAnswers(
  columns: readonly ResponseColumn[],
  r: ResponseRow,
  count = 3,
): { id: string; header: string; text: string }[] {
  const out: { id: string; header: string; text: string }[] = [];
  for (const c of columns) {
    if (out.length >= count) break;
    if (c.csvOnly || c.role === 'firstName' || c.role === 'lastName' || c.role === 'email') continue;
    const text = c.cell(r);
    if (text) out.push({ id: c.id, header: c.header, text });
  }
  return out;
}

/** Headers (and the no-source text) of the table's summary columns, in the owner app's language. */
export interface SummaryLabels {
  name: string;
  contact: string;
  source: string;
  /** The source of a lead that came with no campaign and no referrer. */
  direct: string;
}

/** Ids of the summary columns; ':' never appears in a step id, so they cannot collide with an answer's. */
export const SUMMARY_COLUMN = { name: 'lead:name', contact: 'lead:contact', source: 'lead:source' } as const;

/** The host of a referrer URL, or the text as given when it is not a URL. */
function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, '');
  } catch {
    return referrer;
  }
}

/** Where a lead came from: its `utm_source`, else the host of its `referrer` hidden field, else null (direct). */
export function leadSource(r: ResponseRow): string | null {
  const hidden = hiddenOf(answersOf(r));
  if (hidden.utm_source?.trim()) return hidden.utm_source.trim();
  if (hidden.referrer?.trim()) return referrerHost(hidden.referrer.trim());
  return null;
}

/**
 * The owner's table (not the CSV, which keeps the parts): Name (first and last name together) and Contact (e-mail and
 * phone together) when the answers have them, and Source.
 */
export function summaryColumns(columns: readonly ResponseColumn[], labels: SummaryLabels): ResponseColumn[] {
  const out: ResponseColumn[] = [];
  const has = (...roles: AnswerPart['role'][]) => columns.some((c) => c.role && roles.includes(c.role));
  if (has('firstName', 'lastName')) {
    const name = (r: ResponseRow) => respondentOf(columns, r).name;
    out.push({ id: SUMMARY_COLUMN.name, header: labels.name, csvHeader: labels.name, cell: name, csv: name });
  }
  if (has('email', 'phone')) {
    const contact = (r: ResponseRow) => {
      const who = respondentOf(columns, r);
      return [who.email, who.phone].filter(Boolean).join(' · ');
    };
    out.push({
      id: SUMMARY_COLUMN.contact,
      header: labels.contact,
      csvHeader: labels.contact,
      cell: contact,
      csv: contact,
      href: (r) => {
        const who = respondentOf(columns, r);
        return who.emailHref ?? who.phoneHref;
      },
    });
  }
  const source = (r: ResponseRow) => leadSource(r) ?? labels.direct;
  out.push({
    id: SUMMARY_COLUMN.source,
    header: labels.source,
    csvHeader: labels.source,
    cell: source,
    csv: source,
  });
  return out;
}

/** Every column of the owner's table, in its order: Name and Contact, the answers, the outcomes, Source. */
export function leadTableColumns(
  answers: readonly ResponseColumn[],
  outcomes: readonly ResponseColumn[],
  labels: SummaryLabels,
): ResponseColumn[] {
  const summary = summaryColumns(answers, labels);
  const source = summary.filter((c) => c.id === SUMMARY_COLUMN.source);
  const leading = summary.filter((c) => c.id !== SUMMARY_COLUMN.source);
  return [...leading, ...answers, ...outcomes, ...source].filter((c) => !c.csvOnly);
}

/**
 * The leads table until the owner picks columns: Name, Contact, up to three key answers — the form's first steps
 * with options (tiles, multiple choice, dropdown, option with follow-up), which are the ones that qualify a lead,
 * the contact and address being shown already — the first calculation (the estimate), and Source. Ids of
 * `columns` (the summary columns among them), in their order.
 */
export function compactColumnIds(columns: readonly ResponseColumn[], rawSteps: readonly unknown[]): string[] {
  const form = formSteps(rawSteps);
  const keyQuestions = form.keys
    .filter((k) => {
      const step = form.byKey.get(k);
      return step !== undefined && stepHasOptions(step) && !isAboutRespondent(step);
    })
    .filter((k) => columns.some((c) => c.id === k))
    .slice(0, 3);
  // When the lead wants the visit or call (the booked time, the day asked for) is what a caller needs first.
  const when = form.keys
    .filter((k) => {
      const type = form.byKey.get(k)?.type;
      return (type === 'booking' || type === 'date') && columns.some((c) => c.id === k);
    })
    .slice(0, 2);
  const estimate = columns.find((c) => c.id.startsWith('calculation:'))?.id;
  const wanted = new Set<string>([
    SUMMARY_COLUMN.name,
    SUMMARY_COLUMN.contact,
    ...keyQuestions,
    ...when,
    ...(estimate ? [estimate] : []),
    SUMMARY_COLUMN.source,
    // A form that offers a code: whether a lead confirmed its contact decides who gets called first.
    'verified',
  ]);
  return columns.filter((c) => wanted.has(c.id)).map((c) => c.id);
}

/**
 * A cell a spreadsheet could read as a formula (OWASP CSV injection): it starts with = + - @ tab or carriage
 * return — also after leading spaces or other invisible characters (C0 and C1 controls, joiners, fillers), which Google Sheets and LibreOffice trim on
 * import, and in the full-width forms some spreadsheet locales accept.
 */
const FORMULA_START =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters before a formula are what is matched.
  /^[\s\u0000-\u001f\u007f-\u009f\u00a0\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u3164\ufeff\uffa0]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** Quotes a CSV cell (RFC 4180) and defuses spreadsheet formulas with a leading apostrophe, as OWASP recommends. */
export function csvCell(text: string): string {
  // A plain number (a slider's -5, a price) is data, not a formula; keeping it a number keeps sums working.
  const number = /^[+-]?\d+(?:\.\d+)?$/.test(text);
  const safe = !number && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV header line (with its CRLF): ID, Lead (its number in the form), Submitted At, Status, then the columns. */
export function csvHeader(columns: readonly ResponseColumn[]): string {
  return `${['ID', 'Lead', 'Submitted At', 'Status', ...columns.map((c) => c.csvHeader)].map(csvCell).join(',')}\r\n`;
}

/** One response as a CSV line (with its CRLF). */
export function csvRow(r: ResponseRow, columns: readonly ResponseColumn[]): string {
  const cells = [
    String(r.id),
    r.lead_no === null || r.lead_no === undefined ? '' : String(r.lead_no),
    r.created_at,
    isIncomplete(r) ? 'Incomplete' : 'Complete',
    ...columns.map((c) => c.csv(r)),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function buildCsv(
  responses: readonly ResponseRow[],
  columns: readonly ResponseColumn[] = answerColumns([], collectColumns(responses)),
): string {
  return csvHeader(columns) + responses.map((r) => csvRow(r, columns)).join('');
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
