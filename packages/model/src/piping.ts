// Answer piping: {{step-id}}, {{step-id.firstName}}, {{hidden.name}} and {{calc.id}} in texts, replaced by display text.
// Zod-free and pure: the runner, the server's e-mails and the save-time checks share it.
import { formatCalculation, localeOf } from './logic/format.ts';
import type { TCalculation } from './logic/types.ts';
import { isPlainObject } from './steps/_shared/answer.ts';
import type { TStep } from './steps/index.ts';
import { displayAnswer } from './steps/rules.ts';
import type { StepType } from './steps/types.ts';
import { type Answers, answerKey } from './answers.ts';

/** `{{ name }}` or `{{ name.field }}`; names are step ids, `hidden` or `calc` (letters, digits, `_`, `-`). */
const TOKEN = /\{\{\s*([A-Za-z0-9_-]+)(?:\.([A-Za-z0-9_-]+))?\s*\}\}/g;

/** The parts of an object answer a text may pick, per step type (`{{contact.firstName}}`). */
export const PIPE_FIELDS = {
  tiles: [],
  multiSelect: [],
  dropdown: [],
  slider: [],
  followup: ['option', 'followup'],
  textbox: [],
  location: ['fullAddress', 'postalCode'],
  contact: ['firstName', 'lastName', 'email', 'phone'],
  documentUpload: ['fileName'],
  documentInfo: [],
  booking: [],
  yesNo: [],
  number: [],
  rating: [],
  date: [],
  imageChoice: [],
} as const satisfies { [K in StepType]: readonly string[] };

export type PipeReference =
  | { kind: 'step'; id: string; field?: string; token: string }
  | { kind: 'hidden'; name: string; token: string }
  | { kind: 'calc'; id: string; token: string };

/** The references a text makes, in order (duplicates kept). */
export function pipeReferences(text: string | undefined | null): PipeReference[] {
  if (!text || !text.includes('{{')) return [];
  const out: PipeReference[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const [token, head, field] = m;
    if (head === 'hidden' && field) out.push({ kind: 'hidden', name: field, token });
    else if (head === 'calc' && field) out.push({ kind: 'calc', id: field, token });
    else out.push({ kind: 'step', id: head, ...(field ? { field } : {}), token });
  }
  return out;
}

export interface PipingContext {
  steps: readonly TStep[];
  answers: Answers;
  hidden?: Readonly<Record<string, string>>;
  /** Calculation results by id (the logic evaluator's). */
  calculations?: Readonly<Record<string, number>>;
  calculationDefs?: readonly TCalculation[];
  language?: string;
  /** Applied to each piped value before it replaces its reference (e-mails defuse respondent-typed links). */
  value?(text: string, ref: PipeReference): string;
}

/** One formatter per locale: constructing an Intl.NumberFormat costs far more than formatting with it. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function formatNumber(value: number, language: string | undefined): string {
  const locale = localeOf(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** The text one reference stands for; '' when there is no such step, field, value or answer. */
export function pipeValue(ref: PipeReference, ctx: PipingContext): string {
  if (ref.kind === 'hidden') return ctx.hidden?.[ref.name] ?? '';
  if (ref.kind === 'calc') {
    const value = ctx.calculations?.[ref.id];
    if (typeof value !== 'number') return '';
    const def = ctx.calculationDefs?.find((c) => c.id === ref.id);
    return def ? formatCalculation(def, value, ctx.language ?? 'en') : formatNumber(value, ctx.language);
  }
  const index = ctx.steps.findIndex((s) => s.id?.trim() === ref.id);
  if (index < 0) return '';
  const step = ctx.steps[index];
  const answer = ctx.answers[answerKey(step, index)];
  if (answer === undefined || answer === null || answer === '') return '';
  if (ref.field) {
    if (!(PIPE_FIELDS[step.type] as readonly string[]).includes(ref.field) || !isPlainObject(answer))
      return '';
    const part = answer[ref.field];
    if (ref.field === 'option' && typeof part === 'string') return displayAnswer(step, part);
    return typeof part === 'string' || typeof part === 'number' ? String(part).trim() : '';
  }
  return formatAnswer(step, answer, ctx.language);
}

/** An answer as people read it: the step's display text, numbers grouped and with the step's prefix ("$12,500"). */
export function formatAnswer(step: TStep, answer: unknown, language?: string): string {
  if (typeof answer === 'number') {
    const prefix = 'prefix' in step && typeof step.prefix === 'string' ? step.prefix : '';
    const unit =
      'unit' in step && typeof step.unit === 'string' && step.unit.trim() ? ` ${step.unit.trim()}` : '';
    // A type that writes its number its own way ("4/5" for a rating) keeps it; a plain number is grouped.
    const shown = displayAnswer(step, answer, language);
    if (!prefix && !unit && shown !== String(answer)) return shown;
    return `${prefix}${formatNumber(answer, language)}${unit}`;
  }
  return displayAnswer(step, answer, language);
}

