// Edit handler that turns a step into another type, keeping what fits ("make step 2 a dropdown").
import {
  IMAGE_CHOICE_MAX_OPTIONS,
  type StepType,
  type TStep,
  type TStepOption,
  TILES_MAX_OPTIONS,
} from '@forms-engine/model';
import type { GeneratorLanguage } from '../types.ts';
import { defaultSubtitle, IdPool, isMoneyLabel, stepFromAsk } from '../build.ts';
import { type Handler, requireStep, said, stepLabel, stepLabelDe, TYPE_NAMES, typeWord } from './context.ts';

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
    case 'yesNo':
      return { ...base, subtitle: defaultSubtitle(type, lang), type };
    case 'number':
      return { ...base, subtitle: defaultSubtitle(type, lang), type, min: 0, integer: true };
    case 'rating':
      return { ...base, subtitle: defaultSubtitle(type, lang), type, scale: 'stars' };
    case 'date':
      return { ...base, subtitle: defaultSubtitle(type, lang), type, minDays: 1 };
    case 'imageChoice':
      return {
        ...base,
        subtitle: defaultSubtitle(type, lang),
        type,
        // A choice's options carry over (their ids stay, so logic and answers still name them).
        options: 'options' in step ? step.options.slice(0, IMAGE_CHOICE_MAX_OPTIONS) : [],
      };
    case 'location':
    case 'contact':
    case 'documentUpload':
    case 'documentInfo':
    case 'booking':
      return { ...stepFromAsk({ type, label: '' }, lang, new IdPool()), id: step.id, title: step.title };
    default: {
      const never: never = type;
      return never;
    }
  }
}

export const changeType: Handler = (c, ctx) => {
  const steps = ctx.cfg.steps;
  const multi = c.match(
    /^(?:allow|let (?:them|people|users) (?:pick|choose|select))\s+(?:multiple|several|more than one)\s*(?:answers|options|choices|selections)?\s+(?:for|on|in|at)\s+(.+)$/i,
  );
  if (multi) {
    const i = requireStep(multi[1], ctx);
    steps[i] = convertStep(steps[i], 'multiSelect', ctx.lang);
    return said(
      `made ${stepLabel(steps[i], i)} a multiple choice so several options can be picked`,
      `${stepLabelDe(steps[i], i)} zur Mehrfachauswahl gemacht`,
      i,
    );
  }
  const m =
    c.match(
      /^(?:make|change|turn|convert|switch|mach|mache|ändere|wandle)\s+(.+?)\s+(?:in)?to\s+(?:a |an |eine?n? )?(.+)$/i,
    ) ??
    c.match(/^(?:make|mach|mache)\s+(.+?)\s+(?:a |an |eine?n? )(.+?)(?:\s+step| question)?$/i) ??
    c.match(/^(?:make|mach|mache)\s+(.+?)\s+(multiple[- ]choice|multi[- ]?select|single[- ]choice)$/i);
  if (!m) return null;
  const tw = typeWord(m[2]);
  if (!tw) return null;
  if (/\d/.test(m[2]) && tw === 'slider') return null;
  const i = requireStep(m[1], ctx);
  steps[i] = convertStep(steps[i], tw, ctx.lang);
  if (
    steps[i].type === 'tiles' &&
    'options' in steps[i] &&
    (steps[i] as { options: TStepOption[] }).options.length > TILES_MAX_OPTIONS
  )
    return said(
      `changed ${stepLabel(steps[i], i)} to tiles (only the first 4 of its options are shown)`,
      `${stepLabelDe(steps[i], i)} in Kacheln umgewandelt (nur die ersten 4 Optionen werden gezeigt)`,
      i,
    );
  return said(
    `changed ${stepLabel(steps[i], i)} to a ${TYPE_NAMES[tw][0]}`,
    `${stepLabelDe(steps[i], i)} in ${TYPE_NAMES[tw][1]} umgewandelt`,
    i,
  );
};
