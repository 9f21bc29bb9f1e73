// What every edit handler shares: the form being edited, and how a phrase finds its step, option or new text.
import type { StepType, TFormConfig, TIconMode, TStep } from '@forms-engine/model';
import { GeneratorError, type GeneratorLanguage } from '../types.ts';
import type { Domain } from '../templates/index.ts';
import { overlapScore, quoted } from '../text.ts';

export interface Ctx {
  cfg: TFormConfig;
  lang: GeneratorLanguage;
  domain: Domain;
  iconMode?: TIconMode;
  /** The step the clause before named ("the last question is pointless, remove it"). */
  antecedent?: number;
}

/** One change an edit made, in English and German; `step` is the (0-based) step it concerns, for the preview. */
export interface Change {
  en: string;
  de: string;
  step?: number;
  /** Why nothing changed ("step 3 already has "Other""), said when the whole edit changed nothing. */
  unchanged?: true;
}

/** A handler applies one clause and says what it changed, or returns null when the clause is not its kind. */
export type Handler = (clause: string, ctx: Ctx) => Change[] | null;

export function said(en: string, de: string, step?: number): Change[] {
  return [{ en, de, ...(step !== undefined ? { step } : {}) }];
}

/** What a step type is called in a change ("Added a slider …", "Schieberegler … hinzugefügt"). */
export const TYPE_NAMES: Record<StepType, readonly [string, string]> = {
  tiles: ['choice', 'Auswahl'],
  multiSelect: ['multiple choice', 'Mehrfachauswahl'],
  dropdown: ['dropdown', 'Dropdown'],
  slider: ['slider', 'Schieberegler'],
  textbox: ['text box', 'Textfeld'],
  followup: ['choice with a follow-up', 'Auswahl mit Nachfrage'],
  contact: ['contact step', 'Kontaktschritt'],
  location: ['address step', 'Adressschritt'],
  documentUpload: ['upload step', 'Upload-Schritt'],
  documentInfo: ['document analysis', 'Dokumentanalyse'],
  booking: ['booking step', 'Terminbuchung'],
  yesNo: ['yes/no question', 'Ja/Nein-Frage'],
  number: ['number field', 'Zahlenfeld'],
  rating: ['rating', 'Bewertung'],
  date: ['date picker', 'Datumsauswahl'],
  imageChoice: ['image choice', 'Bildauswahl'],
};

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  erste: 1,
  zweite: 2,
  dritte: 3,
  vierte: 4,
  fünfte: 5,
  sechste: 6,
  siebte: 7,
  achte: 8,
};

const TYPE_REFS: [RegExp, StepType][] = [
  [/\bcontact\b|kontakt/i, 'contact'],
  [/\baddress\b|\blocation\b|adresse|standort/i, 'location'],
  [/\bupload\b|hochlad/i, 'documentUpload'],
  [/\banaly[sz]is\b|\banalyse\b|auswertung/i, 'documentInfo'],
  [/\bslider\b|\bregler\b/i, 'slider'],
  [/\bdrop-?down\b/i, 'dropdown'],
  [/\btext ?(?:box|field|area)\b|\bcomments? (?:box|field)\b|textfeld/i, 'textbox'],
  [/\bmulti[- ]?select\b/i, 'multiSelect'],
  [/\bfollow-?up\b/i, 'followup'],
];

const TARGET_NOISE =
  /\b(?:the|a|an|that|this|question|questions|step|steps|field|box|page|about|asking|for|on|of|in|options?|choices?|frage|schritt|feld|die|der|das|den|zur|zum)\b/gi;

function stepText(step: TStep): string {
  const opts = 'options' in step ? step.options.map((o) => o.title).join(' ') : '';
  return `${step.title} ${step.subtitle ?? ''} ${(step.id ?? '').replace(/_/g, ' ')} ${opts}`;
}

