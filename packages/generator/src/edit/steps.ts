// Edit handlers for the form's steps as a list: add, remove, move and swap.
import { MAX_STEPS, type TStep } from '@forms-engine/model';
import { GeneratorError } from '../types.ts';
import { IdPool, stepFromAsk } from '../build.ts';
import { type Ask, parseAsk, yesNoTitle } from '../extract/index.ts';
import { firstTrailingIndex } from '../generate.ts';
import {
  type Change,
  type Ctx,
  findStep,
  type Handler,
  requireStep,
  said,
  stepLabel,
  stepLabelDe,
  TYPE_NAMES,
  typeWord,
} from './context.ts';

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

function insertAt(pos: Omit<Position, 'rest'>, steps: TStep[], fallback: number): number {
  if (pos.after !== undefined) return pos.after + 1;
  if (pos.before !== undefined) return pos.before;
  if (pos.index !== undefined) return Math.max(0, Math.min(steps.length, pos.index));
  return fallback;
}

export const addStep: Handler = (c, ctx) => {
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
  if (tw === 'yesNo') {
    ask = { type: 'yesNo', label: body, title: yesNoTitle(body, lang), explicitType: true };
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
  return insertAsk(ask, pos, c, ctx);
};

/** Builds the step an ask describes and puts it where the owner said (by default before the address/contact block). */
export function insertAsk(
  ask: Ask,
  pos: { index?: number; after?: number; before?: number },
  c: string,
  ctx: Ctx,
): Change[] {
  const steps = ctx.cfg.steps;
  if (steps.length >= MAX_STEPS - 1)
    throw new GeneratorError(
      'not_understood',
      `A form can have at most ${MAX_STEPS} steps; remove one before adding another.`,
    );
  const lang = ctx.lang;
  const ids = new IdPool(steps.map((s) => s.id ?? '').filter(Boolean));
  const created: TStep[] = [stepFromAsk(ask, lang, ids)];
  if (ask.type === 'documentUpload' && (ask.analyse || /analy/i.test(c)))
    created.push(stepFromAsk({ type: 'documentInfo', label: '' }, lang, ids));
  const at = insertAt(pos, steps, ask.type === 'contact' ? steps.length : firstTrailingIndex(steps));
  steps.splice(at, 0, ...created);
  const s = created[0];
  const titles = 'options' in s && s.options.length ? s.options.map((o) => o.title).join(', ') : '';
  const [en, de] = TYPE_NAMES[s.type];
  // "Added a slider "Budget" after step 3": where it went, in the owner's terms.
  return said(
    `added ${/^[aeiou]/i.test(en) ? 'an' : 'a'} ${en} "${s.title}"${titles ? ` with ${titles}` : ''} ${at === 0 ? 'as the first step' : `after step ${at}`}`,
    `${de} „${s.title}“${titles ? ` mit ${titles}` : ''} ${at === 0 ? 'als ersten Schritt' : `nach Schritt ${at}`} hinzugefügt`,
    at,
  );
}

export const removeStep: Handler = (c, ctx) => {
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
    const list = [...nums].reverse().join(', ');
    return said(`removed steps ${list}`, `Schritte ${list} entfernt`, Math.max(0, Math.min(...nums) - 1));
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
  return said(`removed ${stepLabel(removed, i)}`, `${stepLabelDe(removed, i)} entfernt`, Math.max(0, i - 1));
};

export const moveStep: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  const swap = c.match(/^(?:swap|switch|exchange|tausche)\s+(.+?)\s+(?:and|with|und|mit)\s+(.+)$/i);
  if (swap) {
    const a = requireStep(swap[1], ctx);
    let bPhrase = swap[2];
    if (/^\d+$/.test(bPhrase.trim())) bPhrase = `step ${bPhrase.trim()}`;
    const b = requireStep(bPhrase, ctx);
    [steps[a], steps[b]] = [steps[b], steps[a]];
    return said(`swapped steps ${a + 1} and ${b + 1}`, `Schritte ${a + 1} und ${b + 1} getauscht`, b);
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
    return said(
      `moved "${s.title}" to position ${at + 1}`,
      `„${s.title}“ an Position ${at + 1} verschoben`,
      at,
    );
  }
  to = Math.max(0, Math.min(steps.length - 1, to));
  const [s] = steps.splice(from, 1);
  steps.splice(to, 0, s);
  return said(
    `moved "${s.title}" to position ${to + 1}`,
    `„${s.title}“ an Position ${to + 1} verschoben`,
    to,
  );
};
