// Edit handlers for a step's settings: required or optional, textbox rows, slider range, step, default and prefix.
import { type TStep, TEXTBOX_ROWS } from '@forms-engine/model';
import { GeneratorError } from '../types.ts';
import { isMoneyLabel } from '../build.ts';
import { currencyPrefix } from '../extract/index.ts';
import { NUMBER_RE, niceStep, parseNumber, roundToStep } from '../text.ts';
import {
  findStep,
  type Handler,
  requireStep,
  said,
  stepLabel,
  stepLabelDe,
  targetOfType,
} from './context.ts';

export const requiredness: Handler = (c, ctx) => {
  // "make the roof question required and the comments optional": two targets, one verb.
  const pair = c.match(
    /^(?:make|set|mark|mach|mache|setze)\s+(.+?)\s+(optional|required|mandatory)\s+(?:and|und)\s+(.+?)\s+(optional|required|mandatory)$/i,
  );
  if (pair) {
    const a = requiredness(`make ${pair[1]} ${pair[2]}`, ctx);
    const b = requiredness(`make ${pair[3]} ${pair[4]}`, ctx);
    return a && b ? [...a, ...b] : null;
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
  const one = targets.length === 1 ? targets[0] : undefined;
  const en = one === undefined ? 'all steps' : stepLabel(steps[one], one);
  const de = one === undefined ? 'Alle Schritte' : stepLabelDe(steps[one], one);
  return said(
    `made ${en} ${required ? 'required' : 'optional'}`,
    `${de} ${required ? 'zur Pflicht gemacht' : 'optional gemacht'}`,
    one,
  );
};

export const rows: Handler = (c, ctx) => {
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
  return said(
    `set ${stepLabel(step, i)} to ${value} rows${value !== wanted ? ' (rows go from 1 to 10)' : ''}`,
    `${stepLabelDe(step, i)} auf ${value} Zeilen gesetzt${value !== wanted ? ' (1 bis 10 Zeilen möglich)' : ''}`,
    i,
  );
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

export const slider: Handler = (c, ctx) => {
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
  const changesDe: string[] = [];
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
        changesDe.push(`Bereich ${next.min}–${next.max}`);
      }
    } else {
      if (max) {
        const v = parseNumber(max[1]);
        if (v !== null) {
          next.max = v;
          changes.push(`maximum ${v}`);
          changesDe.push(`Höchstwert ${v}`);
        }
      }
      if (min) {
        const v = parseNumber(min[1]);
        if (v !== null) {
          next.min = v;
          changes.push(`minimum ${v}`);
          changesDe.push(`Mindestwert ${v}`);
        }
      }
    }
    if (step) {
      const v = parseNumber(step[1]);
      if (v !== null && v > 0) {
        next.step = v;
        changes.push(`step ${v}`);
        changesDe.push(`Schrittweite ${v}`);
      }
    }
    if (def) {
      const v = parseNumber(def[1]);
      if (v !== null) {
        next.defaultValue = v;
        changes.push(`default ${v}`);
        changesDe.push(`Startwert ${v}`);
      }
    }
    if (noPrefix) {
      delete next.prefix;
      changes.push('no prefix');
      changesDe.push('kein Präfix');
    } else if (currencyWord) {
      next.prefix = currencyPrefix(currencyWord[1]);
      changes.push(`prefix ${next.prefix}`);
      changesDe.push(`Präfix ${next.prefix}`);
    } else if (prefixLiteral) {
      next.prefix = prefixLiteral[1];
      changes.push(`prefix ${next.prefix}`);
      changesDe.push(`Präfix ${next.prefix}`);
    }
    fixSlider(next);
    steps[k] = next;
  }
  if (changes.length === 0) return null;
  return said(
    `set ${[...new Set(changes)].join(', ')} on ${targets.map((k) => stepLabel(steps[k], k)).join(' and ')}`,
    `${[...new Set(changesDe)].join(', ')} für ${targets.map((k) => stepLabelDe(steps[k], k)).join(' und ')} gesetzt`,
    targets[0],
  );
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
