// Offline editing: an instruction in plain words, split into clauses, each applied by the first handler that understands it.
import { configsEqual, safeNormalizeConfig, type TFormConfig } from '@forms-engine/model';
import { type EditResult, GeneratorError, type GeneratorLanguage } from '../types.ts';
import { detectDomain } from '../extract/index.ts';
import { INPUT_LIMITS } from '../limits.ts';
import { applyLogic } from '../logic/apply.ts';
import { readLogic, withApostrophes } from '../logic/read.ts';
import { detectLanguage } from '../text.ts';
import { splitClauses } from './clauses.ts';
import { expandShorthand, joinNews, joinPlace, joinRemark, rephrase, resolvePronoun } from './rephrase.ts';
import { type Change, type Ctx, type Handler, stepLabel, stepLabelDe } from './context.ts';
import { buttonText, formTitle, submissionText } from './form-texts.ts';
import { translate } from './language.ts';
import { iconMode, style } from './look.ts';
import { addOption, removeOption, renameOption, replaceOptions } from './options.ts';
import { requiredness, rows, slider } from './step-settings.ts';
import { placeholder, renameStep } from './step-texts.ts';
import { changeType } from './step-type.ts';
import { addStep, insertAsk, moveStep, removeStep } from './steps.ts';
import {
  AnswerWithoutStep,
  arrowRename,
  correctTypos,
  frameClause,
  logicMiss,
  mentionedStep,
  readAddition,
  readFrame,
  reasonOnly,
  removedBefore,
  suggestion,
  tidy,
  vocabulary,
} from './understand.ts';

export { splitClauses } from './clauses.ts';
export { findStep } from './context.ts';

export const EDIT_CAPABILITIES =
  'I can: add a step ("add a dropdown for country with Germany, Austria and Switzerland after step 2"), remove a step ("remove the roof question", "delete step 3"), rename a step or its subtitle, move or swap steps, change a step type ("make step 2 a dropdown"), add, remove or rename options, make a step optional or required, change a slider ("make the bill slider go to 800", "use euros"), set placeholder or rows, change the colour ("make it blue" or a hex like #3366ff), the font ("use Roboto font"), the icons ("use emoji icons"), translate between English and German, branch and end early ("if they choose Rent, end the form", "only ask about batteries when the bill is over 300", "if they choose move-out, skip to contact"), estimate a price ("price: base 1500 plus 45 per square meter, add 500 for a metal roof"), and change button and thank-you texts ("change the submit button to \'Send request\'").';

/**
 * Every handler, tried in this order on each clause; the first that understands the clause applies it. The order
 * is part of the behaviour: specific phrasings ("rename the option X") come before general ones ("rename X").
 */
const HANDLERS: Handler[] = [
  // the whole form
  translate,
  iconMode,
  style,
  formTitle,
  buttonText,
  submissionText,
  // a step's options
  replaceOptions,
  renameOption,
  addOption,
  removeOption,
  // the list of steps
  addStep,
  removeStep,
  moveStep,
  // one step
  changeType,
  requiredness,
  placeholder,
  rows,
  slider,
  renameStep,
];

