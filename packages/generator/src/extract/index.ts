// Reads what a prompt explicitly asks for: one "ask" per clause, with its step type, options, range and flags.
import type { GeneratorLanguage } from '../types.ts';
import type { Domain } from '../templates/index.ts';
import type { Ask } from './ask.ts';
import { followupFrom } from './phrasing.ts';
import { parseAsk } from './rules.ts';
import { segment, splitConjunctions, splitHead } from './segment.ts';
import { TRIGGERS } from './vocabulary.ts';

export type { Ask } from './ask.ts';
export { clearMatchCache, detectDomain } from './match.ts';
export { questionize, swapPronouns, yesNoTitle } from './phrasing.ts';
export { parseAsk } from './rules.ts';
export { segment } from './segment.ts';
export { currencyPrefix, TRIGGERS } from './vocabulary.ts';

/** All asks of a prompt, in order. */
export function extractAsks(prompt: string, lang: GeneratorLanguage, domain: Domain): Ask[] {
  const { body } = splitHead(prompt);
  const asks: Ask[] = [];
  for (const seg of segment(body)) {
    // "if other ask which" as its own clause belongs to the previous ask.
    const fm = seg.match(TRIGGERS.followup);
    if (fm && fm.index !== undefined && fm.index <= 4 && asks.length > 0) {
      const prev = asks[asks.length - 1];
      if (prev.options || prev.template?.options) {
        const followup = followupFrom(fm, lang);
        prev.type = 'followup';
        prev.followup = followup;
        prev.explicitType = true;
        if (
          /other|else|andere|sonstig/.test(followup?.trigger ?? '') &&
          prev.options &&
          !prev.options.some((o) => /^(other|sonstiges|andere)$/i.test(o))
        )
          prev.options.push(lang === 'de' ? 'Sonstiges' : 'Other');
        continue;
      }
    }
    for (const part of splitConjunctions(seg)) {
      const ask = parseAsk(part, lang, domain);
      if (ask) asks.push(ask);
    }
  }
  return asks;
}
