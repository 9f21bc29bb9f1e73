// Edit handlers for a step's texts: its title, subtitle and placeholder.
import type { TStep } from '@forms-engine/model';
import { quoted } from '../text.ts';
import {
  type Change,
  findStep,
  type Handler,
  requireStep,
  said,
  stepLabel,
  stepLabelDe,
  targetOfType,
  unquote,
  valueAfter,
} from './context.ts';

export const placeholder: Handler = (c, ctx) => {
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
  return said(
    `set the placeholder of ${stepLabel(step, i)} to "${value}"`,
    `Platzhalter von ${stepLabelDe(step, i)} auf „${value}“ gesetzt`,
    i,
  );
};

export const renameStep: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  let m = c.match(
    /^(?:change|set|update|edit|ändere|setze)\s+the\s+(title|question|heading|text|wording|subtitle|description|hint|help text|untertitel|titel|beschreibung)\s+(?:of|for|on|in|von|bei)\s+(.+?)\s+(?:to|as|into|auf|zu|in)\s+(.+)$/i,
  );
  if (m) {
    const i = requireStep(m[2], ctx);
    const value = unquote(quoted(m[3])[0] ?? m[3]);
    const field = /subtitle|description|hint|help|untertitel|beschreibung/i.test(m[1]) ? 'subtitle' : 'title';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return textChanged(field, i, value);
  }
  m = c.match(
    /^(?:change|set|update)\s+(.+?)(?:'s)?\s+(title|subtitle|description|question)\s+(?:to|as)\s+(.+)$/i,
  );
  if (m) {
    const i = requireStep(m[1], ctx);
    const value = unquote(quoted(m[3])[0] ?? m[3]);
    const field = /subtitle|description/i.test(m[2]) ? 'subtitle' : 'title';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return textChanged(field, i, value);
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
      return a && b ? [...a, ...b] : null;
    }
  }
  if (m) {
    // "rename the property question subtitle to …" changes the subtitle.
    const sub = /\b(?:subtitle|description|hint|help text|untertitel|beschreibung)\b/i;
    const field = sub.test(m[1]) ? 'subtitle' : 'title';
    const exact = titled(unquote(m[1]), steps);
    // "Wärmepumpe umbenennen in 'Luft-Wärmepumpe'": the words are an answer's title, not a step's.
    const answer = exact < 0 ? answerTitled(unquote(m[1]), steps) : null;
    if (answer) {
      const step = steps[answer.step];
      const to = unquote(quoted(m[2])[0] ?? m[2]);
      if ('options' in step) {
        const from = step.options[answer.option].title;
        steps[answer.step] = {
          ...step,
          options: step.options.map((o, k) => (k === answer.option ? { ...o, title: to } : o)),
        } as TStep;
        return said(
          `renamed the option "${from}" to "${to}" in ${stepLabel(step, answer.step)}`,
          `Option „${from}“ in „${to}“ umbenannt (${stepLabelDe(step, answer.step)})`,
          answer.step,
        );
      }
    }
    const i =
      exact >= 0 ? exact : requireStep(m[1].replace(sub, ' ').replace(/\b(?:title|titel)\b/i, ' '), ctx);
    // The new words are the ones after "to": with both titles quoted, the first quote is the old one.
    const value = unquote(quoted(m[2])[0] ?? m[2]);
    const old = steps[i][field] ?? '';
    steps[i] = { ...steps[i], [field]: value } as TStep;
    return field === 'title'
      ? said(
          `renamed step ${i + 1} from "${old}" to "${value}"`,
          `Schritt ${i + 1} von „${old}“ in „${value}“ umbenannt`,
          i,
        )
      : textChanged('subtitle', i, value);
  }
  return null;
};

/** The one answer of the form whose title is exactly these words (case aside), or null. */
function answerTitled(words: string, steps: TStep[]): { step: number; option: number } | null {
  const w = words.toLowerCase().trim();
  const hits: { step: number; option: number }[] = [];
  steps.forEach((s, i) => {
    if ('options' in s)
      s.options.forEach((o, k) => {
        if (o.title.toLowerCase() === w) hits.push({ step: i, option: k });
      });
  });
  return hits.length === 1 ? hits[0] : null;
}

/** The step whose title is exactly these words (case, spaces and the closing mark aside), or -1. */
function titled(words: string, steps: TStep[]): number {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/(?<![?!.:\s])[?!.:\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const w = norm(words);
  return w ? steps.findIndex((s) => norm(s.title) === w) : -1;
}

function textChanged(field: 'title' | 'subtitle', i: number, value: string): Change[] {
  return said(
    `changed the ${field} of step ${i + 1} to "${value}"`,
    `${field === 'title' ? 'Titel' : 'Untertitel'} von Schritt ${i + 1} in „${value}“ geändert`,
    i,
  );
}