export function editOffline(config: TFormConfig, instruction: string): EditResult {
  const typed = instruction.slice(0, INPUT_LIMITS.prompt).trim();
  if (!typed) throw new GeneratorError('not_understood', `Please say what to change. ${EDIT_CAPABILITIES}`);
  // Instructions are read in English or German whatever language the form is in (fr/es/it forms read English).
  const lang: GeneratorLanguage =
    config.language === 'en' || config.language === 'de'
      ? config.language
      : config.language
        ? 'en'
        : detectLanguage(config.steps.map((s) => s.title).join(' '));
  const ctx: Ctx = {
    cfg: structuredClone(config),
    lang,
    domain: detectDomain(`${config.title ?? ''} ${config.steps.map((s) => s.title).join(' ')}`),
  };
  const fixed = expandShorthand(fixTypos(typed, ctx));
  const text = arrowRename(fixed, ctx.cfg.steps) ?? joinNews(joinRemark(joinPlace(fixed)));
  const changes: Change[] = [];
  // "make the notes optional, and if they pick X end the form": logic and an edit are read one part at a time, so
  // neither takes the other's words.
  for (const part of partsOf(text)) {
    const start = structuredClone(ctx.cfg);
    try {
      changes.push(...applyInstruction(part, ctx, true));
    } catch (e) {
      // Words that read like logic but match no rule of the form may be an ordinary edit after all ("we don't
      // need the bill question anymore"); if the clauses say nothing either, the owner hears about the logic.
      if (!(e instanceof LogicMiss)) throw e;
      // A condition said with "if" is logic, never a removal of the step it names ("if they dont need delivery,
      // skip the setup spot" must not remove the delivery question).
      if (/(?<!\p{L})(?:if|when|whenever|wenn|falls|sofern)(?!\p{L})/iu.test(part))
        throw new GeneratorError('not_understood', e.message);
      ctx.cfg = structuredClone(start);
      try {
        changes.push(...applyInstruction(part, ctx, false));
      } catch {
        throw new GeneratorError('not_understood', e.message);
      }
    }
  }
  const checked = safeNormalizeConfig(ctx.cfg);
  // The instruction asked for something the form cannot hold (a title over the limit, too many options).
  if (!checked.ok)
    throw new GeneratorError('not_understood', `The edit would make the form invalid: ${checked.error}`);
  // An edit that leaves the form as it was says so (and the server charges nothing for it).
  const original = safeNormalizeConfig(config);
  const changed = Boolean(ctx.iconMode) || !original.ok || !configsEqual(checked.config, original.config);
  const made = changes.filter((c) => !c.unchanged);
  const reasons = changes.filter((c) => c.unchanged);
  return {
    config: checked.config,
    summary: changed ? sentence([...new Set(made.map((c) => c.en))], 'and') : unchangedBecause(reasons, 'en'),
    summaryDe: changed
      ? sentence([...new Set(made.map((c) => c.de))], 'und')
      : unchangedBecause(reasons, 'de'),
    changes: changed ? made.map(({ unchanged: _, ...c }) => c) : [],
    changed,
    ...(ctx.iconMode ? { iconMode: ctx.iconMode } : {}),
  };
}

/**
 * The parts of an instruction that are read one after the other: split where a new change begins whatever it is
 * ("; ", ", also make …", ", and if …", a new line), each part holding a whole rule or a whole edit. "then" and a
 * bare "also" stay inside a part: prices use them ("1500 to start, then 50 per m²").
 */
function partsOf(text: string): string[] {
  const parts = text
    .split(
      /(?<!\s)\s*(?:;|,\s*(?:and\s+)?also(?=\s+(?:make|remove|delete|rename|move|change|put|swap)\s)|,\s*and(?=\s+(?:if|when)\s)|,\s*und(?=\s+(?:wenn|falls)\s))\s+|\r?\n+/i,
    )
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [text];
}

/** "Nothing changed: step 3 ("…") already has "Other"." — with the reason when a handler knows it. */
function unchangedBecause(reasons: Change[], lang: 'en' | 'de'): string {
  if (reasons.length === 0) return NOTHING_CHANGED[lang === 'de' ? 1 : 0];
  const why = reasons.map((r) => r[lang]).join('; ');
  return lang === 'de' ? `Nichts geändert: ${why}.` : `Nothing changed: ${why}.`;
}

/** What an edit that changed nothing says, in English and German. */
export const NOTHING_CHANGED = [
  'Nothing changed: the form already looks like that.',
  'Nichts geändert: Das Formular sieht bereits so aus.',
] as const;