/** Index of the step a phrase refers to ("step 3", "the last question", "the roof question"), or -1. */
export function findStep(phrase: string, steps: TStep[]): number {
  const t = phrase.toLowerCase();
  const num = t.match(/\b(?:step|question|page|schritt|frage|seite)\s*(?:#|no\.?|number|nr\.?)?\s*(\d+)\b/);
  if (num) {
    const i = Number(num[1]) - 1;
    return i >= 0 && i < steps.length ? i : -1;
  }
  const nth = t.match(/\b(\d+)(?:st|nd|rd|th|\.)\s*(?:step|question|schritt|frage)/);
  if (nth) {
    const i = Number(nth[1]) - 1;
    return i >= 0 && i < steps.length ? i : -1;
  }
  const ord = t.match(
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|erste\w*|zweite\w*|dritte\w*|vierte\w*|fünfte\w*|sechste\w*|letzte\w*)\s+(?:step|question|field|box|page|schritt|frage|feld|seite)/,
  );
  if (ord) {
    const w = ord[1];
    if (/^(last|final|letzt)/.test(w)) return steps.length - 1;
    const n = ORDINALS[w] ?? ORDINALS[w.replace(/[nmrs]$/, '')];
    if (n && n <= steps.length) return n - 1;
  }
  // Fuzzy match on titles, ids and options; a type word ("slider") narrows the candidates.
  const typeRef = TYPE_REFS.find(([re]) => re.test(t))?.[1];
  const query = t
    .replace(TARGET_NOISE, ' ')
    .replace(/\b(?:slider|dropdown|drop-down|text ?box|multi[- ]?select|tiles)\b/g, ' ')
    .trim();
  let best = -1;
  let bestScore = 0;
  steps.forEach((s, i) => {
    if (typeRef && s.type !== typeRef) return;
    const score = query ? overlapScore(query, stepText(s)) : 0;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  if (best >= 0 && bestScore >= 0.5) return best;
  if (typeRef) {
    const ofType = steps.map((s, i) => (s.type === typeRef ? i : -1)).filter((i) => i >= 0);
    if (ofType.length === 1 || (ofType.length > 1 && !query)) return ofType[0];
  }
  return -1;
}

export function requireStep(phrase: string, ctx: Ctx): number {
  const i = findStep(phrase, ctx.cfg.steps);
  if (i < 0)
    throw new GeneratorError(
      'not_understood',
      `I could not find a step matching "${phrase.trim()}". The steps are: ${ctx.cfg.steps.map((s, n) => `${n + 1}. ${s.title}`).join('; ')}.`,
    );
  return i;
}

export function optionIndex(step: TStep, title: string): number {
  if (!('options' in step)) return -1;
  const t = unquote(title).toLowerCase();
  const exact = step.options.findIndex((o) => o.title.toLowerCase() === t || o.id === t);
  if (exact >= 0) return exact;
  let best = -1;
  let bestScore = 0;
  step.options.forEach((o, i) => {
    const s = overlapScore(t, o.title);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return bestScore >= 0.8 ? best : -1;
}

export function unquote(s: string): string {
  return s
    .trim()
    .replace(/^["“„'‘]|["”“'’]$/g, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** The new text of "… to 'X'" / "… to X". */
export function valueAfter(clause: string, re = /\s(?:to|as|into|zu|auf|in)\s+(.+)$/i): string | null {
  const q = quoted(clause);
  if (q.length > 0) return q[q.length - 1];
  const m = clause.match(re);
  return m ? unquote(m[1]) : null;
}

export function stepLabel(step: TStep, i: number): string {
  return `step ${i + 1} ("${step.title}")`;
}

export function stepLabelDe(step: TStep, i: number): string {
  return `Schritt ${i + 1} („${step.title}“)`;
}

const quoteList = (items: string[], de: boolean) =>
  items.map((t) => (de ? `„${t}“` : `"${t}"`)).join(de ? ', ' : ', ');

/** "“a”, “b”" in English quotes and „a“, „b“ in German ones. */
export function listed(items: string[]): readonly [string, string] {
  return [quoteList(items, false), quoteList(items, true)];
}

const TYPE_WORDS: [RegExp, StepType][] = [
  [/\byes\s*\/\s*no\b|\byes or no\b|\bja\s*\/\s*nein\b/i, 'yesNo'],
  [/\bdrop-?\s?down\b|\bselect list\b|auswahlliste/i, 'dropdown'],
  [/\bslider\b|schieberegler|\bregler\b/i, 'slider'],
  [/\b(?:star )?rating\b|\bstars\b|sternebewertung/i, 'rating'],
  [/\bnumber (?:field|input|box)\b|zahlenfeld/i, 'number'],
  [/\bdate (?:picker|field|step)\b|datumsauswahl|datumsfeld/i, 'date'],
  [/\b(?:image|picture|photo) (?:choice|picker|tiles)\b|bildauswahl/i, 'imageChoice'],
  [
    /\btext ?(?:box|field|area)\b|\bfree[- ]?text\b|\bcomments? (?:box|field)\b|textfeld|freitext/i,
    'textbox',
  ],
  [
    /\bmulti[- ]?select\b|\bmultiple[- ]choice\b|\bcheckboxes\b|\bseveral can be\b|\bselect all that apply\b|mehrfachauswahl/i,
    'multiSelect',
  ],
  [/\bfollow-?up\b/i, 'followup'],
  [/\btiles?\b|\bcards?\b|\bsingle[- ]choice\b|kacheln/i, 'tiles'],
  [/\bupload\b|hochlad/i, 'documentUpload'],
  [/\bcontact(?: details| info| step| form)?\b|kontaktdaten/i, 'contact'],
  [/\baddress\b|\blocation\b|adresse|standort/i, 'location'],
  [/\b(?:document )?analysis\b|auswertung/i, 'documentInfo'],
];

export function typeWord(text: string): StepType | undefined {
  return TYPE_WORDS.find(([re]) => re.test(text))?.[1];
}

export function targetOfType(c: string, ctx: Ctx, type: StepType, verbStrip: RegExp): number {
  const steps = ctx.cfg.steps;
  const phrase = c.replace(verbStrip, ' ');
  const i = findStep(phrase, steps);
  if (i >= 0 && steps[i].type === type) return i;
  const ofType = steps.map((s, k) => (s.type === type ? k : -1)).filter((k) => k >= 0);
  if (ofType.length === 1) return ofType[0];
  if (ofType.length === 0) throw new GeneratorError('not_understood', `This form has no ${type} step.`);
  throw new GeneratorError(
    'not_understood',
    `There are ${ofType.length} ${type} steps; say which one, e.g. "step ${ofType[0] + 1}".`,
  );
}
