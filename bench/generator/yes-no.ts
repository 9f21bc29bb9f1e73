// How the benchmark reads the newer step types: a yes/no step as the choice of Yes and No its cases were written
// for, a typed number as the slider they name for a quantity.
import type { TStep } from '@forms-engine/model';

// The runner writes a yes/no step's buttons in the respondent's language (en, de, fr, es, it).
const YES = /^(?:yes|ja|oui|sí|si|sì)$/i;
const NO = /^(?:no|nein|non)$/i;

/** The words an expected option list uses for a yes/no question. */
export const isYesNoWord = (word: string) => YES.test(word.trim()) || NO.test(word.trim());

/**
 * An expected type and options a step meets: a yesNo step is the "tiles with Yes and No" a case asks for, a number
 * step the "slider" of a quantity.
 */
export function meetsType(step: TStep, types: readonly string[], options?: readonly string[]): boolean {
  if (types.includes(step.type)) return true;
  if (step.type === 'number' && types.includes('slider')) return true;
  return step.type === 'yesNo' && types.includes('tiles') && (options ?? []).every(isYesNoWord);
}

/** A step's answers by title, lower-cased: its options, or a yes/no step's buttons in the runner's languages. */
export function answerTitles(step: TStep): string[] {
  if (step.type === 'yesNo')
    return ['yes', 'no', 'ja', 'nein', 'oui', 'non', 'sí', 'sì', step.yesLabel, step.noLabel].flatMap((t) =>
      t ? [t.toLowerCase().trim()] : [],
    );
  return 'options' in step ? step.options.map((o) => o.title.toLowerCase().trim()) : [];
}

/** The answer a yes/no step holds for a word ("yes", "Nein"), or undefined when the word is neither. */
export function yesNoAnswer(word: string): boolean | undefined {
  return YES.test(word.trim()) ? true : NO.test(word.trim()) ? false : undefined;
}
