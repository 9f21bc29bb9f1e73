// Offline editing: an instruction in plain words, split into clauses, each applied by the first handler that understands it.
import {
  MAX_STEPS,
  resolveThemeColor,
  safeNormalizeConfig,
  type StepType,
  type TFormConfig,
  type TIconMode,
  type TStep,
  type TStepOption,
  TEXTBOX_ROWS,
  TILES_MAX_OPTIONS,
} from '@forms-engine/forms';
import { type EditResult, GeneratorError, type GeneratorLanguage } from '../types.ts';
import { defaultSubtitle, IdPool, isMoneyLabel, makeOption, stepFromAsk, themeFor } from './build.ts';
import { type Ask, currencyPrefix, detectDomain, parseAsk, yesNoTitle } from './extract.ts';
import { firstTrailingIndex } from './generate.ts';
import { findColor, findFont, stripStyleValues } from './style.ts';
import type { Domain } from './templates.ts';
import {
  detectLanguage,
  NUMBER_RE,
  niceStep,
  overlapScore,
  parseNumber,
  quoted,
  roundToStep,
  splitList,
} from './text.ts';
import { translateConfig } from './translate.ts';

export const EDIT_CAPABILITIES =
  'I can: add a step ("add a dropdown for country with Germany, Austria and Switzerland after step 2"), remove a step ("remove the roof question", "delete step 3"), rename a step or its subtitle, move or swap steps, change a step type ("make step 2 a dropdown"), add, remove or rename options, make a step optional or required, change a slider ("make the bill slider go to 800", "use euros"), set placeholder or rows, change the colour ("make it blue" or a hex like #3366ff), the font ("use Roboto font"), the icons ("use emoji icons"), translate between English and German, and change button and thank-you texts ("change the submit button to \'Send request\'").';

interface Ctx {
  cfg: TFormConfig;
  lang: GeneratorLanguage;
  domain: Domain;
  iconMode?: TIconMode;
}

type Handler = (clause: string, ctx: Ctx) => string | null;

const VERBS =
  'add|insert|include|append|remove|delete|drop|rename|retitle|call|move|put|place|swap|switch|make|change|set|use|translate|turn|replace|convert|allow|give|increase|decrease|raise|lower|limit|ask|mark|hide|show|füge|ergänze|entferne|lösche|streiche|benenne|verschiebe|mach|mache|ändere|setze|nutze|verwende|übersetze|tausche';
const CLAUSE_SPLIT = new RegExp(
  String.raw`\s*(?:[;.]|,|\band then\b|\bthen\b|\band also\b|\band\b|\balso\b|\bund dann\b|\bund\b|\bdann\b|\bsowie\b)\s+(?=(?:please\s+|bitte\s+)?(?:${VERBS})\b)`,
  'i',
);