/** Replaces every reference in a text; a missing value becomes empty text, never raw braces. */
export function pipeText(text: string, ctx: PipingContext): string;
export function pipeText(text: string | undefined, ctx: PipingContext): string | undefined;
export function pipeText(text: string | undefined, ctx: PipingContext): string | undefined {
  if (!text || !text.includes('{{')) return text;
  return text.replace(TOKEN, (token) => {
    const [ref] = pipeReferences(token);
    if (!ref) return '';
    const value = pipeValue(ref, ctx);
    return ctx.value ? ctx.value(value, ref) : value;
  });
}

/** The parts of a configuration piping reads when texts are checked at save time. */
export interface PipingConfig {
  steps: readonly TStep[];
  hiddenFields?: readonly string[];
  calculations?: readonly { id: string }[];
}

/** Why a reference cannot work in this configuration, or null when it can. */
export function pipeReferenceProblem(ref: PipeReference, config: PipingConfig): string | null {
  if (ref.kind === 'hidden')
    return config.hiddenFields?.includes(ref.name) ? null : `${ref.token} names no hidden field`;
  if (ref.kind === 'calc')
    return config.calculations?.some((c) => c.id === ref.id) ? null : `${ref.token} names no calculation`;
  const step = config.steps.find((s) => s.id?.trim() === ref.id);
  if (!step) return `${ref.token} names no step id`;
  if (ref.field && !(PIPE_FIELDS[step.type] as readonly string[]).includes(ref.field)) {
    const fields = PIPE_FIELDS[step.type];
    return `${ref.token}: a ${step.type} step has ${fields.length ? `only ${fields.join(', ')}` : 'no fields'}`;
  }
  return null;
}

/** Problems of every reference in one text. */
export function pipeTextProblems(text: string | undefined | null, config: PipingConfig): string[] {
  return pipeReferences(text)
    .map((ref) => pipeReferenceProblem(ref, config))
    .filter((p): p is string => p !== null);
}

/** A {{…}} problem at save time, with the path of the text and a message naming it. */
export interface PipingIssue {
  path: (string | number)[];
  message: string;
}

interface PipingCheckConfig extends PipingConfig {
  submission?: { title?: string; description?: string; steps?: { title?: string; description?: string }[] };
  endings?: readonly { id: string; title?: string; description?: string }[];
}

/** Every text that may pipe, and what to call it in a message. */
function pipedTexts(
  config: PipingCheckConfig,
): { path: (string | number)[]; where: string; text?: string }[] {
  const out: { path: (string | number)[]; where: string; text?: string }[] = [];
  config.steps.forEach((s, i) => {
    const name = s.title?.trim() ? `Step ${i + 1} "${s.title.trim().slice(0, 80)}"` : `Step ${i + 1}`;
    out.push({ path: ['steps', i, 'title'], where: `${name} (title)`, text: s.title });
    out.push({ path: ['steps', i, 'subtitle'], where: `${name} (subtitle)`, text: s.subtitle });
  });
  const sub = config.submission;
  out.push({ path: ['submission', 'title'], where: 'submission.title', text: sub?.title });
  out.push({ path: ['submission', 'description'], where: 'submission.description', text: sub?.description });
  sub?.steps?.forEach((s, i) => {
    out.push({
      path: ['submission', 'steps', i, 'title'],
      where: `submission.steps.${i}.title`,
      text: s.title,
    });
    out.push({
      path: ['submission', 'steps', i, 'description'],
      where: `submission.steps.${i}.description`,
      text: s.description,
    });
  });
  config.endings?.forEach((e, i) => {
    out.push({ path: ['endings', i, 'title'], where: `Ending "${e.id}" (title)`, text: e.title });
    out.push({
      path: ['endings', i, 'description'],
      where: `Ending "${e.id}" (description)`,
      text: e.description,
    });
  });
  return out;
}

/** Piping references that name no step id, field, declared hidden field or calculation. */
export function checkPiping(config: PipingCheckConfig): PipingIssue[] {
  const issues: PipingIssue[] = [];
  for (const t of pipedTexts(config)) {
    for (const problem of pipeTextProblems(t.text, config))
      issues.push({ path: t.path, message: `${t.where}: ${problem}` });
  }
  return issues;
}

/** A reference the editor's insert picker offers: the token to insert, what to call it in English, and what it
 * recalls as data (so the owner app can name it in the owner's language). */
export interface PipeChoice {
  token: string;
  label: string;
  source: PipeSource;
}

/** What a reference recalls: a step (0-based, its title as written, '' when none) or one of its fields, a hidden
 * field or a calculation (with its label where the picker shows it). */
export type PipeSource =
  | { kind: 'step'; index: number; title: string; field?: string }
  | { kind: 'hidden'; name: string }
  | { kind: 'calculation'; id: string; label?: string };

