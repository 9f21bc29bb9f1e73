// multiSelect rules without zod: at least one option id.
import { OPTION_ANSWER_MAX_CHARS } from '../_shared/limits.ts';
import { jsonFits } from '../_shared/answer.ts';
import { optionText } from '../_shared/display.ts';
import { prepareOptions } from '../_shared/prepare.ts';
import type { StepRules } from '../types.ts';
import type { TMultiSelectStep } from './definition.ts';

export const multiSelectRules: StepRules<TMultiSelectStep> = {
  hasOptions: true,
  autoAdvances: false,
  isValid: (answer) => Array.isArray(answer) && answer.length > 0,
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, 200 * (OPTION_ANSWER_MAX_CHARS + 1)),
  chosenOptionIds: (answer) => (Array.isArray(answer) ? answer : [answer]),
  storedAsSent: () => false,
  preselected: (step) => {
    const ids = step.options.filter((o) => o.preselected || o.selected).map((o) => o.id);
    return ids.length > 0 ? ids : undefined;
  },
  displayAnswer: (answer, step) => optionText(step, answer),
  // Option ids separated by commas (?extras=battery,wallbox); one unknown id makes the whole value invalid.
  fromQuery: (text, step) => {
    const ids = [...new Set(text.split(',').map((p) => p.trim()))].filter((p) => p !== '');
    const known = new Set(step.options.map((o) => o.id));
    return ids.length > 0 && ids.every((id) => known.has(id)) ? ids : undefined;
  },
  prepare: (raw) => prepareOptions(raw.options),
};