export function splitClauses(instruction: string): string[] {
  // Quoted texts may contain "and" or commas that are not clause breaks.
  const quotes: string[] = [];
  const masked = instruction.replace(/["“„'‘]([^"”“'’]*)["”“'’]/g, (m) => {
    quotes.push(m);
    return `\uE000${quotes.length - 1}\uE001`;
  });
  return masked
    .split(CLAUSE_SPLIT)
    .map((c) => c.replace(/\uE000(\d+)\uE001/g, (_m, i) => quotes[Number(i)]).trim())
    .map((c) =>
      c
        .replace(/^(?:please|bitte|and|und|also)\s+/i, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((c) => c.length > 0);
}

// ---------------------------------------------------------------- finding steps and options

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
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|erste\w*|zweite\w*|dritte\w*|vierte\w*|fünfte\w*|sechste\w*|letzte\w*)\s+(?:step|question|schritt|frage)/,
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

function requireStep(phrase: string, ctx: Ctx): number {
  const i = findStep(phrase, ctx.cfg.steps);
  if (i < 0)
    throw new GeneratorError(
      'not_understood',
      `I could not find a step matching "${phrase.trim()}". The steps are: ${ctx.cfg.steps.map((s, n) => `${n + 1}. ${s.title}`).join('; ')}.`,
    );
  return i;
}

function optionIndex(step: TStep, title: string): number {
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

function unquote(s: string): string {
  return s
    .trim()
    .replace(/^["“„'‘]|["”“'’]$/g, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** The new text of "… to 'X'" / "… to X". */
function valueAfter(clause: string, re = /\s(?:to|as|into|zu|auf|in)\s+(.+)$/i): string | null {
  const q = quoted(clause);
  if (q.length > 0) return q[q.length - 1];
  const m = clause.match(re);
  return m ? unquote(m[1]) : null;
}

function stepLabel(step: TStep, i: number): string {
  return `step ${i + 1} ("${step.title}")`;
}

// ---------------------------------------------------------------- handlers

const translate: Handler = (c, ctx) => {
  const m =
    c.match(/(?:^|\s)(?:translate|übersetze\w*)\s.*?\b(german|deutsch|english|englisch)\b/i) ??
    c.match(
      /^(?:make it |switch (?:it )?to |change (?:the )?language to |set (?:the )?language to |in |auf )?(german|deutsch|english|englisch)$/i,
    ) ??
    c.match(/\b(?:sprache auf|language to)\s+(german|deutsch|english|englisch)\b/i);
  if (!m) return null;
  const to: GeneratorLanguage = /german|deutsch/i.test(m[1]) ? 'de' : 'en';
  ctx.cfg = translateConfig(ctx.cfg, to);
  ctx.lang = to;
  return to === 'de' ? 'translated the form into German' : 'translated the form into English';
};

const iconMode: Handler = (c, ctx) => {
  let mode: TIconMode;
  if (
    /\bno icons\b|without icons|hide (?:the |all )?icons|remove (?:the |all )?icons|icons? off|turn off (?:the )?icons|keine icons|ohne icons|icons ausblenden/i.test(
      c,
    )
  )
    mode = 'none';
  else if (/\bemojis?\b/i.test(c) && /icon|use|show|switch|zeige|nutze|verwende|emoji mode/i.test(c))
    mode = 'emoji';
  else if (/\blucide\b|\b(?:normal|regular|line|standard|outline) icons\b/i.test(c)) mode = 'lucide';
  else return null;
  // Nothing but icon words may be in the clause ("use emoji icons and blorp" is not understood).
  const rest = c
    .replace(
      /\b(?:use|show|switch|set|make|turn|change|to|the|all|it|icons?|emojis?|lucide|no|without|hide|remove|off|on|instead|of|mode|please|normal|regular|line|standard|outline|keine|ohne|zeige|nutze|verwende|statt|symbole|ausblenden|bitte|und|and)\b/gi,
      ' ',
    )
    .replace(/[^a-zäöüß]+/gi, ' ')
    .trim();
  if (rest) return null;
  ctx.iconMode = mode;
  return `switched the icons to ${mode}`;
};

const font: Handler = (c, ctx) => {
  const f = findFont(c);
  if (!f || !/font|typeface|schrift|typograph|\buse\b|\bset\b|\bchange\b|\bswitch\b|nutze|verwende/i.test(c))
    return null;
  const theme = ctx.cfg.theme ?? themeFor(undefined, undefined);
  ctx.cfg.theme = { ...theme, font: { size: 'medium', weight: 400, ...theme.font, family: f } };
  return `set the font to ${f}`;
};

const colour: Handler = (c, ctx) => {
  if (/\boption|\bstep\b|\bquestion\b|^(?:add|remove|delete|rename)\b/i.test(c)) return null;
  const col = findColor(c);
  const styleWord =
    /colou?r|theme|farbe|primary|brand|accent|\bmake (?:it|the form|everything)\b|^mach(?:e)? (?:es|das formular)\b|^(?:turn|paint) (?:it|the form)\b|^use\b|^in\b/i.test(
      c,
    );
  if (!styleWord) return null;
  if (!col) {
    const hexLike = c.match(/#[0-9a-z]{1,8}\b/i);
    if (hexLike && /colou?r|farbe/i.test(c)) {
      // Spec: a hex value that is not 7 characters falls back to red.
      setPrimary(ctx, resolveThemeColor(hexLike[0]));
      return `set the colour to red because "${hexLike[0]}" is not a valid hex colour`;
    }
    return null;
  }
  setPrimary(ctx, col.hex);
  return `set the colour to ${col.name === col.hex ? col.hex : `${col.name} (${col.hex})`}`;
};

function setPrimary(ctx: Ctx, hex: string): void {
  const theme = ctx.cfg.theme ?? themeFor(undefined, undefined);
  ctx.cfg.theme = { ...theme, colors: { ...theme.colors, primary: hex } };
}

const formTitle: Handler = (c, ctx) => {
  const m =
    c.match(/^(?:rename|call|title|name)\s+(?:the\s+)?(?:whole\s+)?form\s+(?:to\s+|as\s+)?(.+)$/i) ??
    c.match(
      /\b(?:form(?:'s)? (?:title|name)|formulartitel|titel des formulars)\s+(?:to|in|zu|auf|as|:)\s+(.+)$/i,
    ) ??
    c.match(/^(?:change|set)\s+the\s+title\s+(?:to|as)\s+(.+)$/i);
  if (!m) return null;
  const title = unquote(quoted(c)[0] ?? m[1]);
  if (!title) return null;
  ctx.cfg.title = title;
  return `renamed the form to "${title}"`;
};

const BUTTONS: [RegExp, 'submit' | 'next' | 'back' | 'skip' | 'startOver'][] = [
  [/\b(?:submit|send|absenden|senden|abschicken)\b/i, 'submit'],
  [/\b(?:next|continue|weiter)\b/i, 'next'],
  [/\b(?:back|previous|zurück)\b/i, 'back'],
  [/(?:^|\s)(?:skip|überspringen)\b/i, 'skip'],
  [/\b(?:start ?over|restart|reset|neu beginnen|neustart)\b/i, 'startOver'],
];

const buttonText: Handler = (c, ctx) => {
  const m = c.match(
    /^(.*?)\b(?:button|knopf|schaltfläche|taste)s?\b(?:\s+(?:text|label|beschriftung))?(.*)$/i,
  );
  if (!m) return null;
  const which = BUTTONS.find(([re]) => re.test(m[1]))?.[1];
  const value = valueAfter(m[2] || c, /(?:^|\s)(?:to|as|into|zu|auf|in|:)\s+(.+)$/i);
  if (!which || !value) return null;
  ctx.cfg.ui = { ...ctx.cfg.ui, buttons: { ...ctx.cfg.ui?.buttons, [which]: value } };
  return `changed the ${which === 'startOver' ? 'start over' : which} button to "${value}"`;
};

const submissionText: Handler = (c, ctx) => {
  if (
    !/thank[- ]?you|\bthanks\b|submission|confirmation|success|final (?:screen|page|message)|completion|danke|bestätigung|abschluss/i.test(
      c,
    )
  )
    return null;
  const value = valueAfter(c);
  if (!value) return null;
  const isTitle =
    /title|heading|headline|überschrift|titel/i.test(c) ||
    (!/message|text|description|beschreibung|nachricht/i.test(c) && value.length <= 40);
  ctx.cfg.submission = { ...ctx.cfg.submission, [isTitle ? 'title' : 'description']: value };
  return `changed the thank-you ${isTitle ? 'title' : 'message'} to "${value}"`;
};

const STEP_WORDS =
  /\b(?:step|question|field|dropdown|drop-down|slider|text ?box|text field|page|frage|schritt|feld|multi[- ]?select|tiles)\b/i;

function parseItems(raw: string): string[] {
  const q = quoted(raw);
  if (q.length > 0) return q;
  const cleaned = raw
    .replace(/\b(?:the|an?|new|options?|choices?|answers?|die|den|option|optionen|neue[n]?)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return splitList(cleaned);
}

function setOptions(step: TStep, options: TStepOption[]): TStep {
  if (!('options' in step)) return step;
  if (step.type === 'tiles' && options.length > TILES_MAX_OPTIONS)
    return { ...step, type: 'dropdown', options, subtitle: step.subtitle, placeholder: undefined };
  return { ...step, options };
}

const renameOption: Handler = (c, ctx) => {
  const m =
    c.match(
      /^(?:rename|change|call|benenne)\s+(?:the\s+)?option\s+(.+?)\s+(?:to|into|as|in|zu|um in)\s+(.+?)(?:\s+(?:in|on|for|bei)\s+((?:step|the|question|schritt|frage)\b.+))?$/i,
    ) ??
    c.match(
      /^(?:rename|change|benenne)\s+(["“„'‘][^"”'’]+["”'’])\s+(?:to|into|in|zu|um in)\s+(.+?)(?:\s+(?:in|on|for|bei)\s+((?:step|the|question|schritt|frage)\b.+))?$/i,
    );
  if (!m) return null;
  const from = unquote(m[1]);
  const to = unquote(m[2]);
  const candidates = m[3] ? [requireStep(m[3], ctx)] : ctx.cfg.steps.map((_s, i) => i);
  for (const i of candidates) {
    const step = ctx.cfg.steps[i];
    const oi = optionIndex(step, from);
    if (oi >= 0 && 'options' in step) {
      const options = step.options.map((o, k) => (k === oi ? { ...o, title: to } : o));
      ctx.cfg.steps[i] = { ...step, options } as TStep;
      return `renamed the option "${from}" to "${to}" in ${stepLabel(step, i)}`;
    }
  }
  if (/\boption\b/i.test(c))
    throw new GeneratorError('not_understood', `No option called "${from}" was found.`);
  return null;
};

const addOption: Handler = (c, ctx) => {
  const m = c.match(
    /^(?:add|include|insert|append|füge|ergänze)\s+(.+?)\s+(?:to|in|into|for|zu|bei|zur|zum)\s+(.+?)(?:\s+hinzu)?$/i,
  );
  if (!m) return null;
  const mentionsOption = /\b(?:options?|choices?|answers?|optionen|antwort)\b/i.test(m[1]);
  if (!mentionsOption && STEP_WORDS.test(m[1])) return null;
  const i = findStep(m[2], ctx.cfg.steps);
  if (i < 0) {
    if (mentionsOption) requireStep(m[2], ctx);
    return null;
  }
  const step = ctx.cfg.steps[i];
  if (!('options' in step)) {
    if (mentionsOption)
      throw new GeneratorError(
        'not_understood',
        `${stepLabel(step, i)} has no options (it is a ${step.type}).`,
      );
    return null;
  }
  const items = parseItems(m[1]);
  if (items.length === 0) return null;
  const pool = new IdPool(step.options.map((o) => o.id));
  const added = items.filter((t) => optionIndex(step, t) < 0);
  const options = [
    ...step.options,
    ...added.map((t) => makeOption(t.charAt(0).toUpperCase() + t.slice(1), pool)),
  ];
  const next = setOptions(step, options);
  ctx.cfg.steps[i] = next;
  const conv = next.type !== step.type ? ' and made it a dropdown because tiles show at most 4 options' : '';
  if (added.length === 0)
    return `left ${stepLabel(step, i)} as it was: it already has ${items.map((a) => `"${a}"`).join(', ')}`;
  return `added ${added.map((a) => `"${a}"`).join(', ')} to ${stepLabel(step, i)}${conv}`;
};

const removeOption: Handler = (c, ctx) => {
  const m = c.match(
    /^(?:remove|delete|drop|take out|entferne|lösche|streiche)\s+(?:the\s+)?(?:options?\s+|choices?\s+)?(.+?)(?:\s+(?:options?|choices?))?(?:\s+(?:from|in|of|aus|bei|von)\s+(.+))?$/i,
  );
  if (!m) return null;
  const mentionsOption = /\b(?:options?|choices?|optionen)\b/i.test(c);
  const items = parseItems(m[1]);
  const candidates = m[2] ? [findStep(m[2], ctx.cfg.steps)] : ctx.cfg.steps.map((_s, i) => i);
  for (const i of candidates) {
    if (i < 0) continue;
    const step = ctx.cfg.steps[i];
    if (!('options' in step)) continue;
    const hits = items.map((t) => optionIndex(step, t)).filter((k) => k >= 0);
    // Without "option" or "from …", only an exact option title counts (else "remove the roof question" would hit "Roof").
    const exact = items.every((t) => step.options.some((o) => o.title.toLowerCase() === t.toLowerCase()));
    if (hits.length === items.length && hits.length > 0 && (mentionsOption || m[2] || exact)) {
      const removed = step.options.filter((_o, k) => hits.includes(k)).map((o) => `"${o.title}"`);
      ctx.cfg.steps[i] = { ...step, options: step.options.filter((_o, k) => !hits.includes(k)) } as TStep;
      return `removed ${removed.join(', ')} from ${stepLabel(step, i)}`;
    }
  }
  if (mentionsOption) throw new GeneratorError('not_understood', `No option matching "${m[1]}" was found.`);
  return null;
};

const TYPE_WORDS: [RegExp, StepType | 'yesno'][] = [
  [/\byes\s*\/\s*no\b|\byes or no\b|\bja\s*\/\s*nein\b/i, 'yesno'],
  [/\bdrop-?\s?down\b|\bselect list\b|auswahlliste/i, 'dropdown'],
  [/\bslider\b|schieberegler|\bregler\b/i, 'slider'],
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

function typeWord(text: string): StepType | 'yesno' | undefined {
  return TYPE_WORDS.find(([re]) => re.test(text))?.[1];
}

interface Position {
  index?: number;
  after?: number;
  before?: number;
  rest: string;
}

function parsePosition(text: string, steps: TStep[]): Position {
  let rest = text;
  const out: Position = { rest };
  const start = rest.match(
    /\s*,?\s*\b(?:at the (?:beginning|start|top)|as the first (?:step|question)|to the (?:beginning|start|top)|first|am anfang|zu beginn|ganz vorne|als ersten? schritt)\b\s*/i,
  );
  const end = rest.match(
    /\s*,?\s*\b(?:at the (?:end|bottom)|as the last (?:step|question)|to the end|last|am ende|zum schluss|ganz hinten|als letzten? schritt)\b\s*/i,
  );
  const asStep = rest.match(/\s*,?\s*\b(?:as|at|in) (?:step|position|schritt)\s*(\d+)\b\s*/i);
  const rel = rest.match(
    /\s*,?\s*\b(after|before|nach|vor)\s+((?:step|question|schritt|frage)\s*\d+|the\s+.+?(?:\s+(?:question|step|field))|the\s+\w+|der\s+.+?frage|dem\s+\w+|\w+)\s*$/i,
  );
  if (asStep) {
    out.index = Number(asStep[1]) - 1;
    rest = rest.replace(asStep[0], ' ');
  } else if (rel) {
    const i = findStep(rel[2], steps);
    if (i >= 0) {
      if (/after|nach/i.test(rel[1])) out.after = i;
      else out.before = i;
      rest = rest.replace(rel[0], ' ');
    }
  } else if (start) {
    out.index = 0;
    rest = rest.replace(start[0], ' ');
  } else if (end) {
    out.index = steps.length;
    rest = rest.replace(end[0], ' ');
  }
  out.rest = rest.replace(/\s+/g, ' ').trim();
  return out;
}

function insertAt(pos: Position, steps: TStep[], fallback: number): number {
  if (pos.after !== undefined) return pos.after + 1;
  if (pos.before !== undefined) return pos.before;
  if (pos.index !== undefined) return Math.max(0, Math.min(steps.length, pos.index));
  return fallback;
}

const addStep: Handler = (c, ctx) => {
  const verb = c.match(
    /^(?:add|insert|include|append|create|put in|füge|ergänze|ask(?= (?:them|the|about|for|how|what|which|whether|if|when|where|who)\b))\s*(.*?)$/i,
  );
  if (!verb) return null;
  // German "füge eine Frage hinzu: …" / "füge … hinzu".
  verb[1] = verb[1]
    .replace(/\s*\bhinzu\b\s*/i, ' ')
    .replace(/\s*:\s*/, ' ')
    .trim();
  const steps = ctx.cfg.steps;
  if (steps.length >= MAX_STEPS - 1)
    throw new GeneratorError(
      'not_understood',
      `A form can have at most ${MAX_STEPS} steps; remove one before adding another.`,
    );
  const pos = parsePosition(verb[1], steps);
  const tw = typeWord(pos.rest);
  // Strip "a new dropdown step for" so the rest reads like a prompt clause.
  const body = pos.rest
    .replace(/^(?:an?|one|another|new|the|eine?n?|neue[nrs]?)\s+/gi, '')
    .replace(/^(?:new\s+)?/i, '')
    .replace(
      /^(?:yes\s*\/\s*no|yes or no|drop-?\s?down|slider|text ?(?:box|field|area)|free[- ]?text|multi[- ]?select|multiple[- ]choice|checkbox(?:es)?|follow-?up|tiles?|single[- ]choice|upload|document upload|schieberegler|textfeld|auswahlliste|mehrfachauswahl|kacheln|ja\/nein-frage)?\s*(?:step|question|field|frage|schritt|feld)?\s*(?:for|about|asking(?: for| about)?|that asks(?: for| about)?|on|to ask(?: for| about)?|with the question|called|named|zu|nach|für|über)?\s*(?:(?:die|der|das|den|dem)\s+)?/i,
      '',
    )
    .trim();
  if (!tw && !body) return null;
  let ask: Ask | null = null;
  const lang = ctx.lang;
  if (tw === 'yesno') {
    ask = {
      type: 'tiles',
      label: body,
      title: yesNoTitle(body, lang),
      options: lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'],
      explicitType: true,
    };
  } else if (tw === 'contact' || tw === 'location' || tw === 'documentUpload' || tw === 'documentInfo') {
    ask = { type: tw, label: body };
  } else {
    ask = body ? parseAsk(body, lang, ctx.domain) : null;
    if (!ask && tw) ask = { type: tw, label: '' };
    if (ask && tw && ask.type !== tw) {
      ask.type = tw;
      ask.explicitType = true;
    }
  }
  if (!ask) return null;
  const ids = new IdPool(steps.map((s) => s.id ?? '').filter(Boolean));
  const created: TStep[] = [stepFromAsk(ask, lang, ids)];
  if (ask.type === 'documentUpload' && (ask.analyse || /analy/i.test(c)))
    created.push(stepFromAsk({ type: 'documentInfo', label: '' }, lang, ids));
  const at = insertAt(pos, steps, ask.type === 'contact' ? steps.length : firstTrailingIndex(steps));
  steps.splice(at, 0, ...created);
  const s = created[0];
  const opts = 'options' in s && s.options.length ? ` with ${s.options.map((o) => o.title).join(', ')}` : '';
  return `added a ${s.type} step "${s.title}"${opts} as step ${at + 1}`;
};

const removeStep: Handler = (c, ctx) => {
  const m = c.match(/^(?:remove|delete|drop|get rid of|take out|entferne|lösche|streiche)\s+(.+)$/i);
  if (!m || /prefix|currency|präfix|währung/i.test(m[1])) return null;
  const steps = ctx.cfg.steps;
  // "remove steps 2 and 4", "delete steps 1, 3"
  const several = m[1].match(
    /\b(?:steps|questions|schritte|fragen)\s+(\d+(?:\s*(?:,|and|&|und|\+)\s*\d+)+)/i,
  );
  if (several) {
    const nums = [...new Set(several[1].match(/\d+/g)?.map(Number) ?? [])].sort((a, b) => b - a);
    const bad = nums.find((n) => n < 1 || n > steps.length);
    if (bad !== undefined) requireStep(`step ${bad}`, ctx);
    if (nums.length >= steps.length)
      throw new GeneratorError(
        'not_understood',
        'A form needs at least one step, so not all steps can be removed.',
      );
    for (const n of nums) steps.splice(n - 1, 1);
    return `removed steps ${[...nums].reverse().join(', ')}`;
  }
  const i = requireStep(m[1], ctx);
  if (steps.length <= 1)
    throw new GeneratorError(
      'not_understood',
      'A form needs at least one step, so the last step cannot be removed.',
    );
  const [removed] = steps.splice(i, 1);
  // A document analysis step without its upload would never be valid.
  if (removed.type === 'documentUpload' && steps[i]?.type === 'documentInfo' && steps.length > 1)
    steps.splice(i, 1);
  return `removed ${stepLabel(removed, i)}`;
};

const moveStep: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  const swap = c.match(/^(?:swap|switch|exchange|tausche)\s+(.+?)\s+(?:and|with|und|mit)\s+(.+)$/i);
  if (swap) {
    const a = requireStep(swap[1], ctx);
    let bPhrase = swap[2];
    if (/^\d+$/.test(bPhrase.trim())) bPhrase = `step ${bPhrase.trim()}`;
    const b = requireStep(bPhrase, ctx);
    [steps[a], steps[b]] = [steps[b], steps[a]];
    return `swapped steps ${a + 1} and ${b + 1}`;
  }
  const m = c.match(
    /^(?:move|put|place|verschiebe|setze)\s+(.+?)\s+((?:to|into|as|at|after|before|nach|vor|an|ans|ganz|up|down|first|last)\b.*)$/i,
  );
  if (!m) return null;
  const from = findStep(m[1], steps);
  if (from < 0) return null;
  const where = m[2];
  let to: number;
  const posNum = where.match(/\b(?:position|place|step|schritt|stelle)\s*(\d+)\b/i);
  if (/\b(?:up|nach oben)\b/i.test(where) && !/\bup to\b/i.test(where)) to = Math.max(0, from - 1);
  else if (/\b(?:down|nach unten)\b/i.test(where)) to = Math.min(steps.length - 1, from + 1);
  else if (posNum) to = Number(posNum[1]) - 1;
  else if (/\b(?:beginning|start|top|front|first|anfang)\b/i.test(where)) to = 0;
  else if (/\b(?:end|bottom|last|ende|schluss)\b/i.test(where)) to = steps.length - 1;
  else {
    const rel = where.match(/^(after|before|nach|vor)\s+(.+)$/i);
    if (!rel) return null;
    const target = requireStep(rel[2], ctx);
    const [s] = steps.splice(from, 1);
    let at = target > from ? target - 1 : target;
    if (/after|nach/i.test(rel[1])) at += 1;
    steps.splice(at, 0, s);
    return `moved "${s.title}" to position ${at + 1}`;
  }
  to = Math.max(0, Math.min(steps.length - 1, to));
  const [s] = steps.splice(from, 1);
  steps.splice(to, 0, s);
  return `moved "${s.title}" to position ${to + 1}`;
};

/** Converts a step to another type, keeping title, subtitle, id and (where they fit) options. */
export function convertStep(step: TStep, type: StepType, lang: GeneratorLanguage): TStep {
  const base = { id: step.id, title: step.title, subtitle: step.subtitle, validation: step.validation };
  const options = 'options' in step ? step.options : [];
  const sub = (t: StepType) =>
    step.subtitle && step.type !== 'multiSelect' && t !== 'multiSelect'
      ? step.subtitle
      : defaultSubtitle(t, lang);
  switch (type) {
    case 'tiles':
      return { ...base, subtitle: sub(type), type, options };
    case 'multiSelect':
      return { ...base, subtitle: sub(type), type, options };
    case 'dropdown':
      return {
        ...base,
        subtitle: sub(type),
        type,
        options,
        placeholder: lang === 'de' ? 'Bitte auswählen…' : 'Select…',
      };
    case 'followup':
      return {
        ...base,
        type,
        options,
        followupInput: {
          label: lang === 'de' ? 'Bitte angeben' : 'Please specify',
          type: 'text',
          placeholder: '',
        },
      };
    case 'slider':
      return {
        ...base,
        subtitle: defaultSubtitle(type, lang),
        type,
        min: 0,
        max: 100,
        step: 1,
        defaultValue: 50,
        ...(isMoneyLabel(step.title) ? { prefix: lang === 'de' ? '€' : '$' } : {}),
      };
    case 'textbox':
      return {
        ...base,
        type,
        placeholder: lang === 'de' ? 'Ihre Antwort…' : 'Type your answer here…',
        rows: 4,
        validation: { required: step.validation?.required ?? false },
      };
    case 'location':
    case 'contact':
    case 'documentUpload':
    case 'documentInfo':
      return { ...stepFromAsk({ type, label: '' }, lang, new IdPool()), id: step.id, title: step.title };
    default: {
      const never: never = type;
      return never;
    }
  }
}

const changeType: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  const multi = c.match(
    /^(?:allow|let (?:them|people|users) (?:pick|choose|select))\s+(?:multiple|several|more than one)\s*(?:answers|options|choices|selections)?\s+(?:for|on|in|at)\s+(.+)$/i,
  );
  if (multi) {
    const i = requireStep(multi[1], ctx);
    steps[i] = convertStep(steps[i], 'multiSelect', ctx.lang);
    return `made ${stepLabel(steps[i], i)} a multiSelect so several options can be picked`;
  }
  const m =
    c.match(
      /^(?:make|change|turn|convert|switch|mach|mache|ändere|wandle)\s+(.+?)\s+(?:in)?to\s+(?:a |an |eine?n? )?(.+)$/i,
    ) ??
    c.match(/^(?:make|mach|mache)\s+(.+?)\s+(?:a |an |eine?n? )(.+?)(?:\s+step| question)?$/i) ??
    c.match(/^(?:make|mach|mache)\s+(.+?)\s+(multiple[- ]choice|multi[- ]?select|single[- ]choice)$/i);
  if (!m) return null;
  const tw = typeWord(m[2]);
  if (!tw || tw === 'yesno') return null;
  if (/\d/.test(m[2]) && tw === 'slider') return null;
  const i = requireStep(m[1], ctx);
  steps[i] = convertStep(steps[i], tw, ctx.lang);
  if (
    steps[i].type === 'tiles' &&
    'options' in steps[i] &&
    (steps[i] as { options: TStepOption[] }).options.length > TILES_MAX_OPTIONS
  )
    return `changed ${stepLabel(steps[i], i)} to tiles (only the first 4 of its options are shown)`;
  return `changed ${stepLabel(steps[i], i)} to a ${tw} step`;
};

const requiredness: Handler = (c, ctx) => {
  // "make the roof question required and the comments optional": two targets, one verb.
  const pair = c.match(
    /^(?:make|set|mark|mach|mache|setze)\s+(.+?)\s+(optional|required|mandatory)\s+(?:and|und)\s+(.+?)\s+(optional|required|mandatory)$/i,
  );
  if (pair) {
    const a = requiredness(`make ${pair[1]} ${pair[2]}`, ctx);
    const b = requiredness(`make ${pair[3]} ${pair[4]}`, ctx);
    return a && b ? `${a} and ${b}` : null;
  }
  const m =
    c.match(
      /^(?:make|set|mark|mach|mache|setze)\s+(.+?)\s+(?:as\s+)?(optional|required|mandatory|not required|a required field|an optional field|pflicht|zum pflichtfeld|freiwillig)$/i,
    ) ??
    c.match(
      /^(.+?)\s+(?:should|must|shall|soll|muss)\s+(?:be\s+|sein\s+)?(optional|required|mandatory|pflicht|freiwillig)(?:\s+sein)?$/i,
    );
  if (!m) return null;
  const required = !/optional|not required|freiwillig/i.test(m[2]);
  const steps = ctx.cfg.steps;
  const targets = /^(?:all|every|everything|alle)\b/i.test(m[1])
    ? steps.map((_s, i) => i)
    : [requireStep(m[1], ctx)];
  for (const i of targets)
    steps[i] = { ...steps[i], validation: { ...steps[i].validation, required } } as TStep;
  const label = targets.length > 1 ? 'all steps' : stepLabel(steps[targets[0]], targets[0]);
  return `made ${label} ${required ? 'required' : 'optional'}`;
};

function targetOfType(c: string, ctx: Ctx, type: StepType, verbStrip: RegExp): number {
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

const placeholder: Handler = (c, ctx) => {
  if (!/placeholder|platzhalter|hint text|hinweistext/i.test(c)) return null;
  const value = valueAfter(c);
  if (value === null) return null;
  const steps = ctx.cfg.steps;
  const phrase = c.replace(/\s(?:to|zu|auf)\s+.+$/i, '');
  let i = findStep(phrase.replace(/placeholder|platzhalter/gi, ''), steps);
  if (i < 0 || !['textbox', 'dropdown'].includes(steps[i].type))
    i = targetOfType(phrase, ctx, 'textbox', /placeholder/gi);
  const step = steps[i];
  if (step.type === 'textbox' || step.type === 'dropdown') steps[i] = { ...step, placeholder: value };
  return `set the placeholder of ${stepLabel(step, i)} to "${value}"`;
};

const rows: Handler = (c, ctx) => {
  const m = c.match(/(\d+)\s*(?:rows|lines|zeilen)\b|\b(?:rows|lines|zeilen)\s*(?:to|=|:|auf)?\s*(\d+)/i);
  const bigger =
    /\b(?:bigger|larger|taller|größer|höher)\b/i.test(c) && /text ?box|comment|textfeld|text field/i.test(c);
  if (!m && !bigger) return null;
  const i = targetOfType(c, ctx, 'textbox', /\d+\s*(?:rows|lines)|rows/gi);
  const step = ctx.cfg.steps[i];
  if (step.type !== 'textbox') return null;
  const wanted = m ? Number(m[1] ?? m[2]) : (step.rows ?? TEXTBOX_ROWS.default) + 2;
  const value = Math.min(TEXTBOX_ROWS.max, Math.max(TEXTBOX_ROWS.min, wanted));
  ctx.cfg.steps[i] = { ...step, rows: value };
  return `set ${stepLabel(step, i)} to ${value} rows${value !== wanted ? ' (rows go from 1 to 10)' : ''}`;
};

const CUR = String.raw`(?:\$|€|£)?\s?`;
const num = (re: string) => new RegExp(re.replace(/NUM/g, `${CUR}(${NUMBER_RE})`), 'i');
const SLIDER_MAX = num(
  String.raw`(?:go(?:es)?(?: up)? to|up to|max(?:imum)?(?: value)?(?: to| of| at| is| =|:)?|top out at|end(?:s)? at|highest(?: value)?(?: to)?|höchstwert(?: auf)?|maximum auf|maximal|bis)\s*NUM`,
);
const SLIDER_MIN = num(
  String.raw`(?:min(?:imum)?(?: value)?(?: to| of| at| is| =|:)?|start(?:s|ing)? (?:at|from)|begin(?:s)? at|lowest(?: value)?(?: to)?|mindestwert(?: auf)?|minimum auf|mindestens|ab)\s*NUM`,
);
const SLIDER_STEP = num(
  String.raw`(?:steps? (?:of|to|size(?: of| to)?)|increments? (?:of|to)|step size(?: to| of)?|schrittweite(?: auf| von)?|in steps of|in schritten von)\s*NUM`,
);
const SLIDER_DEFAULT = num(
  String.raw`(?:default(?: value)?(?: to| of| at| is| =|:)?|preset(?: to)?|start(?:ing)? value(?: to| of)?|standardwert(?: auf)?|vorbelegt mit)\s*NUM`,
);
const SLIDER_RANGE = num(
  String.raw`(?:from|between|range(?: of| from| to)?|von|zwischen)\s*NUM\s*(?:-|–|to|and|bis|und)\s*NUM`,
);

const slider: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  const currencyWord = c.match(
    /\b(?:use|in|to|switch to|prefix(?: to| =|:)?|with|currency(?: to)?|auf|nutze|verwende|währung(?: auf)?)\s+(euros?|eur|€|dollars?|usd|\$|pounds?|gbp|£|chf|franken)(?=$|[\s,.])/i,
  );
  const prefixLiteral = c.match(/\bprefix\s*(?:to|=|:|auf)?\s*["“]?([^"”\s]{1,6})["”]?\s*$/i);
  const noPrefix =
    /\b(?:no|remove (?:the )?|without(?: a)?|ohne|entferne (?:das )?)\s*(?:prefix|currency|präfix|währung)\b/i.test(
      c,
    );
  const range = c.match(SLIDER_RANGE);
  const max = c.match(SLIDER_MAX);
  const min = c.match(SLIDER_MIN);
  const step = c.match(SLIDER_STEP);
  const def = c.match(SLIDER_DEFAULT);
  const sliderish =
    /slider|regler|range|minimum|maximum|\bmin\b|\bmax\b|default|prefix|currency|increment|steps? of|step size|schrittweite|währung/i.test(
      c,
    );
  if (
    !(
      currencyWord ||
      prefixLiteral ||
      noPrefix ||
      ((range || max || min || step || def) && sliderish) ||
      ((range || max || min) && findStep(c, steps) >= 0 && steps[findStep(c, steps)].type === 'slider')
    )
  )
    return null;
  const sliders = steps.map((s, k) => (s.type === 'slider' ? k : -1)).filter((k) => k >= 0);
  if (sliders.length === 0)
    throw new GeneratorError('not_understood', 'This form has no slider step to change.');
  let targets: number[];
  const named = findStep(
    c
      .replace(SLIDER_MAX, '')
      .replace(SLIDER_MIN, '')
      .replace(/\b(?:use|euros?|dollars?|pounds?|prefix|currency)\b/gi, ''),
    steps,
  );
  if (named >= 0 && steps[named].type === 'slider') targets = [named];
  else if (sliders.length === 1) targets = sliders;
  else if ((currencyWord || noPrefix) && !(range || max || min || step || def)) {
    // "use euros" changes every money slider.
    const money = sliders.filter((k) => {
      const s = steps[k];
      return s.type === 'slider' && (s.prefix || isMoneyLabel(s.title));
    });
    targets = money.length > 0 ? money : sliders;
  } else targets = [targetOfType(c, ctx, 'slider', /$^/)];
  const changes: string[] = [];
  for (const k of targets) {
    const s = steps[k];
    if (s.type !== 'slider') continue;
    const next = { ...s };
    if (range) {
      const a = parseNumber(range[1]);
      const b = parseNumber(range[2]);
      if (a !== null && b !== null) {
        next.min = Math.min(a, b);
        next.max = Math.max(a, b);
        changes.push(`range ${next.min}–${next.max}`);
      }
    } else {
      if (max) {
        const v = parseNumber(max[1]);
        if (v !== null) {
          next.max = v;
          changes.push(`maximum ${v}`);
        }
      }
      if (min) {
        const v = parseNumber(min[1]);
        if (v !== null) {
          next.min = v;
          changes.push(`minimum ${v}`);
        }
      }
    }
    if (step) {
      const v = parseNumber(step[1]);
      if (v !== null && v > 0) {
        next.step = v;
        changes.push(`step ${v}`);
      }
    }
    if (def) {
      const v = parseNumber(def[1]);
      if (v !== null) {
        next.defaultValue = v;
        changes.push(`default ${v}`);
      }
    }
    if (noPrefix) {
      delete next.prefix;
      changes.push('no prefix');
    } else if (currencyWord) {
      next.prefix = currencyPrefix(currencyWord[1]);
      changes.push(`prefix ${next.prefix}`);
    } else if (prefixLiteral) {
      next.prefix = prefixLiteral[1];
      changes.push(`prefix ${next.prefix}`);
    }
    fixSlider(next);
    steps[k] = next;
  }
  if (changes.length === 0) return null;
  return `set ${[...new Set(changes)].join(', ')} on ${targets.map((k) => stepLabel(steps[k], k)).join(' and ')}`;
};

/** Keeps min < max, a step that fits the range and a default inside it. */
function fixSlider(s: Extract<TStep, { type: 'slider' }>): void {
  let min = s.min ?? 0;
  let max = s.max ?? 100;
  if (min > max) [min, max] = [max, min];
  if (min === max) max = min + 1;
  s.min = min;
  s.max = max;
  if (!s.step || s.step > max - min) s.step = niceStep(min, max);
  const d = s.defaultValue ?? min + (max - min) / 2;
  s.defaultValue = Math.min(max, Math.max(min, d === Math.round(d) ? d : roundToStep(d, min, s.step)));
}

const renameStep: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  let m = c.match(
    /^(?:change|set|update|edit|ändere|setze)\s+the\s+(title|question|heading|text|wording|subtitle|description|hint|help text|untertitel|titel|beschreibung)\s+(?:of|for|on|in|von|bei)\s+(.+?)\s+(?:to|as|into|auf|zu|in)\s+(.+)$/i,
  );
  if (m) {
    const i = requireStep(m[2], ctx);
    const value = unquote(quoted(c)[0] ?? m[3]);
    const field = /subtitle|description|hint|help|untertitel|beschreibung/i.test(m[1]) ? 'subtitle' : 'title';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return `changed the ${field} of step ${i + 1} to "${value}"`;
  }
  m = c.match(
    /^(?:change|set|update)\s+(.+?)(?:'s)?\s+(title|subtitle|description|question)\s+(?:to|as)\s+(.+)$/i,
  );
  if (m) {
    const i = requireStep(m[1], ctx);
    const value = unquote(quoted(c)[0] ?? m[3]);
    const field = /subtitle|description/i.test(m[2]) ? 'subtitle' : 'title';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return `changed the ${field} of step ${i + 1} to "${value}"`;
  }
  m =
    c.match(
      /^(?:rename|retitle|call|name|benenne)\s+(.+?)\s+(?:to|as|into|um in|in|zu)\s+(.+?)(?:\s+um)?$/i,
    ) ?? c.match(/^(?:change|replace)\s+(.+?)\s+(?:to|with)\s+(["“„'‘].+["”'’])$/i);
  if (m && !quoted(c).length) {
    // "rename step 1 to X and step 2 to Y": two renames with one verb.
    const second = m[2].match(
      /^(.+?)\s+(?:and|und)\s+((?:step|question|schritt|frage)\s*\d+|the\s+.+?)\s+(?:to|as|zu|in)\s+(.+)$/i,
    );
    if (second) {
      const a = renameStep(`rename ${m[1]} to ${second[1]}`, ctx);
      const b = renameStep(`rename ${second[2]} to ${second[3]}`, ctx);
      return a && b ? `${a} and ${b}` : null;
    }
  }
  if (m) {
    // "rename the property question subtitle to …" changes the subtitle.
    const sub = /\b(?:subtitle|description|hint|help text|untertitel|beschreibung)\b/i;
    const field = sub.test(m[1]) ? 'subtitle' : 'title';
    const i = requireStep(m[1].replace(sub, ' ').replace(/\b(?:title|titel)\b/i, ' '), ctx);
    const value = unquote(quoted(c)[0] ?? m[2]);
    const old = steps[i][field] ?? '';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return field === 'title'
      ? `renamed step ${i + 1} from "${old}" to "${value}"`
      : `changed the subtitle of step ${i + 1} to "${value}"`;
  }
  return null;
};

const replaceOptions: Handler = (c, ctx) => {
  const m =
    c.match(
      /^(?:change|set|replace|make)\s+(?:the\s+)?(?:options|choices|answers)\s+(?:of|for|in|on)\s+(.+?)\s+(?:to|with|into)\s+(.+)$/i,
    ) ??
    c.match(
      /^(?:change|set|replace|make)\s+(.+?)(?:'s)?\s+(?:options|choices|answers)\s+(?:to|with|into)\s+(.+)$/i,
    );
  if (!m) return null;
  const i = requireStep(m[1], ctx);
  const step = ctx.cfg.steps[i];
  if (!('options' in step))
    throw new GeneratorError(
      'not_understood',
      `${stepLabel(step, i)} has no options (it is a ${step.type}).`,
    );
  const items = parseItems(m[2]);
  if (items.length === 0) return null;
  const pool = new IdPool();
  const options = items.map((t) =>
    makeOption(t.charAt(0).toUpperCase() + t.slice(1), pool, undefined, step.title),
  );
  ctx.cfg.steps[i] = setOptions(step, options);
  return `set the options of ${stepLabel(step, i)} to ${items.map((t) => `"${t}"`).join(', ')}`;
};

const STYLE_WORDS =
  /\b(?:make|it|the|form|whole|use|set|change|switch|to|a|an|and|colou?rs?|theme|primary|main|brand|accent|font|typeface|family|please|everything|paint|turn|hex|value|as|in|with|of|mach|mache|es|das|formular|farbe|schrift|schriftart|auf|nutze|verwende|die|der|bitte|und)\b/gi;

/** Font and colour often come together ("Playfair Display and the colour rose"): apply both from one clause. */
const style: Handler = (c, ctx) => {
  // Everything in the clause must be about the look, else "make it blue and blorp" would pass as a colour change.
  const rest = stripStyleValues(c)
    .replace(STYLE_WORDS, ' ')
    .replace(/[^a-zäöüß]+/gi, ' ')
    .trim();
  if (rest.length > 0) return null;
  const done = [font(c, ctx), colour(c, ctx)].filter((d): d is string => Boolean(d));
  return done.length > 0 ? done.join(' and ') : null;
};

const HANDLERS: Handler[] = [
  translate,
  iconMode,
  style,
  formTitle,
  buttonText,
  submissionText,
  replaceOptions,
  renameOption,
  addOption,
  removeOption,
  addStep,
  removeStep,
  moveStep,
  changeType,
  requiredness,
  placeholder,
  rows,
  slider,
  renameStep,
];

export function editOffline(config: TFormConfig, instruction: string): EditResult {
  const text = instruction.trim();
  if (!text) throw new GeneratorError('not_understood', `Please say what to change. ${EDIT_CAPABILITIES}`);
  const lang: GeneratorLanguage =
    config.language ?? detectLanguage(config.steps.map((s) => s.title).join(' '));
  const ctx: Ctx = {
    cfg: structuredClone(config),
    lang,
    domain: detectDomain(`${config.title ?? ''} ${config.steps.map((s) => s.title).join(' ')}`),
  };
  const summaries: string[] = [];
  for (const clause of splitClauses(text)) {
    let done: string | null = null;
    for (const h of HANDLERS) {
      done = h(clause, ctx);
      if (done) break;
    }
    if (!done)
      throw new GeneratorError('not_understood', `I did not understand "${clause}". ${EDIT_CAPABILITIES}`);
    summaries.push(done);
  }
  const checked = safeNormalizeConfig(ctx.cfg);
  if (!checked.ok)
    throw new GeneratorError('invalid_output', `The edit would make the form invalid: ${checked.error}`);
  const summary = sentence(summaries);
  return { config: checked.config, summary, ...(ctx.iconMode ? { iconMode: ctx.iconMode } : {}) };
}

function sentence(parts: string[]): string {
  const joined =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