/**
 * What a text on step `index` may recall: answers of the steps before it (and their fields), hidden fields and
 * calculations — each a reference `checkPiping` accepts. Later steps are left out: they have no answer yet.
 */
export function pipeChoices(config: PipingConfig, index: number): PipeChoice[] {
  const out: PipeChoice[] = [];
  config.steps.slice(0, Math.max(0, index)).forEach((s, i) => {
    const id = s.id?.trim();
    if (!id) return;
    const title = s.title?.trim().slice(0, 60) ?? '';
    const name = title || `Step ${i + 1}`;
    out.push({
      token: `{{${id}}}`,
      label: `Step ${i + 1}: ${name}`,
      source: { kind: 'step', index: i, title },
    });
    for (const field of PIPE_FIELDS[s.type])
      out.push({
        token: `{{${id}.${field}}}`,
        label: `Step ${i + 1}: ${name} — ${field}`,
        source: { kind: 'step', index: i, title, field },
      });
  });
  for (const h of config.hiddenFields ?? [])
    out.push({ token: `{{hidden.${h}}}`, label: `Hidden field: ${h}`, source: { kind: 'hidden', name: h } });
  for (const c of config.calculations ?? [])
    out.push({
      token: `{{calc.${c.id}}}`,
      label: `Calculation: ${c.id}`,
      source: { kind: 'calculation', id: c.id },
    });
  return out;
}

/** `text` with `token` put in at `at` (the caret), with a space where it would touch a word. */
export function insertPipeToken(
  text: string,
  token: string,
  at = text.length,
): { text: string; caret: number } {
  const i = Math.max(0, Math.min(at, text.length));
  const before = text.slice(0, i);
  const after = text.slice(i);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^[\s.,!?;:)]/.test(after) ? ' ' : '';
  const next = `${before}${lead}${token}${trail}${after}`;
  return { text: next, caret: before.length + lead.length + token.length };
}

/** How an e-mail placeholder's field reads to an owner. */
const FIELD_NAMES: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  phone: 'phone',
  fullAddress: 'address',
  postalCode: 'postal code',
  fileName: 'file name',
  option: 'choice',
  followup: 'details',
};

/** An e-mail placeholder the Notifications dialog offers: the token, what the owner knows it as, and its source. */
export type MailPlaceholder = PipeChoice;

const questionName = (s: TStep, i: number) =>
  s.title?.trim() ? s.title.trim().slice(0, 60) : `Question ${i + 1}`;

/**
 * What an e-mail to a respondent may show, named as the owner knows it ("How can we reach you? — first name"): every
 * question's answer and its parts, hidden fields and calculations. E-mails go after the last step, so all steps count.
 */
export function mailPlaceholders(
  config: PipingConfig & { calculations?: readonly { id: string; label?: string }[] },
): MailPlaceholder[] {
  const out: MailPlaceholder[] = [];
  config.steps.forEach((s, i) => {
    const id = s.id?.trim();
    if (!id) return;
    const name = questionName(s, i);
    const title = s.title?.trim().slice(0, 60) ?? '';
    out.push({ token: `{{${id}}}`, label: name, source: { kind: 'step', index: i, title } });
    for (const field of PIPE_FIELDS[s.type])
      out.push({
        token: `{{${id}.${field}}}`,
        label: `${name} — ${FIELD_NAMES[field] ?? field}`,
        source: { kind: 'step', index: i, title, field },
      });
  });
  for (const h of config.hiddenFields ?? [])
    out.push({ token: `{{hidden.${h}}}`, label: `Hidden field: ${h}`, source: { kind: 'hidden', name: h } });
  for (const c of config.calculations ?? []) {
    const label = c.label?.trim() || c.id;
    out.push({
      token: `{{calc.${c.id}}}`,
      label: `Calculation: ${label}`,
      source: { kind: 'calculation', id: c.id, label },
    });
  }
  return out;
}

/**
 * Why an e-mail placeholder cannot work, in the owner's words, or null when some configuration (the draft or the
 * published form) has what it names.
 */
export function mailPlaceholderProblem(ref: PipeReference, configs: readonly PipingConfig[]): string | null {
  if (configs.some((c) => pipeReferenceProblem(ref, c) === null)) return null;
  if (ref.kind === 'hidden') return `${ref.token} is not a hidden field of this form`;
  if (ref.kind === 'calc') return `${ref.token} is not a calculation of this form`;
  for (const config of configs) {
    const index = config.steps.findIndex((s) => s.id?.trim() === ref.id);
    if (index < 0) continue;
    const step = config.steps[index];
    const parts = PIPE_FIELDS[step.type].map((f) => FIELD_NAMES[f] ?? f);
    return `${ref.token}: the question "${questionName(step, index)}" ${
      parts.length ? `has only ${parts.join(', ')}` : 'has no parts to pick'
    }`;
  }
  return `${ref.token} is not a question of this form`;
}
