// Reads what a prompt explicitly asks for: one "ask" per clause, with its step type, options, range and flags.
import type { GeneratorLanguage } from '../types.ts';
import type { Domain } from '../templates/index.ts';
import type { Ask } from './ask.ts';
import { followupFrom, yesNoTitle } from './phrasing.ts';
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
      if (ask && isNonsense(ask)) asks.push(...piecewise(part, lang, domain).map((a) => titled(a, lang)));
      else if (ask) asks.push(titled(ask, lang));
    }
  }
  return asks;
}

/** Words that describe the form itself ("quote form for", "Anfrageformular") rather than ask anything. */
const FORM_WORDS =
  /^(?:[\p{L}-]+\s){0,4}(?:form|formular|fragebogen|survey|questionnaire)(?:\s(?:for|about|to|für|zur|zum|zu))?$/iu;
/** Verbs an owner addresses to the builder ("ask", "include", "frage"), never an answer a respondent picks. */
const BUILDER_VERB = /^(?:ask|asks|include|add|frage|frag|füge|ergänze)\s/i;

/**
 * A step built from the prompt's filler words is a defect: a label that only describes the form ("Which quote
 * form for fits you best?") or an option that starts with the owner's verb to the builder ("Ask house").
 */
export function isNonsense(ask: Ask): boolean {
  const label = ask.label.trim();
  if (label && FORM_WORDS.test(label) && (ask.options?.length ?? 0) > 0) return true;
  return (ask.options ?? []).some((o) => BUILDER_VERB.test(o.trim()));
}

/** The clause read again piece by piece (at sentence ends and commas), each piece that asks something on its own. */
function piecewise(part: string, lang: GeneratorLanguage, domain: Domain): Ask[] {
  const out: Ask[] = [];
  for (const piece of part.split(/[.;]\s+|,\s+/)) {
    const text = piece.trim();
    if (!text || /\b(?:form|formular)\b(?!\s+of\b)/i.test(text)) continue;
    const ask = parseAsk(text, lang, domain);
    if (ask && !isNonsense(ask) && !/\b(?:form|formular)\b/i.test(ask.label)) out.push(ask);
  }
  return out;
}

/** "house or apartment" on its own asks "House or apartment?", not "Which option fits you best?". */
function titled(ask: Ask, lang: GeneratorLanguage): Ask {
  const o = ask.options ?? [];
  // "urgent? y/n", "delivery y/n": shorthand for yes or no.
  if (o.length === 2 && /^y$/i.test(o[0]) && /^n$/i.test(o[1]))
    return {
      ...ask,
      options: lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'],
      title: ask.label ? yesNoTitle(ask.label, lang) : ask.title,
      explicitType: true,
    };
  if (ask.title || ask.label.trim() || ask.template || o.length < 2 || o.length > 3) return ask;
  const or = lang === 'de' ? 'oder' : 'or';
  const list = `${o.slice(0, -1).join(', ')} ${or} ${o[o.length - 1]}`;
  return { ...ask, title: `${list.charAt(0).toUpperCase()}${list.slice(1)}?` };
}
