// imageChoice rules without zod: one option id, or a list of them when the step takes several, shown as titles.
import { OPTION_ANSWER_MAX_CHARS } from '../_shared/limits.ts';
import { hasValue, jsonFits } from '../_shared/answer.ts';
import { optionText } from '../_shared/display.ts';
import { prepareOptions, str } from '../_shared/prepare.ts';
import { isPlainObject } from '../_shared/answer.ts';
import type { StepRules } from '../types.ts';
import type { TImageChoiceStep } from './definition.ts';

/** Two to eight pictures: the grid adapts (two columns on a phone, up to four on a desktop). */
export const IMAGE_CHOICE_MAX_OPTIONS = 8;
/** Longest description of a picture for people who cannot see it. */
export const IMAGE_ALT_MAX = 300;
/** Where an owner's uploaded picture is served: only this server's own picture addresses are kept. */
export const OWNER_IMAGE_PATH = /^\/api\/images\/[a-z0-9-]{8,64}\.(?:png|jpg)$/;

/** Columns of the picture grid: two on a phone; on a desktop one row up to four, else two rows. */
export function imageColumns(count: number, isMobile: boolean): number {
  if (isMobile) return 2;
  const shown = Math.min(Math.max(count, 2), IMAGE_CHOICE_MAX_OPTIONS);
  return shown <= 4 ? shown : Math.ceil(shown / 2);
}

const chosen = (answer: unknown): unknown[] => (Array.isArray(answer) ? answer : [answer]);

export const imageChoiceRules: StepRules<TImageChoiceStep> = {
  hasOptions: true,
  // Continue, also for one picture: a respondent looks at several before settling, and may change their mind.
  autoAdvances: false,
  isValid: (answer, step) =>
    step.multiple
      ? Array.isArray(answer) && answer.length > 0
      : typeof answer === 'string' && hasValue(answer),
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, IMAGE_CHOICE_MAX_OPTIONS * (OPTION_ANSWER_MAX_CHARS + 1)),
  chosenOptionIds: chosen,
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer, step) => optionText(step, answer),
  fromQuery: (text, step) => {
    const ids = [...new Set(text.split(',').map((p) => p.trim()))].filter((p) => p !== '');
    const known = new Set(step.options.map((o) => o.id));
    if (ids.length === 0 || !ids.every((id) => known.has(id))) return undefined;
    return step.multiple ? ids : ids.length === 1 ? ids[0] : undefined;
  },
  prepare: (raw) => {
    const { options, unusableOptions } = prepareOptions(raw.options);
    const list = Array.isArray(raw.options) ? raw.options.filter(isPlainObject) : [];
    const extra = new Map(list.map((o) => [str(o.id), o]));
    return {
      multiple: raw.multiple === true ? true : undefined,
      options: options.slice(0, IMAGE_CHOICE_MAX_OPTIONS).map((o) => {
        const source = extra.get(o.id);
        const image = str(source?.image);
        return {
          ...o,
          image: image && OWNER_IMAGE_PATH.test(image) ? image : undefined,
          alt: str(source?.alt),
        };
      }),
      ...(unusableOptions ? { unusableOptions } : {}),
    };
  },
};