function sentence(said: string[], and: string): string {
  // Changes from logic start with a capital ("Added an ending …"); inside one sentence they do not.
  const parts =
    and === 'and'
      ? said.map((p) => (/^\p{Lu}\p{Ll}/u.test(p) ? `${p.charAt(0).toLowerCase()}${p.slice(1)}` : p))
      : said;
  const joined =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}` : parts[0];
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/** Corrects typos outside quotes: quoted text is the owner's own wording and stays exactly as written. */
function fixTypos(text: string, ctx: Ctx): string {
  const vocab = vocabulary(ctx.cfg.steps, ctx.lang);
  // Single quotes count only around a phrase ("should say 'Is the pool heated?'"), so "don't" stays a word.
  return withApostrophes(text)
    .split(/(["“„][^"”“„]*["”“]|(?<![\p{L}\d])['‘][^'’\n]{1,200}['’](?![\p{L}\d]))/u)
    .map((part, i) => (i % 2 === 1 ? part : correctTypos(part, vocab)))
    .join('');
}

function runHandlers(clause: string, ctx: Ctx): Change[] | null {
  for (const h of HANDLERS) {
    const done = h(clause, ctx);
    if (done) return done;
  }
  return null;
}

/**
 * One clause: read into a frame (operation, target, arguments) and applied as its plain clause; a clause that is
 * no frame goes to the handlers as the owner wrote it (without greetings and politeness).
 */
function applyClause(clause: string, ctx: Ctx): Change[] | null {
  // The owner said it another way: the plain rewording first, then the clause as written.
  const other = rephrase(tidy(clause));
  if (other) {
    const probe: Ctx = { ...ctx, cfg: structuredClone(ctx.cfg) };
    // A rewording that names no step of the form is no reading of it: the clause is then read as written.
    let done: Change[] | null = null;
    try {
      done = applyPlain(other, probe);
    } catch (e) {
      if (!(e instanceof GeneratorError) || e instanceof AnswerWithoutStep) throw e;
    }
    if (done) {
      ctx.cfg = probe.cfg;
      if (probe.iconMode) ctx.iconMode = probe.iconMode;
      return done;
    }
  }
  return applyPlain(clause, ctx);
}

function applyPlain(clause: string, ctx: Ctx): Change[] | null {
  const plain = tidy(clause);
  if (!plain) return null;
  const frame = readFrame(plain, ctx);
  if (frame?.op === 'required' && frame.phone) {
    const step = ctx.cfg.steps[frame.target];
    if (frame.required)
      throw new GeneratorError(
        'not_understood',
        `The phone number in ${stepLabel(step, frame.target)} is always optional: a contact step asks for names and an e-mail address and leaves the phone to the respondent.`,
      );
    return [
      {
        en: `the phone number in ${stepLabel(step, frame.target)} is already optional`,
        de: `die Telefonnummer in ${stepLabelDe(step, frame.target)} ist bereits optional`,
        step: frame.target,
        unchanged: true,
      },
    ];
  }
  if (frame?.op === 'move' && typeof frame.to === 'object') return moveNextTo(frame.target, frame.to, ctx);
  if (frame) {
    const done: Change[] = [];
    for (const part of frameClause(frame).split('; ')) {
      const one = runHandlers(part, ctx);
      if (!one) return null;
      done.push(...one);
    }
    return done;
  }
  const addition = readAddition(plain, ctx);
  // "add an email field", "ask for their address": the contact or address step already asks it.
  const has = addition ? ctx.cfg.steps.findIndex((s) => s.type === addition.ask.type) : -1;
  if (addition && has >= 0 && (addition.ask.type === 'contact' || addition.ask.type === 'location')) {
    const what =
      addition.ask.type === 'contact' ? ['contact details', 'Kontaktdaten'] : ['the address', 'die Adresse'];
    return [
      {
        en: `${stepLabel(ctx.cfg.steps[has], has)} already asks for ${what[0]}`,
        de: `${stepLabelDe(ctx.cfg.steps[has], has)} fragt bereits nach ${what[1]}`,
        step: has,
        unchanged: true,
      },
    ];
  }
  if (addition) return insertAsk(addition.ask, addition.position ?? {}, plain, ctx);
  return runHandlers(plain, ctx) ?? (plain !== clause ? runHandlers(clause, ctx) : null);
}

/** A refusal that names the part not understood, what was understood besides, and a suggestion in the owner's words. */
function notUnderstood(clause: string, understood: string[], ctx: Ctx): string {
  const also =
    understood.length > 0
      ? ` I understood ${understood.map((u) => `"${u}"`).join(' and ')}, but changed nothing so that the form is not left half-edited.`
      : '';
  // A pasted wall of text is named by its start.
  const shown = clause.length > 200 ? `${clause.slice(0, 200)}…` : clause;
  return `I did not understand "${shown}".${also} ${suggestion(clause, ctx)}`;
}

/** Logic that matched nothing in the form: its message names what was understood and what the form offers. */
class LogicMiss extends Error {}

/** The instruction applied to ctx: its logic (unless `withLogic` is off), then each remaining clause. */
function applyInstruction(text: string, ctx: Ctx, withLogic: boolean): Change[] {
  const changes: Change[] = [];
  // Logic in words ("if they choose rent, end the form", "only ask X when Y", "add 500 for a metal roof").
  const logic = withLogic ? readLogic(text) : { rest: text, intents: [] };
  let rest = text;
  if (logic.intents.length > 0) {
    const applied = applyLogic(ctx.cfg, logic.intents, {
      lang: ctx.lang,
      domain: ctx.domain,
      addSteps: true,
    });
    // Every part is done or the owner hears which part was not: nothing is applied then.
    if (applied.missed.length > 0) throw new LogicMiss(logicMiss(applied.missed, ctx));
    ctx.cfg = applied.config;
    changes.push(...applied.changes);
    rest = logic.rest;
  }
  const understood: string[] = [];
  const clauses = rest.trim() ? splitClauses(rest) : [];
  let before: Change[] = [];
  for (const [k, clause] of clauses.entries()) {
    let done: Change[] | null;
    try {
      done =
        applyClause(clause, ctx) ??
        (removedBefore(clause, before) || (before.length > 0 && reasonOnly(clause)) ? [] : null);
    } catch (e) {
      // "remove saturdays, we're closed now": a handler that found no step for the whole clause may still
      // understand its parts.
      if (
        !(e instanceof GeneratorError) ||
        e instanceof AnswerWithoutStep ||
        !/,|(?<!\s)\s+(?:and|und)\s+/.test(clause)
      )
        throw e;
      done = null;
    }
    if (done) {
      understood.push(clause);
      changes.push(...done);
      before = done;
      // "rename the first question to … and make it multiple choice": "it" is the step the clause before changed.
      const last = done[done.length - 1];
      ctx.antecedent = last && !/^removed\b/i.test(last.en) ? last.step : undefined;
      continue;
    }
    // "the last question is pointless, remove it": a remark about a step, for the clause after it to act on.
    const next = clauses[k + 1];
    // "nobody picks gutters, take that out": the answer it names is what the next clause acts on.
    const resolved = next ? resolvePronoun(clause, next, ctx.cfg.steps) : null;
    if (resolved) {
      clauses[k + 1] = resolved;
      continue;
    }
    const about = mentionedStep(clause, ctx.cfg.steps);
    if (next && about >= 0 && /(?<!\p{L})(?:it|them|that one|this one|es|ihn)(?!\p{L})/iu.test(next)) {
      ctx.antecedent = about;
      continue;
    }
    // "make it blue and blorp the frobnicator": find the part that was not understood, to name it alone.
    const parts = clause.split(/(?<!\s)\s+(?:and|und)\s+|,\s+/).filter((p) => p.trim());
    let missed = clause;
    if (parts.length > 1) {
      const probe: Ctx = { ...ctx, cfg: structuredClone(ctx.cfg) };
      const done: Change[] = [];
      const unknown = parts.filter((p) => {
        let ok: Change[] | null = null;
        try {
          ok = applyClause(p, probe);
        } catch (e) {
          if (!(e instanceof GeneratorError)) throw e;
        }
        if (ok) {
          understood.push(p);
          done.push(...ok);
        }
        return !ok;
      });
      // "make the notes optional, nobody fills them in anyway": what is left is the reason, which asks nothing.
      if (done.length > 0 && unknown.every((p) => reasonOnly(p))) {
        ctx.cfg = probe.cfg;
        changes.push(...done);
        before = done;
        continue;
      }
      if (unknown.length > 0 && unknown.length < parts.length) missed = unknown.join(', ');
    }
    throw new GeneratorError('not_understood', notUnderstood(missed, understood, ctx));
  }
  return changes;
}

/** Moves a step right before or after another, saying where it went. */
function moveNextTo(from: number, to: { before: number } | { after: number }, ctx: Ctx): Change[] {
  const steps = ctx.cfg.steps;
  const [s] = steps.splice(from, 1);
  const anchor = 'after' in to ? to.after : to.before;
  const at = (anchor > from ? anchor - 1 : anchor) + ('after' in to ? 1 : 0);
  steps.splice(at, 0, s);
  return [
    {
      en: `moved "${s.title}" to position ${at + 1}`,
      de: `„${s.title}“ an Position ${at + 1} verschoben`,
      step: at,
    },
  ];
}
