// Edit handlers for a step's options: replace, rename, add and remove them.
import { type TStep, type TStepOption, TILES_MAX_OPTIONS } from '@forms-engine/model';
import { GeneratorError } from '../types.ts';
import { IdPool, makeOption } from '../build.ts';
import { quoted, splitList } from '../text.ts';
import {
  findStep,
  type Handler,
  listed,
  optionIndex,
  requireStep,
  said,
  stepLabel,
  stepLabelDe,
  unquote,
} from './context.ts';

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

export const renameOption: Handler = (c, ctx) => {
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
      return said(
        `renamed the option "${from}" to "${to}" in ${stepLabel(step, i)}`,
        `Option „${from}“ in „${to}“ umbenannt (${stepLabelDe(step, i)})`,
        i,
      );
    }
  }
  if (/\boption\b/i.test(c))
    throw new GeneratorError('not_understood', `No option called "${from}" was found.`);
  return null;
};

export const addOption: Handler = (c, ctx) => {
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
  const conv =
    next.type !== step.type
      ? ` and made it a dropdown because tiles show at most ${TILES_MAX_OPTIONS} options`
      : '';
  const [en, de] = listed(items);
  if (added.length === 0)
    return [
      {
        en: `${stepLabel(step, i)} already has ${en}`,
        de: `${stepLabelDe(step, i)} hat bereits ${de}`,
        step: i,
        unchanged: true,
      },
    ];
  const [addedEn, addedDe] = listed(added);
  return said(
    `added ${addedEn} to ${stepLabel(step, i)}${conv}`,
    `${addedDe} zu ${stepLabelDe(step, i)} hinzugefügt${conv ? ' und in ein Dropdown umgewandelt, weil Kacheln höchstens 4 Optionen zeigen' : ''}`,
    i,
  );
};

export const removeOption: Handler = (c, ctx) => {
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
      const [en, de] = listed(step.options.filter((_o, k) => hits.includes(k)).map((o) => o.title));
      ctx.cfg.steps[i] = { ...step, options: step.options.filter((_o, k) => !hits.includes(k)) } as TStep;
      return said(
        `removed ${en} from ${stepLabel(step, i)}`,
        `${de} aus ${stepLabelDe(step, i)} entfernt`,
        i,
      );
    }
  }
  if (mentionsOption) throw new GeneratorError('not_understood', `No option matching "${m[1]}" was found.`);
  return null;
};

export const replaceOptions: Handler = (c, ctx) => {
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
  const [en, de] = listed(items);
  return said(
    `set the options of ${stepLabel(step, i)} to ${en}`,
    `Optionen von ${stepLabelDe(step, i)} auf ${de} gesetzt`,
    i,
  );
};
